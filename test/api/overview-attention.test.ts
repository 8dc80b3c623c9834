import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERVIEW_ATTENTION_PATH, type OverviewAttention } from '@/domain/analytics/overview-attention';
import { agencies, hospitals, trips } from '@/server/db/schema';
import { signedIn } from './fixtures';
import { createAgency, hoursAgo, insertTrip } from './fleet-fixtures';
import { startTestApp, type TestApp } from './harness';

type Session = { auth: Record<string, string> };
let t: TestApp;
let admin: Session;
let user: Session;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedIn(t.app, t.db, 'ADMIN');
  user = await signedIn(t.app, t.db, 'USER');
});
afterAll(() => t.close());

const get = (query: string, who?: Session) => t.app.inject({ url: `${OVERVIEW_ATTENTION_PATH}${query}`, headers: who?.auth ?? {} });
const attention = async (query = '', who = admin) => {
  const res = await get(query, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as OverviewAttention;
};

describe('GET /api/tcc/overview/attention', () => {
  it('names the requests waiting for an agency and apart from them the escalated ones, oldest first with how long each waited, and the registrations to review', async () => {
    const before = await attention();
    const agency = await createAgency(t.db);
    const oldest = await insertTrip(t.db, { status: 'PENDING', created: hoursAgo(5) });
    const escalated = await insertTrip(t.db, { status: 'PENDING', created: hoursAgo(3) });
    await t.db.update(trips).set({ escalatedAt: hoursAgo(2.5) }).where(eq(trips.id, escalated.id));
    const newest = await insertTrip(t.db, { status: 'PENDING', created: hoursAgo(1) });
    // taken or finished requests need nobody
    await insertTrip(t.db, { status: 'ACCEPTED', agencyId: agency.id, created: hoursAgo(6) });
    await insertTrip(t.db, { status: 'CANCELLED', created: hoursAgo(7) });
    await t.db.insert(hospitals).values([
      { name: 'Review Clinic', type: 'Clinic', isActive: false, requiresReview: true },
      { name: 'Settled Clinic', type: 'Clinic', isActive: true, requiresReview: false },
    ]);
    await t.db.insert(agencies).values({ name: 'Review EMS', serviceType: 'BLS', isActive: false, requiresReview: true });

    const now = await attention();
    expect(now.waiting.count).toBe(before.waiting.count + 2);
    expect(now.escalated.count).toBe(before.escalated.count + 1);
    expect(now.registrations).toEqual({ facilities: before.registrations.facilities + 1, agencies: before.registrations.agencies + 1 });

    const mine = now.waiting.oldest.filter((w) => [oldest.id, escalated.id, newest.id].includes(w.id));
    expect(mine.map((w) => w.id)).toEqual([oldest.id, newest.id]);
    expect(mine[0]).toMatchObject({ tripNumber: oldest.tripNumber, patientId: oldest.patientId, fromLocation: oldest.fromLocation, escalatedAt: null });
    // waited since it was made: five hours at least, four hours longer than the request made four hours after it
    expect(mine[0]!.waitingMinutes).toBeGreaterThanOrEqual(300);
    expect(Math.abs(mine[0]!.waitingMinutes - mine[1]!.waitingMinutes - 240)).toBeLessThanOrEqual(1);
    // each request in one list only
    expect(now.escalated.oldest.map((w) => w.id)).toContain(escalated.id);
    expect(now.escalated.oldest.every((w) => w.escalatedAt !== null)).toBe(true);
    expect(now.waiting.oldest.every((w) => w.escalatedAt === null)).toBe(true);
    const waited = now.waiting.oldest.map((w) => w.createdAt);
    expect(waited).toEqual([...waited].sort());
  });

  it('the lists its links open hold what it counts: GET /api/trips?status=PENDING with escalated=false, and with escalated=true', async () => {
    const late = await insertTrip(t.db, { status: 'PENDING', created: hoursAgo(4) });
    await t.db.update(trips).set({ escalatedAt: hoursAgo(3.5) }).where(eq(trips.id, late.id));
    const counted = await attention();
    const list = async (query: string) => (await t.app.inject({ url: `/api/trips?${query}&limit=1`, headers: admin.auth })).json().total as number;
    expect(await list('status=PENDING&escalated=false')).toBe(counted.waiting.count);
    expect(await list('status=PENDING&escalated=true')).toBe(counted.escalated.count);
    expect(await list('status=PENDING')).toBe(counted.waiting.count + counted.escalated.count);
    expect((await t.app.inject({ url: '/api/trips?escalated=maybe', headers: admin.auth })).statusCode).toBe(400);
  });

  it('names at most `limit` requests while the counts cover them all', async () => {
    for (let i = 0; i < 3; i++) await insertTrip(t.db, { status: 'PENDING', created: hoursAgo(10 + i) });
    const two = await attention('?limit=2');
    expect(two.waiting.oldest).toHaveLength(2);
    expect(two.waiting.count).toBeGreaterThanOrEqual(3);
    expect((await attention()).waiting.oldest).toHaveLength(Math.min(5, two.waiting.count));
    for (const bad of ['?limit=0', '?limit=21', '?limit=two', '?sort=name']) {
      const res = await get(bad, admin);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('answers the control center alone: the same for ADMIN and USER, 403 for facility and agency staff, 401 without a token', async () => {
    expect(await attention('', user)).toEqual(await attention('', admin));
    for (const role of ['HEALTHCARE', 'EMS'] as const) {
      const res = await get('', await signedIn(t.app, t.db, role));
      expect(res.statusCode, role).toBe(403);
    }
    expect((await get('')).statusCode).toBe(401);
  });
});
