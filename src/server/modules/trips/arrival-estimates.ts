// The estimated arrival of accepted trips, as the lists and the details answer it: the rule is
// src/domain/trips/estimated-arrival.ts; this reads the points it measures between.
import { eq, inArray } from 'drizzle-orm';
import { estimatedArrival, type ArrivalFacts } from '@/domain/trips/estimated-arrival';
import { pointOrNull } from '@/domain/places/geo';
import type { TripDetails } from '@/domain/trips/trip-answers';
import type { Db } from '@/server/db/connect';
import { trips, units } from '@/server/db/schema';
import type { TripListRow } from './trip-rows';

export type ArrivalAnswer = TripDetails['estimatedArrival'];

/** The estimate as the API writes it, or null. */
export function arrivalAnswer(facts: ArrivalFacts, now: Date): ArrivalAnswer {
  const arrival = estimatedArrival(facts, now);
  return arrival && { at: arrival.at.toISOString(), minutes: arrival.minutes, from: arrival.from };
}

/** Whether a listed trip may have an estimate: the rule's own conditions that a list row holds, so others cost no read. */
const mayBeOnItsWay = (t: TripListRow) =>
  t.status === 'ACCEPTED' && (t.latestStep === null ? t.committedPickupAt !== null : t.latestStep === 'EN_ROUTE' && t.assignedUnitId !== null);

/**
 * The estimates of a page of listed trips, by trip id: the pickup and unit points of the trips on their way
 * read in one query, none when no trip of the page is.
 */
export async function arrivalsOf(db: Db, listed: readonly TripListRow[], now: Date): Promise<Map<string, ArrivalAnswer>> {
  const onTheirWay = listed.filter(mayBeOnItsWay);
  const found = new Map<string, ArrivalAnswer>();
  if (onTheirWay.length === 0) return found;
  const points = await db
    .select({
      id: trips.id,
      pickupLat: trips.fromLatitude,
      pickupLng: trips.fromLongitude,
      unitLat: units.latitude,
      unitLng: units.longitude,
    })
    .from(trips)
    .leftJoin(units, eq(units.id, trips.assignedUnitId))
    .where(inArray(trips.id, onTheirWay.map((t) => t.id)));
  const byId = new Map(points.map((p) => [p.id, p]));
  for (const t of onTheirWay) {
    const p = byId.get(t.id);
    if (!p) continue;
    const facts = {
      ...t,
      pickup: pointOrNull(p.pickupLat, p.pickupLng),
      unitPosition: pointOrNull(p.unitLat, p.unitLng),
    };
    found.set(t.id, arrivalAnswer(facts, now));
  }
  return found;
}
