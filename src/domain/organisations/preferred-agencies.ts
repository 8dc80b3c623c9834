// A facility's preferred agencies: among offers of the same pickup time, theirs rank first, in the facility's order
// (docs/rules.md, "Offers with a pickup time"). What the list may hold and how a save of it is judged.
import { z } from 'zod';
import { uuidPattern } from '../common/form-fields';

/** How many agencies a facility may prefer. */
export const PREFERRED_AGENCIES_MAX = 20;

export const PREFERRED_AGENCY_MESSAGES = {
  agencyId: 'must be an agency id',
  tooMany: `must name at most ${PREFERRED_AGENCIES_MAX} agencies`,
  notOpen: (ids: readonly string[]) =>
    `agencyIds: ${ids.join(', ')} ${ids.length === 1 ? 'is not an active agency' : 'are not active agencies'}`,
} as const;

/**
 * PUT /api/auth/healthcare/facility/preferred-agencies: the whole list, first preferred first. An agency named twice
 * counts once, where it first stands, so a list sent again stores the same.
 */
export const preferredAgenciesBody = z.strictObject({
  agencyIds: z
    .array(z.string().regex(uuidPattern, PREFERRED_AGENCY_MESSAGES.agencyId))
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])
    .pipe(z.array(z.string()).max(PREFERRED_AGENCIES_MAX, PREFERRED_AGENCY_MESSAGES.tooMany)),
});
export type PreferredAgenciesBody = z.output<typeof preferredAgenciesBody>;

/** The ids of the list that name no agency open for trips (`open`), in the list's order: a save naming any is refused. */
export const agenciesNotOpen = (ids: readonly string[], open: ReadonlySet<string>): string[] => ids.filter((id) => !open.has(id));
