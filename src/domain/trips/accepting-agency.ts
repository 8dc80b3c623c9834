// The agency a move acts for always comes from the session. The specification's client sends the acting user's own id
// as `assignedAgencyId` when it accepts, so that value and the agency's own id are taken to mean the caller's agency.
import { TRIP_ERRORS } from './trip-errors';

/** Why a status move's `assignedAgencyId` is refused, or null when it is absent or names the caller or its agency. */
export function assignedAgencyRefusal(named: string | undefined, caller: { id: string; agencyId?: string | null }): string | null {
  if (named === undefined || named === caller.id || (caller.agencyId && named === caller.agencyId)) return null;
  return TRIP_ERRORS.otherAgency;
}
