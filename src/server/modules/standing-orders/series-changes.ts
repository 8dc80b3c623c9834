// Making, editing and ending a series, and changing one of its dates: each in one transaction with the trips it
// makes or withdraws, so a refused change leaves nothing half-made.
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import { ruleOfBody, type OccurrenceChange, type StandingOrderBody } from '@/domain/standing-orders/standing-order-body';
import type { StandingOrderView } from '@/domain/standing-orders/standing-order-answers';
import { STANDING_ORDER_MESSAGES } from '@/domain/standing-orders/standing-order-messages';
import { occurrenceDates, occurrencesOf, ruleOfRow, zonedTime, type StandingOrderRule } from '@/domain/standing-orders/standing-order-rule';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import type { TripStatus } from '@/domain/common/enums';
import type { AppContext } from '@/server/context';
import type { Tx } from '@/server/db/connect';
import { standingOrderDates, standingOrders, trips } from '@/server/db/schema';
import { badRequest, conflict, forbidden } from '@/server/http/errors';
import type { Caller } from '@/server/plugins/auth';
import type { AlertSettings } from '../notifications';
import { makeSeriesTrips } from './make-series-trips';
import { dateRowsOf, seriesFor, viewOf, type SeriesRow } from './series-rows';
import { withdrawPendingTrip } from './withdraw-trip';
import { refuseDuplicateSeries } from './series-duplicate-check';
import { refuseSeriesBeyondCap } from './series-cap';

export interface LeftAlone {
  date: string;
  tripId: string;
  tripNumber: string;
  tripStatus: TripStatus;
}

export interface SeriesChange {
  data: StandingOrderView;
  shiftedDates: { date: string; time: string }[];
  leftAlone: LeftAlone[];
}

/** The rule of a body with its dates, or 400 naming what is wrong with it. */
function checkedRule(b: StandingOrderBody): { rule: StandingOrderRule; dates: string[] } {
  const reading = ruleOfBody(b);
  if (!reading.ok) throw badRequest(reading.message);
  const dates = occurrenceDates(reading.rule);
  if (!dates.ok) throw badRequest(dates.message);
  return { rule: reading.rule, dates: dates.dates };
}

const ruleColumns = (r: StandingOrderRule) => ({
  daysOfWeek: r.daysOfWeek,
  everyDays: r.everyDays,
  time: r.time,
  startDate: r.startDate,
  endDate: r.endDate,
  count: r.count,
});

/** The dates whose asked time the clocks skip, with the time used instead. */
const shiftedDatesOf = (dates: string[], rule: StandingOrderRule, timeZone: string) =>
  occurrencesOf(dates, rule, [], timeZone)
    .filter((o) => o.shifted)
    .map((o) => ({ date: o.date, time: o.localTime }));

// Thrown to undo the trial request of a series whose first trip is not due yet.
class TrialDone extends Error {}

/**
 * Makes the due trips in the same transaction; when none is due yet, the first date's request is tried and undone,
 * so a request the wizard's rules refuse (an unknown destination) is refused now, not weeks later.
 */
async function makeTripsNow(ctx: AppContext, tx: Tx, s: SeriesRow): Promise<void> {
  const inTx = { ...ctx, db: tx };
  const sweep = { now: ctx.now(), daysAhead: ctx.config.standingOrderDaysAhead };
  const fail = (_date: string, err: Error) => {
    throw err;
  };
  if ((await makeSeriesTrips(inTx, s, sweep, fail)) > 0) return;
  await tx
    .transaction(async (trial) => {
      await makeSeriesTrips({ ...ctx, db: trial }, s, { now: ctx.now(), daysAhead: 100_000, limit: 1 }, fail);
      throw new TrialDone();
    })
    .catch((err: unknown) => {
      if (!(err instanceof TrialDone)) throw err;
    });
}

/**
 * The request the series keeps: as sent, or with the patient's number on file and its consent when the edit keeps them
 * (the answers give the number only masked, so an edit cannot send it back).
 */
function tripToKeep(b: StandingOrderBody, kept: SeriesRow | null): StandingOrderBody['trip'] {
  if (!b.keepPatientContact) return b.trip;
  if (!kept) throw badRequest(STANDING_ORDER_MESSAGES.keepOnlyWhenEditing);
  if (b.trip.patientContactPhone !== undefined) throw badRequest(STANDING_ORDER_MESSAGES.keepOrNewNumber);
  const { patientContactPhone, patientContactConsent } = kept.trip as Pick<StandingOrderBody['trip'], 'patientContactPhone' | 'patientContactConsent'>;
  return { ...b.trip, patientContactPhone, patientContactConsent };
}

function ownHospital(caller: Caller): string {
  if (caller.userType !== 'HEALTHCARE' || !caller.hospitalId) throw forbidden(AUTH_MESSAGES.forbidden);
  return caller.hospitalId;
}

/** POST /api/standing-orders: a facility's new series, with the trips already due. */
export async function createSeries(ctx: AppContext, caller: Caller, b: StandingOrderBody): Promise<SeriesChange> {
  const hospitalId = ownHospital(caller);
  const { rule, dates } = checkedRule(b);
  const trip = tripToKeep(b, null);
  return ctx.db.transaction(async (tx) => {
    await refuseSeriesBeyondCap(tx, hospitalId, ctx.config.maxStandingOrders, ctx.now());
    if (!b.allowDuplicate) await refuseDuplicateSeries(tx, hospitalId, { trip, rule });
    const [s] = await tx
      .insert(standingOrders)
      .values({ hospitalId, createdById: caller.id, timeZone: caller.timeZone, trip, ...ruleColumns(rule) })
      .returning();
    await makeTripsNow(ctx, tx, s!);
    return { data: await viewOf(tx, s!, ctx.now(), caller), shiftedDates: shiftedDatesOf(dates, rule, s!.timeZone), leftAlone: [] };
  });
}

/**
 * Withdraws the series' future trips no agency has taken (their dates are made again from the series as it now is)
 * and answers the taken ones, which stay as they are.
 */
async function withdrawFutureTrips(tx: Tx, caller: Caller, seriesId: string, now: Date, alerts: AlertSettings): Promise<LeftAlone[]> {
  const future = await tx
    .select({ date: standingOrderDates.date, tripId: trips.id, tripNumber: trips.tripNumber, tripStatus: trips.status })
    .from(standingOrderDates)
    .innerJoin(trips, eq(trips.id, standingOrderDates.tripId))
    .where(and(eq(standingOrderDates.standingOrderId, seriesId), gt(trips.scheduledTime, now), ne(trips.status, 'CANCELLED')));
  const leftAlone: LeftAlone[] = [];
  const withdrawn: string[] = [];
  for (const t of future) {
    if (await withdrawPendingTrip(tx, caller, t.tripId, now, alerts)) withdrawn.push(t.date);
    else leftAlone.push({ ...t, tripStatus: await statusOf(tx, t.tripId) });
  }
  if (withdrawn.length > 0) {
    await tx
      .update(standingOrderDates)
      .set({ tripId: null })
      .where(and(eq(standingOrderDates.standingOrderId, seriesId), inArray(standingOrderDates.date, withdrawn)));
  }
  return leftAlone;
}

const statusOf = async (tx: Tx, tripId: string) => (await tx.select({ status: trips.status }).from(trips).where(eq(trips.id, tripId)))[0]!.status;

async function runningSeries(tx: Tx, caller: Caller, id: string): Promise<SeriesRow> {
  ownHospital(caller);
  const s = await seriesFor(tx, caller, id, true);
  if (s.endedAt) throw conflict(STANDING_ORDER_MESSAGES.ended);
  return s;
}

/** PUT /api/standing-orders/{id}: the series as sent from now on; its taken trips are left alone and named. */
export async function editSeries(ctx: AppContext, caller: Caller, id: string, b: StandingOrderBody): Promise<SeriesChange> {
  const { rule, dates } = checkedRule(b);
  return ctx.db.transaction(async (tx) => {
    const kept = await runningSeries(tx, caller, id);
    if (!b.allowDuplicate) await refuseDuplicateSeries(tx, kept.hospitalId, { trip: b.trip, rule }, id);
    const now = ctx.now();
    const [s] = await tx
      .update(standingOrders)
      .set({ trip: tripToKeep(b, kept), ...ruleColumns(rule), updatedAt: now })
      .where(eq(standingOrders.id, id))
      .returning();
    const leftAlone = await withdrawFutureTrips(tx, caller, id, now, ctx.center);
    await makeTripsNow(ctx, tx, s!);
    return { data: await viewOf(tx, s!, now, caller), shiftedDates: shiftedDatesOf(dates, rule, s!.timeZone), leftAlone };
  });
}

/** DELETE /api/standing-orders/{id}: the series makes no more trips; its untaken future ones are withdrawn. */
export async function endSeries(ctx: AppContext, caller: Caller, id: string): Promise<SeriesChange> {
  return ctx.db.transaction(async (tx) => {
    await runningSeries(tx, caller, id);
    const now = ctx.now();
    const [s] = await tx.update(standingOrders).set({ endedAt: now, updatedAt: now }).where(eq(standingOrders.id, id)).returning();
    const leftAlone = await withdrawFutureTrips(tx, caller, id, now, ctx.center);
    return { data: await viewOf(tx, s!, now, caller), shiftedDates: [], leftAlone };
  });
}

/** PUT /api/standing-orders/{id}/dates/{date}: skips one date or moves its time; the other dates stay as they are. */
export async function changeDate(ctx: AppContext, caller: Caller, id: string, date: string, change: OccurrenceChange): Promise<StandingOrderView> {
  return ctx.db.transaction(async (tx) => {
    const s = await runningSeries(tx, caller, id);
    const now = ctx.now();
    const reading = occurrenceDates(ruleOfRow(s));
    if (!reading.ok || !reading.dates.includes(date)) throw badRequest(STANDING_ORDER_MESSAGES.notAnOccurrence(date));
    const rows = await dateRowsOf(tx, id);
    const [current] = occurrencesOf([date], s, rows, s.timeZone);
    if (current!.at <= now) throw conflict(STANDING_ORDER_MESSAGES.dateGone(date));
    if ('time' in change) {
      const z = zonedTime(date, change.time, s.timeZone);
      if (z.shifted) throw badRequest(STANDING_ORDER_MESSAGES.timeSkipped(date, change.time, z.time));
      if (z.at <= now) throw conflict(STANDING_ORDER_MESSAGES.dateGone(date));
    }
    const tripId = rows.find((r) => r.date === date)?.tripId;
    if (tripId) {
      const free = (await statusOf(tx, tripId)) === 'CANCELLED' || (await withdrawPendingTrip(tx, caller, tripId, now, ctx.center));
      if (!free) throw conflict(STANDING_ORDER_MESSAGES.dateTaken(date));
    }
    const values = 'time' in change ? { skipped: false, time: change.time } : { skipped: true, time: null };
    await tx
      .insert(standingOrderDates)
      .values({ standingOrderId: id, date, ...values, tripId: null })
      .onConflictDoUpdate({ target: [standingOrderDates.standingOrderId, standingOrderDates.date], set: { ...values, tripId: null } });
    await makeSeriesTrips({ ...ctx, db: tx }, s, { now, daysAhead: ctx.config.standingOrderDaysAhead }, (_d, err) => {
      throw err;
    });
    return viewOf(tx, s, now, caller);
  });
}
