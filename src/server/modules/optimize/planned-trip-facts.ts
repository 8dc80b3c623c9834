// What a plan reads of its trips to say what became of each since it was planned (src/domain/planning/planned-trip.ts):
// their status and assignment, the agencies' answers to their offers, and the history rows of the plan's offers.
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  PLAN_OFFER_NOTE_LIKE,
  plannedTripActionOf,
  plannedTripOutcome,
  type PlannedTrip,
  type PlannedTripFacts,
} from '@/domain/planning/planned-trip';
import type { Db, Tx } from '@/server/db/connect';
import { agencies, agencyResponses, tripHistory, trips, units } from '@/server/db/schema';

export type PlannedTripRecord = PlannedTripFacts & { tripNumber: string };

/** The facts of each trip named (those that exist), by id. */
export async function plannedTripFacts(db: Db | Tx, ids: readonly string[]): Promise<Map<string, PlannedTripRecord>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const assignedAgency = alias(agencies, 'assigned_agency');
  const suggested = alias(units, 'suggested_unit');
  const [rows, answers, history] = await Promise.all([
    db
      .select({
        id: trips.id,
        tripNumber: trips.tripNumber,
        status: trips.status,
        acceptanceMode: trips.acceptanceMode,
        agencyId: trips.assignedAgencyId,
        agencyName: assignedAgency.name,
        unitId: trips.assignedUnitId,
        unitNumber: units.unitNumber,
      })
      .from(trips)
      .leftJoin(assignedAgency, eq(assignedAgency.id, trips.assignedAgencyId))
      .leftJoin(units, eq(units.id, trips.assignedUnitId))
      .where(inArray(trips.id, wanted)),
    db
      .select({
        tripId: agencyResponses.tripId,
        agencyId: agencyResponses.agencyId,
        agencyName: agencies.name,
        response: agencyResponses.response,
        respondedAt: agencyResponses.respondedAt,
        createdAt: agencyResponses.createdAt,
        suggestedUnitId: agencyResponses.suggestedUnitId,
        suggestedUnitNumber: suggested.unitNumber,
      })
      .from(agencyResponses)
      .innerJoin(agencies, eq(agencies.id, agencyResponses.agencyId))
      .leftJoin(suggested, eq(suggested.id, agencyResponses.suggestedUnitId))
      .where(inArray(agencyResponses.tripId, wanted)),
    db
      .select({ tripId: tripHistory.tripId, note: tripHistory.note, at: tripHistory.createdAt })
      .from(tripHistory)
      .where(and(inArray(tripHistory.tripId, wanted), like(tripHistory.note, PLAN_OFFER_NOTE_LIKE)))
      .orderBy(asc(tripHistory.createdAt), asc(tripHistory.id)),
  ]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        tripNumber: r.tripNumber,
        status: r.status,
        acceptanceMode: r.acceptanceMode,
        assigned: r.agencyId && r.agencyName ? { agencyId: r.agencyId, agencyName: r.agencyName, unitId: r.unitId, unitNumber: r.unitNumber } : null,
        answers: answers.filter((a) => a.tripId === r.id),
        planOfferRows: history.filter((h) => h.tripId === r.id).map((h) => ({ note: h.note ?? '', at: h.at })),
      },
    ]),
  );
}

/** Each trip as a plan answers it: what the plan asks of its agency, and what became of it since it was planned. */
export async function plannedTrips(db: Db, ids: readonly string[]): Promise<PlannedTrip[]> {
  const facts = await plannedTripFacts(db, ids);
  return [...new Set(ids)].flatMap((id) => {
    const f = facts.get(id);
    return f ? [{ requestId: id, tripNumber: f.tripNumber, action: plannedTripActionOf(f.acceptanceMode), sincePlanned: plannedTripOutcome(f) }] : [];
  });
}
