// An agency's shift as a dial-a-ride problem: its available units from where they are until their shift ends, the
// pending requests with their ready windows, longest rides and levels of care; miles and minutes as the pricing
// module defines them. Pure, and plain data (matrices, not functions), so it can be handed to the planner's thread.
import { greatCircleMiles, type LatLng } from '@/domain/places/geo';
import { AVERAGE_SPEED_MPH, HANDLING_MINUTES, ROAD_FACTOR } from '@/domain/planning/pricing';
import { unitCanCarry, unitCarries, type UnitVehicle, type VehicleNeed } from '@/domain/units/vehicle-fit';
import type { DarpNode, DarpProblem, DarpRequest, DarpVehicle } from '../darp/model';

export interface ShiftUnit {
  /** Its type and capabilities: which requests it can carry at all */
  vehicle: UnitVehicle;
  position: LatLng;
  /** Minutes from now until its shift ends: its last hand-over must come before */
  shiftEndMinutes: number;
  capacity: number;
}

export interface ShiftRequest {
  /** Its level of care, mobility and bariatric need */
  need: VehicleNeed;
  pickup: LatLng;
  dropOff: LatLng;
  /** Minutes from now: the pickup begins within this window (the unit waits when early) */
  readyFromMinutes: number;
  readyUntilMinutes: number;
  /** The indices of the only units that may carry it (a trip held by its unit, or declined by some agencies); absent: any */
  onlyUnits?: readonly number[];
}

export interface ShiftProblem {
  nodes: DarpNode[];
  requests: DarpRequest[];
  vehicles: DarpVehicle[];
  size: number;
  /** size × size, minutes and road miles; 0 into a unit's end node (it stays where it hands over its last patient) */
  minutes: number[];
  miles: number[];
  /** requests × vehicles: 1 where the unit can carry the request (its level of care, mobility and weight) */
  serves: number[];
}

const roadMiles = (a: LatLng, b: LatLng) => greatCircleMiles(a, b) * ROAD_FACTOR;
const drivingMinutes = (miles: number) => (miles / AVERAGE_SPEED_MPH) * 60;

/**
 * Units k have start node 2k and end node 2k + 1; request q has pickup 2K + 2q and drop-off 2K + 2q + 1. A patient
 * rides at most the direct ride plus `extraRideMinutes`.
 */
export function shiftProblem(units: readonly ShiftUnit[], requests: readonly ShiftRequest[], extraRideMinutes: number): ShiftProblem {
  const K = units.length;
  const size = 2 * K + 2 * requests.length;
  const carries = units.map((u) => unitCarries(u.vehicle));
  const places: (LatLng | null)[] = [];
  const nodes: DarpNode[] = [];
  for (const u of units) {
    places.push(u.position, null);
    nodes.push({ service: 0, load: 0, earliest: 0, latest: u.shiftEndMinutes }, { service: 0, load: 0, earliest: 0, latest: u.shiftEndMinutes });
  }
  for (const r of requests) {
    places.push(r.pickup, r.dropOff);
    nodes.push(
      { service: HANDLING_MINUTES, load: 1, earliest: Math.max(0, r.readyFromMinutes), latest: r.readyUntilMinutes },
      { service: 0, load: -1, earliest: 0, latest: Math.max(...units.map((u) => u.shiftEndMinutes), 0) },
    );
  }
  const miles = new Array<number>(size * size).fill(0);
  const minutes = new Array<number>(size * size).fill(0);
  for (let a = 0; a < size; a++) {
    for (let b = 0; b < size; b++) {
      const from = places[a];
      const to = places[b];
      // an end node is wherever the unit hands over its last patient: reaching it is free, and routes end there
      if (!from || !to) continue;
      const m = roadMiles(from, to);
      miles[a * size + b] = m;
      minutes[a * size + b] = drivingMinutes(m);
    }
  }
  return {
    nodes,
    requests: requests.map((r, q) => ({
      pickup: 2 * K + 2 * q,
      dropoff: 2 * K + 2 * q + 1,
      maxRide: drivingMinutes(roadMiles(r.pickup, r.dropOff)) + extraRideMinutes,
    })),
    vehicles: units.map((u, k) => ({ start: 2 * k, end: 2 * k + 1, capacity: u.capacity, maxDuration: u.shiftEndMinutes })),
    size,
    minutes,
    miles,
    serves: requests.flatMap((r) => carries.map((c, k) => (unitCanCarry(c, r.need) && (r.onlyUnits?.includes(k) ?? true) ? 1 : 0))),
  };
}

/** The solver's view of a shift problem: travel and cost read from its matrices. */
export function darpOfShift(p: ShiftProblem): DarpProblem {
  const K = p.vehicles.length;
  return {
    nodes: p.nodes,
    requests: p.requests,
    vehicles: p.vehicles,
    travel: (a, b) => p.minutes[a * p.size + b]!,
    cost: (a, b) => p.miles[a * p.size + b]!,
    canServe: (vehicle, request) => p.serves[request * K + vehicle] === 1,
  };
}
