import type { AdminTripInput } from '@/domain/trips/admin-trip-request';
import { tripDetailsSchema } from '@/domain/trips/trip-answers';
import { requestData, useListWrite } from '@/web/lib/resource-calls';
import { TRIPS_PATH, tripKeys } from '@/web/features/trip-requests';

/** POST /api/trips: the control center's Create Transport Request form; the answer is the trip as stored. */
export const createAdminTrip = (body: AdminTripInput) => requestData(TRIPS_PATH, tripDetailsSchema, { method: 'POST', body });

export const useCreateAdminTrip = () => useListWrite(tripKeys.all, createAdminTrip);
