// Makes the standing orders' due trips on every instance every few minutes; the (series, date) key makes each once.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '@/server/context';
import { periodicSweep, type PeriodicSweep } from '@/server/periodic-sweep';
import { makeDueTrips } from './make-series-trips';

const SWEEP_EVERY_MS = 5 * 60_000;

/** `sweep()` makes the due trips now; it answers how many it made. */
export type StandingOrderWorker = PeriodicSweep<[]>;

export function createStandingOrderWorker(ctx: AppContext, log: FastifyBaseLogger): StandingOrderWorker {
  return periodicSweep({
    everyMs: SWEEP_EVERY_MS,
    log,
    failure: 'standing order sweep failed; retried at the next',
    run: () =>
      makeDueTrips(ctx, { now: ctx.now(), daysAhead: ctx.config.standingOrderDaysAhead }, (seriesId, date, err) =>
        log.warn({ seriesId, date, reason: err.message }, 'a standing order date could not become a trip; tried again at the next sweep'),
      ).then((n) => {
        if (n > 0) log.info({ made: n }, 'standing order trips made');
        return n;
      }),
  });
}
