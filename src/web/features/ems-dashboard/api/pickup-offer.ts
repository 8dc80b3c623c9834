import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestData } from '@/web/lib/api-client';
import { sameAction } from '@/web/lib/idempotency';
import { resourcePath, useListWrite } from '@/web/lib/resource-calls';
import type { pickupOffersAnswerSchema, pickupOfferViewSchema } from '@/domain/trips/pickup-offer-answers';
import type { PickupOfferBody } from '@/domain/trips/pickup-offers';
import { emsKeys } from './ems-trip-keys';

const TRIPS_PATH = '/api/trips';
/** Under the available trips' key: the live updates and the list's refresh reload the agency's offer with it. */
const ownOfferKey = (tripId: string) => [...emsKeys.available, 'offer', tripId] as const;

/** GET /api/trips/{id}/offers as the agency reads it: its own offer, if it made one. */
export const useOwnOffer = (tripId: string) =>
  useQuery(
    queryOptions({
      queryKey: ownOfferKey(tripId),
      queryFn: ({ signal }) => requestData<typeof pickupOffersAnswerSchema>(resourcePath(TRIPS_PATH, tripId, 'offers'), { signal }),
      select: (answer) => answer.offers[0] ?? null,
    }),
  );

/**
 * PUT /api/trips/{id}/offers/mine: the agency's offer, made or changed. `basis`: the offer as the dispatcher saw it
 * (its last change), so that offering the same time again after the facility's change is a new action, not a replay.
 */
const makeOffer = ({ tripId, body, basis }: { tripId: string; body: PickupOfferBody; basis: string }) =>
  requestData<typeof pickupOfferViewSchema>(resourcePath(TRIPS_PATH, tripId, 'offers', 'mine'), {
    method: 'PUT',
    body,
    idempotencyKey: sameAction(`offer ${tripId} ${basis} ${JSON.stringify(body)}`, () => null).key,
  });

/** DELETE /api/trips/{id}/offers/mine, of the offer as last changed (`basis`, as above). */
const withdrawOffer = ({ tripId, basis }: { tripId: string; basis: string }) =>
  requestData<typeof pickupOfferViewSchema>(resourcePath(TRIPS_PATH, tripId, 'offers', 'mine'), {
    method: 'DELETE',
    idempotencyKey: sameAction(`withdraw ${tripId} ${basis}`, () => null).key,
  });

export const useMakeOffer = () => useListWrite(emsKeys.available, makeOffer, 'settled');
export const useWithdrawOffer = () => useListWrite(emsKeys.available, withdrawOffer, 'settled');
