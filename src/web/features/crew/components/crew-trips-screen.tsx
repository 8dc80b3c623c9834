import { useState } from 'react';
import type { CrewTrip } from '@/domain/crew/crew-api';
import { nextStep, STEP_UNDO_SECONDS, stepRule, type TripStep } from '@/domain/trips/trip-steps';
import { Alert } from '@/web/components/ui/alert';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { NetworkError, errorText } from '@/web/lib/api-client';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import { useCrewTrips } from '../api/get-crew-trips';
import { withQueuedSteps, type PendingStep } from '../queue/step-queue-rules';
import { useStepQueue } from '../queue/use-step-queue';
import { NextTrips } from './next-trips';
import { QueueStatus } from './queue-status';
import { StepBar, type LastTap } from './step-bar';
import { TripCard } from './trip-card';
import { UnitControls } from './unit-controls';

const FINISHED: readonly CrewTrip['status'][] = ['COMPLETED', 'CANCELLED'];

/** The trips still to carry, each as the crew sees it with the steps still on the phone. */
const openTrips = (trips: readonly CrewTrip[], pending: readonly PendingStep[]) =>
  trips.map((trip) => ({ trip, view: withQueuedSteps(trip, pending) })).filter(({ view }) => !FINISHED.includes(view.status));

/** The signed-on crew's screen: the current trip and its next step, the trips after it, the unit, and the queue. */
export function CrewTripsScreen() {
  const trips = useCrewTrips();
  const queue = useStepQueue();
  const [lastTap, setLastTap] = useState<LastTap | null>(null);
  const [tapping, setTapping] = useState(false);
  const [undoError, setUndoError] = useState<string | null>(null);
  // the step taken back last, said until the next tap
  const [undone, setUndone] = useState<TripStep | null>(null);

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

  const [current, ...rest] = openTrips(trips.data.trips, queue.pending);
  const next = current ? nextStep(current.view.status, current.view.latest) : null;
  const tap = async (step: TripStep) => {
    if (!current) return;
    setUndone(null);
    setTapping(true);
    try {
      const id = await queue.tap(current.trip.id, step);
      setLastTap({ id, step, until: Date.now() + STEP_UNDO_SECONDS * 1000 });
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
      <UnitControls unit={trips.data.unit} />
      {current && (
        <StepBar
          next={next}
          patientId={current.trip.patientId}
          lastTap={lastTap}
          busy={tapping}
          onStep={(step) => void tap(step)}
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
