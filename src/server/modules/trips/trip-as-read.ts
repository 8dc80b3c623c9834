// The read a move is judged on (change-trip-status.ts): the trip with its offers, everyone the move concerns and what
// the caller is shown of it, in one prepared statement; locked, when the move is made in a transaction.
import { and, eq, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { AgencyResponse } from '@/domain/common/enums';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { TripActor } from '@/domain/trips/trip-transitions';
import type { Db, Tx } from '@/server/db/connect';
import { preparedQueries } from '@/server/db/prepared';
import { trips } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { type AlertRecipient, type PatientContact, patientContactOfTrip, recipientZoneJson, savedSettingsJson } from '../notifications';
import { assignedUnitNumber, offersAndHistory } from './trip-details';
import { type Reader, type ScopeOf, scopeShape, tripScope } from './trip-scope';

type TripRow = typeof trips.$inferSelect;

/**
 * A user who may hear of the move: staff of the requesting facility, of the assigned agency, or (while the trip is
 * open) of an agency it is still offered to.
 */
export interface ConcernedUser extends AlertRecipient {
  agencyId: string | null;
  ofHospital: boolean;
}

/** What a move is judged on: the trip's status and agency, and every agency it was offered to with its answer. */
export interface TripState {
  trip: Pick<TripRow, 'status' | 'assignedAgencyId' | 'acceptedTimestamp' | 'acceptanceMode'>;
  offers: Record<string, AgencyResponse>;
}

/**
 * The trip with what judging and the notices need, read in the same statement: the same for every caller who may see it.
 * Only what it is judged on is handed to the moves after it (and remembered, see one-move-at-a-time.ts).
 */
export interface TripAsRead extends TripState {
  trip: TripRow;
  concerned: ConcernedUser[];
  /** What the caller is shown beside the row (as GET /api/trips/{id} shows it), and the name of the caller's agency. */
  shown: Pick<TripDetails, 'offeredAgencies' | 'history'> & { agencyName: string | null; ownAgencyName: string | null; unitNumber: string | null };
  /** Whether the caller's agency must name a unit to accept (read only while the trip is PENDING). */
  requiresUnit: boolean;
  /** The patient's number to text about the move, if any (patient-texts.ts). */
  patientContact: PatientContact | null;
  /** The requesting facility's name: whom the control center acts for (null for a trip without one). */
  facilityName: string | null;
}

/**
 * What a move reads beside the trip, in the same statement (an award, its offer): a column of placeholders, their
 * values, and the key its reads are prepared under.
 */
export interface ReadBeside<T> {
  key: string;
  column: SQL<T>;
  values: Record<string, unknown>;
}

/**
 * The trip with its offers and everyone a move would concern, in one statement: for values, or for placeholders when
 * prepared. `scope`: a facility reaches only its own trip; anyone else any trip, judged below.
 * Written out with table names: drizzle leaves the columns of a one-table select unqualified, and these are correlated.
 * The agencies concerned are an array so that their users, like the facility's, are found through an index.
 */
const tripReadQuery = <T>(db: Db | Tx, scope: SQL | undefined, id: string | Placeholder, viewer: ScopeOf, beside: SQL<T>) =>
  db
    .select({
      trip: trips,
      // the details shown to the caller, so that the answer to a move needs no read of its own
      agencyName: sql<string | null>`(select a.name from agencies as a where a.id = trips.assigned_agency_id)`,
      facilityName: sql<string | null>`(select h.name from hospitals as h where h.id = trips.hospital_id)`,
      ownAgencyName: viewer.agencyId ? sql<string | null>`(select a.name from agencies as a where a.id = ${viewer.agencyId})` : sql<null>`null`,
      unitNumber: assignedUnitNumber,
      requiresUnit: viewer.agencyId
        ? sql<boolean>`(trips.status = 'PENDING' and coalesce((select a.require_unit_on_accept from agencies as a where a.id = ${viewer.agencyId}), false))`
        : sql<boolean>`false`,
      ...offersAndHistory(viewer, sql`trips.id`),
      patientContact: patientContactOfTrip,
      xmin: sql<string>`trips.xmin::text`,
      snapshotXmin: sql<string>`(select s.xmin::text from trips as s where s.id = trips.id)`,
      offers: sql<TripAsRead['offers']>`(select coalesce(json_object_agg(r.agency_id, r.response), '{}') from agency_responses as r
        where r.trip_id = trips.id)`,
      concerned: sql<ConcernedUser[]>`(select coalesce(json_agg(json_build_object('id', users.id, 'email', users.email,
          'agencyId', case when users.user_type = 'EMS' then users.agency_id end,
          'ofHospital', users.hospital_id is not null and users.hospital_id = trips.hospital_id,
          'settings', ${savedSettingsJson}, 'zone', ${recipientZoneJson})), '[]')
        from users left join notification_settings on notification_settings.user_id = users.id
        where users.status = 'ACTIVE' and (users.hospital_id = trips.hospital_id or (users.user_type = 'EMS' and users.agency_id = any(array(
          select r.agency_id from agency_responses as r where trips.status = 'PENDING' and r.trip_id = trips.id and r.response <> 'DECLINED'
          union all select trips.assigned_agency_id)))))`,
      beside,
    })
    .from(trips)
    .where(and(eq(trips.id, id), scope));

type ReadRow<T> = Awaited<ReturnType<typeof tripReadQuery<T>>>[number];
const toTripAsRead = <T>(row: ReadRow<T> | undefined): TripAsRead & { beside: T } => {
  if (!row) throw notFound(TRIP_ERRORS.notFound);
  const { trip, offers, concerned, agencyName, ownAgencyName, unitNumber, offeredAgencies, history, requiresUnit, patientContact, facilityName, beside } = row;
  return { trip, offers, concerned, shown: { agencyName, ownAgencyName, unitNumber, offeredAgencies, history }, requiresUnit, patientContact, facilityName, beside };
};

// a status move reads nothing beside the trip
const NOTHING_BESIDE: ReadBeside<null> = { key: '', column: sql<null>`null`, values: {} };

const readQueries = preparedQueries<ReturnType<ReturnType<typeof tripReadQuery<unknown>>['prepare']>>();

/** The read's scope and the values of its placeholders, for the caller acting as `actor`. */
function readOf<T>(caller: Reader, actor: TripActor, id: string, beside: ReadBeside<T>) {
  const { shape, key, values } = scopeShape(caller);
  return { shape, key: `${actor}_${key}${beside.key}`, scope: actor === 'hospital' ? tripScope(shape) : undefined, params: { id, ...values, ...beside.values } };
}

/** The trip as it is now, without a lock: the read is prepared once per role's scope (and what it reads beside). */
export async function readTrip<T = null>(db: Db, caller: Reader, actor: TripActor, id: string, beside?: ReadBeside<T>): Promise<TripAsRead & { beside: T }> {
  const b = beside ?? (NOTHING_BESIDE as ReadBeside<T>);
  const { shape, key, scope, params } = readOf(caller, actor, id, b);
  const name = `trip_status_read_${key}`;
  const query = readQueries(db, name, () => tripReadQuery(db, scope, sql.placeholder('id'), shape, b.column).prepare(name));
  return toTripAsRead((await query.execute(params))[0] as ReadRow<T> | undefined);
}

/**
 * The trip, locked until the transaction ends. The statement's snapshot predates the lock: when another change
 * committed while it waited (the row's xmin differs from the one the snapshot saw), the read is repeated, with the
 * lock already held, so offers and people are read as they now are.
 */
export async function lockTrip<T = null>(tx: Tx, caller: Reader, actor: TripActor, id: string, beside?: ReadBeside<T>): Promise<TripAsRead & { beside: T }> {
  const b = beside ?? (NOTHING_BESIDE as ReadBeside<T>);
  const { shape, key, scope, params } = readOf(caller, actor, id, b);
  // a transaction's statements go through its own connection: prepared for it alone
  const query = tripReadQuery(tx, scope, sql.placeholder('id'), shape, b.column).for('update', { of: trips }).prepare(`trip_status_lock_${key}`);
  let [row] = await query.execute(params);
  if (row && row.xmin !== row.snapshotXmin) [row] = await query.execute(params);
  return toTripAsRead(row as ReadRow<T> | undefined);
}
