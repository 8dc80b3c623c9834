// A planner thread: route and dispatch planning take up to a few seconds of computing, which on the server's thread
// would hold up every other caller meanwhile. Each message is one job; the answer carries its id back. A plan reads
// its job's stop flag, shared with the server's thread, where it reads its clock (a route's time limit is short).
import { parentPort } from 'node:worker_threads';
import { solveDarp, type DarpSolveOptions } from '@/planner/darp/solver';
import { darpOfShift, type ShiftProblem } from '@/planner/dispatch/shift-problem';
import { optimizeRoute, type RouteProblem } from '@/planner/route';

export type PlannerWork =
  | { kind: 'route'; input: RouteProblem }
  | { kind: 'shift'; input: { problem: ShiftProblem; options: Omit<DarpSolveOptions, 'now' | 'cancelled'> } };
/** A job as sent: its work, the id its answer carries back, and the flag set once nobody waits for it. */
export type PlannerJob = PlannerWork & { id: number; stop: SharedArrayBuffer };
/** A job's answer, or the word that the thread has loaded and takes jobs. */
export type PlannerAnswer = { id: number; result: unknown } | { id: number; error: string } | { ready: true };

function run(job: PlannerJob): unknown {
  if (job.kind === 'route') return optimizeRoute(job.input);
  const stop = new Int32Array(job.stop);
  return solveDarp(darpOfShift(job.input.problem), { ...job.input.options, cancelled: () => Atomics.load(stop, 0) !== 0 });
}

parentPort!.on('message', (job: PlannerJob) => {
  try {
    parentPort!.postMessage({ id: job.id, result: run(job) } satisfies PlannerAnswer);
  } catch (err) {
    parentPort!.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) } satisfies PlannerAnswer);
  }
});
parentPort!.postMessage({ ready: true } satisfies PlannerAnswer);
