// What the pickup offer calls answer: an offer as the facility and the offering agency see it, and a request's offers
// ranked. The routes declare these schemas; the screens read their types.
import { z } from 'zod';
import { ACCEPTANCE_MODES, PICKUP_OFFER_STATUSES } from './pickup-offers';

/** One agency's offer on a compare-offers request. */
export const pickupOfferViewSchema = z
  .object({
    id: z.string(),
    tripId: z.string(),
    agencyId: z.string(),
    agencyName: z.string(),
    unitId: z.string().nullable(),
    unitNumber: z.string().nullable(),
    pickupTime: z.string().describe('The pickup time the agency commits to'),
    status: z.enum(PICKUP_OFFER_STATUSES),
    offeredAt: z.string(),
    updatedAt: z.string(),
    onTimeRate: z
      .number()
      .nullable()
      .describe("The agency's on-time pickup rate (0–1) over the last 90 days, as the analytics count it; null with nothing measured"),
    distanceMiles: z.number().nullable(),
    preferred: z
      .boolean()
      .nullable()
      .describe("Whether the agency is one of the requesting facility's preferred agencies; null in an agency's view of its own offer"),
  })
  .meta({ id: 'PickupOffer' });
export type PickupOfferView = z.output<typeof pickupOfferViewSchema>;

/** GET /api/trips/{id}/offers: the request's offers, best first (an agency sees only its own). */
export const pickupOffersAnswerSchema = z
  .object({
    tripId: z.string(),
    acceptanceMode: z.enum(ACCEPTANCE_MODES),
    offerDeadline: z.string().nullable(),
    offersClosedAt: z.string().nullable(),
    readyStart: z.string(),
    readyEnd: z.string(),
    offers: z.array(pickupOfferViewSchema),
  })
  .meta({ id: 'PickupOffers' });
export type PickupOffersAnswer = z.output<typeof pickupOffersAnswerSchema>;
