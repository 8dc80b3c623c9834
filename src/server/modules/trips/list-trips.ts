// GET /api/trips: one page of the caller's trips, filtered and sorted in the query, with the count of all that match.
import { and, count, eq, inArray, sql, sum, type SQL } from 'drizzle-orm';
import { TRIP_STATUSES, type TripStatus } from '@/domain/common/enums';
import type { TripFilterQuery, TripListQuery } from '@/domain/trips/trip-views';
import type { TripListAnswer, TripListItem, TripSummary } from '@/domain/trips/trip-answers';
import type { Db } from '@/server/db/connect';
import { preparedQueries } from '@/server/db/prepared';
import { agencies, trips, tripStatusCounts } from '@/server/db/schema';
import type { Caller } from '@/server/plugins/auth';
import { arrivalsOf } from './arrival-estimates';
import { offerCountsOf } from './offer-counts';
import { type ReaderDay, tripFilterCondition, tripOrder } from './trip-filters';
import { selectTripRows, TRIP_ROW_SELECTION, type TripListRow, type TripPage, withAssignedAgency } from './trip-rows';
import { isAvailableTrips, type ScopeOf, tripScope } from './trip-scope';
import { workOrderPage } from './work-order-page';

export const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export const toTripListItem = (t: TripListRow, agencyName: string | null, suggestedUnitId: string | null = null): TripListItem => ({
  id: t.id,
  tripNumber: t.tripNumber,
  patientId: t.patientId,
  // the facility list reads patientName: it carries the patient id, never a name
  patientName: t.patientId,
  fromLocation: t.fromLocation,
  toLocation: t.toLocation,
  status: t.status,
  priority: t.priority,
  transportLevel: t.transportLevel,
  urgencyLevel: t.urgencyLevel,
  scheduledTime: t.scheduledTime.toISOString(),
  createdAt: t.createdAt.toISOString(),
  assignedAgency: t.assignedAgencyId && agencyName !== null ? { id: t.assignedAgencyId, name: agencyName } : null,
  diagnosis: t.diagnosis,
  mobilityLevel: t.mobilityLevel,
  oxygenRequired: t.oxygenRequired,
  monitoringRequired: t.monitoringRequired,
  isolation: t.isolation,
  bariatric: t.bariatric,
  patientWeight: t.patientWeight,
  actualStartTime: iso(t.actualStartTime),
  hospitalId: t.hospitalId,
  assignedAgencyId: t.assignedAgencyId,
  acceptedTimestamp: iso(t.acceptedTimestamp),
  pickupTimestamp: iso(t.pickupTimestamp),
  completionTimestamp: iso(t.completionTimestamp),
  cancelledTimestamp: iso(t.cancelledTimestamp),
  escalatedAt: iso(t.escalatedAt),
  loadedMiles: t.loadedMiles,
  estimatedMinutes: t.estimatedMinutes,
  revenue: t.revenue,
  assignedUnitId: t.assignedUnitId,
  suggestedUnitId,
  latestStep: t.latestStep,
  latestStepAt: iso(t.latestStepAt),
  returnTripId: t.returnTripId,
  returnKind: t.returnKind,
  returnOpenedAt: iso(t.returnOpenedAt),
  acceptanceMode: t.acceptanceMode,
  offerDeadline: iso(t.offerDeadline),
  committedPickupAt: iso(t.committedPickupAt),
  phoneAcceptance:
    t.phoneAcceptedBy !== null && t.phoneRecordedBy !== null && t.phoneRecordedAt !== null
      ? { acceptedBy: t.phoneAcceptedBy, recordedBy: t.phoneRecordedBy, recordedAt: t.phoneRecordedAt.toISOString() }
      : null,
});

/**
 * Every trip the caller may see, counted by status. The control center and a facility add up the maintained counts
 * per hospital and status (a few rows); an agency's trips, offered or assigned, are counted in one pass.
 */
export async function summaryOf(db: Db, caller: Caller): Promise<TripSummary> {
  const rows = await (caller.userType === 'EMS'
    ? db.select({ status: trips.status, n: count() }).from(trips).where(tripScope(caller)).groupBy(trips.status)
    : db
        .select({ status: tripStatusCounts.status, n: sum(tripStatusCounts.trips) })
        .from(tripStatusCounts)
        .where(countsScope(caller))
        .groupBy(tripStatusCounts.status));
  const byStatus = Object.fromEntries(TRIP_STATUSES.map((s) => [s, 0])) as Record<TripStatus, number>;
  for (const r of rows) byStatus[r.status] = Number(r.n);
  return { total: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus };
}

/** The maintained counts the control center (all) or a facility (its hospital's) may see. */
function countsScope(caller: Caller): SQL | undefined {
  if (caller.userType === 'ADMIN' || caller.userType === 'USER') return undefined;
  return caller.userType === 'HEALTHCARE' && caller.hospitalId ? eq(tripStatusCounts.hospitalId, caller.hospitalId) : sql`false`;
}

/** A page of the caller's trips; `now` is the moment the estimated arrivals and the caller's today are counted from. */
export async function listTrips(db: Db, caller: Caller, q: TripListQuery, now: Date): Promise<Omit<TripListAnswer, 'success'>> {
  const { sort } = q;
  const reader = { timeZone: caller.timeZone, now };
  const [page, summary] = await Promise.all([
    sort === 'work' ? workOrderPage(db, caller, q, reader) : columnOrderPage(db, caller, { ...q, sort }, reader),
    q.summary ? summaryOf(db, caller) : undefined,
  ]);
  const listed = page.rows.map((r) => r.trip);
  const [arrivals, offerCounts] = await Promise.all([arrivalsOf(db, listed, now), offerCountsOf(db, caller, listed)]);
  return {
    data: page.rows.map((r) =>
      Object.assign(toTripListItem(r.trip, r.agencyName, r.suggestedUnitId ?? null), {
        estimatedArrival: arrivals.get(r.trip.id) ?? null,
        offerCount: offerCounts.get(r.trip.id) ?? null,
      }),
    ),
    total: page.total,
    ...(summary ? { summary } : {}),
  };
}

/**
 * An agency's Available Trips in order, each row with the count of all: every match is read to be sorted anyway, so
 * one statement sorts, counts (a window over the matches) and, once paged, cuts them.
 */
const availableInOrder = (db: Db, agency: ScopeOf, q: TripFilterQuery, reader: ReaderDay) =>
  db
    .select({
      ...TRIP_ROW_SELECTION,
      suggestedUnitId: sql<string | null>`(select r.suggested_unit_id from agency_responses as r where r.trip_id = ${trips.id} and r.agency_id = ${agency.agencyId})`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(trips)
    .leftJoin(agencies, withAssignedAgency)
    .where(and(tripScope(agency, q.status), tripFilterCondition(q, reader)))
    .orderBy(...tripOrder(q));

// the agency and the page are the prepared query's values; it serves no day filter, so no reader's day enters it
const ANY_AGENCY: ScopeOf = { userType: 'EMS', hospitalId: null, agencyId: sql.placeholder('agencyId') };
const NO_DAY: ReaderDay = { timeZone: 'UTC', now: new Date(0) };
const prepareAvailable = (db: Db, name: string, q: TripFilterQuery) =>
  availableInOrder(db, ANY_AGENCY, q, NO_DAY).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name);
const availableQueries = preparedQueries<ReturnType<typeof prepareAvailable>>();

/**
 * A page of an agency's Available Trips and their count; undefined for a page past the end, which has no row to carry
 * the count. Narrowed by nothing but the status (the spec's call, and the agency's screen in each of its orders), the
 * statement is built and planned once per order (planning it took as long as running it on the embedded database);
 * filtered, it is built and planned for its filters at each call (a search pattern above all).
 */
async function availablePage(db: Db, caller: Caller, q: TripFilterQuery & Pick<TripListQuery, 'limit' | 'offset'>, reader: ReaderDay) {
  const { limit, offset } = q;
  const name = `available_trips_${q.sort}_${q.order}`;
  const rows =
    tripFilterCondition({ ...q, status: undefined }, reader) === undefined
      ? await availableQueries(db, name, () => prepareAvailable(db, name, q)).execute({ agencyId: caller.agencyId, limit, offset })
      : await availableInOrder(db, caller, q, reader).limit(limit).offset(offset);
  return rows.length > 0 || offset === 0 ? { rows, total: rows[0]?.total ?? 0 } : undefined;
}

/**
 * A page sorted by one column (newest first by default). The page's ids are picked first, along an index where one
 * holds every column the filters need, and only those rows are read whole: not every match's.
 */
async function columnOrderPage(db: Db, caller: Caller, q: TripFilterQuery & Pick<TripListQuery, 'limit' | 'offset'>, reader: ReaderDay): Promise<TripPage> {
  const available = isAvailableTrips(caller, q.status) ? await availablePage(db, caller, q, reader) : undefined;
  if (available) return available;
  const where = and(tripScope(caller, q.status), tripFilterCondition(q, reader));
  const order = tripOrder(q);
  const pageIds = db.select({ id: trips.id }).from(trips).where(where).orderBy(...order).limit(q.limit).offset(q.offset);
  // two queries, not a window count: the page can then stop early along an index instead of sorting every match
  const [rows, [counted]] = await Promise.all([
    selectTripRows(db).where(inArray(trips.id, pageIds)).orderBy(...order),
    db.select({ n: count() }).from(trips).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}
