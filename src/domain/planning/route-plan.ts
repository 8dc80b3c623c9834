// The route optimizer's answer, as POST /api/optimize/routes returns it and the route planner screen shows it.
import type { TransportLevel, TripPriority } from '../common/enums';
import type { RouteLeftOutCode } from './route-left-out';

export type StopKind = 'pickup' | 'dropoff';

/** One request in the order the unit picks them up. */
export interface RouteSequenceItem {
  requestId: string;
  transportLevel: TransportLevel;
  priority: TripPriority;
  /** ISO: the unit at the pickup. */
  pickupArrival: string;
  /** ISO: loading starts (the arrival, or the window's opening when the unit is early). */
  pickupTime: string;
  /** ISO: the patient handed over at the destination. */
  dropoffTime: string;
  /** Road miles pickup → drop-off, as billed. */
  loadedMiles: number;
  revenue: number;
}

/** One stop in the unit's order (with capacity 1 pickups and drop-offs alternate). */
export interface RouteStop {
  requestId: string;
  stop: StopKind;
  arrival: string;
  waitMinutes: number;
  /** Patients aboard when the unit leaves the stop. */
  aboard: number;
}

export interface RouteLeg {
  /** deadhead: nobody aboard (driving empty to a pickup); loaded: at least one patient aboard. */
  kind: 'deadhead' | 'loaded';
  /** Absent: the leg starts at the unit's position. */
  fromRequestId?: string;
  fromStop?: StopKind;
  toRequestId: string;
  toStop: StopKind;
  miles: number;
  /** Loading at the start of the leg when it starts at a pickup, plus driving. */
  minutes: number;
  /** ISO: the leg starts (loading, or leaving the unit's position). */
  start: string;
  /** ISO: the unit at the leg's end. */
  arrival: string;
  /** Minutes waiting at the leg's end for the ready window to open. */
  waitMinutes: number;
  /** Fee earned at the leg's end: the revenue of the request dropped off there, else 0. */
  revenue: number;
  /** The leg joins a drop-off to the next pickup of a backhaul pair. */
  backhaul: boolean;
}

export interface RouteTotals {
  /** Dollars. */
  revenue: number;
  /** Miles, deadhead + loaded. */
  distance: number;
  /** Minutes from leaving the position to the last hand-over, waits included. */
  time: number;
  deadheadMiles: number;
  loadedMiles: number;
  waitMinutes: number;
  overtimeHours: number;
  backhaulPairs: number;
  /** revenue·baseRevenue − deadheadMiles·w − waitMinutes·w + backhaulPairs·bonus − overtimeHours·w */
  score: number;
}

export interface RouteLeftOut {
  requestId: string;
  code: RouteLeftOutCode;
  reason: string;
}

export interface RoutePlan {
  unitId: string;
  /** True: no other order or choice of the requests scores higher. False: the best the heuristic found in time. */
  exact: boolean;
  sequence: RouteSequenceItem[];
  stops: RouteStop[];
  legs: RouteLeg[];
  totals: RouteTotals;
  /** ISO: the unit leaves its position (null: empty route). */
  departure: string | null;
  /** ISO: the last hand-over (null: empty route). */
  finish: string | null;
  leftOut: RouteLeftOut[];
}
