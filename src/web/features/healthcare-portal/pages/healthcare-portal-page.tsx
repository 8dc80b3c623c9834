import { Building2 } from 'lucide-react';
import { lazy, useCallback, useEffect, useRef, useState } from 'react';
import { SCREEN } from '@/domain/common/messages';
import { HEALTHCARE_PORTAL } from '@/domain/portals/portal-texts';
import { HEALTHCARE_TABS } from '@/web/app/paths';
import { PortalShell } from '@/web/components/portal-shell';
import { useTabInUrl } from '@/web/lib/use-tab-in-url';
import { useTripInUrl } from '@/web/lib/use-trip-in-url';
import { useSignedInUser } from '@/web/features/session';
import { type CreatedTrip, RequestWizard, TripCreatedBanner, TripDetailsModal } from '@/web/features/trip-requests';
import { LIVE_MAP_UI } from '@/web/lib/live-map-ui-texts';
import { ACCESS_LOG_TEXTS } from '@/domain/audit/access-log-texts';
import { OverviewTab } from '../components/overview-tab';
import { TransportRequestsTab } from '../components/transport-requests-tab';

// the tabs a facility opens now and then load when first opened, so the portal's first screen stays light
const StandingOrdersTab = lazy(() => import('@/web/features/standing-orders').then((m) => ({ default: m.StandingOrdersTab })));
const SettingsTab = lazy(() => import('../components/settings-tab').then((m) => ({ default: m.SettingsTab })));
const LiveMapView = lazy(() => import('@/web/features/live-map').then((m) => ({ default: m.LiveMapView })));
const DropdownOptionsManager = lazy(() => import('@/web/features/dropdown-options').then((m) => ({ default: m.DropdownOptionsManager })));
const AccessLogView = lazy(() => import('@/web/features/access-log').then((m) => ({ default: m.AccessLogView })));

// the spec's tabs and the live map's
type PortalTabName = keyof typeof HEALTHCARE_TABS;
const TABS = HEALTHCARE_PORTAL.tabs;

/**
 * The healthcare facility portal: overview, requests, the request wizard, settings and options.
 * The open tab, the wizard's step and an open request are in the address.
 */
export default function HealthcarePortalPage() {
  const user = useSignedInUser();
  const [tab, openTab] = useTabInUrl<PortalTabName>(HEALTHCARE_TABS, 'overview');
  const trip = useTripInUrl();
  // the request last created, shown on Overview until dismissed; focused when the wizard hands over to Overview
  const [created, setCreated] = useState<{ trip: CreatedTrip; focus: boolean } | null>(null);
  // a new wizard (empty form, step 1) after each request or Cancel
  const [wizardRun, setWizardRun] = useState(0);
  const shownTab = useRef(tab);
  useEffect(() => {
    shownTab.current = tab;
  }, [tab]);
  const toOverview = useCallback(() => openTab('overview', { replace: true }), [openTab]);
  const closeWizard = useCallback(
    (made?: CreatedTrip) => {
      setWizardRun((n) => n + 1);
      // the banner's link may already have taken the nurse elsewhere: only the wizard itself hands over to Overview
      const handOver = shownTab.current === 'createRequest';
      if (made) setCreated({ trip: made, focus: handOver });
      if (handOver) toOverview();
    },
    [toOverview],
  );

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
        onValueChange={(value) => openTab(value as PortalTabName)}
        tabs={[
          {
            value: 'overview',
            label: TABS.overview,
            content: (
              <div className="space-y-6">
                {created && (
                  <TripCreatedBanner
                    key={created.trip.id}
                    trip={created.trip}
                    takeFocus={created.focus}
                    onFocused={() => setCreated((c) => c && { ...c, focus: false })}
                    onDismiss={() => setCreated(null)}
                  />
                )}
                <OverviewTab onOpenTrip={trip.open} />
              </div>
            ),
          },
          { value: 'requests', label: TABS.requests, content: <TransportRequestsTab onOpenTrip={trip.open} /> },
          {
            value: 'createRequest',
            label: TABS.createRequest,
            keepMounted: true,
            content: <RequestWizard key={wizardRun} shown={tab === 'createRequest'} onCancel={closeWizard} onCreated={closeWizard} />,
          },
          // the facility's open trips and the units on their way to them or carrying its patients
          { value: 'map', label: LIVE_MAP_UI.tab, content: <LiveMapView reader="facility" onOpenTrip={trip.open} /> },
          { value: 'standingOrders', label: TABS.standingOrders, content: <StandingOrdersTab onOpenTrip={trip.open} /> },
          { value: 'settings', label: TABS.settings, content: <SettingsTab onDone={toOverview} /> },
          { value: 'hospitalSettings', label: TABS.hospitalSettings, content: <DropdownOptionsManager /> },
          // who opened the facility's patients' trips: a list of its own, as a compliance officer reads it
          {
            value: 'accessLog',
            label: ACCESS_LOG_TEXTS.facilityTab,
            content: <AccessLogView title={ACCESS_LOG_TEXTS.facilityTitle} subtitle={ACCESS_LOG_TEXTS.facilitySubtitle} />,
          },
        ]}
      />
      <TripDetailsModal tripId={trip.tripId} onClose={trip.close} onOpenLinked={trip.show} />
    </>
  );
}
