// A patient's contact number is kept only while it may be needed: it is removed once its trip has been over (delivered
// or cancelled) for PATIENT_CONTACT_RETENTION_DAYS, and from a standing order once the series has been over as long.
// Run by the server's periodic purge.
import { inArray, isNotNull, sql } from 'drizzle-orm';
import { PATIENT_CONTACT_RETENTION_DAYS } from '@/domain/notifications/patient-texts';
import { ruleOfRow, seriesOverAt } from '@/domain/standing-orders/standing-order-rule';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import { standingOrders } from '@/server/db/schema';

const retentionStart = (now: Date) => new Date(now.getTime() - PATIENT_CONTACT_RETENTION_DAYS * 86_400_000);

/** Removes the contact numbers of trips that ended before the retention window up to `now`; answers how many. */
export async function purgeEndedTripContacts(db: Db, now: Date): Promise<number> {
  const before = retentionStart(now);
  const removed = await rawRows<{ tripId: string }>(
    db,
    sql`delete from trip_patient_contacts as c using trips as t
        where t.id = c.trip_id and t.status in ('COMPLETED', 'CANCELLED')
          and coalesce(t.completion_timestamp, t.cancelled_timestamp, t.updated_at) < ${before.toISOString()}::timestamptz
        returning c.trip_id as "tripId"`,
  );
  return removed.length;
}

/**
 * Removes the number and its consent from the standing orders over (ended, or past their last date) before the
 * retention window up to `now`; answers how many series. Their trips keep theirs under the trips' own rule.
 */
export async function purgeEndedSeriesContacts(db: Db, now: Date): Promise<number> {
  const before = retentionStart(now);
  const withNumber = await db
    .select()
    .from(standingOrders)
    .where(isNotNull(sql`${standingOrders.trip} ->> 'patientContactPhone'`));
  const over = withNumber.filter((s) => {
    const at = seriesOverAt(ruleOfRow(s), s.endedAt, s.timeZone);
    return at !== null && at < before;
  });
  if (over.length === 0) return 0;
  await db
    .update(standingOrders)
    .set({ trip: sql`${standingOrders.trip} - 'patientContactPhone' - 'patientContactConsent'`, updatedAt: now })
    .where(
      inArray(
        standingOrders.id,
        over.map((s) => s.id),
      ),
    );
  return over.length;
}
