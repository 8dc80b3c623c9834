import { Ambulance } from 'lucide-react';
import { lazy, useCallback, useState } from 'react';
import { EMS_DASHBOARD } from '../../../../domain/portal-texts';
import { PortalShell } from '../../../components/portal-shell';
import { EMS_UI } from '../../../lib/ems-ui-texts';
import { useSignedInUser } from '../../session/session-context';
import { RoutePlanner } from '../../route-optimization/components/route-planner';
import { UnitManagement } from '../../units/components/unit-management';
import { AvailableTripsTab } from '../components/available-trips-tab';
import { MyTripsTab } from '../components/my-trips-tab';
import { OverviewTab } from '../components/overview-tab';
import { SettingsTab } from '../components/settings-tab';

// the analytics tab, with its chart, loads when first opened
const AnalyticsTab = lazy(() => import('../components/analytics-tab'));

type DashboardTabName = keyof typeof EMS_DASHBOARD.tabs;
const TABS = EMS_DASHBOARD.tabs;

/** The EMS agency dashboard (spec part 2 §2): overview, the trips to take and carry out, units, route optimization, analytics, settings. */
export default function EmsDashboardPage() {
  const user = useSignedInUser();
  const [tab, setTab] = useState<DashboardTabName>('overview');
  const toOverview = useCallback(() => setTab('overview'), []);
  return (
    <PortalShell
      icon={<Ambulance className="size-5" />}
      title={user.agencyName || EMS_DASHBOARD.fallbackName}
      subtitle={EMS_DASHBOARD.subtitle}
      userName={user.name}
      signOutLabel={EMS_DASHBOARD.logout}
      tabsLabel={EMS_DASHBOARD.subtitle}
      value={tab}
      onValueChange={(value) => setTab(value as DashboardTabName)}
      tabs={[
        { value: 'overview', label: TABS.overview, content: <OverviewTab /> },
        { value: 'availableTrips', label: TABS.availableTrips, content: <AvailableTripsTab /> },
        { value: 'myTrips', label: TABS.myTrips, content: <MyTripsTab /> },
        // the server keeps an agency's user to its own units, for reading and writing alike
        { value: 'units', label: TABS.units, content: <UnitManagement canWrite intro={EMS_UI.unitsIntro} /> },
        // the same planner as the control center's, kept by the server to the agency's units and offers
        { value: 'routeOptimization', label: TABS.routeOptimization, content: <RoutePlanner /> },
        { value: 'analytics', label: TABS.analytics, content: <AnalyticsTab /> },
        { value: 'settings', label: TABS.settings, content: <SettingsTab onDone={toOverview} /> },
      ]}
    />
  );
}
