// The control center's clock: chosen in its Settings, else the zone most of its active facilities read, else TZ; its
// staff's sessions, its CSV files and its alerts follow it, and so does an organisation whose own zone is unknown.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { CENTER_TIME_ZONE_MESSAGES, CENTER_TIME_ZONE_PATH } from '@/domain/common/center-time-zone';
import { readableTime } from '@/domain/common/time-zones';
import { dateInZone } from '@/domain/trips/scheduled-time';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { tripCsvFileName } from '@/domain/trips/trip-views';
import { hospitals, trips } from '@/server/db/schema';
import { createCenterClock } from '@/server/modules/center-clock/center-clock';
import { csvRows } from '../support/csv-rows';
import { signedInCrew } from './crew-fixtures';
import { notificationTitles, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

// the server's TZ is UTC, as in a container where nobody set it; the world's facilities are in Pennsylvania
const w = useTripWorld(() => ({ timeZone: 'UTC' }));
const EASTERN = 'America/New_York';
const CENTRAL = 'America/Chicago';

const setting = async (who: Headers = w.admin) => (await w.call('GET', CENTER_TIME_ZONE_PATH, who)).json().data as Record<string, unknown>;
const choose = (timeZone: unknown, who: Headers = w.admin, extra: Headers = {}) =>
  w.t.app.inject({ method: 'PUT', url: CENTER_TIME_ZONE_PATH, headers: { ...who, ...extra }, payload: { timeZone } });
const zoneOf = async (who: Headers) => ((await w.call('GET', '/api/auth/verify', who)).json().user as { timeZone: string }).timeZone;

describe("the control center's time zone", () => {
  it('starts on the zone most active facilities read, not the server TZ, and is read by its staff and by an agency without a state', async () => {
    await expect.poll(() => setting(w.user)).toEqual({
      timeZone: null,
      automaticTimeZone: EASTERN,
      automaticFromFacilities: true,
      centerTimeZone: EASTERN,
    });
    for (const who of [w.admin, w.user, w.ems]) expect(await zoneOf(who)).toBe(EASTERN);
  });

  it('is read by the control center and chosen by an administrator alone', async () => {
    const crew = (await signedInCrew(w.t.app, w.t.db, w.a.alsNear.id)).auth;
    for (const who of [w.nurse, w.ems, crew]) {
      expect((await w.call('GET', CENTER_TIME_ZONE_PATH, who)).statusCode).toBe(403);
      expect((await choose(CENTRAL, who)).statusCode).toBe(403);
    }
    expect((await choose(CENTRAL, w.user)).statusCode).toBe(403);
    expect((await w.call('GET', CENTER_TIME_ZONE_PATH, {})).statusCode).toBe(401);
    expect((await choose(CENTRAL, {})).statusCode).toBe(401);
    expect((await setting()).timeZone).toBeNull();
  });

  it.each([['Mars/Olympus_Mons'], ['UTC'], ['Europe/Berlin'], [''], [5]])('refuses %j with 400 in words, changing nothing', async (zone) => {
    const res = await choose(zone);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(CENTER_TIME_ZONE_MESSAGES.timeZone);
    expect((await setting()).timeZone).toBeNull();
  });

  it('refuses a body without the field or with another', async () => {
    expect((await w.t.app.inject({ method: 'PUT', url: CENTER_TIME_ZONE_PATH, headers: w.admin, payload: {} })).statusCode).toBe(400);
    expect((await w.t.app.inject({ method: 'PUT', url: CENTER_TIME_ZONE_PATH, headers: w.admin, payload: { timeZone: null, zone: 1 } })).statusCode).toBe(400);
    expect((await setting()).timeZone).toBeNull();
  });

  it("once chosen, is the control center's sessions' zone at once, and an organisation without a zone's; a facility keeps its state's", async () => {
    const res = await choose(CENTRAL);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { timeZone: CENTRAL, automaticTimeZone: EASTERN, automaticFromFacilities: true, centerTimeZone: CENTRAL } });
    expect(await zoneOf(w.admin)).toBe(CENTRAL);
    expect(await zoneOf(w.user)).toBe(CENTRAL);
    expect(await zoneOf(w.ems)).toBe(CENTRAL);
    expect(await zoneOf(w.nurse)).toBe(EASTERN);
  });

  it('reaches another instance on the same database through its announcement', async () => {
    const other = createCenterClock({ database: w.t.database, fallback: 'UTC', publicUrl: '', log: pino({ level: 'silent' }) });
    await other.start();
    try {
      expect(other.timeZone).toBe(CENTRAL);
      expect((await choose('America/Denver')).statusCode).toBe(200);
      await expect.poll(() => other.timeZone).toBe('America/Denver');
      expect((await choose(CENTRAL)).statusCode).toBe(200);
      await expect.poll(() => other.timeZone).toBe(CENTRAL);
    } finally {
      await other.stop();
    }
  });

  it('is chosen once for a request sent twice with one Idempotency-Key', async () => {
    const key = { 'idempotency-key': 'center-zone-pacific' };
    const first = await choose('America/Los_Angeles', w.admin, key);
    expect(first.statusCode).toBe(200);
    expect((await choose(CENTRAL)).statusCode).toBe(200);
    const replay = await choose('America/Los_Angeles', w.admin, key);
    expect(replay.body).toBe(first.body);
    expect((await setting()).timeZone).toBe(CENTRAL);
  });

  it("writes the trips CSV's local columns and its file name in the control center's zone", async () => {
    const made = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { patientId: 'PZONE0001', scheduledTime: '2026-12-01T14:30:00.000Z', selectedAgencies: [w.a.alsNear.id] }));
    expect(made.statusCode, made.body).toBe(201);
    const trip = made.json().data as TripDetails;
    const before = tripCsvFileName(dateInZone(new Date(), CENTRAL));
    const res = await w.call('GET', '/api/trips/export?search=PZONE0001', w.admin);
    const after = tripCsvFileName(dateInZone(new Date(), CENTRAL));
    expect([before, after].map((name) => `attachment; filename="${name}"`)).toContain(res.headers['content-disposition']);
    const [, row] = csvRows(res.body);
    expect(row!.slice(-4, -2)).toEqual(['Dec 1, 2026, 8:30 AM CST', readableTime(new Date(trip.createdAt), CENTRAL)]);
  });

  it("gives an escalation's time to the control center in its zone, with the zone's abbreviation", async () => {
    const made = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { patientId: 'PZONE0002', scheduledTime: '2026-12-01T14:30:00.000Z', selectedAgencies: [w.a.alsNear.id] }));
    const trip = made.json().data as TripDetails;
    await w.t.db.update(trips).set({ createdAt: new Date(Date.now() - 60 * 60_000) }).where(eq(trips.id, trip.id));
    expect(await w.t.app.escalation.sweep()).toBeGreaterThan(0);
    const notice = (await notificationTitles(w.t.db, w.userIds.user)).find((n) => n.message.includes(trip.tripNumber));
    expect(notice?.message).toContain('8:30 AM CST');
    expect(notice?.message).not.toContain('UTC');
    const mails = (await w.t.mailbox()).filter((m) => m.text.includes(trip.tripNumber) && m.text.includes('escalated'));
    expect(mails.length).toBeGreaterThan(0);
    for (const m of mails) expect(m.text).toContain('8:30 AM CST');
  });

  it("goes back to the facilities' zone when set to automatic, and follows the facilities' zones", async () => {
    expect((await choose(null)).json().data).toMatchObject({ timeZone: null, centerTimeZone: EASTERN });
    expect(await zoneOf(w.admin)).toBe(EASTERN);
    await w.t.db.update(hospitals).set({ timeZone: 'America/Phoenix' });
    await expect.poll(() => setting()).toMatchObject({ automaticTimeZone: 'America/Phoenix', centerTimeZone: 'America/Phoenix' });
    await expect.poll(() => zoneOf(w.admin)).toBe('America/Phoenix');
    await w.t.db.update(hospitals).set({ isActive: false });
    await expect.poll(() => setting()).toEqual({ timeZone: null, automaticTimeZone: 'UTC', automaticFromFacilities: false, centerTimeZone: 'UTC' });
  });
});
