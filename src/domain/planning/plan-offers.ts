// POST /api/optimize/plan/offers: the control center turns one unit's part of a dispatch plan into offers. Each request
// is offered to the unit's agency with the unit suggested; the agency's Accept then names that unit by default.
import { z } from 'zod';
import { readableTime } from '../common/time-zones';
import { planInvitationNote, planOfferNote } from './planned-trip';
import { MAX_REQUESTS_PER_CALL } from './route-optimization';

export const PLAN_OFFERS_PATH = '/api/optimize/plan/offers';

export const planOffersBody = z.strictObject({
  unitId: z.string({ error: 'unitId is required: name the unit whose part of the plan is offered' }).trim().min(1).max(100),
  requestIds: z
    .array(z.string().max(100))
    .min(1, 'requestIds must name at least one request')
    .max(MAX_REQUESTS_PER_CALL, `requestIds may name at most ${MAX_REQUESTS_PER_CALL} requests at once`),
});
export type PlanOffersBody = z.output<typeof planOffersBody>;

export const PLAN_OFFER_MESSAGES = {
  unitNotFound: 'unitId must name an active unit of an active agency',
  requestGone: 'It is no longer waiting for an agency',
  requestUnknown: 'No such pending request',
  historyNote: planOfferNote,
  invitationNote: planInvitationNote,
  alreadyOffered: (tripNumber: string, agencyName: string, at: Date, timeZone: string) =>
    `${tripNumber} was already offered to ${agencyName} by the dispatch plan at ${readableTime(at, timeZone)}; that offer stands until the agency answers it`,
} as const;
