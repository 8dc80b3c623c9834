// The planner's own thread: route and dispatch planning take up to a few seconds of computing, which on the server's
// thread would hold up every other caller meanwhile. Each message is one job; the answer carries its id back.
import { parentPort } from 'node:worker_threads';
import { optimizeRoute, type RouteProblem } from '../../../planner/route';

export type PlannerJob = { id: number; kind: 'route'; input: RouteProblem };
export type PlannerAnswer = { id: number; result: unknown } | { id: number; error: string };

parentPort!.on('message', (job: PlannerJob) => {
  try {
    const result = job.kind === 'route' ? optimizeRoute(job.input) : null;
    parentPort!.postMessage({ id: job.id, result } satisfies PlannerAnswer);
  } catch (err) {
    parentPort!.postMessage({ id: job.id, error: err instanceof Error ? err.message : String(err) } satisfies PlannerAnswer);
  }
});
