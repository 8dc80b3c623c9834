import { Ambulance } from 'lucide-react';
import { EMS_DASHBOARD } from '../../../../domain/portal-texts';
import { notYetAvailableTabs, PortalShell } from '../../../components/portal-shell';
import { useSignedInUser } from '../../session/session-context';

/** The EMS agency dashboard (spec part 2 §2); the tabs are filled in by later work. */
export function EmsDashboardPage() {
  const user = useSignedInUser();
  return (
    <PortalShell
      icon={<Ambulance className="size-5" />}
      title={user.agencyName || EMS_DASHBOARD.fallbackName}
      subtitle={EMS_DASHBOARD.subtitle}
      userName={user.name}
      signOutLabel={EMS_DASHBOARD.logout}
      tabsLabel={EMS_DASHBOARD.subtitle}
      tabs={notYetAvailableTabs(EMS_DASHBOARD.tabs)}
    />
  );
}
