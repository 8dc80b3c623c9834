// Random instances of the Cordeau family, written in its file format: requests spread uniformly over a 20 × 20
// square around the depot, half with a 15-minute window at the drop-off and half at the pickup, service 3, a
// horizon of 480, 600 or 720 minutes. Each request can be served alone by one vehicle, so every instance is feasible
// given enough vehicles; the planner must still find a plan serving all of them with the vehicles given.
import { SeededRandom } from '../src/planner/darp/random';

export interface GeneratedSpec {
  vehicles: number;
  requests: number;
  capacity: number;
  maxRideTime: number;
  /** largest load of one request (1 in the a-set) */
  maxLoad: number;
  seed: number;
}

export function generateCordeau(spec: GeneratedSpec): string {
  const rng = new SeededRandom(spec.seed);
  const n = spec.requests;
  const perVehicle = n / spec.vehicles;
  const horizon = perVehicle <= 8 ? 480 : perVehicle <= 10 ? 600 : 720;
  const service = 3;
  const point = () => [rng.next() * 20 - 10, rng.next() * 20 - 10] as const;
  const dist = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);
  const depot = [0, 0] as const;
  const pickups: string[] = [];
  const drops: string[] = [];
  const line = (id: number, at: readonly number[], s: number, load: number, e: number, l: number) =>
    `${id} ${at[0]!.toFixed(3)} ${at[1]!.toFixed(3)} ${s} ${load} ${e} ${l}`;
  for (let i = 1; i <= n; i++) {
    const p = point();
    let d = point();
    // a ride must fit the ride-time limit
    while (dist(p, d) > spec.maxRideTime * 0.8) d = point();
    const load = rng.int(1, spec.maxLoad);
    const direct = dist(p, d);
    if (i <= n / 2) {
      // window at the drop-off: reachable from the depot through the pickup, and home before the horizon ends
      const low = Math.ceil(dist(depot, p) + service + direct);
      const high = Math.floor(horizon - 15 - service - dist(d, depot));
      const e = rng.int(Math.max(low, 60), Math.max(Math.max(low, 60), high - 0));
      pickups.push(line(i, p, service, load, 0, 1440));
      drops.push(line(n + i, d, service, -load, e, e + 15));
    } else {
      const low = Math.ceil(dist(depot, p));
      const high = Math.floor(horizon - 15 - 2 * service - direct - dist(d, depot));
      const e = rng.int(Math.max(low, 0), Math.max(low, Math.min(high, horizon - 60)));
      pickups.push(line(i, p, service, load, e, e + 15));
      drops.push(line(n + i, d, service, -load, 0, 1440));
    }
  }
  return [
    `${spec.vehicles} ${n} ${horizon} ${spec.capacity} ${spec.maxRideTime}`,
    line(0, depot, 0, 0, 0, horizon),
    ...pickups,
    ...drops,
    line(2 * n + 1, depot, 0, 0, 0, horizon),
  ].join('\n');
}
