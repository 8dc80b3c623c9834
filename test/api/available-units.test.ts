import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVAILABLE_UNITS_PATH } from '@/domain/units/available-units';
import type { AvailableUnit } from '@/domain/units/unit-answers';
import { agencies, trips, units } from '@/server/db/schema';
import { signedIn } from './fixtures';
import { createAgency, hoursAgo, insertTrip, insertUnit, signedInMember } from './fleet-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ timeZone: 'America/New_York' });
});
afterAll(() => t.close());

const available = async (auth: Record<string, string>) => {
  const res = await t.app.inject({ url: AVAILABLE_UNITS_PATH, headers: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AvailableUnit[];
};

describe('GET /api/units/available', () => {
  it('lists the active AVAILABLE units with their level of care, starting point and shift end; an agency its own only', async () => {
    const metro = await createAgency(t.db, { name: 'Metro Available EMS' });
    await t.db.update(agencies).set({ latitude: 40.44, longitude: -79.99 }).where(eq(agencies.id, metro.id));
    const other = await createAgency(t.db, { name: 'Other Available EMS' });
    const als = await insertUnit(t.db, metro.id, { unitNumber: 'A-1' });
    await t.db.update(units).set({ capabilities: ['BLS', 'ALS', 'OXYGEN'], shiftStart: '07:00', shiftEnd: '19:00' }).where(eq(units.id, als.id));
    const van = await insertUnit(t.db, metro.id, { unitNumber: 'W-2' });
    await t.db.update(units).set({ type: 'WHEELCHAIR_VAN', capabilities: ['WHEELCHAIR'] }).where(eq(units.id, van.id));
    await insertUnit(t.db, metro.id, { unitNumber: 'B-3', currentStatus: 'COMMITTED' });
    await insertUnit(t.db, metro.id, { unitNumber: 'B-4', isActive: false });
    const elsewhere = await insertUnit(t.db, other.id, { unitNumber: 'C-5' });
    // A-1's last drop-off: the later of two completed trips
    for (const [hours, lat] of [[5, 40.5], [2, 40.6]] as const) {
      const trip = await insertTrip(t.db, { status: 'COMPLETED', agencyId: metro.id, unitId: als.id, completed: hoursAgo(hours) });
      await t.db.update(trips).set({ toLatitude: lat, toLongitude: -80.0 }).where(eq(trips.id, trip.id));
    }

    const ems = await signedInMember(t.app, t.db, metro.id);
    const asked = Date.now();
    const mine = await available(ems.auth);
    const answered = Date.now();
    expect(mine.map((u) => u.unitNumber)).toEqual(['A-1', 'W-2']);
    const [a1, w2] = mine;
    expect(a1).toMatchObject({ levelOfCare: 'ALS', position: { lat: 40.6, lng: -80.0 }, positionSource: 'lastDropOff', shiftEnd: '19:00', agencyName: 'Metro Available EMS' });
    // 19:00 in Pittsburgh, the next time it comes round
    const endsAt = new Date(a1!.shiftEndsAt!);
    expect(endsAt.getTime()).toBeGreaterThanOrEqual(asked);
    expect(endsAt.getTime()).toBeLessThanOrEqual(answered + 86_400_000);
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(endsAt)).toBe('19:00');
    expect(w2).toMatchObject({ type: 'WHEELCHAIR_VAN', capabilities: ['WHEELCHAIR'], levelOfCare: null, position: { lat: 40.44, lng: -79.99 }, positionSource: 'agencyBase', shiftEndsAt: null });

    for (const role of ['ADMIN', 'USER'] as const) {
      const all = await available((await signedIn(t.app, t.db, role)).auth);
      expect(all.map((u) => u.id)).toEqual(expect.arrayContaining([als.id, van.id, elsewhere.id]));
      expect(all.find((u) => u.id === elsewhere.id)).toMatchObject({ levelOfCare: null, position: null, positionSource: null });
    }
  });

  it('is refused to facilities and to callers who are not signed in', async () => {
    const nurse = await signedIn(t.app, t.db, 'HEALTHCARE');
    expect((await t.app.inject({ url: AVAILABLE_UNITS_PATH, headers: nurse.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: AVAILABLE_UNITS_PATH })).statusCode).toBe(401);
  });
});
