// The trip lists the "trips" section measures: each one's request, and the same list written out by hand in SQL (the
// bench's expectation, read before the server starts: total, the page's ids in order, the status summary).
import { type SQL, sql } from 'drizzle-orm';
import { TRIP_STATUSES, type TripStatus } from '../src/domain/common/enums';
import type { TripSummary } from '../src/domain/trips/trip-answers';
import type { Db } from '../src/server/db/connect';
import { rawRows } from '../src/server/db/raw-query';
import { QUIET_BOUNDARY, TRIPS } from './trips-data';

export type ListName = 'filtered' | 'filteredSearch' | 'searchAll' | 'available' | 'availablePage';

/** One list: who asks, the query string, and the page it asks for. */
export interface ListCase {
  name: ListName;
  label: string;
  signedInAs: 'ADMIN' | 'EMS';
  query: string;
  page: { offset: number; limit: number };
}

/** What the list must answer, counted directly in the database. */
export interface ListExpectation {
  total: number;
  pageIds: string[];
  summary?: TripSummary;
}

/** The bench's reading of the data before any request: the lists' expectations and whom the agency list is for. */
export interface ListWorld {
  cases: ListCase[];
  expected: Record<ListName, ListExpectation>;
  /** The agency whose Available Trips are measured, and the partial patient id searched for. */
  agency: { number: number; name: string };
  search: string;
  byStatus: Record<TripStatus, number>;
}

const FILTER = 'status=PENDING,ACCEPTED&priority=HIGH,CRITICAL&dateRange=30d&sort=scheduledTime&order=asc&limit=50';
const FILTER_SQL = (cutoff: Date) =>
  sql`status in ('PENDING', 'ACCEPTED') and priority in ('HIGH', 'CRITICAL') and created_at >= ${cutoff.toISOString()}::timestamptz`;
const SEARCH_SQL = (term: string) => {
  const pattern = `%${term}%`;
  return sql`(trip_number ilike ${pattern} or patient_id ilike ${pattern} or from_location ilike ${pattern} or to_location ilike ${pattern})`;
};
const ADMIN_ORDER = sql`scheduled_time asc, id asc`;
const NEWEST_FIRST = sql`created_at desc, id desc`;
/** The server's default page size (no limit asked for). */
const DEFAULT_LIMIT = 100;

function listCases(search: string): ListCase[] {
  const q = encodeURIComponent(search);
  return [
    { name: 'filtered', label: 'Trip Management page', signedInAs: 'ADMIN', query: `${FILTER}&offset=100&summary=true`, page: { offset: 100, limit: 50 } },
    { name: 'filteredSearch', label: 'same filters, search=', signedInAs: 'ADMIN', query: `${FILTER}&offset=0&summary=true&search=${q}`, page: { offset: 0, limit: 50 } },
    { name: 'searchAll', label: 'all trips, search=', signedInAs: 'ADMIN', query: `search=${q}&dateRange=all&limit=50&summary=true`, page: { offset: 0, limit: 50 } },
    { name: 'available', label: 'Available Trips (EMS), no paging', signedInAs: 'EMS', query: 'status=PENDING', page: { offset: 0, limit: DEFAULT_LIMIT } },
    // as the dashboard asks: 50 a page, soonest first; Show more asks for the next
    {
      name: 'availablePage',
      label: 'Available Trips (EMS), second page',
      signedInAs: 'EMS',
      query: 'status=PENDING&sort=scheduledTime&order=asc&limit=50&offset=50',
      page: { offset: 50, limit: 50 },
    },
  ];
}

async function ids(db: Db, where: SQL, order: SQL): Promise<string[]> {
  return (await rawRows<{ id: string }>(db, sql`select id from trips where ${where} order by ${order}`)).map((r) => r.id);
}

/**
 * A partial patient id as someone types it: four lower-case characters, at least one a letter (digits alone would also
 * match trip numbers), taken from the trip on the filtered page's first row, so the filtered search finds it.
 */
async function searchTerm(db: Db, tripId: string): Promise<string> {
  const [row] = await rawRows<{ patientId: string }>(db, sql`select patient_id as "patientId" from trips where id = ${tripId}`);
  const patientId = row!.patientId;
  for (let start = 1; start + 4 <= patientId.length; start++) {
    const part = patientId.slice(start, start + 4);
    if (/[A-Z]/.test(part)) return part.toLowerCase();
  }
  throw new Error(`patient id ${patientId} has no letter to search for`);
}

/** The PENDING trips offered to each agency outside the race group and not declined by it: the busiest one is measured. */
async function busiestAgency(db: Db): Promise<{ number: number; name: string; id: string }> {
  const [row] = await rawRows<{ id: string; name: string }>(
    db,
    sql`select a.id, a.name from agencies as a
        join agency_responses as r on r.agency_id = a.id and r.response <> 'DECLINED'
        join trips as t on t.id = r.trip_id and t.status = 'PENDING'
        where a.name > ${`Bench Trips EMS ${String(TRIPS.raceAgencies).padStart(3, '0')}`}
        group by a.id, a.name order by count(*) desc, a.name limit 1`,
  );
  return { ...row!, number: Number(row!.name.slice(-3)) };
}

const page = (all: string[], c: ListCase): ListExpectation => ({ total: all.length, pageIds: all.slice(c.page.offset, c.page.offset + c.page.limit) });

/** Reads every list's expectation with its own SQL; `now` is the clock the data was written at. */
export async function readListWorld(db: Db, now: Date): Promise<ListWorld> {
  const cutoff = new Date(now.getTime() - QUIET_BOUNDARY.days * 86_400_000);
  const filtered = await ids(db, FILTER_SQL(cutoff), ADMIN_ORDER);
  const search = await searchTerm(db, filtered[100]!);
  const cases = listCases(search);
  const caseOf = (name: ListName) => cases.find((c) => c.name === name)!;

  const agency = await busiestAgency(db);
  const offered = sql`status = 'PENDING' and (assigned_agency_id = ${agency.id} or exists (
    select 1 from agency_responses as r where r.trip_id = trips.id and r.agency_id = ${agency.id} and r.response <> 'DECLINED'))`;
  const counted = await rawRows<{ status: TripStatus; n: number }>(db, sql`select status, count(*)::int as n from trips group by status`);
  const byStatus = Object.fromEntries(TRIP_STATUSES.map((s) => [s, counted.find((r) => r.status === s)?.n ?? 0])) as Record<TripStatus, number>;
  const summary: TripSummary = { total: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus };

  return {
    cases,
    agency: { number: agency.number, name: agency.name },
    search,
    byStatus,
    expected: {
      filtered: { ...page(filtered, caseOf('filtered')), summary },
      filteredSearch: { ...page(await ids(db, sql`${FILTER_SQL(cutoff)} and ${SEARCH_SQL(search)}`, ADMIN_ORDER), caseOf('filteredSearch')), summary },
      searchAll: { ...page(await ids(db, SEARCH_SQL(search), NEWEST_FIRST), caseOf('searchAll')), summary },
      available: page(await ids(db, offered, NEWEST_FIRST), caseOf('available')),
      availablePage: page(await ids(db, offered, sql`scheduled_time asc, id asc`), caseOf('availablePage')),
    },
  };
}
