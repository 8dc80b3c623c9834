import { Building2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { SCREEN } from '../../../../domain/messages';
import { HEALTHCARE_PORTAL } from '../../../../domain/portal-texts';
import { PortalShell } from '../../../components/portal-shell';
import { DropdownOptionsManager } from '../../dropdown-options/components/dropdown-options-manager';
import { useSignedInUser } from '../../session/session-context';
import { TripDetailsModal } from '../../trip-requests/components/trip-details-modal';
import { RequestWizard } from '../../trip-requests/wizard/request-wizard';
import { OverviewTab } from '../components/overview-tab';
import { SettingsTab } from '../components/settings-tab';
import { TransportRequestsTab } from '../components/transport-requests-tab';

type PortalTabName = keyof typeof HEALTHCARE_PORTAL.tabs;
const TABS = HEALTHCARE_PORTAL.tabs;

/** The healthcare facility portal (spec part 2 §2): overview, requests, the request wizard, settings and options. */
export default function HealthcarePortalPage() {
  const user = useSignedInUser();
  const [tab, setTab] = useState<PortalTabName>('overview');
  const [openTrip, setOpenTrip] = useState<string | null>(null);
  // a new wizard (empty form, step 1) after each request or Cancel
  const [wizardRun, setWizardRun] = useState(0);
  const toOverview = useCallback(() => setTab('overview'), []);
  const closeWizard = useCallback(() => {
    setWizardRun((n) => n + 1);
    setTab('overview');
  }, []);

  return (
    <>
      <PortalShell
        icon={<Building2 className="size-5" />}
        title={user.facilityName || HEALTHCARE_PORTAL.fallbackName}
        subtitle={
          <>
            {user.facilityType && <span>{user.facilityType}</span>}
            {user.facilityType && <span aria-hidden="true"> · </span>}
            <span>{HEALTHCARE_PORTAL.title}</span>
          </>
        }
        userName={user.name}
        signOutLabel={SCREEN.signOut}
        tabsLabel={HEALTHCARE_PORTAL.title}
        value={tab}
        onValueChange={(value) => setTab(value as PortalTabName)}
        tabs={[
          { value: 'overview', label: TABS.overview, content: <OverviewTab onOpenTrip={setOpenTrip} /> },
          { value: 'requests', label: TABS.requests, content: <TransportRequestsTab onOpenTrip={setOpenTrip} /> },
          {
            value: 'createRequest',
            label: TABS.createRequest,
            keepMounted: true,
            content: <RequestWizard key={wizardRun} onCancel={closeWizard} onCreated={closeWizard} />,
          },
          { value: 'settings', label: TABS.settings, content: <SettingsTab onDone={toOverview} /> },
          { value: 'hospitalSettings', label: TABS.hospitalSettings, content: <DropdownOptionsManager /> },
        ]}
      />
      <TripDetailsModal tripId={openTrip} onClose={() => setOpenTrip(null)} />
    </>
  );
}
