// Which agencies may be asked to carry a trip: level, status and distance rules (docs/rules.md, "Who a request is
// offered to").
import { z } from 'zod';
import { TRANSPORT_LEVELS, type TransportLevel } from '../common/enums';
import { EARTH_RADIUS_MILES, greatCircleMiles, type LatLng } from '../places/geo';
import { NOTIFICATION_RADIUS, transportLevelField } from './trip-request';
import { crewLevels } from '../units/vehicle-fit';

/**
 * The highest level a service type alone covers; null: only the agency's capabilities tell
 * (the registration types EMS, Ground Ambulance, Air Ambulance and Other). Keys are upper-cased.
 */
export const LEVEL_OF_SERVICE_TYPE: Record<string, TransportLevel | null> = {
  BLS: 'BLS',
  ALS: 'ALS',
  'BLS/ALS': 'ALS',
  'CRITICAL CARE': 'CCT',
  'WHEELCHAIR VAN': 'BLS',
  'NON-EMERGENCY MEDICAL TRANSPORT': 'BLS',
  EMS: null,
  'GROUND AMBULANCE': null,
  'AIR AMBULANCE': null,
  OTHER: null,
};

/** The level each capability adds (upper-cased); others (Neonatal, Bariatric, ...) add none. */
export const LEVEL_OF_CAPABILITY: Record<string, TransportLevel> = {
  BLS: 'BLS',
  ALS: 'ALS',
  CCT: 'CCT',
  'CRITICAL CARE': 'CCT',
};

export interface MatchableAgency {
  id: string;
  name: string;
  serviceType: string;
  capabilities: readonly string[];
  isActive: boolean;
  requiresReview: boolean;
  latitude: number | null;
  longitude: number | null;
}

/** The highest level the agency covers, or null when it covers none. */
export function highestLevel(agency: Pick<MatchableAgency, 'serviceType' | 'capabilities'>): TransportLevel | null {
  const levels = [
    LEVEL_OF_SERVICE_TYPE[agency.serviceType.trim().toUpperCase()] ?? null,
    ...agency.capabilities.map((c) => LEVEL_OF_CAPABILITY[c.trim().toUpperCase()] ?? null),
  ].filter((l): l is TransportLevel => l !== null);
  if (levels.length === 0) return null;
  // levels nest as the vehicle-fit table's crew lines say: an agency able to do a level can do every level below it
  return levels.reduce((a, b) => (crewLevels(b).includes(a) ? b : a));
}

export function canServeLevel(agency: Pick<MatchableAgency, 'serviceType' | 'capabilities'>, level: TransportLevel): boolean {
  const top = highestLevel(agency);
  return top !== null && crewLevels(top).includes(level);
}

export const levelsServed = (agency: Pick<MatchableAgency, 'serviceType' | 'capabilities'>): TransportLevel[] =>
  TRANSPORT_LEVELS.filter((l) => canServeLevel(agency, l));

/** Approved and switched on: an agency awaiting review, rejected or deactivated is never asked. */
export const isOpenForTrips = (a: Pick<MatchableAgency, 'isActive' | 'requiresReview'>) => a.isActive && !a.requiresReview;

export type MatchedAgency<A> = A & { distanceMiles: number };

/** Agencies open for trips, able to serve the level, within the radius (edge included), nearest first, then by name. */
export function matchAgencies<A extends MatchableAgency>(
  agencies: readonly A[],
  origin: LatLng,
  radiusMiles: number,
  level: TransportLevel | null,
): MatchedAgency<A>[] {
  const matched: MatchedAgency<A>[] = [];
  for (const a of agencies) {
    if (!isOpenForTrips(a) || a.latitude === null || a.longitude === null) continue;
    if (level !== null && !canServeLevel(a, level)) continue;
    const distanceMiles = greatCircleMiles(origin, { lat: a.latitude, lng: a.longitude });
    if (distanceMiles <= radiusMiles) matched.push({ ...a, distanceMiles });
  }
  return matched.sort((x, y) => x.distanceMiles - y.distanceMiles || x.name.localeCompare(y.name) || x.id.localeCompare(y.id));
}

/** Miles to one decimal, as the lists show them. */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10;

/** A latitude/longitude box holding every point within `radiusMiles` of the origin: a cheap pre-filter for the database. */
export function boundingBox(origin: LatLng, radiusMiles: number) {
  const angle = radiusMiles / EARTH_RADIUS_MILES;
  const deg = (r: number) => (r * 180) / Math.PI;
  // a small margin so rounding never drops a point on the edge
  const latDelta = deg(angle) * 1.001;
  const spread = Math.sin(angle) / Math.cos((origin.lat * Math.PI) / 180);
  // the widest longitude of a circle on the sphere; near a pole the circle spans every longitude
  const lngDelta = spread >= 1 ? 180 : deg(Math.asin(spread)) * 1.001;
  return { minLat: origin.lat - latDelta, maxLat: origin.lat + latDelta, minLng: origin.lng - lngDelta, maxLng: origin.lng + lngDelta };
}

const radiusText = `must be between ${NOTIFICATION_RADIUS.min} and ${NOTIFICATION_RADIUS.max} miles`;

/** GET /api/trips/agencies/{id}?radius=&transportLevel=: a facility's destination, or the control center's hospital. */
export const agencyMatchQuery = z.object({
  radius: z.coerce
    .number({ error: radiusText })
    .min(NOTIFICATION_RADIUS.min, radiusText)
    .max(NOTIFICATION_RADIUS.max, radiusText)
    .default(NOTIFICATION_RADIUS.default),
  transportLevel: transportLevelField.optional(),
});
