// The WHERE and ORDER BY of the trip lists (Trip Management, its CSV export, the portals), built from the query's filters.
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { TRANSPORT_LEVELS } from '@/domain/common/enums';
import { pickupWindow } from '@/domain/trips/pickup-days';
import { TRIP_STATE_RULES, type TripState } from '@/domain/trips/trip-states';
import { OTHER_TRANSPORT_LEVEL, TRIP_DATE_RANGES, type TripFilterQuery } from '@/domain/trips/trip-views';
import { trips } from '@/server/db/schema';
import { containsPattern } from '@/server/db/text-search';

const HOUR = 3_600_000;

/** The trips in any of these states, by the rule of src/domain/trips/trip-states.ts. */
const inStates = (states: readonly TripState[]) =>
  or(
    ...states.flatMap((s) =>
      TRIP_STATE_RULES[s].map((c) =>
        and(eq(trips.status, c.status), c.crewStarted === undefined ? undefined : c.crewStarted ? isNotNull(trips.latestStep) : isNull(trips.latestStep)),
      ),
    ),
  );

/** The reader's days: its zone, and the moment (the app's clock) its today is counted from. */
export interface ReaderDay {
  timeZone: string;
  now: Date;
}

/**
 * The filters as one condition; undefined when nothing narrows the list. The pickup days are the reader's; the
 * creation range counts back from the database's own clock, which stamped the creation times.
 */
export function tripFilterCondition(q: Omit<TripFilterQuery, 'sort' | 'order'>, reader: ReaderDay): SQL | undefined {
  const hours = TRIP_DATE_RANGES[q.dateRange];
  const now = new Date();
  const pickup = pickupWindow(q, reader.now, reader.timeZone);
  const pattern = q.search ? containsPattern(q.search) : undefined;
  return and(
    q.status?.length ? inArray(trips.status, q.status) : undefined,
    q.state?.length ? inStates(q.state) : undefined,
    pickup?.since ? gte(trips.scheduledTime, pickup.since) : undefined,
    pickup?.before ? lt(trips.scheduledTime, pickup.before) : undefined,
    q.priority?.length ? inArray(trips.priority, q.priority) : undefined,
    q.transportLevel === OTHER_TRANSPORT_LEVEL
      ? notInArray(trips.transportLevel, [...TRANSPORT_LEVELS])
      : q.transportLevel
        ? inArray(trips.transportLevel, [q.transportLevel])
        : undefined,
    pattern
      ? or(ilike(trips.tripNumber, pattern), ilike(trips.patientId, pattern), ilike(trips.fromLocation, pattern), ilike(trips.toLocation, pattern))
      : undefined,
    hours === null ? undefined : gte(trips.createdAt, new Date(now.getTime() - hours * HOUR)),
    q.hospitalId ? inArray(trips.hospitalId, [q.hospitalId]) : undefined,
    q.escalated === undefined ? undefined : q.escalated ? isNotNull(trips.escalatedAt) : isNull(trips.escalatedAt),
  );
}

const SORT_COLUMN = { createdAt: trips.createdAt, tripNumber: trips.tripNumber, scheduledTime: trips.scheduledTime } as const;

/** The chosen order, then the id so that paging never repeats or skips a row among equal values. */
export function tripOrder(q: TripFilterQuery): SQL[] {
  const direction = q.order === 'asc' ? asc : desc;
  return [direction(SORT_COLUMN[q.sort]), direction(trips.id)];
}

/** The sort column as text, exactly as stored (microseconds included): the cursor of a keyset page. */
export const tripSortKey = (q: TripFilterQuery): SQL<string> => sql<string>`${SORT_COLUMN[q.sort]}::text`;

/** The rows after a cursor in the chosen order: (sort value, id) past the last row of the page before. */
export function tripsAfter(q: TripFilterQuery, cursor: { key: string; id: string }): SQL {
  const column = SORT_COLUMN[q.sort];
  const key = q.sort === 'tripNumber' ? sql`cast(${cursor.key} as text)` : sql`cast(${cursor.key} as timestamptz)`;
  const [past, reached] = q.order === 'asc' ? [sql`>`, sql`>=`] : [sql`<`, sql`<=`];
  // the first comparison alone is what an index on the sort column can serve; the pair settles ties by id
  return sql`${column} ${reached} ${key} and (${column}, ${trips.id}) ${past} (${key}, cast(${cursor.id} as uuid))`;
}
