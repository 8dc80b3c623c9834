import { eq } from 'drizzle-orm';
import { ANALYTICS_MESSAGES } from '@/domain/analytics/api';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import type { Db } from '@/server/db/connect';
import { agencies, units } from '@/server/db/schema';
import { badRequest, forbidden, notFound } from '@/server/http/errors';
import { isUuid } from '@/server/http/ids';
import { agencyIdOf, type Caller } from '@/server/plugins/auth';

/** Whose figures: one agency's, one unit's (always within its agency), or the whole system's (both null). */
export interface FigureScope {
  agencyId: string | null;
  unitId: string | null;
}

/** The agency an EMS caller keeps to; null for the control center; any other role sees no figures at all. */
function ownAgency(caller: Caller): string | null {
  if (caller.userType === 'ADMIN' || caller.userType === 'USER') return null;
  if (caller.userType === 'EMS') return agencyIdOf(caller);
  throw forbidden(AUTH_MESSAGES.forbidden);
}

/**
 * The scope a caller may see: an EMS user its own agency only (another agency's or unit's id → 403); the control
 * center any agency or unit, or everything when none is named. A malformed id → 400, an unknown one → 404.
 */
export async function scopeFor(db: Db, caller: Caller, asked: { agencyId?: string | undefined; unitId?: string | undefined }): Promise<FigureScope> {
  const own = ownAgency(caller);
  let agencyId = asked.agencyId ?? null;
  if (agencyId !== null) {
    if (!isUuid(agencyId)) throw badRequest(ANALYTICS_MESSAGES.agencyIdMalformed);
    if (own && agencyId !== own) throw forbidden(ANALYTICS_MESSAGES.otherAgency);
    const [row] = await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId));
    if (!row) throw notFound(ANALYTICS_MESSAGES.agencyIdUnknown);
  }
  const unitId = asked.unitId ?? null;
  if (unitId !== null) {
    if (!isUuid(unitId)) throw badRequest(ANALYTICS_MESSAGES.unitIdMalformed);
    const [row] = await db.select({ agencyId: units.agencyId }).from(units).where(eq(units.id, unitId));
    if (!row) throw notFound(ANALYTICS_MESSAGES.unitIdUnknown);
    if (own && row.agencyId !== own) throw forbidden(ANALYTICS_MESSAGES.otherAgency);
    agencyId = row.agencyId;
  }
  return { agencyId: agencyId ?? own, unitId };
}
