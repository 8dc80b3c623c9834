// Runs the warning sweep on every instance every ten minutes: the day's warnings go out within minutes of midnight at
// the control center, and a restarted or added instance finds nothing left to send twice (credential-warnings.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/server/db/connect';
import { periodicSweep, type PeriodicSweep } from '@/server/periodic-sweep';
import { todayAtCenter } from './credential-expiry';
import { sendCredentialWarnings } from './credential-warnings';

const SWEEP_EVERY_MS = 10 * 60_000;

/** `sweep()` sends the warnings due now; it answers how many it sent. */
export type CredentialWarningWorker = PeriodicSweep<[]>;

export function createCredentialWarningWorker(deps: { db: Db; center: { timeZone: string }; log: FastifyBaseLogger }): CredentialWarningWorker {
  return periodicSweep({
    everyMs: SWEEP_EVERY_MS,
    log: deps.log,
    failure: 'credential warning sweep failed; retried at the next',
    run: async () => {
      const sent = await sendCredentialWarnings(deps.db, todayAtCenter(deps.center));
      if (sent > 0) deps.log.info({ sent }, 'credential expiry warnings sent');
      return sent;
    },
  });
}
