// GET /api/trips/facility-overview: the Overview cards counted in one query over every trip the facility requested.
import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { localDayWindow } from '@/domain/analytics/agency-analytics';
import { OPEN_TRIP_STATUSES } from '@/domain/analytics/hospital-overview';
import type { HospitalOverview } from '@/domain/analytics/overview-answers';
import { HIGH_PRIORITIES } from '@/domain/portals/healthcare-portal-texts';
import type { Db } from '@/server/db/connect';
import { trips } from '@/server/db/schema';
import type { Caller } from '@/server/plugins/auth';
import { tripScope } from './trip-scope';

const counted = (condition: SQL | undefined) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** The caller's cards; 'today' is the local day of the caller's organisation, as on the EMS dashboard. */
export async function hospitalOverview(db: Db, caller: Caller): Promise<HospitalOverview> {
  const { todayStart } = localDayWindow(Date.now(), 1, caller.timeZone);
  const [row] = await db
    .select({
      pendingRequests: counted(eq(trips.status, 'PENDING')),
      completedToday: counted(and(eq(trips.status, 'COMPLETED'), gte(trips.completionTimestamp, todayStart))),
      highPriority: counted(and(inArray(trips.status, [...OPEN_TRIP_STATUSES]), inArray(trips.priority, [...HIGH_PRIORITIES]))),
    })
    .from(trips)
    .where(tripScope(caller));
  return { pendingRequests: Number(row?.pendingRequests ?? 0), completedToday: Number(row?.completedToday ?? 0), highPriority: Number(row?.highPriority ?? 0) };
}
