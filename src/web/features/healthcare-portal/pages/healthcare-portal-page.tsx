import { Building2 } from 'lucide-react';
import { SCREEN } from '../../../../domain/messages';
import { HEALTHCARE_PORTAL } from '../../../../domain/portal-texts';
import { notYetAvailableTabs, PortalShell } from '../../../components/portal-shell';
import { useSignedInUser } from '../../session/session-context';

/** The healthcare facility portal (spec part 2 §2); the tabs are filled in by later work. */
export function HealthcarePortalPage() {
  const user = useSignedInUser();
  return (
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
      tabs={notYetAvailableTabs(HEALTHCARE_PORTAL.tabs)}
    />
  );
}
