import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeclineReason } from '@/domain/trips/decline-reasons';
import type { TripStatusBody } from '@/domain/trips/trip-transitions';
import type { DataAnswer } from '@/domain/common/answers';
import type { tripAfterMoveSchema } from '@/domain/trips/trip-answers';
import { ApiRequestError, apiRequest } from '@/web/lib/api-client';
import { forgetAction, sameAction } from '@/web/lib/idempotency';
import { resourcePath } from '@/web/lib/resource-calls';
import { TRIPS_PATH } from '@/web/features/trip-requests';
import { unitKeys } from '@/web/features/units';
import { emsKeys } from './ems-trip-keys';

/** What each agency button sends: the new status and, but for a decline or an undo, the time it happened. */
export type AgencyTripAction = 'accept' | 'decline' | 'start' | 'complete' | 'undo';

/** A decline's reason, as the agency chose it. */
export interface DeclineChoice {
  declineReason: DeclineReason;
  reason?: string;
}

/** What a button adds to its status: the unit an Accept names, the reason a Decline gives. */
export interface ActionDetails {
  unitId?: string;
  decline?: DeclineChoice;
}

export function statusBodyOf(action: AgencyTripAction, now = new Date(), details: ActionDetails = {}): TripStatusBody {
  const at = now.toISOString();
  switch (action) {
    // no assignedAgencyId: the server assigns the caller's own agency
    case 'accept':
      return { status: 'ACCEPTED', acceptedTimestamp: at, ...(details.unitId ? { assignedUnitId: details.unitId } : {}) };
    case 'decline':
      return { status: 'CANCELLED', ...details.decline };
    case 'start':
      return { status: 'IN_PROGRESS', pickupTimestamp: at };
    case 'complete':
      return { status: 'COMPLETED', completionTimestamp: at };
    case 'undo':
      return { status: 'PENDING' };
  }
}

export const updateTripStatus = ({ id, body, key }: { id: string; body: TripStatusBody; key?: string }) =>
  apiRequest<DataAnswer<typeof tripAfterMoveSchema>>(resourcePath(TRIPS_PATH, id, 'status'), { method: 'PUT', body, idempotencyKey: key });

export interface TripActionCall extends ActionDetails {
  id: string;
  action: AgencyTripAction;
}

/**
 * PUT /api/trips/{id}/status for one of the agency's buttons, as one action: the same button on the same trip asked
 * again within moments is sent with the first call's key and body, so the server moves the trip once. The lists,
 * figures and units reload after every answer: a refusal (another agency took the trip first) also means the list is
 * out of date, and a move may commit or free a unit.
 */
export function useAgencyTripAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, ...details }: TripActionCall) => {
      const { key, value } = sameAction(`trip ${id} ${action}`, () => statusBodyOf(action, new Date(), details));
      return updateTripStatus({ id, body: value, key });
    },
    onSuccess: (_answer, { id, action }) => {
      // an undone acceptance may be accepted again: that is a new action, not a repeat of the first
      if (action === 'undo') for (const a of ['accept', 'undo'] as const) forgetAction(`trip ${id} ${a}`);
    },
    // a refusal changed nothing: asking again (another reason for a decline, say) is a new action
    onError: (err, { id, action }) => {
      if (err instanceof ApiRequestError) forgetAction(`trip ${id} ${action}`);
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: emsKeys.all }), queryClient.invalidateQueries({ queryKey: unitKeys.all })]),
  });
}
