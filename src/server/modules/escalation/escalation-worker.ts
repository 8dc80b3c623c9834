// Runs the escalation sweep on every instance every half minute: a request is escalated at most this late. The returns
// sweep (linked returns' first looks) runs with it, first, so a return offered to all is escalated from then.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/server/db/connect';
import type { AlertSettings } from '../notifications/alerts';
import { sweepReturns } from '../trips/sweep-returns';
import { escalateDueRequests } from './escalate-requests';

const SWEEP_EVERY_MS = 30_000;

export interface EscalationWorker {
  start(): void;
  stop(): Promise<void>;
  /** One sweep now; answers how many requests it escalated. */
  sweep(): Promise<number>;
}

export function createEscalationWorker(deps: { db: Db; alerts: AlertSettings; log: FastifyBaseLogger }): EscalationWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  const sweep = () =>
    (running ??= sweepReturns(deps.db, deps.alerts)
      .then(() => escalateDueRequests(deps.db, deps.alerts))
      .then((n) => {
        if (n > 0) deps.log.info({ escalated: n }, 'transport requests escalated');
        return n;
      })
      .finally(() => {
        running = null;
      }));
  return {
    start() {
      const tick = () => void sweep().catch((err: unknown) => deps.log.error({ err }, 'escalation sweep failed; retried at the next'));
      timer = setInterval(tick, SWEEP_EVERY_MS).unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
    sweep,
  };
}
