// One planner thread per instance, started on first use: jobs queue there one at a time, so a long plan occupies one
// of the machine's cores and never the server's own thread. A thread that dies fails its jobs and is started afresh.
import { Worker } from 'node:worker_threads';
import type { DarpSolution } from '../../../planner/darp/model';
import type { ShiftProblem } from '../../../planner/dispatch/shift-problem';
import type { RoutePlan, RouteProblem } from '../../../planner/route';
import { PLANNER_THREAD } from '../../server-files';
import type { PlannerAnswer, PlannerJob } from './planner-thread';

export interface Planner {
  route(problem: RouteProblem): Promise<RoutePlan>;
  shift(problem: ShiftProblem, timeLimitMs: number): Promise<DarpSolution>;
  close(): Promise<void>;
}

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

export function createPlanner(): Planner {
  let worker: Worker | null = null;
  let nextId = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();

  function failAll(err: Error) {
    for (const job of pending.values()) job.reject(err);
    pending.clear();
  }

  function thread(): Worker {
    if (worker) return worker;
    const w = new Worker(PLANNER_THREAD);
    w.on('message', (answer: PlannerAnswer) => {
      const job = pending.get(answer.id);
      if (!job) return;
      pending.delete(answer.id);
      if ('error' in answer) job.reject(new Error(answer.error));
      else job.resolve(answer.result);
    });
    w.on('error', (err) => failAll(err));
    w.on('exit', () => {
      if (worker === w) worker = null;
      failAll(new Error('the planner stopped'));
    });
    // an idle planner thread does not keep the process alive
    w.unref();
    worker = w;
    return w;
  }

  function run<T>(job: DistributiveOmit<PlannerJob, 'id'>): Promise<T> {
    const id = ++nextId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      thread().postMessage({ id, ...job });
    });
  }

  return {
    route: (problem) => run<RoutePlan>({ kind: 'route', input: problem }),
    shift: (problem, timeLimitMs) => run<DarpSolution>({ kind: 'shift', input: { problem, options: { timeLimitMs } } }),
    async close() {
      const w = worker;
      worker = null;
      await w?.terminate();
    },
  };
}
