import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STANDING_ORDER_MESSAGES } from '@/domain/standing-orders/standing-order-messages';
import { WEBHOOK_MESSAGES } from '@/domain/webhooks/webhook-forms';
import { rawRows } from '@/server/db/raw-query';
import { standingOrders } from '@/server/db/schema';
import { useTripWorld, wizardBody, type Headers } from './trip-fixtures';

// Each organisation may hold only so many webhook endpoints and running standing orders (MAX_WEBHOOK_ENDPOINTS,
// MAX_STANDING_ORDERS); this world lowers both to 2.
const w = useTripWorld(() => ({ webhooks: { allowPrivate: true, timeoutMs: 500, maxEndpoints: 2 }, maxStandingOrders: 2 }));

let hookCount = 0;
const register = (who: Headers) =>
  w.call('POST', '/api/webhooks', who, { url: `http://127.0.0.1:9/hooks/${++hookCount}`, events: ['trip.accepted'] });
const endpointsOf = async (hospitalId: string) =>
  (await rawRows<{ n: number }>(w.t.db, sql`select count(*)::int as n from webhook_endpoints where hospital_id = ${hospitalId}`))[0]!.n;

const series = (over: Record<string, unknown> = {}) => {
  const { scheduledTime: _scheduled, ...trip } = wizardBody(w, { selectedAgencies: [w.a.alsNear.id], notificationRadius: 12 });
  return { trip, daysOfWeek: ['MON', 'WED', 'FRI'], time: '06:30', startDate: '2026-06-01', count: 12, ...over };
};
const newSeries = (who: Headers = w.nurse) => w.call('POST', '/api/standing-orders', who, series());

describe('webhook endpoints per organisation', () => {
  it('past the cap, a registration is refused 409 in words and stores nothing; another organisation still registers', async () => {
    expect((await register(w.nurse)).statusCode).toBe(201);
    expect((await register(w.nurse)).statusCode).toBe(201);
    const refused = await register(w.nurse);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(WEBHOOK_MESSAGES.tooManyEndpoints(2));
    expect(await endpointsOf(w.hospitalA.hospital.id)).toBe(2);
    expect((await register(w.nurseB)).statusCode).toBe(201);
    expect((await register(w.ems)).statusCode).toBe(201);
  });

  it('a deleted endpoint frees its place; two registrations at once for the last place make one endpoint', async () => {
    const [first] = (await w.call('GET', '/api/webhooks', w.nurse)).json().data as { id: string }[];
    expect((await w.call('DELETE', `/api/webhooks/${first!.id}`, w.nurse)).statusCode).toBe(200);
    const both = await Promise.all([register(w.nurse), register(w.nurse)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await endpointsOf(w.hospitalA.hospital.id)).toBe(2);
  });
});

describe('running standing orders per facility', () => {
  it('past the cap, a new series is refused 409 in words and makes no trips; ending one frees its place', async () => {
    const made = [await newSeries(w.nurseB), await newSeries(w.nurseB)];
    expect(made.map((r) => r.statusCode)).toEqual([201, 201]);
    const trips = async () => (await rawRows<{ n: number }>(w.t.db, sql`select count(*)::int as n from trips`))[0]!.n;
    const before = await trips();
    const refused = await newSeries(w.nurseB);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(STANDING_ORDER_MESSAGES.tooManySeries(2));
    expect(await trips()).toBe(before);
    expect((await newSeries(w.nurse)).statusCode).toBe(201);

    const endedId = made[0]!.json().data.id as string;
    expect((await w.call('DELETE', `/api/standing-orders/${endedId}`, w.nurseB)).statusCode).toBe(200);
    expect((await newSeries(w.nurseB)).statusCode).toBe(201);
  });

  it('a series past its last date no longer counts', async () => {
    const listed = (await w.call('GET', '/api/standing-orders', w.nurseB)).json().data as { id: string; endedAt: string | null }[];
    const running = listed.filter((s) => s.endedAt === null);
    expect(running).toHaveLength(2);
    expect((await newSeries(w.nurseB)).statusCode).toBe(409);
    await w.t.db.update(standingOrders).set({ count: null, endDate: '2026-05-29', startDate: '2026-05-01' }).where(eq(standingOrders.id, running[0]!.id));
    expect((await newSeries(w.nurseB)).statusCode).toBe(201);
  });
});
