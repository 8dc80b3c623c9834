import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { OverviewAttention, WaitingTrip } from '@/domain/analytics/overview-attention';
import type { Db } from '@/server/db/connect';
import { agencies, hospitals, trips } from '@/server/db/schema';
import type { Caller } from '@/server/plugins/auth';
import { tripScope } from '../trips';

const MINUTE = 60_000;

/**
 * The Overview's "needs attention": the caller's requests waiting for an agency, apart from those escalated, and the
 * escalated ones, each oldest first with how long it has waited; and the facility and agency registrations awaiting review.
 * Linked returns still held are not waiting for an agency (docs/rules.md, "Linked returns").
 */
export async function overviewAttention(db: Db, caller: Caller, limit: number, now = new Date()): Promise<OverviewAttention> {
  // a linked return not yet opened waits for its outbound or its release, not for an agency
  const pending = and(eq(trips.status, 'PENDING'), tripScope(caller, ['PENDING']), sql`not (${trips.returnKind} is not null and ${trips.returnOpenedAt} is null)`);
  const waiting = and(pending, isNull(trips.escalatedAt));
  const escalated = and(pending, isNotNull(trips.escalatedAt));
  const oldest = async (where: typeof pending): Promise<WaitingTrip[]> => {
    const rows = await db
      .select({
        id: trips.id,
        tripNumber: trips.tripNumber,
        patientId: trips.patientId,
        fromLocation: trips.fromLocation,
        toLocation: trips.toLocation,
        priority: trips.priority,
        createdAt: trips.createdAt,
        escalatedAt: trips.escalatedAt,
        // written with the table's name: drizzle leaves a one-table select's columns unqualified, and these are correlated
        facility: sql<WaitingTrip['facility']>`(select json_build_object('name', h.name, 'phone', h.phone) from hospitals as h where h.id = trips.hospital_id)`,
        agencies: sql<WaitingTrip['agencies']>`(select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'phone', a.phone, 'answer', r.response)
            order by r.distance_miles asc nulls last, a.name asc), '[]')
          from agency_responses as r join agencies as a on a.id = r.agency_id where r.trip_id = trips.id and r.response in ('OFFERED', 'DECLINED'))`,
      })
      .from(trips)
      .where(where)
      .orderBy(asc(trips.createdAt), asc(trips.id))
      .limit(limit);
    return rows.map((r) => ({
      ...r,
      // a request without a requesting facility is named by its pickup place
      facility: r.facility ?? { name: r.fromLocation, phone: null },
      createdAt: r.createdAt.toISOString(),
      escalatedAt: r.escalatedAt?.toISOString() ?? null,
      waitingMinutes: Math.max(0, Math.floor((now.getTime() - r.createdAt.getTime()) / MINUTE)),
    }));
  };
  const [[counts], waitingOldest, escalatedOldest, [hospitalCount], [agencyCount]] = await Promise.all([
    db
      .select({
        waiting: sql<number>`count(*) filter (where ${trips.escalatedAt} is null)::int`,
        escalated: sql<number>`count(*) filter (where ${trips.escalatedAt} is not null)::int`,
      })
      .from(trips)
      .where(pending),
    oldest(waiting),
    oldest(escalated),
    db.select({ n: count() }).from(hospitals).where(eq(hospitals.requiresReview, true)),
    db.select({ n: count() }).from(agencies).where(eq(agencies.requiresReview, true)),
  ]);
  return {
    waiting: { count: counts?.waiting ?? 0, oldest: waitingOldest },
    escalated: { count: counts?.escalated ?? 0, oldest: escalatedOldest },
    registrations: { facilities: hospitalCount?.n ?? 0, agencies: agencyCount?.n ?? 0 },
  };
}
