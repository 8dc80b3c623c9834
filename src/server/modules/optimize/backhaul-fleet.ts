// The kinds of unit a backhaul pair must fit: the unit the call names, else every active unit the caller plans for
// (an agency its own, the control center all). A pair no such unit could carry back to back is not worth proposing.
import { and, eq, type SQL } from 'drizzle-orm';
import { ROUTE_OPTIMIZATION_MESSAGES } from '@/domain/planning/route-optimization';
import { unitCarries, type UnitCarries } from '@/domain/units/vehicle-fit';
import type { Db } from '@/server/db/connect';
import { units } from '@/server/db/schema';
import { forbidden, notFound } from '@/server/http/errors';
import { isUuid } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { unitScopeOf } from '../units';

const vehicleColumns = { agencyId: units.agencyId, type: units.type, capabilities: units.capabilities, customCapabilities: units.customCapabilities };

export async function backhaulFleet(db: Db, caller: Caller, unitId: string | undefined): Promise<UnitCarries[]> {
  if (unitId !== undefined) {
    const [unit] = isUuid(unitId) ? await db.select(vehicleColumns).from(units).where(eq(units.id, unitId)) : [];
    if (!unit) throw notFound(ROUTE_OPTIMIZATION_MESSAGES.unknownUnit);
    if (caller.userType === 'EMS' && unit.agencyId !== caller.agencyId) throw forbidden(ROUTE_OPTIMIZATION_MESSAGES.foreignUnit);
    return [unitCarries(unit)];
  }
  const scope = await unitScopeOf(db, caller);
  const where: SQL[] = [eq(units.isActive, true)];
  if (scope.agencyId) where.push(eq(units.agencyId, scope.agencyId));
  const rows = await db.selectDistinct({ type: units.type, capabilities: units.capabilities, customCapabilities: units.customCapabilities }).from(units).where(and(...where));
  return rows.map(unitCarries);
}
