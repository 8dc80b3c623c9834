// A trip as the agencies' lists see it now: read after the change committed, so the answer is never older than the event.
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';

export interface TripNow {
  status: string;
  assignedAgencyId: string | null;
  /** The agencies with an offer they have not declined (still open, or accepted). */
  offeredTo: ReadonlySet<string>;
}

/** One query per event: the trip's status and assignment with its open offers; null once the trip is gone. */
export async function tripNow(db: Db, tripId: string): Promise<TripNow | null> {
  const rows = await rawRows<{ status: string; assigned_agency_id: string | null; agency_id: string | null }>(
    db,
    sql`select t.status, t.assigned_agency_id, r.agency_id
        from trips t left join agency_responses r on r.trip_id = t.id and r.response <> 'DECLINED'
        where t.id = ${tripId}`,
  );
  const first = rows[0];
  if (!first) return null;
  const offeredTo = new Set(rows.flatMap((r) => (r.agency_id ? [r.agency_id] : [])));
  return { status: first.status, assignedAgencyId: first.assigned_agency_id, offeredTo };
}
