import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { Handover } from '@/domain/trips/handover';
import type { TripStep } from '@/domain/trips/trip-steps';
import { useSignedInUser } from '@/web/features/session';
import { crewKeys } from '../api/crew-keys';
import { undoRecordedStep } from '../api/undo-step';
import { positionNow, readPositionAllowed } from './phone-position';
import { newPhoneId } from './phone-id';
import type { PendingStep, StepRefusal } from './step-queue-rules';
import { sendQueuedPositions } from './position-sender';
import { enqueueStep, readQueue, removeSteps } from './step-queue-store';
import { sendQueuedSteps, whenSent } from './step-sender';

// while steps wait, the phone tries again this often even if the browser never says the connection returned
const RETRY_MS = 30_000;

/**
 * The phone's queue of steps as the screen uses it: tap a step (kept on the phone, shown at once, sent when it can),
 * undo it, and read what waits and what the server refused. It sends on start, when the connection returns, and
 * after every tap; then the positions queued beside the steps (`send`).
 */
export function useStepQueue() {
  const queryClient = useQueryClient();
  const me = useSignedInUser().id;
  const [pending, setPending] = useState<PendingStep[]>([]);
  const [refusals, setRefusals] = useState<StepRefusal[]>([]);

  const reload = useCallback(async () => setPending(await readQueue(me)), [me]);
  const send = useCallback(async () => {
    const refused = await sendQueuedSteps(me);
    // the trips first: a step sent leaves the queue only once the server's copy shows it, so it never blinks out
    await queryClient.invalidateQueries({ queryKey: crewKeys.trips });
    await reload();
    if (refused.length > 0) setRefusals((shown) => [...shown, ...refused]);
    // the positions after the steps, so that the server knows the trip they were taken on
    await sendQueuedPositions(me);
  }, [me, queryClient, reload]);

  useEffect(() => {
    void reload().then(send);
    const onOnline = () => void send();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [reload, send]);

  useEffect(() => {
    if (pending.length === 0) return;
    const timer = window.setInterval(() => void send(), RETRY_MS);
    return () => window.clearInterval(timer);
  }, [pending.length, send]);

  /**
   * Records a tapped step on the phone with the phone's time (Handed over with its hand-over, which waits and is sent
   * with it), then tries to send it; answers its id.
   */
  const tap = useCallback(
    async (tripId: string, step: TripStep, handover?: Handover): Promise<string> => {
      const at = new Date().toISOString();
      const position = readPositionAllowed() ? await positionNow() : undefined;
      const id = newPhoneId();
      await enqueueStep({ id, tripId, step, at, ...(position && { position }), ...(handover && { handover }) }, me);
      await reload();
      void send();
      return id;
    },
    [me, reload, send],
  );

  /** Takes a step back: still on the phone, it just leaves the queue; already sent, the server undoes it. */
  const undo = useCallback(
    async (id: string) => {
      await whenSent();
      if ((await readQueue(me)).some((s) => s.id === id)) await removeSteps([id]);
      else await undoRecordedStep(id);
      await reload();
      await queryClient.invalidateQueries({ queryKey: crewKeys.trips });
    },
    [me, queryClient, reload],
  );

  const dismissRefusal = useCallback((id: string) => setRefusals((shown) => shown.filter((r) => r.id !== id)), []);

  return { pending, refusals, tap, undo, dismissRefusal, send };
}
