import type { AdminTripInput } from '@/domain/trips/admin-trip-request';
import type { tripDetailsSchema } from '@/domain/trips/trip-answers';
import { requestData } from '@/web/lib/api-client';
import { useListWrite } from '@/web/lib/resource-calls';
import { TRIPS_PATH, tripKeys } from '@/web/features/trip-requests';

/** POST /api/trips: the control center's Create Transport Request form; the answer is the trip as stored. */
export const createAdminTrip = (body: AdminTripInput) => requestData<typeof tripDetailsSchema>(TRIPS_PATH, { method: 'POST', body });

export const useCreateAdminTrip = () => useListWrite(tripKeys.all, createAdminTrip);
