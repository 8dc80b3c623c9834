// Section "darp": the dial-a-ride planner on the standard Cordeau instances a2-16 … a5-60
// (../shared/bench-data/darp, best known costs in bks.csv), every plan verified by bench/darp-check.ts, which
// shares no code with the planner's scheduling. Then random instances of the same family up to 8 vehicles and
// 96 requests (capacity 3 and 6, ride time 30 and 45), checked the same way. Wall time per instance covers reading
// the file and planning, in this process, one instance at a time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CordeauInstance, cordeauProblem, parseCordeau } from '../src/planner/darp/cordeau';
import { solveDarp } from '../src/planner/darp/solver';
import { checkDarpAnswer } from './darp-check';
import { generateCordeau, type GeneratedSpec } from './darp-generate';
import { table } from './report';
import { judged } from './verdicts';

const DATA = join(import.meta.dirname, '..', '..', 'shared', 'bench-data', 'darp');
const TIME_LIMIT_MS = 4000;
const TARGET_GAP = 1;
const TARGET_SECONDS = 5;
const GENERATED: (GeneratedSpec & { name: string })[] = [
  { name: 'gen a6-72', vehicles: 6, requests: 72, capacity: 3, maxRideTime: 30, maxLoad: 1, seed: 11 },
  { name: 'gen a8-96', vehicles: 8, requests: 96, capacity: 3, maxRideTime: 30, maxLoad: 1, seed: 12 },
  { name: 'gen b6-60', vehicles: 6, requests: 60, capacity: 6, maxRideTime: 45, maxLoad: 6, seed: 13 },
  { name: 'gen b8-96', vehicles: 8, requests: 96, capacity: 6, maxRideTime: 45, maxLoad: 6, seed: 14 },
];

interface Outcome {
  cost: number;
  seconds: number;
  feasible: boolean;
  problems: string[];
  iterations: number;
}

function plan(read: () => CordeauInstance): Outcome {
  const started = performance.now();
  const instance = read();
  const solution = solveDarp(cordeauProblem(instance), { timeLimitMs: TIME_LIMIT_MS, seed: 1 });
  const routes = solution.routes.filter((route) => route.length > 0);
  const seconds = (performance.now() - started) / 1000;
  const check = checkDarpAnswer(instance, { routes, cost: solution.cost });
  return { cost: solution.cost, seconds, feasible: check.feasible, problems: check.violations, iterations: solution.iterations };
}

export async function darpSection(): Promise<void> {
  const bks = new Map(
    readFileSync(join(DATA, 'bks.csv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((row) => row.split(','))
      .map(([name, cost]) => [name!, Number(cost)] as const),
  );
  console.log(`Cordeau a-instances from ${DATA}; time limit ${TIME_LIMIT_MS / 1000} s per instance, seed 1`);
  const rows: string[][] = [];
  const gaps: number[] = [];
  let worst = 0;
  let allFeasible = true;
  for (const [name, best] of bks) {
    const outcome = plan(() => parseCordeau(readFileSync(join(DATA, `${name}.txt`), 'utf8')));
    const gap = (100 * (outcome.cost - best)) / best;
    gaps.push(gap);
    worst = Math.max(worst, outcome.seconds);
    allFeasible &&= outcome.feasible;
    rows.push([name, outcome.cost.toFixed(2), best.toFixed(2), gap.toFixed(2), outcome.seconds.toFixed(2), String(outcome.iterations), outcome.feasible ? 'yes' : 'NO']);
    for (const problem of outcome.problems) console.log(`  ${name}: ${problem}`);
  }
  table(['instance', 'cost', 'best known', 'gap %', 'seconds', 'iterations', 'feasible'], rows);
  const meanGap = gaps.reduce((a, b) => a + b, 0) / gaps.length;
  console.log(`\n  mean gap ${meanGap.toFixed(2)} %, worst time ${worst.toFixed(2)} s, every plan feasible: ${allFeasible ? 'yes' : 'NO'}`);
  const met = judged(
    'darp',
    `Cordeau a-instances (${rows.length})`,
    `${allFeasible ? 'all' : 'not all'} feasible, mean gap ${meanGap.toFixed(2)} %, worst ${worst.toFixed(2)} s`,
    `all feasible, ≤ ${TARGET_GAP} %, ≤ ${TARGET_SECONDS} s`,
    allFeasible && meanGap <= TARGET_GAP && worst <= TARGET_SECONDS,
  );
  console.log(`  targets (all feasible, mean gap <= ${TARGET_GAP} %, every instance <= ${TARGET_SECONDS} s): ${met ? 'met' : 'NOT met'}`);

  console.log('\nGenerated instances of the same family (no best known cost): feasibility and time');
  const generated = GENERATED.map(({ name, ...spec }) => {
    const outcome = plan(() => parseCordeau(generateCordeau(spec)));
    for (const problem of outcome.problems) console.log(`  ${name}: ${problem}`);
    return [name, `${spec.vehicles}`, `${spec.requests}`, `${spec.capacity}`, `${spec.maxRideTime}`, outcome.cost.toFixed(2), outcome.seconds.toFixed(2), String(outcome.iterations), outcome.feasible ? 'yes' : 'NO'];
  });
  table(['instance', 'K', 'n', 'Q', 'L', 'cost', 'seconds', 'iterations', 'feasible'], generated);
}
