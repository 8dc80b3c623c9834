import { Undo2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ACCEPT_UNDO_SECONDS } from '@/domain/trips/trip-transitions';
import { Button } from '@/web/components/ui/button';
import { EMS_UI } from '../ems-ui-texts';
import { SETTLE_MS, type JustAccepted } from './use-trip-actions';

const UNDO_TEXTS = EMS_UI.undo;

/**
 * "Accepted P…. Undo" for 10 seconds after an Accept, fixed at the foot of the screen so that it moves no row. Its
 * button waits a second before it takes a click: the second click of a double click on Accept does not undo it.
 */
export function UndoToast({ accepted, busy, onUndo, onGone }: { accepted: JustAccepted; busy: boolean; onUndo(): void; onGone(): void }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, []);
  const left = Math.ceil((accepted.at + ACCEPT_UNDO_SECONDS * 1000 - now) / 1000);
  useEffect(() => {
    if (left <= 0 && !busy) onGone();
  }, [left, busy, onGone]);
  if (left <= 0 && !busy) return null;
  const { patientId } = accepted.trip;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      <div
        role="status"
        className="pointer-events-auto flex items-center gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg"
      >
        <span>{UNDO_TEXTS.accepted(patientId)}</span>
        <Button
          size="sm"
          variant="secondary"
          busy={busy}
          disabled={now - accepted.at < SETTLE_MS}
          aria-label={UNDO_TEXTS.undoLabel(patientId, Math.max(left, 0))}
          icon={<Undo2 aria-hidden="true" className="size-4" />}
          onClick={onUndo}
        >
          {UNDO_TEXTS.undo}
        </Button>
        <span aria-hidden="true" className="tabular-nums text-slate-300">
          {UNDO_TEXTS.secondsLeft(Math.max(left, 0))}
        </span>
      </div>
    </div>
  );
}
