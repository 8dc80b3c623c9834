// Reading standing orders as their callers may see them, and as the screens list them with their coming dates.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StandingOrderView, OccurrenceView } from '@/domain/standing-orders/standing-order-answers';
import { STANDING_ORDER_MESSAGES } from '@/domain/standing-orders/standing-order-messages';
import { occurrenceDates, occurrencesOf, ruleOfRow, todayInZone } from '@/domain/standing-orders/standing-order-rule';
import type { Db, Tx } from '@/server/db/connect';
import { standingOrderDates, standingOrders, trips } from '@/server/db/schema';
import { forbidden, notFound } from '@/server/http/errors';
import { isUuid } from '@/server/http/ids';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { maskedPhone } from '@/domain/notifications/patient-texts';
import type { Caller } from '@/server/plugins/auth';

export type SeriesRow = typeof standingOrders.$inferSelect;

/** How many coming dates a series is shown with. */
const NEXT_DATES = 20;

/** The series a caller may see: a facility its own, the control center every one. */
export function seriesScope(caller: Caller): SQL | undefined {
  if (caller.userType === 'ADMIN') return undefined;
  if (caller.userType === 'HEALTHCARE' && caller.hospitalId) return eq(standingOrders.hospitalId, caller.hospitalId);
  throw forbidden(AUTH_MESSAGES.forbidden);
}

/** One series within the caller's scope, or 404 (another facility's series is not said to exist). */
export async function seriesFor(db: Db | Tx, caller: Caller, id: string, lock = false): Promise<SeriesRow> {
  const scope = seriesScope(caller);
  if (!isUuid(id)) throw notFound(STANDING_ORDER_MESSAGES.notFound);
  const query = db
    .select()
    .from(standingOrders)
    .where(and(eq(standingOrders.id, id), scope));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(STANDING_ORDER_MESSAGES.notFound);
  return row;
}

export const dateRowsOf = (db: Db | Tx, seriesId: string) =>
  db.select().from(standingOrderDates).where(eq(standingOrderDates.standingOrderId, seriesId)).orderBy(asc(standingOrderDates.date));

/**
 * The series' request without the patient's number, and that number masked as the trip details show it: to the
 * facility's staff only, since the control center never sees a patient's number (docs/notifications.md).
 */
function tripAndContactOf(s: SeriesRow, caller: Caller): Pick<StandingOrderView, 'trip' | 'patientContact'> {
  const { patientContactPhone: phone, patientContactConsent: _consent, ...trip } = s.trip;
  return {
    trip: trip as StandingOrderView['trip'],
    patientContact: caller.userType === 'HEALTHCARE' && typeof phone === 'string' ? { phone: maskedPhone(phone) } : null,
  };
}

// the return trip booked with a date's trip
const rideHome = alias(trips, 'ride_home');

/** The series as `caller` may read it, with its dates from today on, each with the trip it has become so far. */
export async function viewOf(db: Db | Tx, s: SeriesRow, now: Date, caller: Caller): Promise<StandingOrderView> {
  const rows = await dateRowsOf(db, s.id);
  const reading = occurrenceDates(ruleOfRow(s));
  const today = todayInZone(now, s.timeZone);
  const coming = (reading.ok ? reading.dates : []).filter((d) => d >= today).slice(0, NEXT_DATES);
  const occurrences = occurrencesOf(coming, s, rows, s.timeZone);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const tripIds = coming.map((d) => byDate.get(d)?.tripId).filter((id): id is string => !!id);
  const tripRows = tripIds.length
    ? await db
        .select({
          id: trips.id,
          tripNumber: trips.tripNumber,
          status: trips.status,
          returnId: rideHome.id,
          returnNumber: rideHome.tripNumber,
          returnStatus: rideHome.status,
        })
        .from(trips)
        .leftJoin(rideHome, eq(rideHome.id, trips.returnTripId))
        .where(inArray(trips.id, tripIds))
    : [];
  const tripById = new Map(tripRows.map((t) => [t.id, t]));
  const nextDates: OccurrenceView[] = occurrences.map((o) => {
    const trip = tripById.get(byDate.get(o.date)?.tripId ?? '');
    return {
      date: o.date,
      time: o.localTime,
      scheduledTime: o.at.toISOString(),
      skipped: o.skipped,
      shifted: o.shifted,
      tripId: trip?.id ?? null,
      tripNumber: trip?.tripNumber ?? null,
      tripStatus: trip?.status ?? null,
      returnTrip: trip?.returnId && trip.returnNumber && trip.returnStatus ? { id: trip.returnId, tripNumber: trip.returnNumber, status: trip.returnStatus } : null,
    };
  });
  return {
    id: s.id,
    hospitalId: s.hospitalId,
    timeZone: s.timeZone,
    ...tripAndContactOf(s, caller),
    daysOfWeek: ruleOfRow(s).daysOfWeek,
    everyDays: s.everyDays,
    time: s.time,
    startDate: s.startDate,
    endDate: s.endDate,
    count: s.count,
    endedAt: s.endedAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
    nextDates,
  };
}
