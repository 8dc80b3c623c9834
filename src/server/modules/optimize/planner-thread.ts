// The planner's own thread: route and dispatch planning take up to a few seconds of computing, which on the server's
// thread would hold up every other caller meanwhile. Each message is one job; the answer carries its id back.
import { parentPort } from 'node:worker_threads';
import { solveDarp, type DarpSolveOptions } from '../../../planner/darp/solver';
import { darpOfShift, type ShiftProblem } from '../../../planner/dispatch/shift-problem';
import { optimizeRoute, type RouteProblem } from '../../../planner/route';

export type PlannerJob =
  | { id: number; kind: 'route'; input: RouteProblem }
  | { id: number; kind: 'shift'; input: { problem: ShiftProblem; options: Omit<DarpSolveOptions, 'now'> } };
export type PlannerAnswer = { id: number; result: unknown } | { id: number; error: string };

const run = (job: PlannerJob): unknown =>
  job.kind === 'route' ? optimizeRoute(job.input) : solveDarp(darpOfShift(job.input.problem), job.input.options);

parentPort!.on('message', (job: PlannerJob) => {
  try {
    parentPort!.postMessage({ id: job.id, result: run(job) } satisfies PlannerAnswer);
  } catch (err) {
    parentPort!.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) } satisfies PlannerAnswer);
  }
});
