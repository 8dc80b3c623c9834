import { Ambulance } from 'lucide-react';
import { lazy, useCallback } from 'react';
import { EMS_DASHBOARD } from '@/domain/portals/portal-texts';
import { EMS_TABS } from '@/web/app/paths';
import { PortalShell } from '@/web/components/portal-shell';
import { EMS_UI } from '../ems-ui-texts';
import { useTabInUrl } from '@/web/lib/use-tab-in-url';
import { useSignedInUser } from '@/web/features/session';
import { UnitManagement } from '@/web/features/units';
import { LIVE_MAP_UI } from '@/web/lib/live-map-ui-texts';
import { CREDENTIAL_UI } from '@/web/features/credentials';
import { AvailableTripsTab } from '../components/available-trips-tab';
import { MyTripsTab } from '../components/my-trips-tab';
import { OverviewTab } from '../components/overview-tab';

// the analytics tab, with its chart, loads when first opened
const AnalyticsTab = lazy(() => import('../components/analytics-tab'));
// the map too, with Leaflet
const LiveMapView = lazy(() => import('@/web/features/live-map').then((m) => ({ default: m.LiveMapView })));
// the tabs with forms of their own load when first opened, so that the trips' tabs and the map do not carry them
const CrewMembersTab = lazy(() => import('@/web/features/crew-members').then((m) => ({ default: m.CrewMembersTab })));
const CredentialsTable = lazy(() => import('@/web/features/credentials').then((m) => ({ default: m.CredentialsTable })));
const RoutePlanner = lazy(() => import('@/web/features/route-optimization').then((m) => ({ default: m.RoutePlanner })));
const SettingsTab = lazy(() => import('../components/settings-tab').then((m) => ({ default: m.SettingsTab })));

// the spec's tabs and the live map's
type DashboardTabName = keyof typeof EMS_TABS;
const TABS = EMS_DASHBOARD.tabs;

/**
 * The EMS agency dashboard: overview, the trips to take and carry out, units, crew, route optimization,
 * analytics, settings. The open tab is in the address.
 */
export default function EmsDashboardPage() {
  const user = useSignedInUser();
  const [tab, openTab] = useTabInUrl<DashboardTabName>(EMS_TABS, 'overview');
  const toOverview = useCallback(() => openTab('overview', { replace: true }), [openTab]);
  return (
    <PortalShell
      icon={<Ambulance className="size-5" />}
      title={user.agencyName || EMS_DASHBOARD.fallbackName}
      subtitle={EMS_DASHBOARD.subtitle}
      userName={user.name}
      signOutLabel={EMS_DASHBOARD.logout}
      tabsLabel={EMS_DASHBOARD.subtitle}
      value={tab}
      onValueChange={(value) => openTab(value as DashboardTabName)}
      tabs={[
        { value: 'overview', label: TABS.overview, content: <OverviewTab /> },
        { value: 'availableTrips', label: TABS.availableTrips, content: <AvailableTripsTab /> },
        { value: 'myTrips', label: TABS.myTrips, content: <MyTripsTab /> },
        // the server keeps an agency's user to its own units, for reading and writing alike
        { value: 'units', label: TABS.units, content: <UnitManagement canWrite intro={EMS_UI.unitsIntro} /> },
        // where the agency's units are now, and the open trips it may take or carries
        { value: 'map', label: LIVE_MAP_UI.tab, content: <LiveMapView reader="agency" /> },
        // the people who ride those units, and which unit each is on now
        { value: 'crew', label: TABS.crew, content: <CrewMembersTab /> },
        // the crew's and the units' credentials with their expiry: an expired one stops them working
        { value: 'credentials', label: CREDENTIAL_UI.tab, content: <CredentialsTable manage /> },
        // the same planner as the control center's, kept by the server to the agency's units and offers
        { value: 'routeOptimization', label: TABS.routeOptimization, content: <RoutePlanner /> },
        { value: 'analytics', label: TABS.analytics, content: <AnalyticsTab /> },
        { value: 'settings', label: TABS.settings, content: <SettingsTab onDone={toOverview} /> },
      ]}
    />
  );
}
