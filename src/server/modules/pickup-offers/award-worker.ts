// Settles compare-offers requests at their deadline on every instance every 15 seconds: an award comes at most this late.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/server/db/connect';
import { createSweepWorker, type SweepWorker } from '@/server/periodic-sweep';
import type { AlertSettings } from '../notifications/alerts';
import { awardDueRequests } from './award-at-deadline';

const SWEEP_EVERY_MS = 15_000;

export type AwardWorker = SweepWorker;

/** `now`: the app's clock, which the deadlines are judged by. */
export const createAwardWorker = (deps: { db: Db; alerts: AlertSettings; log: FastifyBaseLogger; now: () => Date }): AwardWorker =>
  createSweepWorker({
    sweepOnce: () => awardDueRequests(deps.db, deps.alerts, deps.now()),
    everyMs: SWEEP_EVERY_MS,
    log: deps.log,
    done: 'compare-offers requests settled at their deadline',
    failed: 'offer deadline sweep failed; retried at the next',
  });
