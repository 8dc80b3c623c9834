import { Navigate, Route, Routes } from 'react-router';
import { SCREEN } from '../../../domain/messages';
import { DASHBOARD_SECTIONS as S } from '../../../domain/portal-texts';
import { SectionNotAvailable } from '../../components/section-not-available';
import { paths } from '../../app/paths';
import { AgenciesPage } from '../agencies/pages/agencies-page';
import { HospitalsPage } from '../hospitals/pages/hospitals-page';
import { useSignedInUser } from '../session/session-context';
import { DashboardLayout } from './components/dashboard-layout';
import { PlaceholderNotice } from './components/placeholder-notice';

// paths inside this router are relative to /dashboard
const P = Object.fromEntries(
  Object.entries(paths.dashboard).map(([key, path]) => [key, path.slice(paths.dashboard.root.length + 1)]),
) as Record<keyof typeof paths.dashboard, string>;

/** Everything under /dashboard; unknown paths (and admin pages for non-admins) go back to the overview. */
export function DashboardRoutes() {
  const isAdmin = useSignedInUser().userType === 'ADMIN';
  return (
    <Routes>
      <Route element={<DashboardLayout />}>
        <Route index element={<SectionNotAvailable section={S.overview} />} />
        <Route path={P.trips} element={<SectionNotAvailable section={S.trips} />} />
        <Route path={P.units} element={<SectionNotAvailable section={S.units} />} />
        <Route path={`${P.hospitals}/*`} element={<HospitalsPage />} />
        <Route path={`${P.agencies}/*`} element={<AgenciesPage />} />
        <Route path={`${P.analytics}/*`} element={<SectionNotAvailable section={S.analytics} />} />
        <Route path={P.routeOptimization} element={<SectionNotAvailable section={S.routeOptimization} />} />
        <Route path={P.notifications} element={<SectionNotAvailable section={S.notifications} />} />
        <Route path={P.healthcarePortal} element={<SectionNotAvailable section={S.healthcarePortal} />} />
        <Route path={P.emsDashboard} element={<SectionNotAvailable section={S.emsDashboard} />} />
        <Route path={P.myTrips} element={<PlaceholderNotice text={SCREEN.comingSoon} />} />
        <Route path={P.myAssignments} element={<PlaceholderNotice text={SCREEN.comingSoon} />} />
        {isAdmin && <Route path={P.settings} element={<SectionNotAvailable section={S.settings} />} />}
        {isAdmin && <Route path={P.financial} element={<PlaceholderNotice text={SCREEN.financialPlaceholder} />} />}
        <Route path="*" element={<Navigate to={paths.dashboard.root} replace />} />
      </Route>
    </Routes>
  );
}
