// Trip numbers TRP-YYYYMMDD-NNNN, counted per UTC day; the demo trips already use the same series.
import { sql } from 'drizzle-orm';
import { TRIP_ERRORS } from '../../../domain/trip-errors';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { rawRows } from '../../db/raw-query';
import { conflict } from '../../http/errors';

const CONSTRAINT = 'trips_trip_number_unique';
const ATTEMPTS = 8;

export const tripNumberDay = (at: Date) => at.toISOString().slice(0, 10).replaceAll('-', '');

/** The day's highest number plus one, read inside the creating transaction. */
export async function nextTripNumber(db: Db, at: Date): Promise<string> {
  const prefix = `TRP-${tripNumberDay(at)}-`;
  const [row] = await rawRows<{ n: number | string }>(
    db,
    sql`select coalesce(max(substring(trip_number from ${prefix.length + 1}::int)::int), 0) as n
        from trips where trip_number ~ ${`^${prefix}[0-9]{1,9}$`}`,
  );
  return `${prefix}${String(Number(row?.n ?? 0) + 1).padStart(4, '0')}`;
}

// Two requests numbered at the same moment read the same maximum: the second insert breaks the unique index.
const isNumberClash = (err: unknown) => {
  if (!isUniqueViolation(err)) return false;
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { constraint, message } = e as { constraint?: unknown; message?: unknown };
    if (constraint === CONSTRAINT || (typeof message === 'string' && message.includes(CONSTRAINT))) return true;
  }
  return false;
};

/** Runs the creating transaction again when its number was taken meanwhile; the loser simply takes the next one. */
export async function retryOnNumberClash<T>(create: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (err) {
      if (!isNumberClash(err)) throw err;
      if (attempt >= ATTEMPTS) throw conflict(TRIP_ERRORS.busy);
    }
  }
}
