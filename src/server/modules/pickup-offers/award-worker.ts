// Settles compare-offers requests at their deadline on every instance every 15 seconds: an award comes at most this late.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/server/db/connect';
import { periodicSweep, type PeriodicSweep } from '@/server/periodic-sweep';
import type { AlertSettings } from '../notifications';
import { awardDueRequests } from './award-at-deadline';

const SWEEP_EVERY_MS = 15_000;

/** `sweep()` settles the requests due now; it answers how many it settled. */
export type AwardWorker = PeriodicSweep<[]>;

/** `now`: the app's clock, which the deadlines are judged by. */
export const createAwardWorker = (deps: { db: Db; alerts: AlertSettings; log: FastifyBaseLogger; now: () => Date }): AwardWorker =>
  periodicSweep({
    everyMs: SWEEP_EVERY_MS,
    log: deps.log,
    failure: 'offer deadline sweep failed; retried at the next',
    run: () =>
      awardDueRequests(deps.db, deps.alerts, deps.now()).then((n) => {
        if (n > 0) deps.log.info({ settled: n }, 'compare-offers requests settled at their deadline');
        return n;
      }),
  });
