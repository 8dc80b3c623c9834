import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '@/web/lib/api-client';
import { resourcePath, useListWrite } from '@/web/lib/resource-calls';
import type { pickupOffersAnswerSchema } from '@/domain/trips/pickup-offer-answers';
import type { movedTripSchema, tripDetailsSchema } from '@/domain/trips/trip-answers';
import { TRIPS_PATH, tripKeys } from './trip-keys';

/** Under `tripKeys.all`: every offer changes its request, so the live updates reload the offers as they arrive. */
const offersKey = (id: string) => [...tripKeys.all, 'offers', id] as const;

/** GET /api/trips/{id}/offers: a compare-offers request's offers, best first, with each agency's on-time record. */
export const usePickupOffers = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: offersKey(id),
      queryFn: ({ signal }) => requestData<typeof pickupOffersAnswerSchema>(resourcePath(TRIPS_PATH, id, 'offers'), { signal }),
      staleTime: 0,
    }),
  );

/** POST /api/trips/{id}/offers/{offerId}/award; a refusal (another award came first) also means the screen is out of date. */
const awardOffer = ({ tripId, offerId }: { tripId: string; offerId: string }) =>
  requestData<typeof movedTripSchema>(resourcePath(TRIPS_PATH, tripId, 'offers', offerId, 'award'), { method: 'POST' });

export const useAwardOffer = () => useListWrite(tripKeys.all, awardOffer, 'settled');

/** PUT /api/trips/{id}/schedule: the request's new time, destination or both; offers standing on it are then to be confirmed by their agencies. */
const changeRequest = ({ tripId, ...body }: { tripId: string; scheduledTime?: string; toFacilityId?: string }) =>
  requestData<typeof tripDetailsSchema>(resourcePath(TRIPS_PATH, tripId, 'schedule'), { method: 'PUT', body });

export const useChangeRequest = () => useListWrite(tripKeys.all, changeRequest, 'settled');
