// A status move's write, in one statement: the trip at the version judged, the accepting agency's answer, the history
// row, the bell, the outbox and the webhook deliveries. Its text depends only on the move's shape (the status moved
// to, and whether it rings a bell and queues messages), so each shape is built and prepared once and then only
// executed with the move's values: the ORM does not build it at every move, and the database parses it once (per
// connection on PostgreSQL).
import { and, eq, is, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { TripStatus } from '@/domain/common/enums';
import type { TripStatusBody } from '@/domain/trips/trip-transitions';
import type { Db, Tx } from '@/server/db/connect';
import { isChangedMeanwhile } from '@/server/db/errors';
import { prepareStatement, preparedQueries } from '@/server/db/prepared';
import { agencyResponses, tripHistory, trips } from '@/server/db/schema';
import type { Caller } from '@/server/plugins/auth';
import { deadheadMilesSql } from '../analytics/deadhead';
import { alertInserts, type AlertParameters, type AlertShape } from '../notifications/alerts';
import { tripEventsInsert } from '../webhooks/trip-events';
import { unitParts, type UnitEffect } from './unit-effects';

type TripColumn = keyof typeof trips.$inferInsert & keyof typeof trips;

/** Where a stamp's value comes from: the server's clock, the client's report, the caller's agency, the body. */
type StampSource = 'now' | 'reported' | 'agency' | 'unit' | 'reason' | 'cleared';
/** Sources written only when the client gave them: a stamp the client left out keeps what the trip has. */
const ONLY_WHEN_GIVEN = new Set<StampSource>(['reported', 'unit']);

/** What each arrival status stamps on the trip: the server's clock, beside the time the client reported. */
const STAMPS: Record<TripStatus, Partial<Record<TripColumn, StampSource>>> = {
  // only an undone acceptance returns a trip to PENDING: it is nobody's again
  PENDING: { assignedAgencyId: 'cleared', assignedUnitId: 'cleared', acceptedTimestamp: 'cleared', reportedAcceptedAt: 'cleared' },
  // only agencies accept (the table has no other ACCEPTED row), and the agency is the caller's own, never the body's
  ACCEPTED: { acceptedTimestamp: 'now', reportedAcceptedAt: 'reported', assignedAgencyId: 'agency', assignedUnitId: 'unit' },
  IN_PROGRESS: { pickupTimestamp: 'now', actualStartTime: 'now', reportedPickupAt: 'reported' },
  COMPLETED: { completionTimestamp: 'now', actualEndTime: 'now', reportedCompletionAt: 'reported' },
  CANCELLED: { cancelledTimestamp: 'now', cancellationReason: 'reason' },
};

/** The time the client reported for arriving in each status, by the body's field. */
const REPORTED: Partial<Record<TripStatus, 'acceptedTimestamp' | 'pickupTimestamp' | 'completionTimestamp'>> = {
  ACCEPTED: 'acceptedTimestamp',
  IN_PROGRESS: 'pickupTimestamp',
  COMPLETED: 'completionTimestamp',
};

/** The stamps' sources for a move (undefined: not given). */
function stampSources(now: Date, body: TripStatusBody, caller: Caller): Record<StampSource, Date | string | null | undefined> {
  const reported = REPORTED[body.status] && body[REPORTED[body.status]!];
  return {
    now,
    reported: reported === undefined ? undefined : new Date(reported),
    agency: caller.agencyId,
    unit: body.assignedUnitId,
    reason: body.reason ?? null,
    cleared: null,
  };
}

/** The stamps a move writes on the trip, by column, as the trip row holds them: what the answer to the move shows. */
export function stampsOf(now: Date, body: TripStatusBody, caller: Caller): Partial<typeof trips.$inferSelect> {
  const sources = stampSources(now, body, caller);
  return Object.fromEntries(Object.entries(STAMPS[body.status]).flatMap(([column, source]) => (sources[source] === undefined ? [] : [[column, sources[source]]])));
}

/** The shape of a move's write: the text of its statement depends on this alone. */
export interface MoveShape extends AlertShape {
  to: TripStatus;
  /** What the move does to the trip's unit: a move without one keeps the statement it had. */
  unit: UnitEffect;
}

/** The history row's values of a move. */
export interface HistoryValues {
  tripId: string;
  actorUserId: string;
  actorName: string;
  actorRole: string;
  actorOrganisation: string;
  fromStatus: TripStatus;
  note: string;
}

/** What the move tells others: the alerts' parameters, and its webhook events (tripEventsJson). */
export type MoveNotices = AlertParameters & { webhookEvents: string };

/** Every value of a move's write, as its statement's parameters. */
export interface MoveValues extends HistoryValues, MoveNotices {
  version: number;
  now: string;
  reported: string | null;
  agency: string | null;
  unit: string | null;
  /** The unit the trip holds before the move, which a move out of ACCEPTED/IN_PROGRESS sets free. */
  heldUnit: string | null;
  reason: string | null;
}

export function moveValues(
  now: Date,
  body: TripStatusBody,
  caller: Caller,
  history: HistoryValues,
  notices: MoveNotices,
  version: number,
  heldUnit: string | null = null,
): MoveValues {
  const sources = stampSources(now, body, caller);
  const text = (v: Date | string | null | undefined) => (v instanceof Date ? v.toISOString() : (v ?? null));
  return Object.assign({}, history, notices, {
    version,
    now: now.toISOString(),
    reported: text(sources.reported),
    agency: text(sources.agency),
    unit: text(sources.unit),
    heldUnit,
    reason: text(sources.reason),
  });
}

/** The history row of a move, its values given or (prepared) placeholders for them. */
export const historyRow = (db: Db | Tx, row: { [K in keyof HistoryValues]: HistoryValues[K] | SQL }, to: TripStatus, at: Date | SQL) =>
  db.insert(tripHistory).values({ ...row, toStatus: to, createdAt: at });

/** The acting agency's answer to the offer (a decline with its reason, when given). */
export const answerToOffer = (
  db: Db | Tx,
  response: 'ACCEPTED' | 'DECLINED',
  o: { tripId: string | SQL; agencyId: string | SQL; by: string | SQL; at: Date | SQL; declineReason?: string | null },
) =>
  db
    .update(agencyResponses)
    .set({ response, respondedAt: o.at, respondedById: o.by, ...(o.declineReason !== undefined ? { declineReason: o.declineReason } : {}) })
    .where(and(eq(agencyResponses.tripId, o.tripId), eq(agencyResponses.agencyId, o.agencyId)));

/** An undone acceptance: the agency's answer is open again, as the other agencies' still are. */
const offeredAgain = (db: Db | Tx, tripId: SQL, agencyId: SQL) =>
  db
    .update(agencyResponses)
    .set({ response: 'OFFERED', respondedAt: null, respondedById: null })
    .where(and(eq(agencyResponses.tripId, tripId), eq(agencyResponses.agencyId, agencyId), eq(agencyResponses.response, 'ACCEPTED')));

/** Data-modifying statements as one statement, a single round trip: each a part of a WITH list, named w0, w1, … */
export const asOne = (parts: SQL[]) => sql`with ${sql.join(
  parts.map((part, k) => sql`${sql.raw(`w${k}`)} as (${part})`),
  sql`, `,
)}`;

/** A placeholder for one of the move's values. */
const given = (name: keyof MoveValues) => sql`${sql.placeholder(name)}`;

/**
 * The statement of a move of this shape, every value a placeholder. The trip is updated only at the version judged:
 * when another change came first nothing is updated, and trip_changed_meanwhile() (migration 0016) undoes the whole
 * statement; else it answers the trip's miles driven empty.
 */
function moveStatement(db: Db | Tx, shape: MoveShape): SQL {
  const { to } = shape;
  const stamps = Object.fromEntries(
    Object.entries(STAMPS[to]).map(([column, source]) => [
      column,
      source === 'cleared'
        ? sql`null`
        : ONLY_WHEN_GIVEN.has(source)
          ? sql`coalesce(${given(source)}, ${trips[column as TripColumn]})`
          : given(source as Exclude<StampSource, 'cleared'>),
    ]),
  );
  const moved = db
    .update(trips)
    .set({
      status: to,
      version: sql`${trips.version} + 1`,
      updatedAt: given('now'),
      ...stamps,
      // the miles driven empty to the pickup are known, and fixed, once the patient is delivered
      ...(to === 'COMPLETED' ? { deadheadMiles: deadheadMilesSql('trips') } : {}),
    })
    .where(and(eq(trips.id, given('tripId')), eq(trips.version, given('version'))))
    .returning({ id: trips.id, deadheadMiles: trips.deadheadMiles });
  const history = {
    tripId: given('tripId'),
    actorUserId: given('actorUserId'),
    actorName: given('actorName'),
    actorRole: given('actorRole'),
    actorOrganisation: given('actorOrganisation'),
    fromStatus: given('fromStatus'),
    note: given('note'),
  };
  const parts = [
    moved.getSQL(),
    ...(to === 'ACCEPTED' ? [answerToOffer(db, 'ACCEPTED', { tripId: given('tripId'), agencyId: given('agency'), by: given('actorUserId'), at: given('now') }).getSQL()] : []),
    ...(to === 'PENDING' ? [offeredAgain(db, given('tripId'), given('agency')).getSQL()] : []),
    historyRow(db, history, to, given('now')).getSQL(),
    ...alertInserts(shape),
    // the webhook deliveries: none when no endpoint hears the move, so every shape holds the insert
    tripEventsInsert(sql.placeholder('webhookEvents')),
  ];
  const unit = unitParts(shape.unit, parts.length, { tripId: given('tripId'), agency: given('agency'), unit: given('unit'), heldUnit: given('heldUnit'), now: given('now') });
  parts.push(...unit.parts);
  // a unit that can no longer go undoes the move as a change made meanwhile: the caller then tells which
  const unchanged = unit.canGo ? sql`exists (select 1 from w0) and ${unit.canGo}` : sql`exists (select 1 from w0)`;
  return sql`${asOne(parts)} select w0.deadhead_miles as "deadheadMiles"
    from (select case when ${unchanged} then 1 else trip_changed_meanwhile() end) as unchanged left join w0 on true`;
}

const preparedWrites = preparedQueries<ReturnType<typeof prepareStatement>>();

/**
 * Makes the move if the trip is still at the version judged: answers its miles driven empty, or null when another
 * change came first (nothing was written).
 */
export async function writeMove(db: Db | Tx, shape: MoveShape, values: MoveValues): Promise<{ deadheadMiles: number | null } | null> {
  const name = `trip_move_${shape.to}_${Number(shape.bell)}${Number(shape.messages)}_${shape.unit}`;
  const prepare = () => prepareStatement(db, name, moveStatement(db, shape));
  // a transaction's statements go through its own connection: prepared for it alone
  const query = is(db, PgTransaction) ? prepare() : preparedWrites(db as Db, name, prepare);
  try {
    const { rows } = await query.execute({ ...values });
    return rows[0] as { deadheadMiles: number | null };
  } catch (err) {
    if (isChangedMeanwhile(err)) return null;
    throw err;
  }
}
