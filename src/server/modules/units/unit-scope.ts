import { eq } from 'drizzle-orm';
import { UNIT_MESSAGES } from '@/domain/units/unit-forms';
import type { Db } from '@/server/db/connect';
import { agencies } from '@/server/db/schema';
import { forbidden, notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';

/** Which agency's units a call may touch; null: every agency. */
export interface UnitScope {
  agencyId: string | null;
}

/** The agency an id names, or 404. */
export async function existingAgencyId(db: Db, id: string): Promise<string> {
  const [row] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(eq(agencies.id, knownIdOr404(id, UNIT_MESSAGES.agencyNotFound)));
  if (!row) throw notFound(UNIT_MESSAGES.agencyNotFound);
  return row.id;
}

/**
 * An EMS user (and a crew member, through the crew app's calls) works on its own agency's units only, taken from its
 * session and never from the request; the control center (ADMIN, USER) sees every agency or the one it asks for.
 */
export async function unitScopeOf(db: Db, caller: Caller, requestedAgencyId?: string): Promise<UnitScope> {
  if (caller.userType === 'ADMIN' || caller.userType === 'USER') {
    return { agencyId: requestedAgencyId ? await existingAgencyId(db, requestedAgencyId) : null };
  }
  if (!caller.agencyId) throw forbidden(UNIT_MESSAGES.otherAgency);
  return { agencyId: caller.agencyId };
}
