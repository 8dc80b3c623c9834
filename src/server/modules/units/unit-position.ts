// Where a unit is: its newest reported position (the crew's position reports and the steps recorded with one), and the
// open trip it carries, which decides who may see that position on the map.
import { and, eq, isNull, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/server/db/connect';
import { trips, units } from '@/server/db/schema';

/**
 * Moves the unit to where it was at `at`, unless it already holds a position taken later: a position that arrives late
 * (a phone's queue sent after a dead zone) is kept in its table but never moves the unit back.
 */
export async function placeUnit(tx: Db | Tx, unitId: string, point: { latitude: number; longitude: number }, at: Date): Promise<void> {
  await tx
    .update(units)
    .set({ latitude: point.latitude, longitude: point.longitude, positionAt: at })
    .where(and(eq(units.id, unitId), or(isNull(units.positionAt), lt(units.positionAt, at))));
}

/** The order a unit carries its trips in: the one in progress, then the accepted ones by when they are due (the crew app's list). */
export const carryingOrder = (t: { status: SQLWrapper; scheduledTime: SQLWrapper; id: SQLWrapper }): SQL[] => [
  sql`case ${t.status} when 'IN_PROGRESS' then 0 when 'ACCEPTED' then 1 else 2 end`,
  sql`${t.scheduledTime}`,
  sql`${t.id}`,
];

// the subquery's own name for trips, so it never takes the outer query's trips row; a raw template writes an alias's
// name alone, so the from clause names the table itself
const carried = alias(trips, 'ct');

/** The id of the open trip the unit carries now, as a scalar subquery: the first in carrying order; null when it carries none. */
export const carriedTripId = (unitId: SQLWrapper | string): SQL<string | null> =>
  sql`(select ${carried.id} from trips as ct where ${carried.assignedUnitId} = ${unitId} and ${carried.status} in ('ACCEPTED', 'IN_PROGRESS')
    order by ${sql.join(carryingOrder(carried), sql`, `)} limit 1)`;
