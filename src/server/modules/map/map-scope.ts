// Which units a caller sees on the live map, as a condition of the query itself. A unit's position is answered only to
// those who may see the trip it carries, or own the unit: the control center every active unit, an agency its own, a
// facility only the units carrying one of its own open trips.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { trips, units } from '@/server/db/schema';
import type { Caller } from '@/server/plugins/auth';

const NOTHING = sql`false`;

/** The condition on a unit row joined with the trip it carries now (`trips`, null when it carries none). */
export function mapUnitScope(caller: Pick<Caller, 'userType' | 'hospitalId' | 'agencyId'>): SQL {
  const active = eq(units.isActive, true);
  switch (caller.userType) {
    case 'ADMIN':
    case 'USER':
      return active;
    case 'EMS':
      return caller.agencyId ? and(active, eq(units.agencyId, caller.agencyId))! : NOTHING;
    case 'HEALTHCARE':
      return caller.hospitalId ? and(active, eq(trips.hospitalId, caller.hospitalId))! : NOTHING;
    default:
      return NOTHING;
  }
}
