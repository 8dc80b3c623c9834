// What became of a planned trip since a plan placed it, read from the trip itself: its status, the agency and unit it
// is assigned to, the agencies' answers to its offers and the history rows of the dispatch plan's offers. Nothing is
// kept beside the trip, so a plan made later, or after a reload, tells the same story as the trip's details.
import { z } from 'zod';
import type { AgencyResponse, TripStatus } from '../common/enums';
import type { AcceptanceMode } from '../trips/pickup-offers';

/** What a plan asks of the unit's agency for a trip: its accept, or a pickup offer on a compare-offers request. */
export const PLANNED_TRIP_ACTIONS = ['ACCEPT', 'INVITE_OFFER'] as const;
export type PlannedTripAction = (typeof PLANNED_TRIP_ACTIONS)[number];
export const plannedTripActionOf = (mode: AcceptanceMode): PlannedTripAction => (mode === 'COMPARE_OFFERS' ? 'INVITE_OFFER' : 'ACCEPT');

const agency = { agencyId: z.string(), agencyName: z.string() };
const unit = { unitId: z.string().nullable(), unitNumber: z.string().nullable() };

export const plannedTripOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('NOT_YET').describe('Nothing since: not offered by a plan, not taken') }),
  z.object({ kind: z.literal('OFFERED'), ...agency, ...unit, at: z.string().describe("When the plan's offer (or invitation to offer) was made") }),
  z.object({ kind: z.literal('ACCEPTED'), ...agency, ...unit }),
  z.object({ kind: z.literal('DECLINED'), ...agency, at: z.string().describe('When the agency declined the plan’s offer') }),
  z.object({ kind: z.literal('TAKEN_BY_OTHER'), ...agency }),
  z.object({ kind: z.literal('CANCELLED') }),
]);
export type PlannedTripOutcome = z.output<typeof plannedTripOutcomeSchema>;

/** A trip as a plan answers it: what the plan asks of the unit's agency, and what happened since it was planned. */
export const plannedTripSchema = z.object({
  requestId: z.string(),
  tripNumber: z.string(),
  action: z.enum(PLANNED_TRIP_ACTIONS).describe('ACCEPT: the agency accepts it; INVITE_OFFER: a compare-offers request, the agency is asked to offer a pickup time'),
  sincePlanned: plannedTripOutcomeSchema,
});
export type PlannedTrip = z.output<typeof plannedTripSchema>;

/** An agency's answer to an offer of the trip; `suggestedUnitId` set when the dispatch plan offered it with a unit. */
export interface PlannedTripAnswer {
  agencyId: string;
  agencyName: string;
  response: AgencyResponse;
  respondedAt: Date | null;
  createdAt: Date;
  suggestedUnitId: string | null;
  suggestedUnitNumber: string | null;
}

export interface PlannedTripFacts {
  status: TripStatus;
  acceptanceMode: AcceptanceMode;
  assigned: { agencyId: string; agencyName: string; unitId: string | null; unitNumber: string | null } | null;
  answers: readonly PlannedTripAnswer[];
  /** The trip's history rows written by the dispatch plan's offers (isPlanOfferNote), oldest first */
  planOfferRows: readonly { note: string; at: Date }[];
}

const PLAN_NOTE_END = "by the control center's dispatch plan";
/** The history notes of the dispatch plan's offer of a trip to an agency, with the unit suggested. */
export const planOfferNote = (agencyName: string, unitNumber: string) => `Offered to ${agencyName} with unit ${unitNumber} ${PLAN_NOTE_END}`;
export const planInvitationNote = (agencyName: string, unitNumber: string) =>
  `Asked ${agencyName} for a pickup offer with unit ${unitNumber} ${PLAN_NOTE_END}`;
/** A pattern (SQL LIKE) for those notes. */
export const PLAN_OFFER_NOTE_LIKE = `%${PLAN_NOTE_END}`;

/** The plan's offers of the trip: the answers of the agencies the plan offered it to. */
const planOffered = (f: PlannedTripFacts) => f.answers.filter((a) => a.suggestedUnitId !== null);

/** When the plan offered the trip to this agency: its history row naming the agency and unit, else its latest plan row. */
function offeredAt(f: PlannedTripFacts, a: PlannedTripAnswer): Date {
  const notes = a.suggestedUnitNumber === null ? [] : [planOfferNote(a.agencyName, a.suggestedUnitNumber), planInvitationNote(a.agencyName, a.suggestedUnitNumber)];
  const named = f.planOfferRows.filter((r) => notes.includes(r.note)).at(-1);
  return (named ?? f.planOfferRows.at(-1))?.at ?? a.createdAt;
}

/** The agency's plan offer of the trip that still stands (offered, not yet answered), or null. */
export function standingPlanOffer(f: PlannedTripFacts, agencyId: string): { at: Date; unitNumber: string | null } | null {
  if (f.status !== 'PENDING') return null;
  const a = planOffered(f).find((x) => x.agencyId === agencyId && x.response === 'OFFERED');
  return a ? { at: offeredAt(f, a), unitNumber: a.suggestedUnitNumber } : null;
}

/** What became of the trip since it was planned. */
export function plannedTripOutcome(f: PlannedTripFacts): PlannedTripOutcome {
  if (f.status === 'CANCELLED') return { kind: 'CANCELLED' };
  const offered = planOffered(f);
  if (f.status !== 'PENDING' && f.assigned) {
    const { agencyId, agencyName, unitId, unitNumber } = f.assigned;
    // the plan offered it to agencies and another took it
    if (offered.length > 0 && !offered.some((a) => a.agencyId === agencyId)) return { kind: 'TAKEN_BY_OTHER', agencyId, agencyName };
    return { kind: 'ACCEPTED', agencyId, agencyName, unitId, unitNumber };
  }
  const standing = offered
    .filter((a) => a.response === 'OFFERED')
    .map((a) => ({ a, at: offeredAt(f, a) }))
    .sort((x, y) => y.at.getTime() - x.at.getTime())[0];
  if (standing) {
    const { a, at } = standing;
    return { kind: 'OFFERED', agencyId: a.agencyId, agencyName: a.agencyName, unitId: a.suggestedUnitId, unitNumber: a.suggestedUnitNumber, at: at.toISOString() };
  }
  const declined = offered
    .filter((a) => a.response === 'DECLINED')
    .sort((x, y) => (y.respondedAt?.getTime() ?? 0) - (x.respondedAt?.getTime() ?? 0))[0];
  if (declined) return { kind: 'DECLINED', agencyId: declined.agencyId, agencyName: declined.agencyName, at: (declined.respondedAt ?? declined.createdAt).toISOString() };
  return { kind: 'NOT_YET' };
}

/**
 * Where a new plan must put the trip: an accepted trip stays on its unit, a standing plan offer on the unit offered;
 * null when it is free. A trip underway is no plan's.
 */
export function heldUnitOf(f: PlannedTripFacts): string | null {
  if (f.status === 'ACCEPTED') return f.assigned?.unitId ?? null;
  if (f.status !== 'PENDING') return null;
  const outcome = plannedTripOutcome(f);
  return outcome.kind === 'OFFERED' ? outcome.unitId : null;
}

/** The agencies that declined the trip: a plan never gives it to their units again. */
export const declinedBy = (f: Pick<PlannedTripFacts, 'answers'>): string[] => f.answers.filter((a) => a.response === 'DECLINED').map((a) => a.agencyId);

/** Whether the plan may offer the trip to this agency: not taken, not ended, not already offered to it by a plan. */
export function planMayOffer(outcome: PlannedTripOutcome, agencyId: string): boolean {
  if (outcome.kind === 'NOT_YET') return true;
  return (outcome.kind === 'OFFERED' || outcome.kind === 'DECLINED') && outcome.agencyId !== agencyId;
}
