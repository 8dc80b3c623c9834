import { Redirect, Route, Switch } from 'wouter';
import { SCREEN } from '@/domain/common/messages';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { SectionNotAvailable } from '@/web/components/section-not-available';
import { paths } from '@/web/app/paths';
import { OverviewPage } from '../overview';
import { DashboardLayout } from './components/dashboard-layout';
import { PlaceholderNotice } from './components/placeholder-notice';
import { AdminOnly } from './components/admin-only';
import {
  AccessLogPage,
  AgenciesPage,
  AnalyticsPage,
  FinancialPage,
  HospitalsPage,
  LiveMapPage,
  NotificationSettingsPage,
  RegionCredentialsPage,
  RouteOptimizationPage,
  TripManagementPage,
  UnitsPage,
  UserManagementPage,
} from './dashboard-screens';

// The overview comes with the dashboard (every control center sign-in lands there); each other screen's code loads
// when it is opened, or when its link is pointed at (dashboard-screens.ts).
const P = paths.dashboard;

/** Everything under /dashboard; unknown paths go back to the overview, admin pages refuse anyone else. */
export default function DashboardRoutes() {
  return (
    <DashboardLayout>
      <Switch>
        <Route path={P.root} component={OverviewPage} />
        <Route path={P.trips} component={TripManagementPage} />
        <Route path={P.units} component={UnitsPage} />
        <Route path={P.liveMap} component={LiveMapPage} />
        <Route path={`${P.hospitals}/*?`} component={HospitalsPage} />
        <Route path={`${P.agencies}/*?`} component={AgenciesPage} />
        <Route path={`${P.analytics}/*?`} component={AnalyticsPage} />
        <Route path={P.routeOptimization} component={RouteOptimizationPage} />
        <Route path={P.notifications} component={NotificationSettingsPage} />
        <Route path={P.healthcarePortal}>
          <SectionNotAvailable section={DASHBOARD_SECTIONS.healthcarePortal} />
        </Route>
        <Route path={P.emsDashboard}>
          <SectionNotAvailable section={DASHBOARD_SECTIONS.emsDashboard} />
        </Route>
        <Route path={P.myTrips}>
          <PlaceholderNotice text={SCREEN.comingSoon} />
        </Route>
        <Route path={P.myAssignments}>
          <PlaceholderNotice text={SCREEN.comingSoon} />
        </Route>
        <Route path={P.settings}>
          <AdminOnly section={DASHBOARD_SECTIONS.settings}>
            <UserManagementPage />
          </AdminOnly>
        </Route>
        <Route path={P.financial}>
          <AdminOnly section={DASHBOARD_SECTIONS.financial}>
            <FinancialPage />
          </AdminOnly>
        </Route>
        <Route path={P.accessLog}>
          <AdminOnly section={DASHBOARD_SECTIONS.accessLog}>
            <AccessLogPage />
          </AdminOnly>
        </Route>
        <Route path={P.credentials}>
          <RegionCredentialsPage />
        </Route>
        <Route>
          <Redirect to={P.root} replace />
        </Route>
      </Switch>
    </DashboardLayout>
  );
}
