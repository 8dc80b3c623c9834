// Section "darp": the dial-a-ride planner on the standard Cordeau instances a2-16 … a5-60
// (../shared/bench-data/darp, proven optimal costs in bks.csv), then on busy-day instances of the same family, 48 to
// 96 requests on 6 to 8 vehicles (bench/darp-large.ts, gaps to the best costs known from long runs), then on random
// instances with capacity 6 and ride time 45, checked for feasibility only. Every plan is verified by
// bench/darp-check.ts, which shares no code with the planner's scheduling. Wall time per instance covers reading
// the file and planning, in this process, one instance at a time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CordeauInstance, cordeauProblem, parseCordeau } from '../src/planner/darp/cordeau';
import { solveDarp } from '../src/planner/darp/solver';
import { checkDarpAnswer } from './darp-check';
import { generateCordeau, type GeneratedSpec } from './darp-generate';
import { LARGE_INSTANCES } from './darp-large';
import { table } from './report';
import { judged } from './verdicts';

const DATA = join(import.meta.dirname, '..', '..', 'shared', 'bench-data', 'darp');
const TIME_LIMIT_MS = 4000;
const TARGET_GAP = 1;
const TARGET_LARGE_GAP = 0.5;
const TARGET_SECONDS = 5;
const GENERATED: (GeneratedSpec & { name: string })[] = [
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

interface Measured {
  name: string;
  outcome: Outcome;
  best: number;
}

/** One table of instances with a reference cost, its mean and worst gap, and the verdict on it. */
function gapTable(what: string, measured: Measured[], targetGap: number): void {
  const gaps = measured.map(({ outcome, best }) => (100 * (outcome.cost - best)) / best);
  table(
    ['instance', 'cost', 'reference', 'gap %', 'seconds', 'iterations', 'feasible'],
    measured.map(({ name, outcome, best }, k) => [
      name,
      outcome.cost.toFixed(2),
      best.toFixed(2),
      gaps[k]!.toFixed(2),
      outcome.seconds.toFixed(2),
      String(outcome.iterations),
      outcome.feasible ? 'yes' : 'NO',
    ]),
  );
  for (const { name, outcome } of measured) for (const problem of outcome.problems) console.log(`  ${name}: ${problem}`);
  const meanGap = gaps.reduce((a, b) => a + b, 0) / gaps.length;
  const worstGap = Math.max(...gaps);
  const worstTime = Math.max(...measured.map((m) => m.outcome.seconds));
  const allFeasible = measured.every((m) => m.outcome.feasible);
  console.log(`\n  mean gap ${meanGap.toFixed(2)} %, worst gap ${worstGap.toFixed(2)} %, worst time ${worstTime.toFixed(2)} s, every plan feasible: ${allFeasible ? 'yes' : 'NO'}`);
  const met = judged(
    'darp',
    `${what} (${measured.length})`,
    `${allFeasible ? 'all' : 'not all'} feasible, mean gap ${meanGap.toFixed(2)} % (worst ${worstGap.toFixed(2)} %), worst ${worstTime.toFixed(2)} s`,
    `all feasible, mean gap ≤ ${targetGap} %, ≤ ${TARGET_SECONDS} s`,
    allFeasible && meanGap <= targetGap && worstTime <= TARGET_SECONDS,
  );
  console.log(`  targets (all feasible, mean gap <= ${targetGap} %, every instance <= ${TARGET_SECONDS} s): ${met ? 'met' : 'NOT met'}`);
}

export async function darpSection(): Promise<void> {
  const bks = readFileSync(join(DATA, 'bks.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((row) => row.split(','))
    .map(([name, cost]) => [name!, Number(cost)] as const);
  console.log(`Cordeau a-instances from ${DATA} (16 to 60 requests, proven optimal costs); time limit ${TIME_LIMIT_MS / 1000} s per instance, seed 1`);
  const shared = bks.map(([name, best]) => ({ name, best, outcome: plan(() => parseCordeau(readFileSync(join(DATA, `${name}.txt`), 'utf8'))) }));
  gapTable('Cordeau a-instances', shared, TARGET_GAP);

  console.log(`\nBusy-day instances of the same family (48 to 96 requests, 6 to 8 vehicles; reference: best known from long runs, see docs/planner.md); time limit ${TIME_LIMIT_MS / 1000} s, seed 1`);
  const large = LARGE_INSTANCES.map(({ name, bestKnown, ...spec }) => ({ name, best: bestKnown, outcome: plan(() => parseCordeau(generateCordeau(spec))) }));
  gapTable('busy-day instances, 48-96 requests', large, TARGET_LARGE_GAP);

  console.log('\nGenerated instances with capacity 6 and ride time 45 (no reference cost): feasibility and time');
  const generated = GENERATED.map(({ name, ...spec }) => {
    const outcome = plan(() => parseCordeau(generateCordeau(spec)));
    for (const problem of outcome.problems) console.log(`  ${name}: ${problem}`);
    return [name, `${spec.vehicles}`, `${spec.requests}`, `${spec.capacity}`, `${spec.maxRideTime}`, outcome.cost.toFixed(2), outcome.seconds.toFixed(2), String(outcome.iterations), outcome.feasible ? 'yes' : 'NO'];
  });
  table(['instance', 'K', 'n', 'Q', 'L', 'cost', 'seconds', 'iterations', 'feasible'], generated);
}
