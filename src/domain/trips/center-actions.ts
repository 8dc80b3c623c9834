// What the control center (ADMIN, USER) does on any trip for the facility or the agency (docs/rules.md, "The control
// center acts on a trip"): the bodies of its calls, their refusals and the history's notes.
import { z } from 'zod';
import type { TransportLevel } from '../common/enums';
import { canServeLevel, isOpenForTrips, type MatchableAgency } from './agency-matching';

/** POST /api/trips/{id}/reoffer: the agencies named, those within a new radius, or every eligible agency; exactly one. */
export const reofferBody = z
  .strictObject({
    agencyIds: z.array(z.string().max(100)).min(1, 'name at least one agency').max(50, 'name at most 50 agencies').optional(),
    radiusMiles: z.number().min(1).max(500).optional(),
    allEligible: z.literal(true).optional(),
  })
  .refine((b) => [b.agencyIds, b.radiusMiles, b.allEligible].filter((v) => v !== undefined).length === 1, {
    path: ['agencyIds'],
    message: 'give exactly one of agencyIds, radiusMiles or allEligible',
  });
export type ReofferBody = z.output<typeof reofferBody>;

/** POST /api/trips/{id}/phone-acceptance: the agency that said yes by phone, the unit it named, and who said it. */
export const phoneAcceptanceBody = z.strictObject({
  agencyId: z.string().max(100),
  unitId: z.string().max(100).optional(),
  acceptedBy: z.string().trim().min(1, 'say who accepted by phone').max(100),
});
export type PhoneAcceptanceBody = z.output<typeof phoneAcceptanceBody>;

/** POST /api/trips/{id}/notes: a line in the trip's timeline, line breaks allowed. */
export const tripNoteBody = z.strictObject({ note: z.string().trim().min(1, 'write the note').max(1000) });
export type TripNoteBody = z.output<typeof tripNoteBody>;

/** An acceptance the agency gave by phone, as a trip's details and list rows carry it. */
export const phoneAcceptanceSchema = z
  .object({
    acceptedBy: z.string().describe("Who at the agency said yes on the phone"),
    recordedBy: z.string().describe('The control center coordinator who recorded it'),
    recordedAt: z.string(),
  })
  .meta({ id: 'PhoneAcceptance' });

export const CENTER_ACTION_MESSAGES = {
  onlyWaitingReoffer: 'Only a request still waiting for an agency can be offered again',
  onlyWaitingPhone: 'Only a request still waiting for an agency can be accepted by phone',
  noOtherAgency: 'No other agency able to carry this trip was found',
  reofferNeedsOrigin: 'This request has no map point for its pickup, so agencies cannot be found by distance: name them instead',
  unknownAgency: (id: string) => `No agency has the id ${id}`,
  unitNotTheAgencys: "Choose one of that agency's active units",
  agencyClosed: (name: string) => `${name} is not an active, approved agency`,
  agencyCannotCarry: (name: string, level: string) => `${name} cannot carry a ${level} transport`,
  awardInstead: (deadline: string) => `Award an offer instead: this request compares offers until ${deadline}`,
} as const;

/** The history's note of an offer to more agencies. */
export const reofferNote = (names: readonly string[]) =>
  `Offered again by the control center to ${names.length} more ${names.length === 1 ? 'agency' : 'agencies'}: ${names.join(', ')}`;

/** The history's note of an acceptance given by phone. */
export const phoneAcceptanceNote = (acceptedBy: string, agency: string) => `Accepted by phone: ${acceptedBy} (${agency}), recorded by the control center`;

/** The history's note of the control center's cancellation, with its reason when given. */
export const centerCancelNote = (reason: string | undefined) => (reason ? `Cancelled by the control center: ${reason}` : 'Cancelled by the control center');

/**
 * Why the control center cannot name this agency for a trip of `level` (an offer again, a phone acceptance), or null:
 * it must exist, be active and approved, and be able to carry the level.
 */
export function namedAgencyRefusal(id: string, agency: MatchableAgency | undefined, level: TransportLevel): string | null {
  if (!agency) return CENTER_ACTION_MESSAGES.unknownAgency(id);
  if (!isOpenForTrips(agency)) return CENTER_ACTION_MESSAGES.agencyClosed(agency.name);
  if (!canServeLevel(agency, level)) return CENTER_ACTION_MESSAGES.agencyCannotCarry(agency.name, level);
  return null;
}
