// The agencies a new trip is offered to: the facility's selection, each checked, or without one every eligible agency.
import type { MatchedAgency } from '@/domain/trips/agency-matching';
import type { TransportLevel } from '@/domain/common/enums';
import type { LatLng } from '@/domain/places/geo';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { Db } from '@/server/db/connect';
import { badRequest } from '@/server/http/errors';
import { agenciesByIds, eligibleAgencies, type Candidate } from './agency-matching';
import type { TripPlace } from './trip-places';

/** The origin's point, or 400: without one no agency can be measured. */
export function pointOf(place: TripPlace): LatLng {
  if (place.latitude === null || place.longitude === null) throw badRequest(TRIP_ERRORS.originWithoutCoordinates);
  return { lat: place.latitude, lng: place.longitude };
}

export interface OfferRequest {
  origin: TripPlace;
  radiusMiles: number;
  level: TransportLevel;
  /** The facility's choice, whatever the destination; empty: a broadcast to every eligible agency. */
  selected: readonly string[];
}

/**
 * Every selected agency must be one the Agency Selection step could have listed (open, able to carry the level,
 * within the radius), else 400 naming it; the selection is then exactly the offered set.
 */
export async function offeredAgencies(db: Db, r: OfferRequest): Promise<MatchedAgency<Candidate>[]> {
  const eligible = await eligibleAgencies(db, pointOf(r.origin), r.radiusMiles, r.level);
  if (r.selected.length === 0) return eligible;
  const eligibleById = new Map(eligible.map((a) => [a.id, a]));
  const known = new Map((await agenciesByIds(db, r.selected)).map((a) => [a.id, a]));
  const chosen = r.selected.map((id) => {
    const hit = eligibleById.get(id);
    if (hit) return hit;
    const agency = known.get(id);
    throw badRequest(agency ? TRIP_ERRORS.agencyNotEligible(agency.name, r.level, r.radiusMiles) : TRIP_ERRORS.unknownAgency(id));
  });
  return eligible.filter((a) => chosen.includes(a));
}
