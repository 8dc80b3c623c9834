import { requestData } from '@/web/lib/api-client';
import { useListWrite } from '@/web/lib/resource-calls';
import type { EnhancedTripInput } from '@/domain/trips/trip-request';
import type { tripDetailsSchema } from '@/domain/trips/trip-answers';
import { TRIPS_PATH, tripKeys } from './trip-keys';

/** POST /api/trips/enhanced: the wizard's request; the answer is the trip as stored. */
export const createEnhancedTrip = (body: EnhancedTripInput) =>
  requestData<typeof tripDetailsSchema>(`${TRIPS_PATH}/enhanced`, { method: 'POST', body });

export const useCreateEnhancedTrip = () => useListWrite(tripKeys.all, createEnhancedTrip);
