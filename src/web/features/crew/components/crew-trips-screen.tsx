import { useState } from 'react';
import type { CrewTrip } from '@/domain/crew/crew-api';
import type { Handover } from '@/domain/trips/handover';
import { nextStep, STEP_UNDO_SECONDS, stepRule, type TripStep } from '@/domain/trips/trip-steps';
import { Alert } from '@/web/components/ui/alert';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { NetworkError, errorText } from '@/web/lib/api-client';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import { useCrewTrips } from '../api/get-crew-trips';
import { reportsPosition } from '../queue/position-queue-rules';
import { withQueuedSteps, type PendingStep } from '../queue/step-queue-rules';
import { usePositionReporting } from '../queue/use-position-reporting';
import { useStepQueue } from '../queue/use-step-queue';
import { HandoverDialog } from './handover-dialog';
import { NextTrips } from './next-trips';
import { QueueStatus } from './queue-status';
import { StepBar, type LastTap } from './step-bar';
import { TripCard } from './trip-card';
import { UnitControls } from './unit-controls';

const FINISHED: readonly CrewTrip['status'][] = ['COMPLETED', 'CANCELLED'];

/** The trips still to carry, each as the crew sees it with the steps still on the phone. */
const openTrips = (trips: readonly CrewTrip[], pending: readonly PendingStep[]) =>
  trips.map((trip) => ({ trip, view: withQueuedSteps(trip, pending) })).filter(({ view }) => !FINISHED.includes(view.status));

/**
 * The signed-on crew's screen: the current trip and its next step, the trips after it, the unit, and the queue; the
 * phone's position reported while the current trip is under way, if the crew allowed it.
 */
export function CrewTripsScreen() {
  const trips = useCrewTrips();
  const queue = useStepQueue();
  const [current, ...rest] = trips.data ? openTrips(trips.data.trips, queue.pending) : [];
  const positions = usePositionReporting(current ? reportsPosition(current.view.status, current.view.latest) : false, queue.send);
  const [lastTap, setLastTap] = useState<LastTap | null>(null);
  const [tapping, setTapping] = useState(false);
  const [undoError, setUndoError] = useState<string | null>(null);
  // the step taken back last, said until the next tap
  const [undone, setUndone] = useState<TripStep | null>(null);
  // Handed over asks for the receiver's name and signature first
  const [handingOver, setHandingOver] = useState(false);

  const queueStatus = <QueueStatus waiting={queue.pending.length} refusals={queue.refusals} onDismiss={queue.dismissRefusal} />;
  if (trips.isPending) return <LoadingPanel label={CREW_APP_UI.loading} />;
  if (!trips.data) {
    return (
      <div className="space-y-4">
        {queueStatus}
        {trips.error instanceof NetworkError ? (
          <p className="rounded-xl border border-slate-300 bg-white p-4 text-sm text-slate-800">{CREW_APP_UI.offlineNoData}</p>
        ) : (
          <ErrorPanel message={errorText(trips.error, CREW_APP_UI.loadFailed)} retryLabel={CREW_APP_UI.retry} onRetry={() => void trips.refetch()} />
        )}
      </div>
    );
  }

  const next = current ? nextStep(current.view.status, current.view.latest) : null;
  const tap = async (step: TripStep, handover?: Handover) => {
    if (!current) return;
    setUndone(null);
    setTapping(true);
    try {
      const id = await queue.tap(current.trip.id, step, handover);
      setLastTap({ id, step, until: Date.now() + STEP_UNDO_SECONDS * 1000 });
      setHandingOver(false);
    } finally {
      setTapping(false);
    }
  };

  return (
    <div className="space-y-4 pb-40">
      <h1 className="text-lg font-bold text-slate-900">
        {CREW_APP_UI.shift.unitHeading(trips.data.unit.unitNumber)}
        {trips.data.unit.currentStatus === 'OUT_OF_SERVICE' && <span className="ml-2 text-sm font-semibold text-red-800">{CREW_APP_UI.unitStatus.isOut}</span>}
      </h1>
      {undoError && <Alert tone="error">{undoError}</Alert>}
      {undone && (
        <p role="status" className="rounded-xl border border-slate-200 bg-white p-3 text-sm text-slate-800">
          {CREW_APP_UI.undo.undone(stepRule(undone).label)}
        </p>
      )}
      {queueStatus}
      {current ? <TripCard trip={current.trip} history={current.view.history} /> : <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800">{CREW_APP_UI.trips.none}</p>}
      <NextTrips trips={rest.map(({ trip }) => trip)} />
      <UnitControls unit={trips.data.unit} sharing={positions.sharing} onSharingChange={positions.allowSharing} positionsWaiting={positions.waiting} />
      {current && handingOver && (
        <HandoverDialog
          open
          patientId={current.trip.patientId}
          busy={tapping}
          onClose={() => setHandingOver(false)}
          onRecord={(handover) => void tap('HANDED_OVER', handover)}
        />
      )}
      {current && (
        <StepBar
          next={next}
          patientId={current.trip.patientId}
          lastTap={lastTap}
          busy={tapping}
          onStep={(step) => (step === 'HANDED_OVER' ? setHandingOver(true) : void tap(step))}
          onUndo={(tapped) => {
            setLastTap(null);
            setUndoError(null);
            queue
              .undo(tapped.id)
              .then(() => setUndone(tapped.step))
              .catch((err: unknown) => setUndoError(errorText(err, CREW_APP_UI.loadFailed)));
          }}
        />
      )}
    </div>
  );
}
