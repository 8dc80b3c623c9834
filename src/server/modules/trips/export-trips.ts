// GET /api/trips/export: every trip of the caller that matches the filters, as CSV, read in keyset pages.
import { and, eq, type SQL } from 'drizzle-orm';
import { TRIP_PRIORITY_LABELS, TRIP_STATUS_LABELS } from '@/domain/common/code-labels';
import { readableTime } from '@/domain/common/time-zones';
import { TRIP_CSV_COLUMNS, UNASSIGNED_AGENCY, type TripFilterQuery } from '@/domain/trips/trip-views';
import type { Db } from '@/server/db/connect';
import { csvOfRecords } from '@/server/http/csv-file';
import { agencies, trips } from '@/server/db/schema';
import type { Caller } from '@/server/plugins/auth';
import { tripFilterCondition, tripOrder, tripSortKey, tripsAfter } from './trip-filters';
import { tripScope } from './trip-scope';

/** Rows read per query: enough to keep round trips few, small enough that 100,000 trips never sit in memory together. */
export const EXPORT_BATCH_ROWS = 2000;

type CsvRecord = Record<(typeof TRIP_CSV_COLUMNS)[number], string>;

/** One page of the export: only the columns the file shows, the agency's name and the cursor of the next page. */
const exportPage = (db: Db, q: TripFilterQuery, where: SQL | undefined, limit: number) =>
  db
    .select({
      id: trips.id,
      key: tripSortKey(q),
      tripNumber: trips.tripNumber,
      patientId: trips.patientId,
      fromLocation: trips.fromLocation,
      toLocation: trips.toLocation,
      status: trips.status,
      priority: trips.priority,
      transportLevel: trips.transportLevel,
      scheduledTime: trips.scheduledTime,
      createdAt: trips.createdAt,
      agencyName: agencies.name,
    })
    .from(trips)
    .leftJoin(agencies, eq(agencies.id, trips.assignedAgencyId))
    .where(where)
    .orderBy(...tripOrder(q))
    .limit(limit);

type ExportRow = Awaited<ReturnType<typeof exportPage>>[number];

/** A file row: the spec's codes and ISO times, then the same times as the caller's organisation reads them and the codes in words. */
const toRecord = (r: ExportRow, zone: string): CsvRecord => ({
  'Trip Number': r.tripNumber,
  'Patient ID': r.patientId,
  'From Location': r.fromLocation,
  'To Location': r.toLocation,
  Status: r.status,
  Priority: r.priority,
  'Transport Level': r.transportLevel,
  'Scheduled Time': r.scheduledTime.toISOString(),
  'Assigned Agency': r.agencyName ?? UNASSIGNED_AGENCY,
  'Created At': r.createdAt.toISOString(),
  'Scheduled Time (local)': readableTime(r.scheduledTime, zone),
  'Created At (local)': readableTime(r.createdAt, zone),
  'Status (words)': TRIP_STATUS_LABELS[r.status],
  'Priority (words)': TRIP_PRIORITY_LABELS[r.priority],
});

/**
 * The CSV of the caller's trips matching the filters, in the list's order. The first page is read before this
 * resolves, so a failing database still answers with an error status rather than a cut-off file.
 */
/** `exported`: called with each batch of trips before it is written to the file (the access log's entry). */
export async function tripsCsv(
  db: Db,
  caller: Caller,
  q: TripFilterQuery,
  exported: (rows: { id: string; patientId: string }[]) => Promise<void>,
  batch = EXPORT_BATCH_ROWS,
): Promise<NodeJS.ReadableStream> {
  // one "now" for every page, so a date range does not drift while the file is written
  const where = and(tripScope(caller), tripFilterCondition(q, { timeZone: caller.timeZone, now: new Date() }));
  const page = (after?: SQL) => exportPage(db, q, and(where, after), batch);

  let rows: ExportRow[] = await page();
  async function* records(): AsyncGenerator<CsvRecord> {
    for (;;) {
      await exported(rows);
      for (const r of rows) yield toRecord(r, caller.timeZone);
      const last = rows.at(-1);
      if (rows.length < batch || !last) return;
      rows = await page(tripsAfter(q, last));
    }
  }
  return csvOfRecords(TRIP_CSV_COLUMNS, records());
}
