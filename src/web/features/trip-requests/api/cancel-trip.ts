import { requestData } from '@/web/lib/api-client';
import { resourcePath, useListWrite } from '@/web/lib/resource-calls';
import type { tripAfterMoveSchema } from '@/domain/trips/trip-answers';
import { TRIPS_PATH, tripKeys } from './trip-keys';

/**
 * PUT /api/trips/{id}/status {status: 'CANCELLED'}: the facility withdraws its own PENDING or ACCEPTED request; with a
 * return, saying whether the return goes too.
 */
export const cancelTrip = ({ id, cancelReturn }: { id: string; cancelReturn?: boolean }) =>
  requestData<typeof tripAfterMoveSchema>(resourcePath(TRIPS_PATH, id, 'status'), {
    method: 'PUT',
    body: cancelReturn === undefined ? { status: 'CANCELLED' } : { status: 'CANCELLED', cancelReturn },
  });

// settled: a refusal (409, someone changed the trip first) also means the list is out of date
export const useCancelTrip = () => useListWrite(tripKeys.all, cancelTrip, 'settled');
