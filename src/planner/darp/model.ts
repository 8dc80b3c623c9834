// A dial-a-ride problem, independent of where it comes from (a benchmark file or an agency's shift).
// Places are node indices; a request has a pickup node and a drop-off node; a vehicle starts at one node and
// ends at another. Times are in one unit (minutes for the benchmark), service starts within [earliest, latest].

export interface DarpNode {
  /** service duration spent at the node before leaving it */
  service: number;
  /** change of load when served: positive at a pickup, negative at its drop-off, 0 at depots */
  load: number;
  /** window on the beginning of service; waiting before it is allowed */
  earliest: number;
  latest: number;
}

export interface DarpRequest {
  pickup: number;
  dropoff: number;
  /** longest ride: from the end of pickup service to the beginning of drop-off service */
  maxRide: number;
}

export interface DarpVehicle {
  /** node the vehicle leaves from (its window bounds the departure) and node it must end at */
  start: number;
  end: number;
  capacity: number;
  /** longest time from leaving the start to beginning service at the end */
  maxDuration: number;
}

export interface DarpProblem {
  nodes: DarpNode[];
  requests: DarpRequest[];
  vehicles: DarpVehicle[];
  /** travel time between two nodes */
  travel: (from: number, to: number) => number;
  /** the same travel times as a row-major nodes × nodes table, when there is one: the solver then reads it as it is */
  travelTable?: Float64Array;
  /** cost of driving between two nodes; the travel time when absent */
  cost?: (from: number, to: number) => number;
  /** whether a vehicle may carry a request at all (a level of care it lacks); every one when absent */
  canServe?: (vehicle: number, request: number) => boolean;
}

/** A plan: per vehicle, the nodes visited between its start and its end, in order. */
export interface DarpRoutes {
  routes: number[][];
}

export type UnservedReason = 'infeasible-alone' | 'no-room';

export interface DarpUnserved {
  request: number;
  reason: UnservedReason;
  /** a sentence a dispatcher can read */
  explanation: string;
}

export interface DarpSolution extends DarpRoutes {
  /** total cost of the routes */
  cost: number;
  /** per vehicle, the start of service at every node of the route, start and end nodes included */
  schedules: number[][];
  unserved: DarpUnserved[];
  /** search figures: iterations run and milliseconds spent */
  iterations: number;
  elapsedMs: number;
}
