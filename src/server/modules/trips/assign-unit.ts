// PUT /api/trips/{id}/unit: the assigned agency names or replaces the unit carrying an accepted or in-progress trip.
// The trip and both units are locked in one transaction; the new unit is committed, the old one freed unless another
// trip still holds it, and the change is in the trip's history and the units' status history.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TripStatus, UnitStatus } from '@/domain/common/enums';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { holdsUnit, UNIT_ASSIGNMENT_MESSAGES, UNIT_HOLDING_STATUSES, unitRefusal, type TripUnitAnswer } from '@/domain/units/unit-assignment';
import type { Db, Tx } from '@/server/db/connect';
import { trips, units, unitStatusHistory } from '@/server/db/schema';
import { conflict, forbidden, notFound } from '@/server/http/errors';
import { isUuid, knownIdOr404 } from '@/server/http/ids';
import { agencyIdOf, type Caller } from '@/server/plugins/auth';
import { nameableColumns } from '../units';
import { historyRow } from './move-write';
import { historyActorOf } from './trip-actor';

/** Moves a unit from one status to another, with its history row, at `at`. */
async function setUnitStatus(tx: Tx, unitId: string, from: UnitStatus, to: UnitStatus, at: Date) {
  await tx.update(units).set({ currentStatus: to, lastStatusUpdate: at, updatedAt: at }).where(eq(units.id, unitId));
  await tx.insert(unitStatusHistory).values({ unitId, fromStatus: from, toStatus: to, changedAt: at });
}

/** The old unit goes back to AVAILABLE when it was committed and no other open trip holds it. */
async function releaseUnit(tx: Tx, unitId: string, tripId: string, at: Date) {
  const [unit] = await tx.select({ status: units.currentStatus }).from(units).where(eq(units.id, unitId)).for('update');
  if (unit?.status !== 'COMMITTED') return;
  const [other] = await tx
    .select({ id: trips.id })
    .from(trips)
    .where(and(eq(trips.assignedUnitId, unitId), inArray(trips.status, [...UNIT_HOLDING_STATUSES]), ne(trips.id, tripId)))
    .limit(1);
  if (!other) await setUnitStatus(tx, unitId, 'COMMITTED', 'AVAILABLE', at);
}

/** `today`: the control center's date, which the unit's credentials are judged on. */
export async function assignUnit(db: Db, caller: Caller, id: string, unitId: string, today: string): Promise<TripUnitAnswer> {
  const agencyId = agencyIdOf(caller);
  const tripId = knownIdOr404(id, TRIP_ERRORS.notFound);
  return db.transaction(async (tx) => {
    const [trip] = await tx
      .select({
        status: trips.status,
        agencyId: trips.assignedAgencyId,
        unitId: trips.assignedUnitId,
        transportLevel: trips.transportLevel,
        mobilityLevel: trips.mobilityLevel,
        bariatric: trips.bariatric,
        patientWeight: trips.patientWeight,
        version: trips.version,
        // written with table names: a one-table select's columns are left unqualified, and this one is correlated
        offered: sql<boolean>`exists (select 1 from agency_responses as r where r.trip_id = trips.id and r.agency_id = ${agencyId})`,
      })
      .from(trips)
      .where(eq(trips.id, tripId))
      .for('update');
    if (!trip) throw notFound(TRIP_ERRORS.notFound);
    // a trip out of the agency's sight (another agency's, or never offered to it) is not found, as its details are not
    if (trip.agencyId === null ? !trip.offered : trip.agencyId !== agencyId) throw notFound(TRIP_ERRORS.notFound);
    if (!holdsUnit(trip.status)) throw conflict(UNIT_ASSIGNMENT_MESSAGES.notHolding(trip.status));
    const [unit] = isUuid(unitId)
      ? await tx.select(nameableColumns).from(units).where(and(eq(units.id, unitId), eq(units.agencyId, agencyId))).for('update')
      : [];
    if (!unit) throw forbidden(UNIT_ASSIGNMENT_MESSAGES.unitNotFound);
    const answer = (version: number): TripUnitAnswer => ({ id: tripId, status: trip.status, assignedUnitId: unit.id, assignedUnitNumber: unit.unitNumber, version });
    // naming the unit the trip already has changes nothing
    if (trip.unitId === unit.id) return answer(trip.version);
    const refusal = unitRefusal(unit, trip, today);
    if (refusal) throw conflict(refusal);
    const now = new Date();
    const before = trip.unitId ? (await tx.select({ number: units.unitNumber }).from(units).where(eq(units.id, trip.unitId)))[0]?.number : undefined;
    await tx
      .update(trips)
      .set({ assignedUnitId: unit.id, version: sql`${trips.version} + 1`, updatedAt: now })
      .where(eq(trips.id, tripId));
    const status: TripStatus = trip.status;
    const note = before ? UNIT_ASSIGNMENT_MESSAGES.replaced(unit.unitNumber, before) : UNIT_ASSIGNMENT_MESSAGES.assigned(unit.unitNumber);
    await historyRow(tx, { tripId, ...historyActorOf(caller), fromStatus: status, note }, status, now);
    if (unit.currentStatus === 'AVAILABLE') await setUnitStatus(tx, unit.id, 'AVAILABLE', 'COMMITTED', now);
    if (trip.unitId) await releaseUnit(tx, trip.unitId, tripId, now);
    return answer(trip.version + 1);
  });
}
