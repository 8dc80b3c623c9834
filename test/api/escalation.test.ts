import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ESCALATION_MESSAGES, ESCALATION_SETTINGS_PATH } from '@/domain/trips/escalation';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { trips } from '@/server/db/schema';
import { escalateDueRequests } from '@/server/modules/escalation/escalate-requests';
import { notificationTitles, signedInStaff, storedOffers, tripCounts, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();

const newTrip = async (over: Record<string, unknown> = {}) => {
  const res = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { selectedAgencies: [w.a.alsNear.id], notificationRadius: 12, ...over }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TripDetails;
};
/** Moves the request's creation back, as if it had waited that long. */
const waited = (id: string, minutes: number) =>
  w.t.db.update(trips).set({ createdAt: sql`now() - make_interval(mins => ${minutes})` }).where(eq(trips.id, id));
const details = async (id: string) => (await w.call('GET', `/api/trips/${id}`, w.admin)).json().data as TripDetails;
const setDelay = (who: Headers, body: unknown) => w.call('PUT', ESCALATION_SETTINGS_PATH, who, body as object);

describe('the escalation delay', () => {
  it('is 15 minutes until an administrator changes it; the control center reads it, nobody else', async () => {
    for (const who of [w.admin, w.user]) {
      const res = await w.call('GET', ESCALATION_SETTINGS_PATH, who);
      expect(res.json()).toEqual({ success: true, data: { escalationMinutes: 15 } });
    }
    for (const who of [w.nurse, w.ems]) expect((await w.call('GET', ESCALATION_SETTINGS_PATH, who)).statusCode).toBe(403);
    expect((await w.call('GET', ESCALATION_SETTINGS_PATH, {})).statusCode).toBe(401);
    expect((await setDelay(w.user, { escalationMinutes: 20 })).statusCode).toBe(403);
    const saved = await setDelay(w.admin, { escalationMinutes: 20 });
    expect(saved.json()).toEqual({ success: true, data: { escalationMinutes: 20 } });
    expect((await w.call('GET', ESCALATION_SETTINGS_PATH, w.user)).json().data).toEqual({ escalationMinutes: 20 });
    await setDelay(w.admin, { escalationMinutes: 15 });
  });

  it.each([[0], [1.5], ['15'], [1441], [null]])('refuses %j with 400 naming the field, storing nothing', async (value) => {
    const res = await setDelay(w.admin, { escalationMinutes: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(ESCALATION_MESSAGES.minutes);
    expect((await w.call('GET', ESCALATION_SETTINGS_PATH, w.admin)).json().data).toEqual({ escalationMinutes: 15 });
  });

  it('refuses unknown fields and malformed JSON', async () => {
    expect((await setDelay(w.admin, { escalationMinutes: 15, minutes: 3 })).statusCode).toBe(400);
    const malformed = await w.t.app.inject({
      method: 'PUT',
      url: ESCALATION_SETTINGS_PATH,
      headers: { ...w.admin, 'content-type': 'application/json' },
      payload: '{"escalationMinutes":',
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('a request nobody takes', () => {
  it('is escalated once after the delay: the control center alerted, further agencies within twice the radius offered', async () => {
    const van = await signedInStaff(w.t.app, w.t.db, 'EMS', { agencyId: w.a.wheelchair.id });
    const trip = await newTrip();
    await waited(trip.id, 14);
    expect(await w.t.app.escalation.sweep()).toBe(0);
    await waited(trip.id, 16);
    expect(await w.t.app.escalation.sweep()).toBe(1);

    // 24 miles: Easy Van (20 miles, carries BLS) joins Allegheny ALS; Critical Care Air (30) and Mon Valley (40) stay out
    expect((await storedOffers(w.t.db, trip.id)).map((o) => [o.agency_id, o.response])).toEqual([
      [w.a.alsNear.id, 'OFFERED'],
      [w.a.wheelchair.id, 'OFFERED'],
    ]);
    const after = await details(trip.id);
    expect(after.status).toBe('PENDING');
    expect(after.escalatedAt).toEqual(expect.any(String));
    const listed = (await w.call('GET', '/api/trips?status=PENDING', w.admin)).json().data as TripDetails[];
    expect(listed.find((t) => t.id === trip.id)!.escalatedAt).toBe(after.escalatedAt);
    expect(after.history.at(-1)).toMatchObject({
      fromStatus: 'PENDING',
      toStatus: 'PENDING',
      actorName: 'Automatic escalation',
      note: 'Escalated after 16 minutes without an agency: offered to 1 more agency within 24 miles',
    });
    for (const id of [w.userIds.admin, w.userIds.user]) {
      const [notice] = await notificationTitles(w.t.db, id);
      expect(notice).toMatchObject({ title: 'Transport request escalated' });
      expect(notice!.message).toContain(trip.tripNumber);
    }
    expect((await notificationTitles(w.t.db, van.user.id))[0]).toMatchObject({ title: 'New transport request' });
    // the newly offered agency sees it in its list and may accept it
    const list = await w.call('GET', '/api/trips?status=PENDING', van.auth);
    expect(list.json().data.map((t: { id: string }) => t.id)).toContain(trip.id);
    expect((await w.call('PUT', `/api/trips/${trip.id}/status`, van.auth, { status: 'ACCEPTED' })).statusCode).toBe(200);

    // once: a later sweep leaves it alone, whatever the delay becomes
    await setDelay(w.admin, { escalationMinutes: 1 });
    const before = await tripCounts(w.t.db);
    expect(await w.t.app.escalation.sweep()).toBe(0);
    expect(await tripCounts(w.t.db)).toEqual(before);
    await setDelay(w.admin, { escalationMinutes: 15 });
  });

  it('follows a shortened delay, offers only agencies able to carry the level, and never asks again one that declined', async () => {
    await setDelay(w.admin, { escalationMinutes: 2 });
    const van = await signedInStaff(w.t.app, w.t.db, 'EMS', { agencyId: w.a.wheelchair.id });
    // ALS within 20 miles: Allegheny ALS; at 40 Critical Care Air joins, never the BLS-only Mon Valley or Easy Van
    const als = await newTrip({ transportLevel: 'ALS', notificationRadius: 20 });
    // BLS within 25 miles: Allegheny ALS and Easy Van, which declines; at 50 Critical Care Air and Mon Valley join
    const bls = await newTrip({ selectedAgencies: [w.a.alsNear.id, w.a.wheelchair.id], notificationRadius: 25 });
    expect((await w.call('PUT', `/api/trips/${bls.id}/status`, van.auth, { status: 'CANCELLED' })).statusCode).toBe(200);
    await waited(als.id, 1);
    await waited(bls.id, 1);
    expect(await w.t.app.escalation.sweep()).toBe(0);
    await waited(als.id, 3);
    await waited(bls.id, 3);
    expect(await w.t.app.escalation.sweep()).toBe(2);
    expect((await storedOffers(w.t.db, als.id)).map((o) => [o.agency_id, o.response])).toEqual([
      [w.a.alsNear.id, 'OFFERED'],
      [w.a.cct.id, 'OFFERED'],
    ]);
    expect((await storedOffers(w.t.db, bls.id)).map((o) => [o.agency_id, o.response])).toEqual([
      [w.a.alsNear.id, 'OFFERED'],
      [w.a.wheelchair.id, 'DECLINED'],
      [w.a.cct.id, 'OFFERED'],
      [w.a.blsMid.id, 'OFFERED'],
    ]);
    expect((await details(bls.id)).history.at(-1)!.note).toBe('Escalated after 3 minutes without an agency: offered to 2 more agencies within 50 miles');
    await setDelay(w.admin, { escalationMinutes: 15 });
  });

  it('leaves accepted and cancelled requests alone', async () => {
    const accepted = await newTrip();
    await w.call('PUT', `/api/trips/${accepted.id}/status`, w.ems, { status: 'ACCEPTED' });
    const cancelled = await newTrip();
    await w.call('PUT', `/api/trips/${cancelled.id}/status`, w.nurse, { status: 'CANCELLED' });
    await waited(accepted.id, 60);
    await waited(cancelled.id, 60);
    expect(await w.t.app.escalation.sweep()).toBe(0);
  });

  it('is escalated exactly once when two sweeps run at the same moment', async () => {
    const trip = await newTrip();
    await waited(trip.id, 20);
    const counts = await Promise.all([escalateDueRequests(w.t.db, w.t.app.centerClock), escalateDueRequests(w.t.db, w.t.app.centerClock)]);
    expect(counts.reduce((a, b) => a + b)).toBe(1);
    expect((await details(trip.id)).history.filter((h) => h.note?.startsWith('Escalated'))).toHaveLength(1);
  });
});
