// How many running series a facility may have (MAX_STANDING_ORDERS), counted under a lock on the facility's series so
// that two new series sent at once cannot both pass it.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { STANDING_ORDER_MESSAGES } from '@/domain/standing-orders/standing-order-messages';
import { ruleOfRow, seriesOverAt } from '@/domain/standing-orders/standing-order-rule';
import type { Tx } from '@/server/db/connect';
import { standingOrders } from '@/server/db/schema';
import { conflict } from '@/server/http/errors';

/** Throws 409 when the facility already runs `max` series: ones neither ended by hand nor past their last date. */
export async function refuseSeriesBeyondCap(tx: Tx, hospitalId: string, max: number, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`standing-orders:${hospitalId}`}))`);
  const s = standingOrders;
  const open = await tx
    .select({ daysOfWeek: s.daysOfWeek, everyDays: s.everyDays, time: s.time, startDate: s.startDate, endDate: s.endDate, count: s.count, timeZone: s.timeZone })
    .from(s)
    .where(and(eq(s.hospitalId, hospitalId), isNull(s.endedAt)));
  const running = open.filter((row) => {
    const overAt = seriesOverAt(ruleOfRow(row), null, row.timeZone);
    return overAt === null || overAt > now;
  });
  if (running.length >= max) throw conflict(STANDING_ORDER_MESSAGES.tooManySeries(max));
}
