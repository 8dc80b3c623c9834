// Backhaul pairs: two requests one unit can carry back to back, the second picked up near where the first is dropped
// off and ready at about the same time, so the unit drives little empty between them.
// Pure: no database, no HTTP. Candidates come from a grid over the pickups, so n requests cost about n lookups of
// their neighbourhood instead of n² comparisons.
import type { LatLng } from '@/domain/places/geo';
import { loadedMilesBetween } from '@/domain/planning/pricing';
import { unitCanCarry, type UnitCarries, type VehicleNeed } from '@/domain/units/vehicle-fit';

export interface BackhaulRequest {
  id: string;
  pickup: LatLng;
  dropOff: LatLng;
  /** When the patient is ready to be picked up (ms since the epoch) */
  readyAt: number;
  /** Road miles from pickup to drop-off (the pricing module's) */
  loadedMiles: number;
  /** What it asks of the vehicle; judged against the fleet when one is given */
  need?: VehicleNeed;
}

export interface BackhaulLimits {
  /** Road miles from the first drop-off to the second pickup, at most */
  maxDistanceMiles: number;
  /** Minutes between the two ready times, at most */
  maxTimeWindowMinutes: number;
  /**
   * The kinds of unit that could carry the pair (a named unit alone, or the kinds of a fleet): a pair is listed only
   * when one of them can carry both requests. Absent: any pair.
   */
  fleet?: readonly UnitCarries[];
}

export interface BackhaulPair<R extends BackhaulRequest> {
  first: R;
  second: R;
  /** Road miles driven empty between the first drop-off and the second pickup (one decimal) */
  distance: number;
  /** Minutes between the two ready times */
  timeWindow: number;
  /** Loaded miles over all miles of the pair, in per cent (one decimal): 100 when the second pickup is at the first drop-off */
  efficiency: number;
}

// a degree of latitude is about 69 miles; a cell as wide as the largest straight-line distance that can qualify
const MILES_PER_DEGREE = 69.05;
const round1 = (n: number) => Math.round(n * 10) / 10;

// road miles are at least straight-line miles, so a cell as wide as the limit in straight-line miles is a safe first cut
const cellSize = (maxDistanceMiles: number) => Math.max(maxDistanceMiles / MILES_PER_DEGREE, 1e-6);

/** Per request, which of the fleet's kinds can carry it (all when no fleet is given). */
function carriersOf(requests: readonly BackhaulRequest[], fleet: readonly UnitCarries[] | undefined): Map<string, boolean[]> | null {
  if (!fleet) return null;
  return new Map(requests.map((r) => [r.id, fleet.map((kind) => r.need !== undefined && unitCanCarry(kind, r.need))]));
}

/**
 * Every pair of distinct requests whose empty leg and ready times are within the limits and that one kind of unit
 * of the fleet can carry, each pair once in its better order: best first by highest efficiency, then shortest empty
 * leg, then the earlier first request.
 */
export function backhaulPairs<R extends BackhaulRequest>(requests: readonly R[], limits: BackhaulLimits): BackhaulPair<R>[] {
  const size = cellSize(limits.maxDistanceMiles);
  // longitude degrees shrink towards the poles: the cell spans the same miles east-west at the requests' latitudes
  const maxAbsLat = Math.min(89, requests.reduce((m, r) => Math.max(m, Math.abs(r.pickup.lat), Math.abs(r.dropOff.lat)), 0));
  const sizeLng = size / Math.cos((maxAbsLat * Math.PI) / 180);
  const key = (lat: number, lng: number) => `${Math.floor(lat / size)}:${Math.floor(lng / sizeLng)}`;
  const grid = new Map<string, R[]>();
  for (const r of requests) {
    const k = key(r.pickup.lat, r.pickup.lng);
    const bucket = grid.get(k);
    if (bucket) bucket.push(r);
    else grid.set(k, [r]);
  }
  const windowMs = limits.maxTimeWindowMinutes * 60_000;
  const carriers = carriersOf(requests, limits.fleet);
  const oneCarrier = (a: R, b: R) => {
    if (!carriers) return true;
    const x = carriers.get(a.id)!;
    const y = carriers.get(b.id)!;
    return x.some((can, k) => can && y[k]);
  };
  const pairs: BackhaulPair<R>[] = [];
  for (const first of requests) {
    const row = Math.floor(first.dropOff.lat / size);
    const col = Math.floor(first.dropOff.lng / sizeLng);
    for (let dr = -1; dr <= 1; dr++) {
      for (let dc = -1; dc <= 1; dc++) {
        for (const second of grid.get(`${row + dr}:${col + dc}`) ?? []) {
          if (second.id === first.id) continue;
          const gap = Math.abs(second.readyAt - first.readyAt);
          if (gap > windowMs) continue;
          const distance = loadedMilesBetween(first.dropOff, second.pickup);
          if (distance > limits.maxDistanceMiles || !oneCarrier(first, second)) continue;
          const loaded = first.loadedMiles + second.loadedMiles;
          const efficiency = loaded + distance === 0 ? 100 : round1((100 * loaded) / (loaded + distance));
          pairs.push({ first, second, distance, timeWindow: Math.round(gap / 60_000), efficiency });
        }
      }
    }
  }
  pairs.sort((a, b) => b.efficiency - a.efficiency || a.distance - b.distance || a.first.readyAt - b.first.readyAt || a.first.id.localeCompare(b.first.id));
  // the same two requests in the other order come later in that order: the first seen is the better
  const listed = new Set<string>();
  return pairs.filter((p) => {
    const key = p.first.id < p.second.id ? `${p.first.id}\n${p.second.id}` : `${p.second.id}\n${p.first.id}`;
    if (listed.has(key)) return false;
    listed.add(key);
    return true;
  });
}
