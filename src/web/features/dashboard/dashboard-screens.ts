// The control center's screens other than the overview: each one's code loads when it is first opened, or as soon as
// a pointer rests on (or the keyboard reaches) its link in the sidebar, so that the click finds it loaded.
import { preloadable } from '@/web/lib/preloadable';
import { paths } from '@/web/app/paths';

const P = paths.dashboard;

export const TripManagementPage = preloadable(() => import('../trip-management/pages/trip-management-page'));
export const UnitsPage = preloadable(() => import('../units/pages/units-page'));
export const LiveMapPage = preloadable(() => import('../live-map/pages/live-map-page'));
export const HospitalsPage = preloadable(() => import('../hospitals/pages/hospitals-page'));
export const AgenciesPage = preloadable(() => import('../agencies/pages/agencies-page'));
export const AnalyticsPage = preloadable(() => import('../analytics/pages/analytics-page'));
export const RouteOptimizationPage = preloadable(() => import('../route-optimization/pages/route-optimization-page'));
export const NotificationSettingsPage = preloadable(() => import('../notification-settings/pages/notification-settings-page'));
export const UserManagementPage = preloadable(() => import('../users/pages/user-management-page'));
export const FinancialPage = preloadable(() => import('../financial/pages/financial-page'));
export const AccessLogPage = preloadable(() => import('../access-log/pages/access-log-page'));
export const RegionCredentialsPage = preloadable(() => import('../credentials/pages/region-credentials-page'));

const BY_PATH: Record<string, { preload(): Promise<unknown> }> = {
  [P.trips]: TripManagementPage,
  [P.units]: UnitsPage,
  [P.liveMap]: LiveMapPage,
  [P.hospitals]: HospitalsPage,
  [P.agencies]: AgenciesPage,
  [P.analytics]: AnalyticsPage,
  [P.routeOptimization]: RouteOptimizationPage,
  [P.notifications]: NotificationSettingsPage,
  [P.settings]: UserManagementPage,
  [P.financial]: FinancialPage,
  [P.accessLog]: AccessLogPage,
  [P.credentials]: RegionCredentialsPage,
};

/** Starts fetching the code of the screen at `path`, if it has code of its own; a failure is retried when it opens. */
export function preloadScreen(path: string): void {
  BY_PATH[path]?.preload().catch(() => undefined);
}
