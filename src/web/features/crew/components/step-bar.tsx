import { useEffect, useState } from 'react';
import { STEP_UNDO_SECONDS, stepRule, type TripStep } from '@/domain/trips/trip-steps';
import { Button } from '@/web/components/ui/button';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';

/** The step just tapped, undoable until `until` (ms). */
export interface LastTap {
  id: string;
  step: TripStep;
  until: number;
}

function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [until]);
  // `now` is from the last tick, up to a beat before the tap: never more than the undo time is shown
  return until === null ? 0 : Math.min(STEP_UNDO_SECONDS, Math.max(0, Math.ceil((until - now) / 1000)));
}

/**
 * The bottom of the screen, where the thumb reaches: the next step as one large button and, for a few seconds after
 * a tap, Undo.
 */
export function StepBar({
  next,
  patientId,
  lastTap,
  busy,
  onStep,
  onUndo,
}: {
  next: TripStep | null;
  patientId: string;
  lastTap: LastTap | null;
  busy: boolean;
  onStep(step: TripStep): void;
  onUndo(tap: LastTap): void;
}) {
  const secondsLeft = useSecondsLeft(lastTap?.until ?? null);
  const undoable = lastTap !== null && secondsLeft > 0;
  return (
    <div className="fixed inset-x-0 bottom-0 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgba(15,23,42,0.08)]">
      <div className="mx-auto flex max-w-md flex-col gap-2">
        {undoable && (
          <div className="flex items-center justify-between gap-3">
            <p role="status" className="text-sm text-slate-800">
              {CREW_APP_UI.undo.recorded(stepRule(lastTap.step).label)}
            </p>
            <Button variant="secondary" onClick={() => onUndo(lastTap)} aria-label={CREW_APP_UI.undo.label(stepRule(lastTap.step).label, secondsLeft)}>
              {CREW_APP_UI.undo.undo} ({secondsLeft})
            </Button>
          </div>
        )}
        {next ? (
          <Button
            size="lg"
            busy={busy}
            className="min-h-16 w-full text-lg"
            aria-label={CREW_APP_UI.trips.stepLabel(stepRule(next).action, patientId)}
            onClick={() => onStep(next)}
          >
            {stepRule(next).action}
          </Button>
        ) : (
          <p className="py-3 text-center text-sm text-slate-700">{CREW_APP_UI.trips.allDone}</p>
        )}
      </div>
    </div>
  );
}
