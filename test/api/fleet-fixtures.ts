// Fixtures for the units, user-management, notification and overview tests: agencies, units, trips, and wider counts.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TripStatus, UnitStatus } from '@/domain/common/enums';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import { agencies, trips, units, unitStatusHistory, users } from '@/server/db/schema';
import { hashPassword } from '@/server/modules/secrets/passwords';
import { LOGIN_PATH, PASSWORD, tableCounts, uniqueEmail } from './fixtures';

let serial = 0;
const next = () => `${Date.now().toString(36)}-${++serial}`;

export async function createAgency(db: Db, opts: { name?: string; isActive?: boolean } = {}) {
  const [a] = await db
    .insert(agencies)
    .values({ name: opts.name ?? `Agency ${next()}`, serviceType: 'ALS', isActive: opts.isActive ?? true, requiresReview: false })
    .returning();
  return a!;
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD, path = LOGIN_PATH.ADMIN) {
  return app.inject({ method: 'POST', url: path, payload: { email, password } });
}

let memberHash: Promise<string> | undefined;

/** A signed-in EMS user of an existing agency (signedIn would create a new agency). */
export async function signedInMember(app: FastifyInstance, db: Db, agencyId: string) {
  const [user] = await db
    .insert(users)
    .values({
      email: uniqueEmail('crew'),
      passwordHash: await (memberHash ??= hashPassword(PASSWORD)),
      name: 'Crew Member',
      userType: 'EMS',
      status: 'ACTIVE',
      agencyId,
    })
    .returning();
  const res = await signIn(app, user!.email, PASSWORD, LOGIN_PATH.EMS);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { user: user!, auth: { authorization: `Bearer ${res.json().token}` } };
}

export async function insertUnit(
  db: Db,
  agencyId: string,
  opts: { unitNumber?: string; currentStatus?: UnitStatus; isActive?: boolean; history?: [UnitStatus, Date][] } = {},
) {
  const [u] = await db
    .insert(units)
    .values({
      agencyId,
      unitNumber: opts.unitNumber ?? `U-${next()}`,
      currentStatus: opts.currentStatus ?? 'AVAILABLE',
      isActive: opts.isActive ?? true,
    })
    .returning();
  const history = opts.history ?? [];
  if (history.length > 0) {
    await db.insert(unitStatusHistory).values(
      history.map(([toStatus, changedAt], i) => ({ unitId: u!.id, fromStatus: i === 0 ? null : history[i - 1]![0], toStatus, changedAt })),
    );
  }
  return u!;
}

export interface TripSpec {
  status: TripStatus;
  agencyId?: string | null;
  unitId?: string | null;
  revenue?: number | null;
  createdById?: string | null;
  created?: Date;
  accepted?: Date;
  scheduled?: Date;
  pickup?: Date;
  completed?: Date;
}

const tripValues = (opts: TripSpec) => ({
  tripNumber: `TRP-${next()}`,
  patientId: `P${next()}`,
  fromLocation: 'Test General Hospital',
  toLocation: 'Riverside Rehab',
  scheduledTime: opts.scheduled ?? new Date(),
  status: opts.status,
  assignedAgencyId: opts.agencyId ?? null,
  assignedUnitId: opts.unitId ?? null,
  revenue: opts.revenue ?? null,
  createdById: opts.createdById ?? null,
  acceptedTimestamp: opts.accepted ?? null,
  pickupTimestamp: opts.pickup ?? null,
  completionTimestamp: opts.completed ?? null,
  ...(opts.created ? { createdAt: opts.created } : {}),
});

export async function insertTrip(db: Db, opts: TripSpec) {
  const [t] = await db.insert(trips).values(tripValues(opts)).returning();
  return t!;
}

/** Many trips in one statement per thousand: a long history without a request per trip. */
export async function insertTrips(db: Db, specs: TripSpec[]) {
  const rows: (typeof trips.$inferSelect)[] = [];
  for (let i = 0; i < specs.length; i += 1000) {
    rows.push(...(await db.insert(trips).values(specs.slice(i, i + 1000).map(tripValues)).returning()));
  }
  return rows;
}

/** tableCounts plus the fleet and trip tables, to prove a refused call changed nothing. */
export async function allCounts(db: Db) {
  const [row] = await rawRows<Record<string, number>>(
    db,
    sql`select (select count(*) from units)::int as units,
               (select count(*) from unit_status_history)::int as unit_status_history,
               (select count(*) from trips)::int as trips,
               (select count(*) from trip_history)::int as trip_history,
               (select count(*) from sessions where revoked_at is null)::int as live_sessions,
               (select count(*) from notifications where read)::int as read_notifications,
               (select count(*) from users where status = 'ACTIVE')::int as active_users,
               (select count(*) from units where current_status = 'AVAILABLE')::int as available_units`,
  );
  return { ...(await tableCounts(db)), ...row! };
}

export const HOUR = 3_600_000;
export const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);
