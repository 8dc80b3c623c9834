// The problem in flat typed arrays: the solver's inner loops read these instead of calling functions.
import type { DarpProblem } from './model';

export interface CompiledProblem {
  problem: DarpProblem;
  /** number of nodes */
  size: number;
  service: Float64Array;
  load: Float64Array;
  earliest: Float64Array;
  latest: Float64Array;
  /** travel time and cost, row-major size × size */
  travel: Float64Array;
  cost: Float64Array;
  /** for a request's node, the other node of the request; -1 for nodes that belong to no request */
  partner: Int32Array;
  /** for a request's node, the request's index; -1 otherwise */
  requestOf: Int32Array;
  /** 1 at a pickup */
  isPickup: Uint8Array;
  /** for a request's node, the request's longest ride */
  maxRide: Float64Array;
  pickup: Int32Array;
  dropoff: Int32Array;
}

function matrix(size: number, of: (from: number, to: number) => number): Float64Array {
  const values = new Float64Array(size * size);
  for (let a = 0; a < size; a++) {
    for (let b = 0; b < size; b++) if (a !== b) values[a * size + b] = of(a, b);
  }
  return values;
}

export function compileProblem(problem: DarpProblem): CompiledProblem {
  const size = problem.nodes.length;
  const travel = problem.travelTable ?? matrix(size, problem.travel);
  // without a cost of its own the cost is the travel time: one matrix serves both (the solver only reads them)
  const cost = problem.cost ? matrix(size, problem.cost) : travel;
  const partner = new Int32Array(size).fill(-1);
  const requestOf = new Int32Array(size).fill(-1);
  const isPickup = new Uint8Array(size);
  const maxRide = new Float64Array(size);
  const pickup = new Int32Array(problem.requests.length);
  const dropoff = new Int32Array(problem.requests.length);
  problem.requests.forEach((request, index) => {
    const { pickup: p, dropoff: d } = request;
    if (p === d || p < 0 || d < 0 || p >= size || d >= size) throw new Error(`request ${index} has invalid nodes`);
    if (requestOf[p] !== -1 || requestOf[d] !== -1) throw new Error(`request ${index} shares a node with another request`);
    partner[p] = d;
    partner[d] = p;
    requestOf[p] = index;
    requestOf[d] = index;
    isPickup[p] = 1;
    maxRide[p] = request.maxRide;
    maxRide[d] = request.maxRide;
    pickup[index] = p;
    dropoff[index] = d;
  });
  for (const vehicle of problem.vehicles) {
    if (requestOf[vehicle.start] !== -1 || requestOf[vehicle.end] !== -1) throw new Error('a vehicle starts or ends at a request node');
  }
  return {
    problem,
    size,
    service: Float64Array.from(problem.nodes, (n) => n.service),
    load: Float64Array.from(problem.nodes, (n) => n.load),
    earliest: Float64Array.from(problem.nodes, (n) => n.earliest),
    latest: Float64Array.from(problem.nodes, (n) => n.latest),
    travel,
    cost,
    partner,
    requestOf,
    isPickup,
    maxRide,
    pickup,
    dropoff,
  };
}
