// The crew's shift: which unit a crew member is on, from sign-on to sign-off (docs/crew.md).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CrewShift, CrewUnitOption } from '@/domain/crew/crew-api';
import { crewCredentialRefusal, unitCredentialRefusal } from '@/domain/credentials/credential-rules';
import { canTakeShiftOn, SHIFT_MESSAGES, SHIFT_UNIT_STATUSES } from '@/domain/crew/shift-rules';
import { STEP_MESSAGES } from '@/domain/trips/trip-steps';
import type { Db } from '@/server/db/connect';
import { isUniqueViolation } from '@/server/db/errors';
import { crewShifts, units } from '@/server/db/schema';
import { conflict, notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import { agencyIdOf, type Caller } from '@/server/plugins/auth';
import { crewFirstExpiry, unitFirstExpiry } from '../credentials';
import { crewOnUnit } from '../units';

const optionColumns = {
  id: units.id,
  unitNumber: units.unitNumber,
  type: units.type,
  currentStatus: units.currentStatus,
  crew: crewOnUnit,
};

/** The agency's active in-service units a crew member may sign on to, by unit number, with who is on each. */
export async function crewUnitOptions(db: Db, caller: Caller): Promise<CrewUnitOption[]> {
  return db
    .select(optionColumns)
    .from(units)
    .where(and(eq(units.agencyId, agencyIdOf(caller)), eq(units.isActive, true), inArray(units.currentStatus, [...SHIFT_UNIT_STATUSES])))
    .orderBy(asc(units.unitNumber), asc(units.id));
}

/** One unit as the crew app shows it, with who is on it. */
export async function crewUnitOption(db: Db, unitId: string): Promise<CrewUnitOption | undefined> {
  const [row] = await db.select(optionColumns).from(units).where(eq(units.id, unitId));
  return row;
}

const openShiftOf = (userId: string) => and(eq(crewShifts.userId, userId), isNull(crewShifts.endedAt));

/** The caller's open shift on a unit of its own agency, or null. */
export async function currentShift(db: Db, caller: Caller): Promise<CrewShift | null> {
  const [row] = await db
    .select({ unit: optionColumns, startedAt: crewShifts.startedAt })
    .from(crewShifts)
    .innerJoin(units, eq(units.id, crewShifts.unitId))
    .where(and(openShiftOf(caller.id), eq(units.agencyId, agencyIdOf(caller))));
  return row ? { unit: row.unit, startedAt: row.startedAt.toISOString() } : null;
}

/** The unit of the caller's open shift; 409 "Sign on to a unit first" without one. */
export async function shiftUnitId(db: Db, caller: Caller): Promise<string> {
  const shift = await currentShift(db, caller);
  if (!shift) throw conflict(STEP_MESSAGES.noShift);
  return shift.unit.id;
}

/**
 * Signs the caller on to one of its agency's in-service units, ending any other open shift of theirs first; already
 * on that unit, the shift goes on as it is. Another agency's unit is 404, as if it did not exist; an expired credential
 * of the caller's or the unit's (judged on `today`, the control center's date) is 409 in words.
 */
export async function signOn(db: Db, caller: Caller, unitId: string, today: string): Promise<CrewShift> {
  const agencyId = agencyIdOf(caller);
  try {
    await db.transaction(async (tx) => {
      const [unit] = await tx
        .select({ id: units.id, unitNumber: units.unitNumber, isActive: units.isActive, currentStatus: units.currentStatus, firstExpiry: unitFirstExpiry })
        .from(units)
        .where(and(eq(units.id, knownIdOr404(unitId, SHIFT_MESSAGES.unitNotFound)), eq(units.agencyId, agencyId)))
        .for('share');
      if (!unit) throw notFound(SHIFT_MESSAGES.unitNotFound);
      const [open] = await tx.select({ unitId: crewShifts.unitId }).from(crewShifts).where(openShiftOf(caller.id)).for('update');
      if (open?.unitId === unit.id) return;
      if (!canTakeShiftOn(unit)) throw conflict(SHIFT_MESSAGES.notInService(unit.unitNumber));
      const lapsed = crewCredentialRefusal({ firstExpiry: await crewFirstExpiry(tx, caller.id) }, today) ?? unitCredentialRefusal(unit, today);
      if (lapsed) throw conflict(lapsed);
      await endShift(tx, caller.id);
      await tx.insert(crewShifts).values({ userId: caller.id, unitId: unit.id });
    });
  } catch (err) {
    // two sign-ons of one person at once: the other one's shift stands
    if (isUniqueViolation(err)) throw conflict(SHIFT_MESSAGES.signedOnMeanwhile);
    throw err;
  }
  return (await currentShift(db, caller))!;
}

/** Ends the user's open shift, if any (signing off, or the account disabled); takes a transaction as well. */
export async function endShift(db: Db, userId: string): Promise<void> {
  await db.update(crewShifts).set({ endedAt: sql`now()` }).where(openShiftOf(userId));
}
