// A sweep run on a timer on every instance: one run at a time, and a failed run is retried at the next tick.
import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicSweep<A extends unknown[]> {
  start(): void;
  stop(): Promise<void>;
  /** One run now (or the one already running); answers what it counted. */
  sweep(...args: A): Promise<number>;
}

export function periodicSweep<A extends unknown[]>(opts: { everyMs: number; log: FastifyBaseLogger; failure: string; run: (...args: A) => Promise<number> }): PeriodicSweep<A> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  const sweep = (...args: A) =>
    (running ??= opts.run(...args).finally(() => {
      running = null;
    }));
  return {
    start() {
      const tick = () => void (sweep as () => Promise<number>)().catch((err: unknown) => opts.log.error({ err }, opts.failure));
      timer = setInterval(tick, opts.everyMs).unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
    sweep,
  };
}
