import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { SCREEN } from '../../../domain/messages';
import { DASHBOARD_SECTIONS as S } from '../../../domain/portal-texts';
import { SectionNotAvailable } from '../../components/section-not-available';
import { paths } from '../../app/paths';
import { OverviewPage } from '../overview/pages/overview-page';
import { DashboardLayout } from './components/dashboard-layout';
import { PlaceholderNotice } from './components/placeholder-notice';
import { AdminOnly } from './components/admin-only';

// The overview comes with the dashboard (every control center sign-in lands there); each other screen loads when opened.
const TripManagementPage = lazy(() => import('../trip-management/pages/trip-management-page'));
const UnitsPage = lazy(() => import('../units/pages/units-page'));
const HospitalsPage = lazy(() => import('../hospitals/pages/hospitals-page'));
const AgenciesPage = lazy(() => import('../agencies/pages/agencies-page'));
const AnalyticsPage = lazy(() => import('../analytics/pages/analytics-page'));
const RouteOptimizationPage = lazy(() => import('../route-optimization/pages/route-optimization-page'));
const NotificationSettingsPage = lazy(() => import('../notification-settings/pages/notification-settings-page'));
const UserManagementPage = lazy(() => import('../users/pages/user-management-page'));
const FinancialPage = lazy(() => import('../financial/pages/financial-page'));

// paths inside this router are relative to /dashboard
const P = Object.fromEntries(
  Object.entries(paths.dashboard).map(([key, path]) => [key, path.slice(paths.dashboard.root.length + 1)]),
) as Record<keyof typeof paths.dashboard, string>;

/** Everything under /dashboard; unknown paths go back to the overview, admin pages refuse anyone else. */
export default function DashboardRoutes() {
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<OverviewPage />} />
        <Route path={P.trips} element={<TripManagementPage />} />
        <Route path={P.units} element={<UnitsPage />} />
        <Route path={`${P.hospitals}/*`} element={<HospitalsPage />} />
        <Route path={`${P.agencies}/*`} element={<AgenciesPage />} />
        <Route path={`${P.analytics}/*`} element={<AnalyticsPage />} />
        <Route path={P.routeOptimization} element={<RouteOptimizationPage />} />
        <Route path={P.notifications} element={<NotificationSettingsPage />} />
        <Route path={P.healthcarePortal} element={<SectionNotAvailable section={S.healthcarePortal} />} />
        <Route path={P.emsDashboard} element={<SectionNotAvailable section={S.emsDashboard} />} />
        <Route path={P.myTrips} element={<PlaceholderNotice text={SCREEN.comingSoon} />} />
        <Route path={P.myAssignments} element={<PlaceholderNotice text={SCREEN.comingSoon} />} />
        <Route path={P.settings} element={<AdminOnly section={S.settings}><UserManagementPage /></AdminOnly>} />
        <Route path={P.financial} element={<AdminOnly section={S.financial}><FinancialPage /></AdminOnly>} />
        <Route path="*" element={<Navigate to={paths.dashboard.root} replace />} />
      </Route>
    </Routes>
  );
}
