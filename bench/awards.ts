// Section "awards": 1,000 compare-offers requests, each with an offer from 3 agencies, awarded by the facility for
// every offer at once while one offering agency withdraws; exactly one award must win each, checked in the database.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/server/db/connect';
import { rawRows } from '../src/server/db/raw-query';
import { hashPassword } from '../src/server/modules/secrets/passwords';
import { onEachDatabase, serveFilled, withDatabase } from './databases';
import { type Check, count, printChecks, secs } from './report';
import { signIn } from './tcc-server';
import { awardChecks, type PlannedAwardRace, runAwardRaces } from './trips-race';
import { judged } from './verdicts';

const REQUESTS = 1_000;
const AGENCIES = 3;
const PASSWORD = 'Bench-awards-password-1';
const NURSE = 'nurse@bench-awards.test';
const dispatcher = (n: number) => `dispatch${n}@bench-awards.test`;
/** The accept races' target: PostgreSQL within 3 s, PGlite twice that. */
const TARGET_SECONDS = { PostgreSQL: 3, PGlite: 6 } as const;

async function insertAwardData(db: Db): Promise<PlannedAwardRace[]> {
  const hash = await hashPassword(PASSWORD);
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into hospitals (name, type, address, city, state, zip_code, phone, email, contact_name, region, latitude, longitude, is_active, requires_review)
      values ('Bench Awards Hospital', 'Hospital', '1 Award Way', 'Harrisburg', 'PA', '17101', '(717) 558-0001', 'desk@bench-awards.test', 'Desk', 'Central PA', 40.27, -76.88, true, false)`);
    await tx.execute(sql`
      insert into agencies (name, contact_name, phone, email, address, city, state, zip_code, service_type, capabilities, status, latitude, longitude, is_active, requires_review)
      select 'Bench Awards EMS ' || n, 'Dispatcher ' || n, '(717) 559-000' || n, 'ops' || n || '@bench-awards.test', n || ' Station Road', 'Harrisburg', 'PA',
             '17101', 'BLS/ALS', array['BLS', 'ALS'], 'ACTIVE', 40.27 + n / 100.0, -76.88, true, false
      from generate_series(1, ${AGENCIES}) as n`);
    await tx.execute(sql`
      insert into users (email, password_hash, name, user_type, status, hospital_id, email_verified_at)
      select ${NURSE}, ${hash}, 'Awards Nurse', 'HEALTHCARE', 'ACTIVE', id, now() from hospitals where name = 'Bench Awards Hospital'`);
    await tx.execute(sql`
      insert into users (email, password_hash, name, user_type, status, agency_id, email_verified_at)
      select 'dispatch' || substr(name, length(name)) || '@bench-awards.test', ${hash}, 'Dispatcher ' || substr(name, length(name)), 'EMS', 'ACTIVE', id, now()
      from agencies where name like 'Bench Awards EMS %'`);
    // the requests, scheduled tomorrow with an hour's ready window, offers open for two hours
    await tx.execute(sql`
      insert into trips (trip_number, patient_id, from_location, to_location, hospital_id, scheduled_time, ready_start, ready_end,
                         acceptance_mode, offer_deadline, status)
      select 'AWD-' || lpad(i::text, 5, '0'), 'PAW' || i, 'Bench Awards Hospital', 'Riverside Rehab', h.id,
             date_trunc('hour', now()) + interval '1 day', date_trunc('hour', now()) + interval '1 day', date_trunc('hour', now()) + interval '25 hours',
             'COMPARE_OFFERS', now() + interval '2 hours', 'PENDING'
      from generate_series(1, ${REQUESTS}) as i, hospitals as h where h.name = 'Bench Awards Hospital'`);
    await tx.execute(sql`
      insert into agency_responses (trip_id, agency_id, response, distance_miles)
      select t.id, a.id, 'OFFERED', 5 from trips t, agencies a where t.trip_number like 'AWD-%' and a.name like 'Bench Awards EMS %'`);
    await tx.execute(sql`
      insert into pickup_offers (trip_id, agency_id, pickup_at, offered_by_id)
      select t.id, a.id, t.ready_start + make_interval(mins => 5 * substr(a.name, length(a.name))::int), u.id
      from trips t, agencies a join users u on u.agency_id = a.id where t.trip_number like 'AWD-%' and a.name like 'Bench Awards EMS %'`);
    const rows = await rawRows<{ tripId: string; offerId: string; agency: number }>(
      tx,
      sql`select o.trip_id as "tripId", o.id as "offerId", substr(a.name, length(a.name))::int as agency
          from pickup_offers o join agencies a on a.id = o.agency_id order by o.trip_id, agency`,
    );
    const races = new Map<string, PlannedAwardRace>();
    for (const r of rows) {
      const race = races.get(r.tripId) ?? { tripId: r.tripId, offers: [], withdrawing: 1 + (races.size % AGENCIES) };
      race.offers.push({ offerId: r.offerId, agency: r.agency });
      races.set(r.tripId, race);
    }
    return [...races.values()];
  });
}

export async function awardsSection(): Promise<void> {
  console.log(`Awards: ${count(REQUESTS)} compare-offers requests, each with an offer from ${AGENCIES} agencies`);
  await onEachDatabase('awards', async (target) => {
    const checks: Check[] = [];
    let planned: PlannedAwardRace[] = [];
    await serveFilled(target, insertAwardData, async (server, races) => {
      planned = races;
      const nurse = await signIn(server.baseUrl, NURSE, PASSWORD, '/api/auth/healthcare/login');
      const tokens = new Map<number, string>();
      for (let n = 1; n <= AGENCIES; n++) tokens.set(n, await signIn(server.baseUrl, dispatcher(n), PASSWORD, '/api/auth/ems/login'));
      const run = await runAwardRaces(server.baseUrl, races, nurse, tokens);
      checks.push(...run.checks);
      const limit = TARGET_SECONDS[target.database];
      judged('awards', `${count(races.length)} award races (${target.database})`, secs(run.wallMs), `≤ ${limit} s, one winner each`, run.wallMs <= limit * 1000 && run.checks[0]![1] === races.length);
    });
    checks.push(...(await withDatabase(target, (db) => awardChecks(db, planned))));
    printChecks('awards', 'the database afterwards', checks);
  });
}
