// Reading the access log: the control center searches all of it; a facility sees the entries about its own trips.
import { and, arrayContains, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { ACCESS_LOG_CSV_COLUMNS, type AccessEntry, type AccessLogExportQuery, type AccessLogQuery } from '@/domain/audit/access-log';
import type { ListPage } from '@/domain/common/list-paging';
import type { Db } from '@/server/db/connect';
import { csvOfRecords } from '@/server/http/csv-file';
import { accessLog } from '@/server/db/schema';
import type { Caller } from '@/server/plugins/auth';

const a = accessLog;

/** The facility whose own trips alone the caller reads of the log; null for the control center, which reads all. */
const ownFacility = (caller: Caller): string | null => (caller.userType === 'HEALTHCARE' ? caller.hospitalId : null);

// A facility's own trips among an entry's: an entry may also name other facilities' trips (a control center's list),
// which it is never shown.
const ownTrips = (hospitalId: string) => sql`(select t.id, t.patient_id from trips as t where t.id = any(${a.tripIds}) and t.hospital_id = ${hospitalId})`;

const patientCondition = (caller: Caller, patientId: string): SQL => {
  const own = ownFacility(caller);
  return own ? sql`exists (select 1 from ${ownTrips(own)} as own where own.patient_id = ${patientId})` : arrayContains(a.patientIds, [patientId]);
};

const conditionOf = (caller: Caller, q: AccessLogExportQuery) =>
  and(
    ownFacility(caller) ? arrayContains(a.tripHospitalIds, [ownFacility(caller)!]) : undefined,
    q.patientId ? patientCondition(caller, q.patientId) : undefined,
    q.userId ? eq(a.actorUserId, q.userId) : undefined,
    q.from ? gte(a.at, new Date(q.from)) : undefined,
    q.to ? lte(a.at, new Date(q.to)) : undefined,
  );

const allColumns = {
  id: a.id,
  at: a.at,
  action: a.action,
  view: a.view,
  actorUserId: a.actorUserId,
  actorName: a.actorName,
  actorRole: a.actorRole,
  keyId: a.keyId,
  hospitalId: a.hospitalId,
  agencyId: a.agencyId,
  address: a.address,
  tripIds: a.tripIds,
  patientIds: a.patientIds,
};

const columnsFor = (caller: Caller) => {
  const own = ownFacility(caller);
  if (!own) return allColumns;
  return {
    ...allColumns,
    tripIds: sql<string[]>`array(select own.id from ${ownTrips(own)} as own order by own.id)`.as('trip_ids'),
    patientIds: sql<string[]>`array(select distinct own.patient_id from ${ownTrips(own)} as own)`.as('patient_ids'),
  };
};


export async function searchAccessLog(db: Db, caller: Caller, q: AccessLogQuery): Promise<ListPage<AccessEntry>> {
  const where = conditionOf(caller, q);
  const [rows, [counted]] = await Promise.all([
    db.select(columnsFor(caller)).from(a).where(where).orderBy(desc(a.at), desc(a.id)).limit(q.limit).offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(a).where(where),
  ]);
  return { data: rows.map((r) => ({ ...r, at: r.at.toISOString() })), total: counted!.n };
}

const EXPORT_BATCH = 1_000;

/** Every matching entry as a CSV file, newest first, read a batch at a time. */
export function accessLogCsv(db: Db, caller: Caller, q: AccessLogExportQuery): NodeJS.ReadableStream {
  const where = conditionOf(caller, q);
  async function* records(): AsyncGenerator<Record<(typeof ACCESS_LOG_CSV_COLUMNS)[number], string>> {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await db.select(columnsFor(caller)).from(a).where(where).orderBy(desc(a.id)).limit(EXPORT_BATCH).offset(offset);
      for (const r of rows) {
        yield {
          Entry: String(r.id),
          'Time (UTC)': r.at.toISOString(),
          Action: r.action,
          Call: r.view,
          User: r.actorName,
          Role: r.actorRole,
          'User ID': r.actorUserId ?? '',
          'API key': r.keyId ?? '',
          'Facility ID': r.hospitalId ?? '',
          'Agency ID': r.agencyId ?? '',
          Address: r.address,
          Trips: r.tripIds.join(' '),
          'Patient IDs': r.patientIds.join(' '),
        };
      }
      if (rows.length < EXPORT_BATCH) return;
    }
  }
  return csvOfRecords(ACCESS_LOG_CSV_COLUMNS, records());
}
