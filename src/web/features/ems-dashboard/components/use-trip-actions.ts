import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { useSignedInUser } from '../../session/session-context';
import { useAgencyTripAction, type AgencyTripAction } from '../api/update-trip-status';

/**
 * The buttons of a trip list: each sends its status change; a refusal shows the server's words (else `fallback`
 * for that action) in the list's banner until the next action, and the list reloads either way.
 */
export function useTripActions(fallback: Partial<Record<AgencyTripAction, string>> & { other: string }) {
  const user = useSignedInUser();
  const change = useAgencyTripAction(user.id);
  const [problem, setProblem] = useState<string | null>(null);
  /** `unitId`: the unit an accept names. */
  const run = (id: string, action: AgencyTripAction, unitId?: string) => {
    setProblem(null);
    change.mutate({ id, action, unitId }, { onError: (err) => setProblem(errorText(err, fallback[action] ?? fallback.other)) });
  };
  /** The action under way on this trip, if any. */
  const busyWith = (id: string): AgencyTripAction | null => (change.isPending && change.variables?.id === id ? change.variables.action : null);
  return { run, busyWith, problem };
}
