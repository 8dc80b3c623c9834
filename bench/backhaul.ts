// Section "backhaul": finding the backhaul pairs among 5,000 pending requests spread over a region about 140 miles
// across and one day (target: under 1 s), beside an all-pairs scan of the same requests for scale.
import { loadedMilesBetween } from '../src/domain/planning/pricing';
import { OPTIMIZATION_DEFAULTS } from '../src/domain/planning/optimization-settings';
import { backhaulPairs, type BackhaulRequest } from '../src/planner/backhaul/backhaul-pairs';
import { table } from './report';
import { judged } from './verdicts';

const REQUESTS = 5000;
const ROUNDS = 5;
const TARGET_MS = 1000;

function region(seed: number): BackhaulRequest[] {
  let s = seed >>> 0;
  const next = () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  const point = () => ({ lat: 40.4 + (next() - 0.5) * 2, lng: -79.9 + (next() - 0.5) * 2.6 });
  const day = Date.UTC(2026, 10, 25, 5);
  return Array.from({ length: REQUESTS }, (_, i) => {
    const pickup = point();
    const dropOff = point();
    return { id: `r${i}`, pickup, dropOff, readyAt: day + Math.floor(next() * 24 * 60) * 60_000, loadedMiles: loadedMilesBetween(pickup, dropOff) };
  });
}

function allPairs(rs: BackhaulRequest[], maxMiles: number, maxMinutes: number): number {
  let n = 0;
  for (const a of rs) for (const b of rs) if (a !== b && Math.abs(a.readyAt - b.readyAt) <= maxMinutes * 60_000 && loadedMilesBetween(a.dropOff, b.pickup) <= maxMiles) n++;
  return n;
}

export async function backhaulSection(): Promise<void> {
  const requests = region(7);
  const limits = { maxDistanceMiles: OPTIMIZATION_DEFAULTS.constraints.maxBackhaulDistance, maxTimeWindowMinutes: OPTIMIZATION_DEFAULTS.constraints.maxBackhaulTimeWindow };
  const times: number[] = [];
  let pairs = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    pairs = backhaulPairs(requests, limits).length;
    times.push(performance.now() - started);
  }
  const started = performance.now();
  const naive = allPairs(requests, limits.maxDistanceMiles, limits.maxTimeWindowMinutes);
  const naiveMs = performance.now() - started;
  const worst = Math.max(...times);
  judged('backhaul', `pairs among ${REQUESTS} pending requests`, `${worst.toFixed(0)} ms`, `< ${TARGET_MS} ms`, worst < TARGET_MS);
  table(
    ['what', 'requests', 'pairs', 'ms (worst of 5)', 'target'],
    [
      ['grid over the pickups', String(REQUESTS), String(pairs), worst.toFixed(0), `< ${TARGET_MS} ms: ${worst < TARGET_MS ? 'met' : 'missed'}`],
      ['all-pairs scan (for scale)', String(REQUESTS), String(naive), naiveMs.toFixed(0), ''],
    ],
  );
  if (naive !== pairs) console.log(`the grid found ${pairs} pairs, the scan ${naive}: they must agree`);
}
