import type { pickupOfferViewSchema } from '@/domain/trips/pickup-offer-answers';
import { requestData } from '@/web/lib/api-client';

/** PUT /api/trips/{id}/offers/mine: the agency offers the pickup its plan found, with the plan's unit (a compare-offers request). */
export const offerPlannedPickup = (tripId: string, unitId: string, pickupTime: string) =>
  requestData<typeof pickupOfferViewSchema>(`/api/trips/${encodeURIComponent(tripId)}/offers/mine`, { method: 'PUT', body: { pickupTime, unitId } });
