import { asc, eq, sql } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@/domain/session/demo-accounts';
import { DROPDOWN_CATEGORY_VALUES, TRIP_STATUSES, type TripStatus } from '@/domain/common/enums';
import { greatCircleMiles } from '@/domain/places/geo';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import {
  agencies,
  agencyResponses,
  dropdownOptions,
  facilities,
  hospitals,
  notifications,
  optimizationSettings,
  tripHistory,
  trips,
  units,
  unitStatusHistory,
  users,
} from '@/server/db/schema';
import { seedDemoData } from '@/server/db/seed';
import { buildDemoData } from '@/server/db/seed/build';
import { verifyPassword } from '@/server/modules/secrets/passwords';
import { LOGIN_PATH } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let seeded: boolean;
beforeAll(async () => {
  t = await startTestApp();
  seeded = await seedDemoData(t.db);
});
afterAll(() => t.close());

const SEEDED_TABLES = [
  'hospitals', 'facilities', 'agencies', 'users', 'units', 'unit_status_history', 'trips', 'agency_responses',
  'trip_history', 'dropdown_options', 'notifications', 'notification_settings', 'optimization_settings',
];
async function counts(db: Db): Promise<Record<string, number>> {
  const select = SEEDED_TABLES.map((name) => `(select count(*) from ${name})::int as ${name}`).join(', ');
  const [row] = await rawRows<Record<string, number>>(db, sql.raw(`select ${select}`));
  return row!;
}
const ms = (d: Date | null) => d?.getTime() ?? null;

describe('demo data', () => {
  it('fills an empty database with one region', async () => {
    expect(seeded).toBe(true);
    const c = await counts(t.db);
    const activeHospitals = await t.db.select().from(hospitals).where(eq(hospitals.isActive, true));
    const activeAgencies = await t.db.select().from(agencies).where(eq(agencies.isActive, true));
    expect(activeHospitals.length).toBeGreaterThanOrEqual(8);
    expect(activeAgencies.length).toBeGreaterThanOrEqual(6);
    expect(c.facilities).toBeGreaterThanOrEqual(12);
    expect(c.units).toBeGreaterThanOrEqual(20);
    expect(c.trips).toBeGreaterThanOrEqual(40);
    expect(c.optimization_settings).toBe(1);
    for (const h of activeHospitals) {
      expect(h).toMatchObject({ requiresReview: false, region: expect.stringMatching(/\S/), phone: expect.any(String), email: expect.any(String) });
      expect(h.capabilities.length).toBeGreaterThan(0);
    }
    for (const a of activeAgencies) {
      expect(a).toMatchObject({ requiresReview: false, status: 'ACTIVE', contactName: expect.stringMatching(/\S/), phone: expect.any(String) });
      expect(['BLS', 'ALS', 'BLS/ALS', 'Critical Care']).toContain(a.serviceType);
      expect(a.capabilities.length).toBeGreaterThan(0);
    }
  });

  it('places every organisation and facility near the centre of its ZIP code', async () => {
    const places = [
      ...(await t.db.select().from(hospitals)),
      ...(await t.db.select().from(facilities)),
      ...(await t.db.select().from(agencies)),
    ];
    for (const p of places) {
      const zip = zipcodes.lookup(p.zipCode);
      expect(zip, `${p.name} ${p.zipCode}`).toBeDefined();
      expect(zip!.state).toBe(p.state);
      const away = greatCircleMiles({ lat: p.latitude!, lng: p.longitude! }, { lat: zip!.latitude, lng: zip!.longitude });
      expect(away, p.name).toBeLessThan(4);
    }
  });

  it('refuses to seed twice and changes nothing', async () => {
    const before = await counts(t.db);
    expect(await seedDemoData(t.db)).toBe(false);
    expect(await counts(t.db)).toEqual(before);
  });

  it('creates the demo accounts with their passwords, linked to fitting organisations', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await t.db.select().from(users).where(eq(users.email, account.email));
      expect(user, account.email).toBeDefined();
      expect(user!.status).toBe('ACTIVE');
      expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
      expect(await verifyPassword(user!.passwordHash, account.password)).toBe(true);
      const domain = account.email.split('@')[1];
      if (account.role === 'healthcare') {
        const [h] = await t.db.select().from(hospitals).where(eq(hospitals.id, user!.hospitalId!));
        expect(h).toMatchObject({ isActive: true, email: expect.stringContaining(`@${domain}`) });
      }
      if (account.role === 'ems' || account.role === 'crew') {
        const [a] = await t.db.select().from(agencies).where(eq(agencies.id, user!.agencyId!));
        expect(a).toMatchObject({ isActive: true, email: expect.stringContaining(`@${domain}`) });
      }
      const res = await t.app.inject({ method: 'POST', url: LOGIN_PATH[user!.userType], payload: { email: account.email, password: account.password } });
      expect(res.statusCode, account.email).toBe(200);
    }
  });

  it('has one facility and one agency waiting for review, with users awaiting approval', async () => {
    const waiting = await t.db.select().from(users).where(eq(users.status, 'PENDING_APPROVAL'));
    expect(waiting.map((u) => u.userType).sort()).toEqual(['EMS', 'HEALTHCARE']);
    const [h] = await t.db.select().from(hospitals).where(eq(hospitals.id, waiting.find((u) => u.hospitalId)!.hospitalId!));
    expect(h).toMatchObject({ isActive: false, requiresReview: true });
    const [a] = await t.db.select().from(agencies).where(eq(agencies.id, waiting.find((u) => u.agencyId)!.agencyId!));
    expect(a).toMatchObject({ isActive: false, requiresReview: true, status: 'PENDING' });
    const [admin] = await t.db.select().from(users).where(eq(users.email, 'admin@tcc.local'));
    const bell = await t.db.select().from(notifications).where(eq(notifications.userId, admin!.id));
    expect(bell.map((n) => n.message).join('\n')).toContain(h!.name);
    expect(bell.map((n) => n.message).join('\n')).toContain(a!.name);
  });
});

describe('demo trips', () => {
  it('cover every status with consistent trip fields', async () => {
    const all = await t.db.select().from(trips);
    const places = new Map((await t.db.select().from(facilities)).map((f) => [f.id, f]));
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(TRIP_STATUSES));
    expect(new Set(all.map((r) => r.tripNumber)).size).toBe(all.length);
    for (const trip of all) {
      expect(trip.tripNumber).toMatch(/^TRP-\d{8}-\d{4}$/);
      expect(trip.patientId).toMatch(/^P[A-Z0-9]{8}$/);
      const from = places.get(trip.originFacilityId!)!;
      const to = places.get(trip.destinationFacilityId!)!;
      expect(trip).toMatchObject({
        fromLocation: from.name, toLocation: to.name, hospitalId: from.hospitalId,
        fromLatitude: from.latitude, fromLongitude: from.longitude, toLatitude: to.latitude, toLongitude: to.longitude,
      });
      expect(['Routine', 'Urgent', 'Emergent']).toContain(trip.urgencyLevel);
      expect(trip.createdAt.getTime()).toBeGreaterThan(Date.now() - 31 * 86_400_000);
    }
  });

  it('have lifecycle timestamps that match the status and increase in time', async () => {
    const all = await t.db.select().from(trips);
    const expected: Record<TripStatus, [accepted: boolean, pickup: boolean, completed: boolean, cancelled: boolean]> = {
      PENDING: [false, false, false, false],
      ACCEPTED: [true, false, false, false],
      IN_PROGRESS: [true, true, false, false],
      COMPLETED: [true, true, true, false],
      CANCELLED: [false, false, false, true],
    };
    for (const trip of all) {
      const [accepted, pickup, completed, cancelled] = expected[trip.status];
      expect(trip.pickupTimestamp !== null, trip.tripNumber).toBe(pickup);
      expect(ms(trip.actualStartTime)).toBe(ms(trip.pickupTimestamp));
      expect(trip.completionTimestamp !== null, trip.tripNumber).toBe(completed);
      expect(ms(trip.actualEndTime)).toBe(ms(trip.completionTimestamp));
      expect(trip.cancelledTimestamp !== null, trip.tripNumber).toBe(cancelled);
      if (trip.status !== 'CANCELLED') expect(trip.acceptedTimestamp !== null, trip.tripNumber).toBe(accepted);
      expect(trip.assignedAgencyId !== null).toBe(trip.acceptedTimestamp !== null);
      if (accepted) expect(trip.assignedUnitId).not.toBeNull();
      const times = [trip.createdAt, trip.acceptedTimestamp, trip.pickupTimestamp, trip.completionTimestamp]
        .filter((d): d is Date => d !== null)
        .map((d) => d.getTime());
      expect(times, trip.tripNumber).toEqual([...times].sort((a, b) => a - b));
      if (trip.cancelledTimestamp) expect(trip.cancelledTimestamp.getTime()).toBeGreaterThan(times[times.length - 1]!);
      expect(Math.max(...times, ms(trip.cancelledTimestamp) ?? 0)).toBeLessThanOrEqual(Date.now());
      if (trip.status === 'PENDING' || trip.status === 'ACCEPTED') expect(trip.scheduledTime.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('each have a history from creation to their current status', async () => {
    const all = await t.db.select().from(trips);
    const history = await t.db.select().from(tripHistory).orderBy(asc(tripHistory.createdAt), asc(tripHistory.id));
    for (const trip of all) {
      const steps = history.filter((h) => h.tripId === trip.id);
      expect(steps[0]).toMatchObject({ fromStatus: null, toStatus: 'PENDING' });
      expect(steps.at(-1)!.toStatus, trip.tripNumber).toBe(trip.status);
      steps.slice(1).forEach((s, i) => expect(s.fromStatus).toBe(steps[i]!.toStatus));
      for (const s of steps) {
        expect(s).toMatchObject({ actorName: expect.stringMatching(/\S/), actorRole: expect.any(String), actorOrganisation: expect.any(String) });
      }
    }
  });

  it('record which agencies were offered each trip and who accepted it', async () => {
    const all = await t.db.select().from(trips);
    const answers = await t.db.select().from(agencyResponses);
    for (const trip of all) {
      const mine = answers.filter((a) => a.tripId === trip.id);
      expect(mine.length, trip.tripNumber).toBeGreaterThan(0);
      const accepted = mine.filter((a) => a.response === 'ACCEPTED');
      if (trip.assignedAgencyId) expect(accepted.map((a) => a.agencyId)).toEqual([trip.assignedAgencyId]);
      else expect(accepted).toEqual([]);
    }
    const [ems] = await t.db.select().from(users).where(eq(users.email, 'dispatch@metro-ems.com'));
    const open = all.filter(
      (trip) =>
        trip.status === 'PENDING' &&
        answers.some((a) => a.tripId === trip.id && a.agencyId === ems!.agencyId && a.response === 'OFFERED'),
    );
    expect(open.length).toBeGreaterThanOrEqual(2);
  });
});

describe('demo fleet and settings', () => {
  it('units end their status history in their current status; committed units are on open trips', async () => {
    const fleet = await t.db.select().from(units);
    const history = await t.db.select().from(unitStatusHistory).orderBy(asc(unitStatusHistory.changedAt), asc(unitStatusHistory.id));
    const open = await t.db.select().from(trips).where(sql`${trips.status} in ('ACCEPTED', 'IN_PROGRESS')`);
    for (const unit of fleet) {
      expect(unit.unitNumber).toMatch(/^[A-Z]-\d{3}$/);
      const steps = history.filter((h) => h.unitId === unit.id);
      expect(steps.at(-1)!.toStatus, unit.unitNumber).toBe(unit.currentStatus);
      expect(steps.at(-1)!.changedAt.getTime()).toBe(unit.lastStatusUpdate.getTime());
      expect(unit.currentStatus === 'COMMITTED', unit.unitNumber).toBe(open.some((trip) => trip.assignedUnitId === unit.id));
    }
    expect(new Set(fleet.map((u) => u.currentStatus)).size).toBeGreaterThanOrEqual(4);
    // on the live map every unit has a dated position; those on open trips reported theirs last (just now)
    const latest = Math.max(...fleet.map((u) => u.positionAt!.getTime()));
    for (const unit of fleet) expect(unit.positionAt!.getTime() === latest, unit.unitNumber).toBe(unit.currentStatus === 'COMMITTED');
  });

  it('has default dropdown options in every category and the optimization defaults', async () => {
    const options = await t.db.select().from(dropdownOptions);
    for (const category of DROPDOWN_CATEGORY_VALUES) {
      expect(options.filter((o) => o.category === category && o.hospitalId === null).length, category).toBeGreaterThan(0);
    }
    const values = (category: string) => options.filter((o) => o.category === category).map((o) => o.value);
    expect(values('mobility')).toEqual(['Ambulatory', 'Wheelchair', 'Stretcher', 'Bedbound']);
    expect(values('transport-level')).toEqual(['BLS', 'ALS', 'CCT']);
    expect(values('urgency')).toEqual(['Routine', 'Urgent', 'Emergent']);
    expect(values('insurance')).toEqual(expect.arrayContaining(['Medicare', 'Medicaid']));
    const [settings] = await t.db.select().from(optimizationSettings);
    expect(settings).toMatchObject({
      agencyId: null,
      weights: { deadheadMiles: 0.5, waitTime: 0.1, backhaulBonus: 25, overtimeRisk: 2, baseRevenue: 1 },
      constraints: { maxDeadheadMiles: 50, maxWaitTime: 120, maxOvertimeHours: 2, maxBackhaulDistance: 15, maxBackhaulTimeWindow: 90 },
      autoOptimize: false,
      refreshInterval: 30,
    });
  });

  it('builds the same content from the same instant', () => {
    const instant = Date.UTC(2026, 2, 10, 15, 30);
    const content = () => {
      const d = buildDemoData(instant, () => 'hash');
      return d.trips.map((r) => [r.tripNumber, r.status, r.patientId, r.fromLocation, r.toLocation, ms(r.scheduledTime), r.revenue]);
    };
    expect(content()).toEqual(content());
  });
});
