// GET /api/crew/trips: the trips of the crew member's shift unit, in the order they will be carried, with their steps.
import { and, eq, gte, inArray, or, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CrewTrip } from '@/domain/crew/crew-api';
import { CREW_COMPLETED_HOURS } from '@/domain/crew/shift-rules';
import type { Db } from '@/server/db/connect';
import { facilities, hospitals, trips } from '@/server/db/schema';
import { agencyIdOf, type Caller } from '@/server/plugins/auth';
import { carryingFacts } from '@/domain/trips/carrying-facts';
import { facilityContact, isoText } from '../trips';
import { carryingOrder } from '../units';

const pickupPlace = alias(facilities, 'pickup_place');
const destinationPlace = alias(facilities, 'destination_place');
const requester = alias(hospitals, 'requester');

/** "1200 Penn Ave, Pittsburgh, PA 15222" of a place or hospital row; null when it has no street address. */
const addressOf = (t: { address: SQLWrapper; city: SQLWrapper; state: SQLWrapper; zipCode: SQLWrapper }) =>
  sql<string | null>`nullif(concat_ws(', ', nullif(btrim(${t.address}), ''), nullif(btrim(${t.city}), ''),
    nullif(btrim(concat_ws(' ', nullif(btrim(${t.state}), ''), nullif(btrim(${t.zipCode}), ''))), '')), '')`;

/** The trip's live steps (undone ones left out), oldest first: one JSON array read with the trip (correlated, so by table name). */
const liveSteps = sql<CrewTrip['steps']>`(select coalesce(json_agg(json_build_object('id', s.id, 'step', s.step,
    'occurredAt', ${sql.raw(isoText('s.occurred_at'))}, 'receivedAt', ${sql.raw(isoText('s.received_at'))},
    'recordedBy', s.recorded_by_name,
    'position', case when s.latitude is null then null else json_build_object('latitude', s.latitude, 'longitude', s.longitude) end)
    order by s.occurred_at, s.received_at, s.id), '[]')
  from trip_steps as s where s.trip_id = trips.id and s.undone_at is null)`;

/** The unit's accepted and in-progress trips of the caller's agency, and those it completed in the last hours. */
export async function crewTrips(db: Db, caller: Caller, unitId: string): Promise<CrewTrip[]> {
  // against the database's clock, which stamped the completions
  const completedSince = sql`now() - make_interval(hours => ${CREW_COMPLETED_HOURS})`;
  const rows = await db
    .select({
      trip: trips,
      pickupName: sql<string>`coalesce(${pickupPlace.name}, ${trips.fromLocation})`,
      // a trip from the facility's own location has no place of the directory: its registered address stands
      pickupAddress: sql<string | null>`coalesce(${addressOf(pickupPlace)}, case when ${trips.originFacilityId} is null then ${addressOf(requester)} end)`,
      destinationName: sql<string>`coalesce(${destinationPlace.name}, ${trips.toLocation})`,
      destinationAddress: addressOf(destinationPlace),
      steps: liveSteps,
      facilityContact,
    })
    .from(trips)
    .leftJoin(pickupPlace, eq(pickupPlace.id, trips.originFacilityId))
    .leftJoin(destinationPlace, eq(destinationPlace.id, trips.destinationFacilityId))
    .leftJoin(requester, eq(requester.id, trips.hospitalId))
    .where(
      and(
        eq(trips.assignedUnitId, unitId),
        eq(trips.assignedAgencyId, agencyIdOf(caller)),
        or(inArray(trips.status, ['ACCEPTED', 'IN_PROGRESS']), and(eq(trips.status, 'COMPLETED'), gte(trips.completionTimestamp, completedSince))),
      ),
    )
    // the trip carried now first, then the ones waiting by the time they are due, then those done lately
    .orderBy(...carryingOrder(trips));
  return rows.map(toCrewTrip);
}

const joinedNotes = (...parts: (string | null)[]) => parts.map((p) => p?.trim()).filter(Boolean).join('\n') || null;

function toCrewTrip(row: {
  trip: typeof trips.$inferSelect;
  pickupName: string;
  pickupAddress: string | null;
  destinationName: string;
  destinationAddress: string | null;
  steps: CrewTrip['steps'];
  facilityContact: CrewTrip['facilityContact'];
}): CrewTrip {
  const { trip: t } = row;
  const facts = carryingFacts({ ...t, facilityContact: row.facilityContact });
  return {
    id: t.id,
    tripNumber: t.tripNumber,
    patientId: t.patientId,
    status: t.status,
    transportLevel: t.transportLevel,
    priority: t.priority,
    scheduledTime: t.scheduledTime.toISOString(),
    committedPickupAt: t.committedPickupAt?.toISOString() ?? null,
    pickup: {
      name: row.pickupName,
      address: row.pickupAddress,
      latitude: t.fromLatitude,
      longitude: t.fromLongitude,
      department: t.fromDepartment,
      floor: t.fromFloor,
      room: t.fromRoom,
    },
    destination: {
      name: row.destinationName,
      address: row.destinationAddress,
      latitude: t.toLatitude,
      longitude: t.toLongitude,
      department: t.toDepartment,
      floor: t.toFloor,
      room: t.toRoom,
    },
    mobilityLevel: t.mobilityLevel,
    patientWeight: t.patientWeight,
    oxygenRequired: t.oxygenRequired,
    monitoringRequired: t.monitoringRequired,
    isolation: t.isolation,
    bariatric: t.bariatric,
    notes: joinedNotes(t.specialRequirements, t.specialNeeds, t.notes),
    specialNeeds: t.specialNeeds,
    facilityContact: row.facilityContact,
    facts,
    steps: row.steps,
  };
}
