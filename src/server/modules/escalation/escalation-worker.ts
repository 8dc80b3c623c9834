// Runs the escalation sweep on every instance every half minute: a request is escalated at most this late. The returns
// sweep (linked returns' first looks) runs with it, first, so a return offered to all is escalated from then.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/server/db/connect';
import { periodicSweep, type PeriodicSweep } from '@/server/periodic-sweep';
import type { AlertSettings } from '../notifications';
import { sweepReturns } from '../trips';
import { escalateDueRequests } from './escalate-requests';

const SWEEP_EVERY_MS = 30_000;

/** `sweep()` escalates now; it answers how many requests it escalated. */
export type EscalationWorker = PeriodicSweep<[]>;

export function createEscalationWorker(deps: { db: Db; alerts: AlertSettings; log: FastifyBaseLogger }): EscalationWorker {
  return periodicSweep({
    everyMs: SWEEP_EVERY_MS,
    log: deps.log,
    failure: 'escalation sweep failed; retried at the next',
    run: () =>
      sweepReturns(deps.db, deps.alerts)
        .then(() => escalateDueRequests(deps.db, deps.alerts))
        .then((n) => {
          if (n > 0) deps.log.info({ escalated: n }, 'transport requests escalated');
          return n;
        }),
  });
}
