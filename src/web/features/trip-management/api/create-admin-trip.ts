import type { AdminTripInput } from '../../../../domain/admin-trip-request';
import type { TripDetails } from '../../../../domain/trip-views';
import { requestData, useListWrite } from '../../../lib/resource-calls';
import { TRIPS_PATH, tripKeys } from '../../trip-requests/api/trip-keys';

/** POST /api/trips: the control center's Create Transport Request form; the answer is the trip as stored. */
export const createAdminTrip = (body: AdminTripInput) => requestData<TripDetails>(TRIPS_PATH, { method: 'POST', body });

export const useCreateAdminTrip = () => useListWrite(tripKeys.all, createAdminTrip);
