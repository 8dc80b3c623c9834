// Where a trip goes from and to: places of the facilities directory, or a facility's own registered location.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { placeNamed } from '@/domain/places/destination-name';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { Db } from '@/server/db/connect';
import { facilities, hospitals } from '@/server/db/schema';
import { badRequest, forbidden, notFound } from '@/server/http/errors';
import { isUuid } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';

/** A trip end: the directory place (when there is one), its name, the hospital it belongs to and its point. */
export interface TripPlace {
  placeId: string | null;
  name: string;
  hospitalId: string | null;
  latitude: number | null;
  longitude: number | null;
}

const placeOf = (f: typeof facilities.$inferSelect): TripPlace => ({
  placeId: f.id,
  name: f.name,
  hospitalId: f.hospitalId,
  latitude: f.latitude,
  longitude: f.longitude,
});

async function placeById(db: Db, id: string) {
  const [row] = await db.select().from(facilities).where(eq(facilities.id, id));
  return row;
}

/** An active place of the directory, or 400 with the text naming the field. */
export async function activePlace(db: Db, id: string, unknownText: string): Promise<TripPlace> {
  const f = await placeById(db, id);
  if (!f || !f.isActive) throw badRequest(unknownText);
  return placeOf(f);
}

/** The one active place of the directory a typed name names, or null: then the trip goes to the typed text. */
async function activePlaceNamed(db: Db, typed: string): Promise<TripPlace | null> {
  // the query only narrows (both sides through the database's lower()); the domain's rule decides
  const rows = await db
    .select()
    .from(facilities)
    .where(and(eq(facilities.isActive, true), sql`lower(btrim(${facilities.name})) = lower(${typed.trim()}::text)`));
  const f = placeNamed(rows, typed);
  return f ? placeOf(f) : null;
}

/**
 * Where a wizard trip goes: the place picked by id (400 when not active), else the place its name names, the
 * only way the specification's payload says it; else no place, a typed destination. Hospitals count only
 * through their directory entries, as with an id.
 */
export async function destinationFor(db: Db, toFacilityId: string | undefined, toLocation: string): Promise<TripPlace | null> {
  if (toFacilityId) return activePlace(db, toFacilityId, TRIP_ERRORS.destinationUnknown);
  return activePlaceNamed(db, toLocation);
}

/**
 * The active directory place an order names (an EHR's Location): by id, else by name as the wizard matches a typed
 * destination; null when neither names one, since such an order has no typed destination to fall back to.
 */
export async function matchedPlace(db: Db, ref: { id?: string | undefined; name?: string | undefined }): Promise<TripPlace | null> {
  if (ref.id) {
    const f = isUuid(ref.id) ? await placeById(db, ref.id) : undefined;
    return f?.isActive ? placeOf(f) : null;
  }
  return ref.name ? activePlaceNamed(db, ref.name) : null;
}

/**
 * A hospital's own location: its registered point, and the directory entry that mirrors it (same name first),
 * so the wizard's agency list and the trip it creates measure from the same point.
 */
export async function hospitalLocation(db: Db, hospitalId: string): Promise<TripPlace> {
  const [h] = await db.select().from(hospitals).where(eq(hospitals.id, hospitalId));
  if (!h) throw notFound(TRIP_ERRORS.hospitalNotFound);
  const [entry] = await db
    .select()
    .from(facilities)
    .where(and(eq(facilities.hospitalId, hospitalId), eq(facilities.isActive, true)))
    .orderBy(desc(sql`${facilities.name} = ${h.name}`), asc(facilities.createdAt), asc(facilities.id))
    .limit(1);
  const usesOwnPoint = h.latitude !== null && h.longitude !== null;
  return {
    placeId: entry?.id ?? null,
    name: h.name,
    hospitalId,
    latitude: usesOwnPoint ? h.latitude : (entry?.latitude ?? null),
    longitude: usesOwnPoint ? h.longitude : (entry?.longitude ?? null),
  };
}

/**
 * The origin a caller may request a transport from: a facility user its own location or one of its own places
 * (another facility's place is 403); the control center any active place, which it must name.
 */
export async function originFor(db: Db, caller: Caller, placeId: string | undefined, unknownText: string): Promise<TripPlace> {
  if (caller.userType === 'HEALTHCARE') {
    if (!caller.hospitalId) throw forbidden(TRIP_ERRORS.noHospitalAccount);
    if (!placeId) return hospitalLocation(db, caller.hospitalId);
    const f = await placeById(db, placeId);
    if (f && f.hospitalId !== caller.hospitalId) throw forbidden(TRIP_ERRORS.originNotYours);
    if (!f || !f.isActive) throw badRequest(unknownText);
    return placeOf(f);
  }
  if (!placeId) throw badRequest(TRIP_ERRORS.originRequired);
  return activePlace(db, placeId, unknownText);
}
