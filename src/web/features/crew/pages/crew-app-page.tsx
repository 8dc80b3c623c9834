import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { NetworkError, errorText } from '@/web/lib/api-client';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import { useCrewShift } from '../api/get-crew-shift';
import { CrewHeader } from '../components/crew-header';
import { CrewTripsScreen } from '../components/crew-trips-screen';
import { UnitPicker } from '../components/unit-picker';
import { useInstallableCrewApp } from '../pwa/crew-service-worker';

/**
 * The crew app: without a shift, the unit to sign on to; on a shift, the unit's trips. Without signal the shift
 * cannot be asked, and the phone's copy of the trips shows instead.
 */
export default function CrewAppPage() {
  const shift = useCrewShift();
  useInstallableCrewApp();
  const offline = shift.error instanceof NetworkError;

  const content = (() => {
    if (shift.isPending) return <LoadingPanel label={CREW_APP_UI.loading} />;
    if (shift.data === null) return <UnitPicker />;
    if (shift.data || offline) return <CrewTripsScreen />;
    return <ErrorPanel message={errorText(shift.error, CREW_APP_UI.loadFailed)} retryLabel={CREW_APP_UI.retry} onRetry={() => void shift.refetch()} />;
  })();

  return (
    <div className="min-h-dvh bg-slate-50">
      <CrewHeader />
      <main className="mx-auto max-w-md px-4 py-4">{content}</main>
    </div>
  );
}
