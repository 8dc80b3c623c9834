// A status move's write, in one statement: the trip at the version judged, the accepting agency's answer, the history
// row, the bell, the outbox and the webhook deliveries. Its text depends only on the move's shape (the status moved
// to, and whether it rings a bell and queues messages), so each shape is built and prepared once and then only
// executed with the move's values: the ORM does not build it at every move, and the database parses it once (per
// connection on PostgreSQL). Start and Complete record the crew's matching step in the same statement (step-write.ts).
import { and, eq, inArray, is, or, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { TripStatus } from '@/domain/common/enums';
import { UNDECIDED_OFFER_STATUSES } from '@/domain/trips/pickup-offers';
import { STEP_OF_MOVE } from '@/domain/trips/trip-steps';
import type { TripStatusBody } from '@/domain/trips/trip-transitions';
import type { Db, Tx } from '@/server/db/connect';
import { isChangedMeanwhile } from '@/server/db/errors';
import { prepareStatement, preparedQueries } from '@/server/db/prepared';
import { agencyResponses, pickupOffers, tripHistory, trips } from '@/server/db/schema';
import type { Caller } from '@/server/plugins/auth';
import { deadheadMilesSql } from './deadhead';
import { alertInserts, type AlertParameters, type AlertShape } from '../notifications';
import { tripEventsInsert } from '../webhooks';
import { type StepFacts, stepInsert, type StepParams, stepParameters } from './step-write';
import { unitParts, type UnitEffect } from './unit-effects';

type TripColumn = keyof typeof trips.$inferInsert & keyof typeof trips;

/**
 * Where a stamp's value comes from: the server's clock, the time the move happened (a crew's step time, else the
 * server's clock), the step it records, the client's report, the caller's agency, the body.
 */
type StampSource = 'now' | 'at' | 'step' | 'reported' | 'agency' | 'unit' | 'reason' | 'cleared';
/** Sources written only when the client gave them: a stamp the client left out keeps what the trip has. */
const ONLY_WHEN_GIVEN = new Set<StampSource>(['reported', 'unit']);

/** What each arrival status stamps on the trip: the server's clock, beside the time the client reported. */
const STAMPS: Record<TripStatus, Partial<Record<TripColumn, StampSource>>> = {
  // only an undone acceptance returns a trip to PENDING: it is nobody's again
  PENDING: {
    assignedAgencyId: 'cleared',
    assignedUnitId: 'cleared',
    acceptedTimestamp: 'cleared',
    reportedAcceptedAt: 'cleared',
    // an acceptance by phone undone within Undo's seconds is no acceptance any more
    phoneAcceptedBy: 'cleared',
    phoneRecordedBy: 'cleared',
    phoneRecordedAt: 'cleared',
  },
  // only agencies accept (the table has no other ACCEPTED row), and the agency is the caller's own, never the body's
  ACCEPTED: { acceptedTimestamp: 'now', reportedAcceptedAt: 'reported', assignedAgencyId: 'agency', assignedUnitId: 'unit' },
  // the pickup and the delivery are the steps that make them, at the time they happened
  IN_PROGRESS: { pickupTimestamp: 'at', actualStartTime: 'at', reportedPickupAt: 'reported', latestStep: 'step', latestStepAt: 'at' },
  COMPLETED: { completionTimestamp: 'at', actualEndTime: 'at', reportedCompletionAt: 'reported', latestStep: 'step', latestStepAt: 'at' },
  CANCELLED: { cancelledTimestamp: 'now', cancellationReason: 'reason' },
};

/**
 * What a move to `to` wrote on the trip, cleared: a crew's undone step takes the trip back out of the status it moved it
 * to (its latest step is set apart, to the step before).
 */
export function stampsCleared(to: TripStatus): Partial<typeof trips.$inferInsert> {
  const { latestStep: _step, latestStepAt: _at, ...stamps } = STAMPS[to];
  return Object.fromEntries([...Object.keys(stamps), ...(to === 'COMPLETED' ? ['deadheadMiles'] : [])].map((column) => [column, null]));
}

/** The time the client reported for arriving in each status, by the body's field. */
const REPORTED: Partial<Record<TripStatus, 'acceptedTimestamp' | 'pickupTimestamp' | 'completionTimestamp'>> = {
  ACCEPTED: 'acceptedTimestamp',
  IN_PROGRESS: 'pickupTimestamp',
  COMPLETED: 'completionTimestamp',
};

/** The stamps' sources for a move happening `at` (undefined: not given). */
function stampSources(now: Date, at: Date, body: TripStatusBody, caller: Caller): Record<StampSource, Date | string | null | undefined> {
  const reported = REPORTED[body.status] && body[REPORTED[body.status]!];
  return {
    now,
    at,
    step: STEP_OF_MOVE[body.status] ?? null,
    reported: reported === undefined ? undefined : new Date(reported),
    agency: caller.agencyId,
    unit: body.assignedUnitId,
    reason: body.reason ?? null,
    cleared: null,
  };
}

/** The stamps a move writes on the trip, by column, as the trip row holds them: what the answer to the move shows. */
export function stampsOf(now: Date, at: Date, body: TripStatusBody, caller: Caller): Partial<typeof trips.$inferSelect> {
  const sources = stampSources(now, at, body, caller);
  return Object.fromEntries(Object.entries(STAMPS[body.status]).flatMap(([column, source]) => (sources[source] === undefined ? [] : [[column, sources[source]]])));
}

/** The shape of a move's write: the text of its statement depends on this alone. */
export interface MoveShape extends AlertShape {
  to: TripStatus;
  /** What the move does to the trip's unit: a move without one keeps the statement it had. */
  unit: UnitEffect;
  /** The accept is the award of a pickup offer: the request's offers close with it (award-offer.ts). */
  award: boolean;
  /** The accept is one the agency gave by phone, recorded by the control center (phone-acceptance.ts). */
  phone?: boolean;
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
  /** The organisation the control center acted for; left out: none. */
  onBehalfOf?: string | null;
}

/** What the move tells others: the alerts' parameters, and its webhook events (tripEventsJson). */
export type MoveNotices = AlertParameters & { webhookEvents: string };

/** The step a move records, as its statement's parameters (stepParameters): Start and Complete record one. */
type StepValues = Partial<ReturnType<typeof stepParameters>>;

/** Every value of a move's write, as its statement's parameters. */
export interface MoveValues extends HistoryValues, MoveNotices, StepValues {
  version: number;
  now: string;
  /** When the move happened: the time of the step it records, else now. */
  at: string;
  reported: string | null;
  agency: string | null;
  unit: string | null;
  /** The unit the trip holds before the move, which a move out of ACCEPTED/IN_PROGRESS sets free. */
  heldUnit: string | null;
  reason: string | null;
  /** An award's offer, and the pickup time it commits the agency to. */
  offerId?: string;
  committedPickupAt?: string;
  /** A phone acceptance's who said yes and who recorded it. */
  phoneAcceptedBy?: string;
  phoneRecordedBy?: string;
}

/**
 * `step`: the step the move records, which says when it happened; a move that records none (accept, cancel, undo)
 * happens now.
 */
export function moveValues(
  now: Date,
  body: TripStatusBody,
  caller: Caller,
  history: HistoryValues,
  notices: MoveNotices,
  version: number,
  heldUnit: string | null,
  step: StepFacts | null,
): MoveValues {
  const sources = stampSources(now, step?.at ?? now, body, caller);
  const text = (v: Date | string | null | undefined) => (v instanceof Date ? v.toISOString() : (v ?? null));
  return Object.assign({}, history, notices, step && stepParameters(step), {
    onBehalfOf: history.onBehalfOf ?? null,
    version,
    now: now.toISOString(),
    at: text(sources.at)!,
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

/**
 * The accept of an agency that said yes by phone: it may never have been offered the trip (the control center called
 * it) or have declined it, so its answer is written whether or not it has one.
 */
const acceptedByPhone = (db: Db | Tx, o: { tripId: SQL; agencyId: SQL; by: SQL; at: SQL }) =>
  db
    .insert(agencyResponses)
    .values({ tripId: o.tripId, agencyId: o.agencyId, response: 'ACCEPTED', respondedAt: o.at, respondedById: o.by, createdAt: o.at })
    .onConflictDoUpdate({
      target: [agencyResponses.tripId, agencyResponses.agencyId],
      set: { response: 'ACCEPTED', respondedAt: o.at, respondedById: o.by, declineReason: null },
    });

/** An undone acceptance: the agency's answer is open again, as the other agencies' still are. */
const offeredAgain = (db: Db | Tx, tripId: SQL, agencyId: SQL) =>
  db
    .update(agencyResponses)
    .set({ response: 'OFFERED', respondedAt: null, respondedById: null })
    .where(and(eq(agencyResponses.tripId, tripId), eq(agencyResponses.agencyId, agencyId), eq(agencyResponses.response, 'ACCEPTED')));

/** An award's offers: the winner's AWARDED, every other one still undecided NOT_AWARDED. */
const offersAwarded = (db: Db | Tx, o: { tripId: SQL; offerId: SQL; now: SQL }) =>
  db
    .update(pickupOffers)
    .set({ status: sql`case when ${pickupOffers.id} = ${o.offerId} then 'AWARDED' else 'NOT_AWARDED' end`, updatedAt: o.now })
    .where(and(eq(pickupOffers.tripId, o.tripId), or(eq(pickupOffers.id, o.offerId), inArray(pickupOffers.status, [...UNDECIDED_OFFER_STATUSES]))));

/** The accepting agency's answer: to its offer, or by phone whether offered or not. */
const acceptance = (db: Db | Tx, shape: MoveShape, o: { tripId: SQL; agencyId: SQL; by: SQL; at: SQL }) =>
  shape.phone ? acceptedByPhone(db, o).getSQL() : answerToOffer(db, 'ACCEPTED', o).getSQL();

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
      ...(shape.award ? { offersClosedAt: given('now'), committedPickupAt: given('committedPickupAt') } : {}),
      ...(shape.phone ? { phoneAcceptedBy: given('phoneAcceptedBy'), phoneRecordedBy: given('phoneRecordedBy'), phoneRecordedAt: given('now') } : {}),
    })
    .where(and(eq(trips.id, given('tripId')), eq(trips.version, given('version'))))
    .returning({ id: trips.id, deadheadMiles: trips.deadheadMiles, assignedUnitId: trips.assignedUnitId });
  const history = {
    tripId: given('tripId'),
    actorUserId: given('actorUserId'),
    actorName: given('actorName'),
    actorRole: given('actorRole'),
    actorOrganisation: given('actorOrganisation'),
    fromStatus: given('fromStatus'),
    note: given('note'),
    onBehalfOf: given('onBehalfOf'),
  };
  const step = STEP_OF_MOVE[to];
  const stepParts: StepParams = {
    stepId: given('stepId'),
    step: given('step'),
    at: given('at'),
    deviceTime: given('deviceTime'),
    clockOffsetMs: given('clockOffsetMs'),
    latitude: given('latitude'),
    longitude: given('longitude'),
    accuracyMeters: given('accuracyMeters'),
    recordedById: given('actorUserId'),
    recordedByName: given('actorName'),
    now: given('now'),
  };
  const parts = [
    moved.getSQL(),
    ...(step ? [stepInsert('w0', stepParts)] : []),
    ...(to === 'ACCEPTED' ? [acceptance(db, shape, { tripId: given('tripId'), agencyId: given('agency'), by: given('actorUserId'), at: given('now') })] : []),
    ...(to === 'PENDING' ? [offeredAgain(db, given('tripId'), given('agency')).getSQL()] : []),
    ...(shape.award ? [offersAwarded(db, { tripId: given('tripId'), offerId: given('offerId'), now: given('now') }).getSQL()] : []),
    historyRow(db, history, to, given('at')).getSQL(),
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
  const name = `trip_move_${shape.to}_${Number(shape.bell)}${Number(shape.messages)}_${shape.unit}${shape.award ? '_award' : ''}${shape.phone ? '_phone' : ''}`;
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
