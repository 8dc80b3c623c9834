// A patient's contact number is kept only while it may be needed: it is removed once its trip has been over (delivered
// or cancelled) for PATIENT_CONTACT_RETENTION_DAYS. Run by the server's periodic purge.
import { sql } from 'drizzle-orm';
import { PATIENT_CONTACT_RETENTION_DAYS } from '@/domain/notifications/patient-texts';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';

/** Removes the contact numbers of trips that ended before the retention window up to `now`; answers how many. */
export async function purgeEndedTripContacts(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - PATIENT_CONTACT_RETENTION_DAYS * 86_400_000);
  const removed = await rawRows<{ tripId: string }>(
    db,
    sql`delete from trip_patient_contacts as c using trips as t
        where t.id = c.trip_id and t.status in ('COMPLETED', 'CANCELLED')
          and coalesce(t.completion_timestamp, t.cancelled_timestamp, t.updated_at) < ${before.toISOString()}::timestamptz
        returning c.trip_id as "tripId"`,
  );
  return removed.length;
}
