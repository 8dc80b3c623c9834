// The "live" data set: 40 hospitals and 50 agencies in one city, and the people watching their screens: 100 control
// center users (half administrators), 10 staff per hospital and 10 per agency, 1,000 in all, each signed in once. The
// sessions are written here and their tokens signed with the servers' secret, so no sign-in (and no password hash per
// person) is spent on setting up.
import { sql } from 'drizzle-orm';
import type { UserType } from '../src/domain/common/enums';
import type { Db } from '../src/server/db/connect';
import { rawRows } from '../src/server/db/raw-query';
import { hashPassword } from '../src/server/modules/secrets/passwords';
import { createTokenService } from '../src/server/modules/auth/tokens';

export const LIVE = {
  hospitals: 40,
  agencies: 50,
  controlCenter: 100,
  staffPerHospital: 10,
  staffPerAgency: 10,
} as const;

/** One person at a screen: their role, organisation and bearer token. */
export interface Watcher {
  userType: UserType;
  hospitalId: string | null;
  agencyId: string | null;
  token: string;
}

export interface LiveWorld {
  hospitals: string[];
  agencies: string[];
  watchers: Watcher[];
}

const SESSION_DAYS = 1;

/** Inserts the organisations, the users and a session each; answers them with a token per user. */
export async function insertLiveWorld(db: Db, jwtSecret: string): Promise<LiveWorld> {
  const passwordHash = await hashPassword('Live-bench-password-1');
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into hospitals (name, type, address, city, state, zip_code, latitude, longitude, is_active, requires_review)
      select 'Live Bench Hospital ' || lpad(h::text, 2, '0'), 'Hospital', h || ' Hospital Drive', 'Pittsburgh', 'PA', '15213',
             40.40 + h / 500.0, -79.99 + h / 700.0, true, false
      from generate_series(1, ${LIVE.hospitals}) as h`);
    await tx.execute(sql`
      insert into agencies (name, contact_name, phone, email, address, city, state, zip_code, service_type, capabilities, status,
                            latitude, longitude, is_active, requires_review)
      select 'Live Bench EMS ' || lpad(n::text, 2, '0'), 'Dispatcher ' || n, '(412) 555-' || lpad(n::text, 4, '0'),
             'ops' || n || '@live-bench.test', n || ' Station Road', 'Pittsburgh', 'PA', '15213', 'ALS', array['BLS', 'ALS'], 'ACTIVE',
             40.41 + n / 400.0, -79.98 + n / 600.0, true, false
      from generate_series(1, ${LIVE.agencies}) as n`);
    await tx.execute(sql`
      insert into users (email, password_hash, name, user_type, status, email_verified_at)
      select 'center' || c || '@live-bench.test', ${passwordHash}, 'Coordinator ' || c,
             case when c % 2 = 0 then 'ADMIN' else 'USER' end, 'ACTIVE', now()
      from generate_series(1, ${LIVE.controlCenter}) as c`);
    await tx.execute(sql`
      insert into users (email, password_hash, name, user_type, status, hospital_id, email_verified_at)
      select 'nurse' || s || '.' || h.id || '@live-bench.test', ${passwordHash}, 'Nurse ' || s, 'HEALTHCARE', 'ACTIVE', h.id, now()
      from hospitals as h cross join generate_series(1, ${LIVE.staffPerHospital}) as s`);
    await tx.execute(sql`
      insert into users (email, password_hash, name, user_type, status, agency_id, email_verified_at)
      select 'crew' || s || '.' || a.id || '@live-bench.test', ${passwordHash}, 'Crew ' || s, 'EMS', 'ACTIVE', a.id, now()
      from agencies as a cross join generate_series(1, ${LIVE.staffPerAgency}) as s`);
    const sessions = await rawRows<{ id: string; user_id: string; user_type: UserType; hospital_id: string | null; agency_id: string | null; expires_at: Date }>(
      tx,
      sql`insert into sessions (user_id, expires_at, user_agent)
          select id, now() + make_interval(days => ${SESSION_DAYS}), 'live bench' from users
          returning id, user_id, (select user_type from users where users.id = user_id) as user_type,
                    (select hospital_id from users where users.id = user_id) as hospital_id,
                    (select agency_id from users where users.id = user_id) as agency_id, expires_at`,
    );
    const tokens = createTokenService(jwtSecret);
    const watchers = await Promise.all(
      sessions.map(async (s) => ({
        userType: s.user_type,
        hospitalId: s.hospital_id,
        agencyId: s.agency_id,
        token: await tokens.sign({ sessionId: s.id, userId: s.user_id }, new Date(s.expires_at)),
      })),
    );
    const ids = async (table: 'hospitals' | 'agencies') =>
      (await rawRows<{ id: string }>(tx, sql`select id from ${sql.identifier(table)} order by name`)).map((r) => r.id);
    return { hospitals: await ids('hospitals'), agencies: await ids('agencies'), watchers };
  });
}
