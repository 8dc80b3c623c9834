import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { UserStatus, UserType } from '@/domain/common/enums';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import { agencies, hospitals, users } from '@/server/db/schema';
import { hashPassword } from '@/server/modules/secrets/passwords';

export const PASSWORD = 'correct-horse-9';
let passwordHash: Promise<string> | undefined;

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.org`;

/**
 * Inserts a user (and an active organisation for HEALTHCARE/EMS) straight into the database. Each organisation gets
 * its own name ('Test General Hospital 3', 'Test EMS 4'): two active ones may not share one.
 */
export async function createUser(
  db: Db,
  opts: { userType: UserType; status?: UserStatus; email?: string; orgActive?: boolean; orgInReview?: boolean } ,
) {
  passwordHash ??= hashPassword(PASSWORD);
  const org = { isActive: opts.orgActive ?? true, requiresReview: opts.orgInReview ?? false };
  let hospitalId: string | undefined;
  let agencyId: string | undefined;
  if (opts.userType === 'HEALTHCARE') {
    const [h] = await db.insert(hospitals).values({ name: `Test General Hospital ${++counter}`, type: 'Hospital', ...org }).returning();
    hospitalId = h!.id;
  }
  if (opts.userType === 'EMS') {
    const [a] = await db.insert(agencies).values({ name: `Test EMS ${++counter}`, serviceType: 'ALS', ...org }).returning();
    agencyId = a!.id;
  }
  const [user] = await db
    .insert(users)
    .values({
      email: opts.email ?? uniqueEmail(opts.userType.toLowerCase()),
      passwordHash: await passwordHash,
      name: `Test ${opts.userType}`,
      userType: opts.userType,
      status: opts.status ?? 'ACTIVE',
      hospitalId,
      agencyId,
    })
    .returning();
  return user!;
}

export const LOGIN_PATH: Record<UserType, string> = {
  ADMIN: '/api/auth/login',
  USER: '/api/auth/login',
  HEALTHCARE: '/api/auth/healthcare/login',
  EMS: '/api/auth/ems/login',
  CREW: '/api/auth/crew/login',
};

/** Creates a user of this type and signs in through its own login path; returns the bearer token. */
export async function signedIn(app: FastifyInstance, db: Db, userType: UserType) {
  const user = await createUser(db, { userType });
  const res = await app.inject({ method: 'POST', url: LOGIN_PATH[userType], payload: { email: user.email, password: PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { user, token: res.json().token as string, auth: { authorization: `Bearer ${res.json().token}` } };
}

/** Row counts of the tables a request could touch, to prove bad input changed nothing. */
export async function tableCounts(db: Db) {
  const [row] = await rawRows<Record<string, number>>(
    db,
    sql`select (select count(*) from users)::int as users,
               (select count(*) from hospitals)::int as hospitals,
               (select count(*) from agencies)::int as agencies,
               (select count(*) from sessions)::int as sessions,
               (select count(*) from outbox)::int as mails,
               (select count(*) from notifications)::int as notifications,
               (select count(*) from facilities)::int as facilities,
               (select count(*) from units)::int as units,
               (select count(*) from trips)::int as trips,
               (select count(*) from agency_responses)::int as "agencyResponses",
               (select count(*) from dropdown_options)::int as "dropdownOptions"`,
  );
  return row!;
}

export const healthcareRegistration = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('facility'),
  password: 'sunrise-clinic-1',
  confirmPassword: 'sunrise-clinic-1',
  name: 'Dana Whitfield',
  facilityName: `Sunrise Dialysis Center ${++counter}`,
  facilityType: 'Dialysis Center',
  phone: '(412) 555-0141',
  address: '1200 Penn Ave',
  city: 'Pittsburgh',
  state: 'PA',
  zipCode: '15222',
  latitude: 40.4441,
  longitude: -79.9959,
  ...overrides,
});

export const emsRegistration = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('agency'),
  password: 'rapid-response-7',
  confirmPassword: 'rapid-response-7',
  name: 'Marcus Hale',
  agencyName: `Three Rivers Medical Transport ${++counter}`,
  serviceType: 'Ground Ambulance',
  phone: '(412) 555-0188',
  address: '45 Carson St',
  city: 'Pittsburgh',
  state: 'PA',
  zipCode: '15203',
  latitude: 40.4286,
  longitude: -79.9805,
  capabilities: ['BLS', 'ALS'],
  operatingHours: { start: '06:00', end: '22:00' },
  ...overrides,
});
