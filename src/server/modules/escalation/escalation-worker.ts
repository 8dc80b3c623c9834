// Runs the escalation sweep on every instance every half minute: a request is escalated at most this late.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/server/db/connect';
import { createSweepWorker, type SweepWorker } from '@/server/periodic-sweep';
import type { AlertSettings } from '../notifications/alerts';
import { escalateDueRequests } from './escalate-requests';

const SWEEP_EVERY_MS = 30_000;

export type EscalationWorker = SweepWorker;

export const createEscalationWorker = (deps: { db: Db; alerts: AlertSettings; log: FastifyBaseLogger }): EscalationWorker =>
  createSweepWorker({
    sweepOnce: () => escalateDueRequests(deps.db, deps.alerts),
    everyMs: SWEEP_EVERY_MS,
    log: deps.log,
    done: 'transport requests escalated',
    failed: 'escalation sweep failed; retried at the next',
  });
