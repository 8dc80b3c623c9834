// Trip numbers TRP-YYYYMMDD-NNNN, counted per UTC day; the demo trips already use the same series.
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';

export const tripNumberDay = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '');

/**
 * The day's next number, taken inside the creating transaction: the day's counter row stays locked until that
 * transaction ends, so simultaneous requests wait their turn and none is ever refused. A day's first number
 * continues after any trip already numbered that day (the demo data, or trips from before the counter existed).
 */
export async function nextTripNumber(db: Db, at: Date): Promise<string> {
  const day = tripNumberDay(at);
  const prefix = `TRP-${day}-`;
  const counted = () => rawRows<{ last: number }>(db, sql`update trip_number_counters set last = last + 1 where day = ${day} returning last`);
  let [row] = await counted();
  if (!row) {
    [row] = await rawRows<{ last: number }>(
      db,
      sql`insert into trip_number_counters (day, last)
          select ${day}, coalesce(max(substring(trip_number from ${prefix.length + 1}::int)::int), 0) + 1
          from trips where trip_number ~ ${`^${prefix}[0-9]{1,9}$`}
          on conflict (day) do update set last = trip_number_counters.last + 1
          returning last`,
    );
  }
  return `${prefix}${String(row!.last).padStart(4, '0')}`;
}
