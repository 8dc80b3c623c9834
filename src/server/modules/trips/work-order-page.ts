// GET /api/trips?sort=work: one page in the work order (src/domain/trips/trip-work-order.ts). Each status group is read by a
// query of its own along an index, so the page stops after its rows instead of sorting every trip the caller has.
import { and, asc, count, desc, type SQL } from 'drizzle-orm';
import type { TripStatus } from '@/domain/common/enums';
import type { TripListQuery } from '@/domain/trips/trip-views';
import { pageAcrossGroups, workGroupsFor, type TripWorkGroup } from '@/domain/trips/trip-work-order';
import type { Db } from '@/server/db/connect';
import { trips } from '@/server/db/schema';
import type { Caller } from '@/server/plugins/auth';
import { type ReaderDay, tripFilterCondition } from './trip-filters';
import { selectTripRows, type TripPage } from './trip-rows';
import { tripScope } from './trip-scope';

const GROUP_ORDER: Record<TripWorkGroup['order'], SQL[]> = {
  soonestScheduled: [asc(trips.scheduledTime), asc(trips.id)],
  newest: [desc(trips.createdAt), desc(trips.id)],
};

export async function workOrderPage(db: Db, caller: Caller, q: TripListQuery, reader: ReaderDay): Promise<TripPage> {
  const groups = workGroupsFor(q.status);
  const where = (statuses: readonly TripStatus[]) => and(tripScope(caller, statuses), tripFilterCondition({ ...q, status: [...statuses] }, reader));
  // one snapshot for the counts and the pages: a trip moving to another group meanwhile is neither shown twice nor missed
  return db.transaction(
    async (tx) => {
      const counted = await tx
        .select({ status: trips.status, n: count() })
        .from(trips)
        .where(where(groups.flatMap((g) => g.statuses)))
        .groupBy(trips.status);
      const byStatus = new Map(counted.map((c) => [c.status, Number(c.n)]));
      const sizes = groups.map((g) => g.statuses.reduce((sum, s) => sum + (byStatus.get(s) ?? 0), 0));
      const rows = [];
      for (const slice of pageAcrossGroups(sizes, q.offset, q.limit)) {
        const group = groups[slice.group]!;
        rows.push(
          ...(await selectTripRows(tx)
            .where(where(group.statuses))
            .orderBy(...GROUP_ORDER[group.order])
            .limit(slice.limit)
            .offset(slice.offset)),
        );
      }
      return { rows, total: sizes.reduce((a, b) => a + b, 0) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
