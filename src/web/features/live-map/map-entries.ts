// What the map and its list show of each unit, worked out once from the server's answer and the time now.
import { TRIP_STATUS_LABELS } from '@/domain/common/code-labels';
import { stepRule } from '@/domain/trips/trip-steps';
import { greatCircleMiles, pointOrNull, type LatLng } from '@/domain/places/geo';
import { LIVE_MAP_UI } from '@/web/lib/live-map-ui-texts';
import { isStalePosition, type MapTrip, type MapUnit } from '@/domain/units/unit-positions';
import { positionAgeText } from './position-age';

const UNITS_TEXTS = LIVE_MAP_UI.units;

export interface UnitEntry {
  unit: MapUnit;
  position: LatLng | null;
  /** "2 min ago", "stale: 14 min ago", or that none was reported. */
  age: string;
  stale: boolean;
  /** How far the unit is from where its trip takes it next, when both are known. */
  distance: string | null;
  /** Where the trip it carries is: the crew's latest step, else the trip's status. */
  tripState: string | null;
}

/** Where the unit heads for: the pickup until the patient is aboard, then the destination. */
function goal(trip: MapTrip): { point: LatLng | null; words: (miles: string) => string } {
  return trip.status === 'IN_PROGRESS'
    ? { point: pointOrNull(trip.toLatitude, trip.toLongitude), words: UNITS_TEXTS.toDestination }
    : { point: pointOrNull(trip.fromLatitude, trip.fromLongitude), words: UNITS_TEXTS.toPickup };
}

/**
 * Each unit with its position, the age of it and how far it is from its trip's next place. A position turns stale
 * as the server says, or by the same rule once it grows old while the screen stays open.
 */
export function unitEntries(units: readonly MapUnit[], trips: readonly MapTrip[], now: number): UnitEntry[] {
  const tripById = new Map(trips.map((t) => [t.id, t]));
  return [...units]
    .sort((a, b) => a.unitNumber.localeCompare(b.unitNumber, undefined, { numeric: true }))
    .map((unit) => {
      const position = pointOrNull(unit.latitude, unit.longitude);
      const tripState = unit.trip && (unit.trip.latestStep ? stepRule(unit.trip.latestStep).label : TRIP_STATUS_LABELS[unit.trip.status]);
      if (!position) return { unit, position, age: UNITS_TEXTS.noPosition, stale: false, distance: null, tripState };
      // a position kept without its time (entered with the unit) cannot be vouched for: shown, but as stale
      const stale = !unit.positionAt || unit.stale || isStalePosition(new Date(unit.positionAt), new Date(now));
      const trip = unit.trip && tripById.get(unit.trip.id);
      const next = trip ? goal(trip) : null;
      const distance = next?.point ? next.words(greatCircleMiles(position, next.point).toFixed(1)) : null;
      const age = unit.positionAt ? positionAgeText(unit.positionAt, now, stale) : LIVE_MAP_UI.age.stale(LIVE_MAP_UI.age.unknown);
      return { unit, position, age, stale, distance, tripState };
    });
}

/** The open trips by scheduled time, soonest first. */
export const tripEntries = (trips: readonly MapTrip[]): MapTrip[] => [...trips].sort((a, b) => a.scheduledTime.localeCompare(b.scheduledTime));
