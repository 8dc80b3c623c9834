// One planner thread and the jobs waiting for it, first come first served: a long job holds up only its own lane.
// A job whose caller has gone leaves the line, or, running in a lane of long jobs, is told to stop through a flag it
// shares with the thread; a thread that has not stopped soon after is ended, and the next job starts a fresh one.
// The thread starts when it is first wanted (loading the planner takes a moment); an idle one does not keep the
// process alive.
import { Worker } from 'node:worker_threads';
import { PLANNER_THREAD, TSCONFIG } from '@/server/server-files';
import type { PlannerAnswer, PlannerJob, PlannerWork } from './planner-thread';

/** How long a thread told to stop has to answer before it is ended. */
const STOP_GRACE_MS = 1000;

interface Waiting {
  /** the work as sent, made when the thread takes it, so that it can count the time it waited */
  work: () => PlannerWork;
  signal: AbortSignal | undefined;
  resolve(value: unknown): void;
  reject(err: Error): void;
}

interface Running {
  job: Waiting;
  id: number;
  stop: Int32Array;
  /** told to stop: its caller has gone */
  told: boolean;
}

export interface Lane {
  /** jobs waiting beside the one running */
  waiting(): number;
  /**
   * The work's answer. When `signal` aborts, the job leaves the line, or, running, is stopped: the promise then
   * rejects with `gone()` once the thread is free again.
   */
  run<T>(work: () => PlannerWork, signal?: AbortSignal): Promise<T>;
  /** Starts the thread ahead of its first job; resolves once it takes jobs (or has failed to start). */
  warm(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `gone()` is the error of a job whose caller has gone. With `stopsRunning` false (short jobs) a running job is left
 * to end by itself: ending its thread would cost the next job the thread's start.
 */
export function createLane(gone: () => Error, { stopsRunning }: { stopsRunning: boolean }): Lane {
  let worker: Worker | null = null;
  let ready: Promise<void> = Promise.resolve();
  let running: Running | null = null;
  let nextId = 0;
  const line: Waiting[] = [];

  function settle(outcome: { result: unknown } | { error: Error }) {
    const { job, told } = running!;
    running = null;
    if (told) job.reject(gone());
    else if ('error' in outcome) job.reject(outcome.error);
    else job.resolve(outcome.result);
    startNext();
  }

  function thread(): Worker {
    if (worker) return worker;
    const w = new Worker(PLANNER_THREAD, { workerData: { tsconfig: TSCONFIG } });
    let loaded = () => {};
    ready = new Promise((resolve) => {
      loaded = resolve;
    });
    w.on('message', (answer: PlannerAnswer) => {
      if ('ready' in answer) return loaded();
      if (running?.id !== answer.id) return;
      settle('error' in answer ? { error: new Error(answer.error) } : { result: answer.result });
    });
    let failure: Error = new Error('the planner stopped');
    w.on('error', (err) => {
      failure = err;
    });
    w.on('exit', () => {
      loaded();
      if (worker !== w) return;
      worker = null;
      if (running) settle({ error: failure });
    });
    w.unref();
    worker = w;
    return w;
  }

  function startNext() {
    while (!running && line.length > 0) {
      const job = line.shift()!;
      if (job.signal?.aborted) {
        job.reject(gone());
        continue;
      }
      const stop = new Int32Array(new SharedArrayBuffer(4));
      running = { job, id: ++nextId, stop, told: false };
      thread().postMessage({ ...job.work(), id: running.id, stop: stop.buffer } satisfies PlannerJob);
    }
  }

  function abandon(job: Waiting) {
    const at = line.indexOf(job);
    if (at >= 0) {
      line.splice(at, 1);
      job.reject(gone());
      return;
    }
    const told = running;
    if (told?.job !== job || told.told) return;
    told.told = true;
    if (!stopsRunning) return;
    Atomics.store(told.stop, 0, 1);
    const w = worker;
    setTimeout(() => {
      if (running === told && worker === w) void w?.terminate();
    }, STOP_GRACE_MS).unref();
  }

  return {
    waiting: () => line.length,
    warm() {
      thread();
      return ready;
    },
    run<T>(work: () => PlannerWork, signal?: AbortSignal) {
      return new Promise<T>((resolve, reject) => {
        const job: Waiting = { work, signal, resolve: resolve as (value: unknown) => void, reject };
        signal?.addEventListener('abort', () => abandon(job), { once: true });
        line.push(job);
        startNext();
      });
    },
    async close() {
      for (const job of line.splice(0)) job.reject(new Error('the planner stopped'));
      const w = worker;
      worker = null;
      if (running) settle({ error: new Error('the planner stopped') });
      await w?.terminate();
    },
  };
}
