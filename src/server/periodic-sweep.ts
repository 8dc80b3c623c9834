// A sweep every instance runs on a timer (escalation, offer deadlines): one at a time, its failures logged and retried
// at the next tick, and waited for on shutdown.
import type { FastifyBaseLogger } from 'fastify';

export interface SweepWorker {
  start(): void;
  stop(): Promise<void>;
  /** One sweep now; answers how many items it handled. */
  sweep(): Promise<number>;
}

export function createSweepWorker(o: { sweepOnce: () => Promise<number>; everyMs: number; log: FastifyBaseLogger; done: string; failed: string }): SweepWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  const sweep = () =>
    (running ??= o
      .sweepOnce()
      .then((n) => {
        if (n > 0) o.log.info({ handled: n }, o.done);
        return n;
      })
      .finally(() => {
        running = null;
      }));
  return {
    start() {
      const tick = () => void sweep().catch((err: unknown) => o.log.error({ err }, o.failed));
      timer = setInterval(tick, o.everyMs).unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
    sweep,
  };
}
