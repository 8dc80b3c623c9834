import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TripStatusBody } from '../../../../domain/trip-transitions';
import type { TripStatusAnswer } from '../../../../domain/trip-views';
import { apiRequest } from '../../../lib/api-client';
import { resourcePath } from '../../../lib/resource-calls';
import { TRIPS_PATH } from '../../trip-requests/api/trip-keys';
import { unitKeys } from '../../units/api/unit-keys';
import { emsKeys } from './ems-trip-keys';

/** What each agency button sends (spec part 2 §4): the new status and, but for a decline, the time it happened. */
export type AgencyTripAction = 'accept' | 'decline' | 'start' | 'complete';

export function statusBodyOf(action: AgencyTripAction, userId: string, now = new Date(), unitId?: string): TripStatusBody {
  const at = now.toISOString();
  switch (action) {
    // the original client names the acting user here; the server takes it to mean the user's own agency
    case 'accept':
      return { status: 'ACCEPTED', assignedAgencyId: userId, acceptedTimestamp: at, ...(unitId ? { assignedUnitId: unitId } : {}) };
    case 'decline':
      return { status: 'CANCELLED' };
    case 'start':
      return { status: 'IN_PROGRESS', pickupTimestamp: at };
    case 'complete':
      return { status: 'COMPLETED', completionTimestamp: at };
  }
}

export const updateTripStatus = ({ id, body }: { id: string; body: TripStatusBody }) =>
  apiRequest<TripStatusAnswer>(resourcePath(TRIPS_PATH, id, 'status'), { method: 'PUT', body });

/**
 * PUT /api/trips/{id}/status for one of the agency's buttons. The lists and figures reload after every answer:
 * a refusal (another agency took the trip first) also means the list on screen is out of date.
 */
export function useAgencyTripAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, unitId }: { id: string; action: AgencyTripAction; unitId?: string }) =>
      updateTripStatus({ id, body: statusBodyOf(action, userId, new Date(), unitId) }),
    // a move may commit or free a unit: the units reload too
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: emsKeys.all }), queryClient.invalidateQueries({ queryKey: unitKeys.all })]),
  });
}
