// Turning a series' due dates into ordinary requests through the wizard's own path. A date's trip is claimed on the
// (series, date) key in the trip's own transaction, so however many instances sweep at once, each date is made once.
import { isNull, sql } from 'drizzle-orm';
import { dueOccurrences, occurrenceDates, occurrencesOf, ruleOfRow } from '@/domain/standing-orders/standing-order-rule';
import { enhancedTripBody } from '@/domain/trips/trip-request';
import type { AppContext } from '@/server/context';
import type { Tx } from '@/server/db/connect';
import { standingOrderDates, standingOrders } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';
import type { Caller } from '@/server/plugins/auth';
import { loadSessionUser } from '../auth';
import { requestEnhancedTrip, TripAlreadyMade, type TripSource } from '../trips';
import { dateRowsOf, type SeriesRow } from './series-rows';

export const SERIES_TRIP_NOTE = (date: string) => `Transport request created by a standing order for ${date}`;

/** The claim: the date's row takes the trip only if it has none and is not skipped (one conditional statement). */
const claimDate = (seriesId: string, date: string): TripSource => ({
  note: SERIES_TRIP_NOTE(date),
  async claim(tx: Tx, tripId: string) {
    const claimed = await tx
      .insert(standingOrderDates)
      .values({ standingOrderId: seriesId, date, tripId })
      .onConflictDoUpdate({
        target: [standingOrderDates.standingOrderId, standingOrderDates.date],
        set: { tripId },
        setWhere: sql`${standingOrderDates.tripId} is null and not ${standingOrderDates.skipped}`,
      })
      .returning({ date: standingOrderDates.date });
    return claimed.length === 1;
  },
});

export interface SweepOptions {
  now: Date;
  daysAhead: number;
  /** At most this many trips (the trial of a new series' request makes one). */
  limit?: number;
}

/** Makes the series' due dates that have no trip yet; answers how many trips this call made. */
export async function makeSeriesTrips(ctx: AppContext, s: SeriesRow, o: SweepOptions, log?: (date: string, err: HttpError) => void,
): Promise<number> {
  if (s.endedAt) return 0;
  const reading = occurrenceDates(ruleOfRow(s));
  if (!reading.ok) return 0;
  const rows = await dateRowsOf(ctx.db, s.id);
  const made = new Set(rows.filter((r) => r.tripId).map((r) => r.date));
  const due = dueOccurrences(occurrencesOf(reading.dates, s, rows, s.timeZone), o.now, o.daysAhead, s.timeZone).filter((d) => !made.has(d.date))
    .slice(0, o.limit);
  if (due.length === 0) return 0;
  const user = await loadSessionUser(ctx.db, s.createdById, ctx.center.timeZone, { activeOnly: true });
  if (!user) return 0;
  const caller: Caller = { ...user, sessionId: `standing-order:${s.id}` };
  let count = 0;
  for (const d of due) {
    const body = enhancedTripBody.parse({ ...s.trip, scheduledTime: d.at.toISOString() });
    try {
      await requestEnhancedTrip(ctx, caller, body, null, claimDate(s.id, d.date));
      count += 1;
    } catch (err) {
      if (err instanceof TripAlreadyMade) continue;
      // the request no longer stands (its destination closed): the date waits, and the screen shows it has no trip
      if (err instanceof HttpError && err.statusCode < 500) log?.(d.date, err);
      else throw err;
    }
  }
  return count;
}

/** One sweep over every series still running: answers how many trips it made. */
export async function makeDueTrips(ctx: AppContext, o: SweepOptions, log?: (seriesId: string, date: string, err: HttpError) => void): Promise<number> {
  const series = await ctx.db.select().from(standingOrders).where(isNull(standingOrders.endedAt));
  let count = 0;
  for (const s of series) count += await makeSeriesTrips(ctx, s, o, (date, err) => log?.(s.id, date, err));
  return count;
}
