import { useEffect, useRef, useState } from 'react';
import type { TripListItem } from '@/domain/trips/trip-answers';
import { errorText } from '@/web/lib/api-client';
import { useAgencyTripAction, type AgencyTripAction, type ActionDetails } from '../api/update-trip-status';

/** After an answer, a list's buttons wait this long: a second click of a double click lands on nothing. */
export const SETTLE_MS = 1_000;
const UNDONE_NOTICE_MS = 5_000;

/** An acceptance just made, which may still be undone. */
export interface JustAccepted {
  trip: TripListItem;
  at: number;
}

/**
 * The buttons of a trip list. While a call runs, and for a second after its answer, the list is `locked`: every button
 * is disabled and the rows stay where they are, so a double click or a quick second tap can never act on another trip.
 * A refusal shows the server's words (else `fallback` for that action) in the list's banner until the next action.
 */
export function useTripActions(fallback: Partial<Record<AgencyTripAction, string>> & { other: string }) {
  const change = useAgencyTripAction();
  const [problem, setProblem] = useState<string | null>(null);
  const [running, setRunning] = useState<{ id: string; action: AgencyTripAction } | null>(null);
  const [settling, setSettling] = useState(false);
  const [accepted, setAccepted] = useState<JustAccepted | null>(null);
  const [undone, setUndone] = useState<string | null>(null);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(settleTimer.current), []);
  useEffect(() => {
    if (undone === null) return;
    const timer = setTimeout(() => setUndone(null), UNDONE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [undone]);

  const locked = running !== null || settling;
  /** `details`: the unit an Accept names, the reason a Decline gives. */
  const run = (trip: TripListItem, action: AgencyTripAction, details: ActionDetails = {}) => {
    if (locked) return;
    setProblem(null);
    setUndone(null);
    setRunning({ id: trip.id, action });
    change.mutate(
      { id: trip.id, action, ...details },
      {
        onSuccess: () => {
          if (action === 'accept') setAccepted({ trip, at: Date.now() });
          if (action === 'undo') {
            setAccepted(null);
            setUndone(trip.patientId);
          }
        },
        onError: (err) => setProblem(errorText(err, fallback[action] ?? fallback.other)),
        onSettled: () => {
          setRunning(null);
          setSettling(true);
          clearTimeout(settleTimer.current);
          settleTimer.current = setTimeout(() => setSettling(false), SETTLE_MS);
        },
      },
    );
  };
  /** The action under way on this trip, if any. */
  const busyWith = (id: string): AgencyTripAction | null => (running?.id === id ? running.action : null);
  return { run, busyWith, locked, problem, accepted, dismissAccepted: () => setAccepted(null), undone };
}
