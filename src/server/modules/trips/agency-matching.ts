// The agencies a trip may be offered to, read once and judged by the domain's matching rules.
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import { boundingBox, canServeLevel, levelsServed, matchAgencies, roundMiles, type MatchedAgency } from '@/domain/trips/agency-matching';
import type { AgencyOption } from '@/domain/trips/trip-answers';
import type { TransportLevel } from '@/domain/common/enums';
import type { LatLng } from '@/domain/places/geo';
import type { Db } from '@/server/db/connect';
import { agencies, units } from '@/server/db/schema';

/** An agency's columns the matching rules read. */
export const candidateColumns = {
  id: agencies.id,
  name: agencies.name,
  serviceType: agencies.serviceType,
  capabilities: agencies.capabilities,
  isActive: agencies.isActive,
  requiresReview: agencies.requiresReview,
  latitude: agencies.latitude,
  longitude: agencies.longitude,
};
export interface Candidate {
  id: string;
  name: string;
  serviceType: string;
  capabilities: string[];
  isActive: boolean;
  requiresReview: boolean;
  latitude: number | null;
  longitude: number | null;
}

/** Approved and switched on (isOpenForTrips), as a condition on agencies. */
export const openForTrips = and(eq(agencies.isActive, true), eq(agencies.requiresReview, false));

/** Open agencies able to carry the level within the radius of the origin, nearest first (the offered set of a trip). */
export async function eligibleAgencies(db: Db, origin: LatLng, radiusMiles: number, level: TransportLevel | null) {
  const box = boundingBox(origin, radiusMiles);
  // the box only narrows the read; the great-circle distance decides
  const rows: Candidate[] = await db
    .select(candidateColumns)
    .from(agencies)
    .where(
      and(openForTrips, between(agencies.latitude, box.minLat, box.maxLat), between(agencies.longitude, box.minLng, box.maxLng)),
    );
  return matchAgencies(rows, origin, radiusMiles, level);
}

/** Every open agency able to carry the level, wherever it is (the control center's offer to every eligible agency). */
export async function agenciesAbleToCarry(db: Db, level: TransportLevel): Promise<Candidate[]> {
  const open: Candidate[] = await db.select(candidateColumns).from(agencies).where(openForTrips);
  return open.filter((a) => canServeLevel(a, level));
}

/** The agencies these ids name (any state), so a selection can be judged agency by agency. */
export async function agenciesByIds(db: Db, ids: readonly string[]): Promise<Candidate[]> {
  if (ids.length === 0) return [];
  return db.select(candidateColumns).from(agencies).where(inArray(agencies.id, [...ids]));
}

/** Units per agency: all of them, and the active ones free to go now. */
async function unitCounts(db: Db, agencyIds: string[]) {
  if (agencyIds.length === 0) return new Map<string, { total: number; available: number }>();
  const rows = await db
    .select({
      agencyId: units.agencyId,
      total: sql<number>`count(*)::int`,
      available: sql<number>`(count(*) filter (where ${units.isActive} and ${units.currentStatus} = 'AVAILABLE'))::int`,
    })
    .from(units)
    .where(inArray(units.agencyId, agencyIds))
    .groupBy(units.agencyId);
  return new Map(rows.map((r) => [r.agencyId, { total: Number(r.total), available: Number(r.available) }]));
}

async function withUnits(db: Db, rows: (Candidate & { distanceMiles?: number })[]): Promise<AgencyOption[]> {
  const counts = await unitCounts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((a) => ({
    id: a.id,
    name: a.name,
    serviceType: a.serviceType,
    availableUnits: counts.get(a.id)?.available ?? 0,
    totalUnits: counts.get(a.id)?.total ?? 0,
    distance: a.distanceMiles === undefined ? null : roundMiles(a.distanceMiles),
    latitude: a.latitude,
    longitude: a.longitude,
    capabilities: a.capabilities,
    levels: levelsServed(a),
  }));
}

/** The Agency Selection list: what eligibleAgencies finds, with each agency's units. */
export async function agencyOptionsNear(db: Db, origin: LatLng, radiusMiles: number, level: TransportLevel | null) {
  const matched: MatchedAgency<Candidate>[] = await eligibleAgencies(db, origin, radiusMiles, level);
  return withUnits(db, matched);
}

/** Open agencies with at least one active unit free now, by name. */
export async function agenciesWithFreeUnits(db: Db): Promise<AgencyOption[]> {
  const free = db
    .select({ agencyId: units.agencyId })
    .from(units)
    .where(and(eq(units.isActive, true), eq(units.currentStatus, 'AVAILABLE')));
  const rows = await db
    .select(candidateColumns)
    .from(agencies)
    .where(and(openForTrips, inArray(agencies.id, free)))
    .orderBy(asc(sql`lower(${agencies.name})`), asc(agencies.id));
  return withUnits(db, rows);
}
