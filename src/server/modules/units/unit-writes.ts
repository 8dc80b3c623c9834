import { and, eq, inArray, sql } from 'drizzle-orm';
import type { UnitCreateBody, UnitUpdateBody } from '@/domain/units/unit-forms';
import type { UnitView } from '@/domain/units/unit-answers';
import { UNIT_MESSAGES } from '@/domain/units/unit-forms';
import type { Db, Tx } from '@/server/db/connect';
import { isUniqueViolation } from '@/server/db/errors';
import { trips, units, unitStatusHistory } from '@/server/db/schema';
import { badRequest, conflict, forbidden, notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { findUnit, scopeCondition } from './unit-queries';
import { existingAgencyId, unitScopeOf } from './unit-scope';

// Writes: an ADMIN on any agency's unit, an EMS user on its own agency's units only; USER reads only (route guard).

/** The agency a written unit belongs to: an admin names it; an EMS user may only name its own. */
async function targetAgencyId(db: Db, caller: Caller, requested: string | undefined): Promise<string | undefined> {
  if (caller.userType === 'ADMIN') return requested ? existingAgencyId(db, requested) : undefined;
  if (requested !== undefined && requested !== caller.agencyId) throw forbidden(UNIT_MESSAGES.otherAgency);
  if (!caller.agencyId) throw forbidden(UNIT_MESSAGES.otherAgency);
  return caller.agencyId;
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(UNIT_MESSAGES.unitNumberTaken);
    throw err;
  }
}

export async function createUnit(db: Db, caller: Caller, body: UnitCreateBody): Promise<UnitView> {
  const agencyId = await targetAgencyId(db, caller, body.agencyId);
  if (!agencyId) throw badRequest(UNIT_MESSAGES.agencyRequired);
  const id = await saving(() =>
    db.transaction(async (tx) => {
      const { agencyId: _requested, ...fields } = body;
      const [row] = await tx.insert(units).values({ ...fields, agencyId }).returning({ id: units.id });
      // the first history row opens the unit's time line, so utilisation counts from its creation
      await tx.insert(unitStatusHistory).values({ unitId: row!.id, fromStatus: null, toStatus: body.currentStatus });
      return row!.id;
    }),
  );
  return (await findUnit(db, { agencyId }, id))!;
}

/** The unit row in the caller's scope, locked for the rest of the transaction; 404 outside the scope. */
async function lockedUnit(tx: Tx, caller: Caller, id: string) {
  const scope = await unitScopeOf(tx, caller);
  const [row] = await tx
    .select()
    .from(units)
    .where(and(eq(units.id, knownIdOr404(id, UNIT_MESSAGES.unitNotFound)), scopeCondition(scope)))
    .for('update');
  if (!row) throw notFound(UNIT_MESSAGES.unitNotFound);
  return row;
}

/** A unit carrying an accepted or in-progress trip may be neither deleted nor moved to another agency. */
async function refuseWhileBusy(tx: Tx, unitId: string): Promise<void> {
  const [busy] = await tx
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.assignedUnitId, unitId), inArray(trips.status, ['ACCEPTED', 'IN_PROGRESS'])))
    .limit(1);
  if (busy) throw conflict(UNIT_MESSAGES.unitBusy);
}

export async function updateUnit(db: Db, caller: Caller, id: string, body: UnitUpdateBody): Promise<UnitView> {
  const { agencyId: requestedAgency, currentStatus, ...fields } = body;
  const newAgencyId = requestedAgency === undefined ? undefined : await targetAgencyId(db, caller, requestedAgency);
  const agencyId = await saving(() =>
    db.transaction(async (tx) => {
      const unit = await lockedUnit(tx, caller, id);
      const moving = newAgencyId !== undefined && newAgencyId !== unit.agencyId;
      if (moving) await refuseWhileBusy(tx, unit.id);
      const statusChanges = currentStatus !== undefined && currentStatus !== unit.currentStatus;
      await tx
        .update(units)
        .set({
          ...fields,
          ...(moving ? { agencyId: newAgencyId } : {}),
          ...(statusChanges ? { currentStatus, lastStatusUpdate: sql`now()` } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(units.id, unit.id));
      if (statusChanges) {
        await tx.insert(unitStatusHistory).values({ unitId: unit.id, fromStatus: unit.currentStatus, toStatus: currentStatus });
      }
      return moving ? newAgencyId : unit.agencyId;
    }),
  );
  return (await findUnit(db, { agencyId }, id))!;
}

export async function deleteUnit(db: Db, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const unit = await lockedUnit(tx, caller, id);
    await refuseWhileBusy(tx, unit.id);
    await tx.delete(units).where(eq(units.id, unit.id));
  });
}
