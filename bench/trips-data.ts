// The "trips" data set: 100,000 trips created over 90 days by 40 hospitals, each offered to 3 to 5 of the 8 agencies
// near its hospital (100 agencies in all), in every status with the answers, stamps, crew steps and history each status implies;
// every trip an agency took is carried by one of its 5 units (whose status history follows those trips) and has a
// ready window, which some pickups miss; one dispatcher per agency, one transfer nurse per hospital, one administrator. Written in one transaction with
// INSERT … SELECT: a plan row per trip drawn from generate_series, then the rows each plan implies; the three big
// tables' secondary indexes are built once the rows are in.
import { sql } from 'drizzle-orm';
import type { TransportLevel, TripPriority, TripStatus } from '../src/domain/common/enums';
import { ESCALATION_MINUTES } from '../src/domain/trips/escalation';
import { FEE_SCHEDULE } from '../src/domain/planning/pricing';
import { DEFAULT_DROPDOWN_OPTIONS } from '../src/domain/trips/trip-options';
import type { TripStep } from '../src/domain/trips/trip-steps';
import type { Db } from '../src/server/db/connect';
import { rawRows } from '../src/server/db/raw-query';
import { recordDeadheadMiles } from '../src/server/modules/trips/deadhead';
import { CANCELLATION_REASONS } from '../src/server/db/seed/catalogue';

export const TRIPS = {
  trips: 100_000,
  days: 90,
  hospitals: 40,
  agencies: 100,
  /** the agencies near a hospital; each of its trips is offered to 3 to 5 of them */
  neighbours: 8,
  /** each agency's units; a trip it takes goes to unit 1 + i % unitsPerAgency */
  unitsPerAgency: 5,
  /** PENDING trips kept for the accept races, each offered to RACE_OFFSETS.length of the first `raceAgencies` agencies */
  races: 1_000,
  raceAgencies: 8,
} as const;
/** Race trip r is offered to agencies 1 + (r + offset) % raceAgencies: four distinct agencies, a different four in turn. */
const RACE_OFFSETS = [0, 1, 3, 6] as const;
const RACERS = RACE_OFFSETS.length;

export const ADMIN = { email: 'bench-admin@tcc.test', password: 'Bench-admin-password-1' };
/** Every dispatcher and nurse has this password (hashed once); agency n signs in as dispatcherEmail(n). */
export const STAFF_PASSWORD = 'Bench-staff-password-1';
export const dispatcherEmail = (n: number) => `dispatch${String(n).padStart(3, '0')}@bench-trips.test`;

const DAY_SECONDS = 86_400;
/**
 * The bench counts "created within 30 days" with its clock at insertion, the server with its own a little later: no
 * trip was created in the 20 minutes inside that boundary, so both clocks count the same trips.
 */
export const QUIET_BOUNDARY = { days: 30, seconds: 1_200 } as const;

/** The status mix by age: recent trips are still open, old ones mostly finished (a few left open, as in real use). */
const STATUS_BY_AGE: { youngerThanDays: number; shares: Record<TripStatus, number> }[] = [
  { youngerThanDays: 2, shares: { PENDING: 45, ACCEPTED: 25, IN_PROGRESS: 10, COMPLETED: 12, CANCELLED: 8 } },
  { youngerThanDays: 14, shares: { PENDING: 10, ACCEPTED: 10, IN_PROGRESS: 5, COMPLETED: 65, CANCELLED: 10 } },
  { youngerThanDays: TRIPS.days + 1, shares: { PENDING: 2, ACCEPTED: 2, IN_PROGRESS: 1, COMPLETED: 83, CANCELLED: 12 } },
];
const PRIORITY_SHARES: Record<TripPriority, number> = { LOW: 20, MEDIUM: 45, HIGH: 25, CRITICAL: 10 };
const LEVEL_SHARES: Record<TransportLevel, number> = { BLS: 55, ALS: 35, CCT: 10 };
/** Of the PENDING trips, this share was already declined by the first agency asked (the others still consider it). */
const DECLINED_SHARE = 0.2;
/** Of the CANCELLED trips, this share was cancelled by the facility after an agency had accepted it. */
const CANCELLED_AFTER_ACCEPT_SHARE = 0.3;
// the share of carried trips whose crew records its steps with the app; the others are started and completed by the dispatcher
const CREW_APP_SHARE = 0.6;
const DESTINATIONS = ['Bench Rehabilitation Center', 'Bench Skilled Nursing Home', 'Bench Dialysis Center', 'Bench Cancer Institute'];

const quoted = (v: string) => `'${v.replaceAll("'", "''")}'`;
const list = (values: readonly string[]) => values.map(quoted).join(', ');
/**
 * Each plan row's random numbers in [0, 1), one column u_<name> each, drawn in row order after setseed: the same data
 * on every run and on both databases (PostgreSQL 15 and later share one generator).
 */
const DRAWS = ['status', 'priority', 'level', 'hospital', 'late_cancel', 'declined', 'scheduled', 'accepted', 'cancelled', 'miles',
  'insurance', 'diagnosis', 'mobility', 'oxygen', 'monitoring', 'reason', 'pickup'] as const;
/** The ready window runs this long from the scheduled time; pickups come 10 minutes early to 35 late, about a fifth of them late. */
const READY_WINDOW_MINUTES = 30;
const PICKUP_OFFSET_MINUTES = { earliest: -10, spread: 45 } as const;
const SEED = 0.2024;
const draw = (name: (typeof DRAWS)[number]) => `u_${name}`;
/** One of `values`, by a draw. */
const oneOf = (values: readonly string[], name: (typeof DRAWS)[number]) => `(array[${list(values)}])[1 + floor(${draw(name)} * ${values.length})::int]`;
/** A key of `shares` (weights), by a drawn number `u`. */
function weighted(shares: Record<string, number>, u: string): string {
  const entries = Object.entries(shares);
  const total = entries.reduce((sum, [, share]) => sum + share, 0);
  let cumulative = 0;
  const whens = entries.slice(0, -1).map(([key, share]) => `when ${u} < ${(cumulative += share) / total} then ${quoted(key)}`);
  return `case ${whens.join(' ')} else ${quoted(entries.at(-1)![0])} end`;
}
const byKey = (values: Record<string, number>, column: string) =>
  `case ${column} ${Object.entries(values).map(([key, value]) => `when ${quoted(key)} then ${value}`).join(' ')} end`;
const STATUS = `case when race then 'PENDING' ${STATUS_BY_AGE.map(
  ({ youngerThanDays, shares }) => `when age < ${youngerThanDays * DAY_SECONDS} then ${weighted(shares, draw('status'))}`,
).join(' ')} end`;

/** Trip i's offer j goes to agency number …: one of its hospital's neighbours, or one of the racers for a race trip. */
const offeredAgency = (j: string) => `case when race
    then 1 + ((i / 10) % ${TRIPS.raceAgencies} + (array[${RACE_OFFSETS.join(', ')}])[${j} + 1]) % ${TRIPS.raceAgencies}
    else 1 + (h * 5 + (i + ${j}) % ${TRIPS.neighbours}) % ${TRIPS.agencies} end`;

/** One row per trip: who asked, when, what, which status, the agency that took it, and its times as its status implies. */
function planTable(now: Date) {
  const step = (TRIPS.days * DAY_SECONDS) / TRIPS.trips;
  const boundary = QUIET_BOUNDARY.days * DAY_SECONDS;
  const clock = `${quoted(now.toISOString())}::timestamptz`;
  return sql.raw(`
    create temp table bench_plan on commit drop as
    select *,
           status in ('ACCEPTED', 'IN_PROGRESS', 'COMPLETED')
             or (status = 'CANCELLED' and ${draw('late_cancel')} < ${CANCELLED_AFTER_ACCEPT_SHARE}) as taken,
           status = 'PENDING' and not race and ${draw('declined')} < ${DECLINED_SHARE} as declined,
           least(created_at + (1 + 47 * ${draw('scheduled')}) * interval '1 hour', ${clock} + interval '2 days') as scheduled_time,
           least(created_at + (4 + 56 * ${draw('accepted')}) * interval '1 minute', ${clock}) as accepted_at,
           least(created_at + (70 + 300 * ${draw('cancelled')}) * interval '1 minute', ${clock}) as cancelled_at
    from (
      select g.*, gen_random_uuid() as id, ${clock} - age * interval '1 second' as created_at,
             ${STATUS} as status,
             ${weighted(PRIORITY_SHARES, draw('priority'))} as priority,
             ${weighted(LEVEL_SHARES, draw('level'))} as level,
             round((3 + 57 * ${draw('miles')})::numeric, 1)::float8 as miles,
             case when race then ${RACERS} else 3 + i % 3 end as offers,
             ${offeredAgency('0')} as first_agency
      from (
        select *,
               -- a few hospitals ask for most trips
               floor(${TRIPS.hospitals} * power(${draw('hospital')}, 1.6))::int as h,
               i <= ${TRIPS.races * 10} and i % 10 = 0 as race,
               case when (i - 1) * ${step} > ${boundary - QUIET_BOUNDARY.seconds} and (i - 1) * ${step} <= ${boundary}
                    then (i - 1) * ${step} + ${QUIET_BOUNDARY.seconds} else (i - 1) * ${step} end as age
        from (select i, ${DRAWS.map((d) => `random() as ${draw(d)}`).join(', ')} from generate_series(1, ${TRIPS.trips}) as i) as r
      ) as g
    ) as p`);
}

async function insertOrganisations(tx: Db, passwordHashes: { admin: string; staff: string }) {
  await tx.execute(sql`
    insert into hospitals (name, type, address, city, state, zip_code, phone, email, contact_name, region, latitude, longitude,
                           is_active, requires_review)
    select 'Bench General Hospital ' || lpad(h::text, 2, '0'), 'Hospital', h || ' Medical Center Drive', 'Harrisburg', 'PA', '17101',
           '(717) 558-' || lpad(h::text, 4, '0'), 'transfers' || h || '@bench-trips.test', 'Transfer Desk ' || h, 'Central PA',
           40 + h / 100.0, -77 + h / 100.0, true, false
    from generate_series(0, ${TRIPS.hospitals - 1}) as h`);
  await tx.execute(sql`
    insert into agencies (name, contact_name, phone, email, address, city, state, zip_code, service_type, capabilities,
                          status, latitude, longitude, is_active, requires_review)
    select 'Bench Trips EMS ' || lpad(n::text, 3, '0'), 'Dispatcher ' || n, '(717) 559-' || lpad(n::text, 4, '0'),
           'ops' || n || '@bench-trips.test', n || ' Station Road', 'Harrisburg', 'PA', '17101', 'BLS/ALS', array['BLS', 'ALS'],
           'ACTIVE', 40 + n / 200.0, -77 + n / 200.0, true, false
    from generate_series(1, ${TRIPS.agencies}) as n`);
  await tx.execute(sql`
    insert into units (agency_id, unit_number, type, capabilities, latitude, longitude, shift_start, shift_end)
    select a.id, 'U-' || u, 'AMBULANCE', array['BLS', 'ALS'], a.latitude, a.longitude, '07:00', '19:00'
    from agencies as a cross join generate_series(1, ${TRIPS.unitsPerAgency}) as u`);
  await tx.execute(sql`
    insert into users (email, password_hash, name, user_type, status, hospital_id, email_verified_at)
    select 'nurse' || lpad(h::text, 2, '0') || '@bench-trips.test', ${passwordHashes.staff}, 'Transfer Nurse ' || h, 'HEALTHCARE',
           'ACTIVE', id, now()
    from (select id, row_number() over (order by name) - 1 as h from hospitals) as numbered`);
  await tx.execute(sql`
    insert into users (email, password_hash, name, user_type, status, agency_id, email_verified_at)
    select 'dispatch' || lpad(n::text, 3, '0') || '@bench-trips.test', ${passwordHashes.staff}, 'Dispatcher ' || n, 'EMS', 'ACTIVE',
           id, now()
    from (select id, row_number() over (order by name) as n from agencies) as numbered`);
  await tx.execute(sql`
    insert into users (email, password_hash, name, user_type, status, email_verified_at)
    values (${ADMIN.email}, ${passwordHashes.admin}, 'Bench Administrator', 'ADMIN', 'ACTIVE', now())`);
  // numbered lookups for the inserts below: hospital h (0-based) and agency n (1-based), each with the user acting for it
  await tx.execute(sql`
    create temp table bench_hospital on commit drop as
    select (row_number() over (order by h.name) - 1)::int as h, h.id, h.name, h.latitude, h.longitude, u.id as user_id, u.name as user_name
    from hospitals as h join users as u on u.hospital_id = h.id`);
  await tx.execute(sql`
    create temp table bench_agency on commit drop as
    select row_number() over (order by a.name)::int as n, a.id, a.name, u.id as user_id, u.name as user_name
    from agencies as a join users as u on u.agency_id = a.id`);
  await tx.execute(sql`
    create temp table bench_unit on commit drop as
    select a.n, substr(u.unit_number, 3)::int as u, u.id from bench_agency as a join units as u on u.agency_id = a.id`);
}

async function insertTrips(tx: Db, now: Date) {
  await tx.execute(sql`select setseed(${SEED})`);
  await tx.execute(planTable(now));
  const clock = `${quoted(now.toISOString())}::timestamptz`;
  const { diagnosis, mobility, insurance } = DEFAULT_DROPDOWN_OPTIONS;
  // a trip carries the stamps of every status it passed through
  const reached = (...statuses: TripStatus[]) => `p.status in (${list(statuses)})`;
  const pickup = `least(greatest(p.accepted_at, p.scheduled_time
                   + (${PICKUP_OFFSET_MINUTES.earliest} + ${PICKUP_OFFSET_MINUTES.spread} * p.${draw('pickup')}) * interval '1 minute'), ${clock})`;
  const carried = reached('IN_PROGRESS', 'COMPLETED');
  const completion = `least(${pickup} + round(10 + p.miles * 2) * interval '1 minute', ${clock})`;
  // the crew's arrivals, recorded with the app by some crews (their steps are inserted below)
  const withApp = `p.i % 10 < ${Math.round(CREW_APP_SHARE * 10)}`;
  const minutesBefore = (at: string, minutes: number, notBefore: string) => `greatest(${notBefore}, ${at} - interval '${minutes} minutes')`;
  const atPickup = minutesBefore(pickup, 12, 'p.accepted_at');
  const atDestination = minutesBefore(completion, 6, pickup);
  const fee = `round(((${byKey(FEE_SCHEDULE.base, 'p.level')} + ${byKey(FEE_SCHEDULE.perLoadedMile, 'p.level')} * p.miles)
                * ${byKey(FEE_SCHEDULE.priorityMultiplier, 'p.priority')})::numeric, 2)::float8`;
  const moves = `(case when p.taken then 1 else 0 end) + (case when p.declined then 1 else 0 end)
                 + (case when ${carried} then 1 else 0 end)
                 + (case when ${reached('COMPLETED', 'CANCELLED')} then 1 else 0 end)`;
  await tx.execute(sql.raw(`
    insert into trips (id, trip_number, patient_id, insurance_company, from_location, to_location, hospital_id,
                       from_latitude, from_longitude, to_latitude, to_longitude, scheduled_time, ready_start, ready_end,
                       transport_level, urgency_level, priority, diagnosis, mobility_level, oxygen_required, monitoring_required,
                       status, assigned_agency_id, assigned_unit_id,
                       created_by_id, accepted_timestamp, pickup_timestamp, actual_start_time, completion_timestamp, actual_end_time,
                       cancelled_timestamp, cancellation_reason, loaded_miles, estimated_minutes, revenue, escalated_at, version, created_at, updated_at,
                       latest_step, latest_step_at, arrived_at_pickup, arrived_at_destination)
    select p.id,
           'TRP-' || to_char(p.created_at at time zone 'UTC', 'YYYYMMDD') || '-'
             || lpad((row_number() over (partition by (p.created_at at time zone 'UTC')::date order by p.created_at))::text, 4, '0'),
           'P' || upper(substr(md5('patient' || i), 1, 8)),
           ${oneOf(insurance, 'insurance')},
           h.name,
           (array[${list(DESTINATIONS)}])[1 + i % ${DESTINATIONS.length}] || ' ' || (1 + i % 23),
           h.id, h.latitude, h.longitude, h.latitude + p.miles / 100.0, h.longitude + p.miles / 140.0,
           p.scheduled_time, p.scheduled_time, p.scheduled_time + interval '${READY_WINDOW_MINUTES} minutes', p.level,
           case p.priority when 'CRITICAL' then 'Emergent' when 'HIGH' then 'Urgent' else 'Routine' end,
           p.priority,
           ${oneOf(diagnosis, 'diagnosis')},
           ${oneOf(mobility, 'mobility')},
           p.${draw('oxygen')} < 0.3,
           p.level <> 'BLS' and p.${draw('monitoring')} < 0.5,
           p.status,
           case when p.taken then a.id end,
           case when ${carried} then un.id end,
           h.user_id,
           case when p.taken then p.accepted_at end,
           case when ${carried} then ${pickup} end,
           case when ${carried} then ${pickup} end,
           case when ${reached('COMPLETED')} then ${completion} end,
           case when ${reached('COMPLETED')} then ${completion} end,
           case when ${reached('CANCELLED')} then p.cancelled_at end,
           case when ${reached('CANCELLED')} then ${oneOf(CANCELLATION_REASONS, 'reason')} end,
           p.miles, round(10 + p.miles * 2), ${fee},
           -- every PENDING request is stored as escalated (after the delay, the youngest at the load), so the server's
           -- sweep adds no offers to the lists under measurement, however long the run
           case when p.status = 'PENDING' then least(p.created_at + interval '${ESCALATION_MINUTES.default} minutes', ${clock}) end,
           1 + ${moves},
           p.created_at, greatest(p.created_at, coalesce(
             case when ${reached('CANCELLED')} then p.cancelled_at end,
             case when ${reached('COMPLETED')} then ${completion} end,
             case when ${reached('IN_PROGRESS')} then ${pickup} end,
             case when p.taken then p.accepted_at end, p.created_at)),
           case when ${reached('COMPLETED')} then 'HANDED_OVER' when ${carried} then 'PATIENT_LOADED' end,
           case when ${reached('COMPLETED')} then ${completion} when ${carried} then ${pickup} end,
           case when ${carried} and ${withApp} then ${atPickup} end,
           case when ${reached('COMPLETED')} and ${withApp} then ${atDestination} end
    from bench_plan as p
    join bench_hospital as h on h.h = p.h
    join bench_agency as a on a.n = p.first_agency
    join bench_unit as un on un.n = p.first_agency and un.u = 1 + p.i % ${TRIPS.unitsPerAgency}`));

  // a unit is committed from the acceptance of each trip it carries until the drop-off, available otherwise; the
  // trigger that links each change to the next is off for the bulk load, so the spans are linked here, in id order
  await tx.execute(sql.raw(`
    insert into unit_status_history (unit_id, from_status, to_status, created_at, ended_at)
    select unit_id, from_status, to_status, at, lead(at) over (partition by unit_id order by at, n, trip_id)
    from (
      select t.assigned_unit_id as unit_id, t.id as trip_id, change.from_status, change.to_status, change.at, change.n from trips as t
      cross join lateral (values ('AVAILABLE', 'COMMITTED', t.accepted_timestamp, 1),
                                 ('COMMITTED', 'AVAILABLE', t.completion_timestamp, 2)) as change (from_status, to_status, at, n)
      where t.assigned_unit_id is not null and change.at is not null
    ) as changes
    order by unit_id, at, n, trip_id`));

  // offer 0 went to the agency that took the trip, or (for some PENDING trips) to one that declined it
  await tx.execute(sql.raw(`
    insert into agency_responses (trip_id, agency_id, response, distance_miles, responded_by_id, responded_at, created_at)
    select p.id, a.id,
           case when j = 0 and p.taken then 'ACCEPTED' when j = 0 and p.declined then 'DECLINED' else 'OFFERED' end,
           round((2 + j * 3.7 + p.miles / 10)::numeric, 1)::float8,
           case when j = 0 and (p.taken or p.declined) then a.user_id end,
           case when j = 0 and (p.taken or p.declined) then p.accepted_at end,
           p.created_at
    from (select *, ${offeredAgency('j')} as n from bench_plan cross join generate_series(0, 4) as j) as p
    join bench_agency as a on a.n = p.n
    where p.j < p.offers`));

  // the timeline: created by the nurse; declined, accepted, picked up, delivered by the agency; cancelled by the nurse
  const step = (from: string, to: string, when: string, actor: 'h' | 'a', note: string, condition: string) => `
    select p.id, ${actor}.user_id, ${actor}.user_name, ${actor === 'h' ? "'HEALTHCARE'" : "'EMS'"}, ${actor}.name,
           ${from}, ${quoted(to)}, ${note}, ${when}
    from bench_plan as p join bench_hospital as h on h.h = p.h join bench_agency as a on a.n = p.first_agency
    where ${condition}`;
  await tx.execute(sql.raw(`
    insert into trip_history (trip_id, actor_user_id, actor_name, actor_role, actor_organisation, from_status, to_status, note, created_at)
    ${[
      step('null', 'PENDING', 'p.created_at', 'h', "'Transport request created'", 'true'),
      step("'PENDING'", 'PENDING', 'p.accepted_at', 'a', "'Declined by ' || a.name", 'p.declined'),
      step("'PENDING'", 'ACCEPTED', 'p.accepted_at', 'a', "'Accepted'", 'p.taken'),
      step("'ACCEPTED'", 'IN_PROGRESS', pickup, 'a', "'Patient picked up'", carried),
      step("'IN_PROGRESS'", 'COMPLETED', completion, 'a', "'Patient delivered to destination'", reached('COMPLETED')),
      step("case when p.taken then 'ACCEPTED' else 'PENDING' end", 'CANCELLED', 'p.cancelled_at', 'h', "'Cancelled'", reached('CANCELLED')),
    ].join(' union all ')}`));

  // the crew's steps: every carried trip was loaded (Start Trip) and every delivered one handed over (Complete Trip);
  // the trips of crews with the app also have their way there, the arrival at the pickup and at the destination
  const crewStep = (name: TripStep, at: string, condition: string) => `
    select p.id, ${quoted(name)}, un.id, a.user_id, a.user_name, ${at}, ${at} from bench_plan as p
    join bench_agency as a on a.n = p.first_agency join bench_unit as un on un.n = p.first_agency and un.u = 1 + p.i % ${TRIPS.unitsPerAgency}
    where ${condition}`;
  await tx.execute(sql.raw(`
    insert into trip_steps (id, trip_id, step, unit_id, recorded_by_id, recorded_by_name, occurred_at, received_at)
    select gen_random_uuid(), s.* from (${[
      crewStep('EN_ROUTE', minutesBefore(pickup, 40, 'p.accepted_at'), `${carried} and ${withApp}`),
      crewStep('AT_PICKUP', atPickup, `${carried} and ${withApp}`),
      crewStep('PATIENT_LOADED', pickup, carried),
      crewStep('AT_DESTINATION', atDestination, `${reached('COMPLETED')} and ${withApp}`),
      crewStep('HANDED_OVER', completion, reached('COMPLETED')),
    ].join(' union all ')}) as s`));
}

const BULK_TABLES = ['trips', 'agency_responses', 'trip_history', 'unit_status_history', 'trip_steps'];

/**
 * Drops the tables' secondary indexes (those behind no constraint) and answers their definitions: built once after
 * the load instead of row by row, as pg_restore does. The schema ends up exactly as migrated.
 */
async function withoutIndexes(tx: Db, tables: string[]): Promise<{ name: string; definition: string }[]> {
  const indexes = await rawRows<{ name: string; definition: string }>(
    tx,
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes as i
        where i.schemaname = current_schema() and i.tablename = any(string_to_array(${tables.join(',')}, ','))
          and not exists (select 1 from pg_constraint as c where c.conname = i.indexname)`,
  );
  for (const { name } of indexes) await tx.execute(sql.raw(`drop index "${name}"`));
  return indexes;
}

/** A legal move of one agency on one trip: accept it (offered, PENDING), start it (ACCEPTED), complete it (IN_PROGRESS). */
export interface PlannedMove {
  tripId: string;
  agency: number;
  to: 'ACCEPTED' | 'IN_PROGRESS' | 'COMPLETED';
}
/** A race trip and the agencies (numbers) it was offered to, every one of which will try to accept it. */
export interface PlannedRace {
  tripId: string;
  agencies: number[];
}
export interface PlannedWork {
  moves: PlannedMove[];
  races: PlannedRace[];
}

/** Read from the plan before it goes: every open trip outside the races with the agency that may move it, and the races. */
async function plannedWork(tx: Db): Promise<PlannedWork> {
  // a PENDING trip is accepted by its last offer's agency: only the first one ever declined
  const moves = await rawRows<PlannedMove>(
    tx,
    sql.raw(`select id as "tripId",
                    case when status = 'PENDING' then ${offeredAgency('offers - 1')} else first_agency end as agency,
                    case status when 'PENDING' then 'ACCEPTED' when 'ACCEPTED' then 'IN_PROGRESS' else 'COMPLETED' end as "to"
             from bench_plan where not race and status in ('PENDING', 'ACCEPTED', 'IN_PROGRESS') order by i`),
  );
  const races = await rawRows<PlannedRace>(
    tx,
    sql.raw(`select id as "tripId", array[${RACE_OFFSETS.map((_, j) => offeredAgency(String(j))).join(', ')}] as agencies
             from bench_plan where race order by i`),
  );
  return { moves, races };
}

/** Writes the data set into a freshly migrated, empty database, all at the clock `now`; answers the work planned on it. */
export async function insertTripData(db: Db, now: Date, passwordHashes: { admin: string; staff: string }): Promise<PlannedWork> {
  return db.transaction(async (tx) => {
    // every id below comes from a row inserted above in this transaction: the triggers are left out for the bulk load, as
    // pg_restore --disable-triggers does (trip_history's append-only one guards only UPDATE and DELETE; the unit spans
    // are linked by the insert itself, and the offers per day are counted below)
    await tx.execute(sql`set local session_replication_role = replica`);
    await insertOrganisations(tx, passwordHashes);
    const indexes = await withoutIndexes(tx, BULK_TABLES);
    await insertTrips(tx, now);
    for (const { definition } of indexes) await tx.execute(sql.raw(definition));
    // recorded once for the whole load, as completion and the triggers would have: deadhead, offers per agency and day,
    // trips per status, open offers
    await recordDeadheadMiles(tx);
    await tx.execute(sql`
      insert into agency_offer_days (day, agency_id, offers)
      select (created_at at time zone 'UTC')::date, agency_id, count(*) from agency_responses group by 1, 2`);
    await tx.execute(sql`insert into trip_status_counts (hospital_id, status, trips) select hospital_id, status, count(*) from trips group by 1, 2`);
    await tx.execute(sql`
      insert into open_offers (agency_id, trip_id)
      select r.agency_id, r.trip_id from agency_responses as r join trips as t on t.id = r.trip_id
      where t.status = 'PENDING' and r.response <> 'DECLINED'`);
    return plannedWork(tx);
  });
}
