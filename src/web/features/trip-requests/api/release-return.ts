import { requestData } from '@/web/lib/api-client';
import { resourcePath, useListWrite } from '@/web/lib/resource-calls';
import type { releasedReturnSchema } from '@/domain/trips/linked-returns';
import { TRIPS_PATH, tripKeys } from './trip-keys';

/** POST /api/trips/{id}/release-return: the patient is ready, so the will-call return is offered now. */
export const releaseReturn = (id: string) =>
  requestData<typeof releasedReturnSchema>(resourcePath(TRIPS_PATH, id, 'release-return'), { method: 'POST' });

// settled: a refusal (409, released by someone else first) also means the details are out of date
export const useReleaseReturn = () => useListWrite(tripKeys.all, releaseReturn, 'settled');
