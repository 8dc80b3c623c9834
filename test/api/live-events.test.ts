// GET /api/events, the live updates stream, over real HTTP: who may open it, which changes reach whom (the trip lists'
// own rule, per role), and when it closes. Events reach each stream in the order the database committed the changes,
// so a later change a stream is entitled to (a "barrier") proves that an earlier one it was not entitled to never came.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { LIVE_STREAMS_PER_USER, LIVE_TEXTS } from '@/domain/notifications/live-updates';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { openDatabase, type Database } from '@/server/db/connect';
import { notifications, sessions, users } from '@/server/db/schema';
import { type LiveClient, type LiveMessage, openLive, tripIdsIn } from '../support/live-client';
import { adminQuery, databaseUrlFor } from '../support/postgres-admin';
import { signedIn } from './fixtures';
import { freshDatabase, TEST_NOW } from './harness';
import { acceptedFor, crewMember, newUnit, sendSteps, tapped } from './step-fixtures';
import { type Headers, insertAgency, insertHospital, milesNorth, signedInStaff, useTripWorld, wizardBody } from './trip-fixtures';

const w = useTripWorld();
let baseUrl: string;
const opened: LiveClient[] = [];

beforeAll(async () => {
  await w.t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(w.t.app.server.address() as { port: number }).port}`;
});
afterAll(() => opened.forEach((c) => c.close()));

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

/** An open stream of this caller (the test fails when it is refused). */
async function live(headers: Headers, base = baseUrl): Promise<LiveClient> {
  const answer = await openLive(base, headers);
  if (!answer.client) throw new Error(`stream refused: ${answer.status} ${JSON.stringify(answer.error)}`);
  opened.push(answer.client);
  return answer.client;
}

/** A request of the nurse's facility offered to these agencies (radius 200, so Erie ALS 150 miles away may be asked). */
async function newTrip(nurse: Headers, agencyIds: string[]): Promise<string> {
  const res = await w.call('POST', '/api/trips/enhanced', nurse, wizardBody(w, { selectedAgencies: agencyIds, notificationRadius: 200 }));
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data.id as string;
}

/** Streams of several callers at once, in the order given. */
const liveAll = <T extends Headers[]>(...callers: T) =>
  Promise.all(callers.map((h) => live(h))) as Promise<{ [K in keyof T]: LiveClient }>;

const namesTrip = (id: string) => (m: LiveMessage) => m.event === 'trips' && m.data.tripId === id;
const unnamedTrips = (m: LiveMessage) => m.event === 'trips' && !('tripId' in m.data);
const notice = (m: LiveMessage) => m.event === 'notifications';

describe('opening the stream', () => {
  it('is refused with 401 and the usual JSON error without a token, with a bad token and after signing out', async () => {
    expect(await openLive(baseUrl, {})).toEqual({ status: 401, error: { success: false, error: AUTH_MESSAGES.authRequired }, client: null });
    const bad = await openLive(baseUrl, { authorization: 'Bearer not-a-token' });
    expect(bad).toEqual({ status: 401, error: { success: false, error: AUTH_MESSAGES.sessionExpired }, client: null });

    const { auth } = await signedIn(w.t.app, w.t.db, 'EMS');
    expect((await w.call('POST', '/api/auth/logout', auth)).statusCode).toBe(200);
    const revoked = await openLive(baseUrl, auth);
    expect(revoked).toEqual({ status: 401, error: { success: false, error: AUTH_MESSAGES.sessionExpired }, client: null });
  });

  it('answers an event stream that no cache or proxy may hold back', async () => {
    const res = await fetch(`${baseUrl}/api/events`, { headers: w.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('event: ready\ndata: {}\n\n');
    await reader.cancel();
  });

  it(`allows ${LIVE_STREAMS_PER_USER} streams per account, refuses the next with 429, and frees a place when one closes`, async () => {
    const { auth } = await signedIn(w.t.app, w.t.db, 'USER');
    const streams = [];
    for (let i = 0; i < LIVE_STREAMS_PER_USER; i++) streams.push(await live(auth));
    expect(await openLive(baseUrl, auth)).toEqual({ status: 429, error: { success: false, error: LIVE_TEXTS.tooManyStreams }, client: null });
    // another account is not held back by this one
    await live(w.user);
    streams[0]!.close();
    await vi.waitFor(async () => expect((await openLive(baseUrl, auth)).status).toBe(200), { timeout: 5_000 });
  });
});

describe('a new request', () => {
  it("reaches the offered agency, the control center and the nurse's facility, and neither another facility nor an agency it was not offered to", async () => {
    const [admin, user, nurse, nurseB, ems, emsFar] = await liveAll(w.admin, w.user, w.nurse, w.nurseB, w.ems, w.emsFar);
    const trip = await newTrip(w.nurse, [w.a.alsNear.id]);
    for (const stream of [admin, user, nurse, ems]) await stream.until(namesTrip(trip));

    // St. Clair's own request, offered to Erie ALS alone: it reaches both, after anything the first one sent them
    const barrier = await newTrip(w.nurseB, [w.a.alsFar.id]);
    for (const stream of [nurseB, emsFar]) expect(tripIdsIn(await stream.until(namesTrip(barrier)))).toEqual([barrier]);
    // and not the other facility's or the other agency's streams
    for (const stream of [nurse, ems]) expect(tripIdsIn(stream.received)).not.toContain(barrier);
    await admin.until(namesTrip(barrier));
  });

  it('an acceptance reaches the facility, and takes the trip off the other offered agency without naming it', async () => {
    const [nurse, ems, emsFar, nurseB] = await liveAll(w.nurse, w.ems, w.emsFar, w.nurseB);
    const trip = await newTrip(w.nurse, [w.a.alsNear.id, w.a.alsFar.id]);
    await emsFar.until(namesTrip(trip));
    // every event of the request's creation has reached Erie ALS once its next trip has
    const before = await newTrip(w.nurseB, [w.a.alsFar.id]);
    await emsFar.until(namesTrip(before));
    await nurse.until(namesTrip(trip));

    const res = await w.call('PUT', `/api/trips/${trip}/status`, w.ems, { status: 'ACCEPTED' });
    expect(res.statusCode, res.body).toBe(200);
    await nurse.until(namesTrip(trip));
    await ems.until(namesTrip(trip));
    const lost = await emsFar.until(unnamedTrips);
    expect(lost.at(-1)).toEqual({ event: 'trips', data: {} });
    expect(tripIdsIn(lost)).not.toContain(trip);
    // nothing naming the trip follows for Erie ALS: its next request arrives with nothing of the accepted one before it
    const after = await newTrip(w.nurseB, [w.a.alsFar.id]);
    expect(tripIdsIn(await emsFar.until(namesTrip(after)))).not.toContain(trip);
    // St. Clair's nurse heard only of St. Clair's requests
    expect(tripIdsIn(await nurseB.until(namesTrip(after)))).toEqual([before, after]);
  });

  it("a trip's later moves reach only the agency carrying it, not the agencies that lost it", async () => {
    const [ems, emsFar] = await liveAll(w.ems, w.emsFar);
    const trip = await newTrip(w.nurse, [w.a.alsNear.id, w.a.alsFar.id]);
    // the request's events (the trip's and Erie's offer's) are read as the trip stands when they are delivered: they
    // must be out before it moves, or they arrive unnamed
    await emsFar.until(namesTrip(trip));
    await emsFar.until(namesTrip(trip));
    expect((await w.call('PUT', `/api/trips/${trip}/status`, w.ems, { status: 'ACCEPTED' })).statusCode).toBe(200);
    await emsFar.until(unnamedTrips);
    // Allegheny ALS has heard everything up to here once its next request reaches it
    const near = await newTrip(w.nurse, [w.a.alsNear.id]);
    await ems.until(namesTrip(near));

    expect((await w.call('PUT', `/api/trips/${trip}/status`, w.ems, { status: 'IN_PROGRESS' })).statusCode).toBe(200);
    await ems.until(namesTrip(trip));
    const far = await newTrip(w.nurseB, [w.a.alsFar.id]);
    expect(tripIdsIn(await emsFar.until(namesTrip(far)))).toEqual([far]);
  });
});

describe("a crew's step", () => {
  it('reaches the facility, the agency carrying the trip and the control center, and no other agency', async () => {
    const unit = await newUnit(w, w.a.alsNear.id);
    const crew = await crewMember(w, w.a.alsNear.id, unit.id);
    const trip = await acceptedFor(w, unit.id);
    const [nurse, ems, admin, emsFar] = await liveAll(w.nurse, w.ems, w.admin, w.emsFar);
    const res = await sendSteps(w, crew.auth, [tapped(trip, 'EN_ROUTE', Date.now(), 1)]);
    expect(res.json().data[0].outcome, res.body).toBe('RECORDED');
    for (const stream of [nurse, ems, admin]) await stream.until(namesTrip(trip));
    const far = await newTrip(w.nurseB, [w.a.alsFar.id]);
    expect(tripIdsIn(await emsFar.until(namesTrip(far)))).toEqual([far]);
  });
});

describe('the bell', () => {
  const ring = (userId: string) => w.t.db.insert(notifications).values({ userId, title: 'Live test', message: 'A notice' });

  it('rings only for the user the notice is for', async () => {
    const [admin, user, nurse] = await liveAll(w.admin, w.user, w.nurse);
    await ring(w.userIds.admin);
    await admin.until(notice);
    // each other user's own notice arrives alone: the admin's never reached them
    await ring(w.userIds.user);
    await ring(w.userIds.nurse);
    expect((await user.until(notice)).filter(notice)).toHaveLength(1);
    expect((await nurse.until(notice)).filter(notice)).toHaveLength(1);
    expect(admin.received.filter(notice)).toHaveLength(1);
  });
});

describe('closing', () => {
  it('signing out closes the open stream, and it cannot be opened again', async () => {
    const { auth } = await signedIn(w.t.app, w.t.db, 'HEALTHCARE');
    const stream = await live(auth);
    expect((await w.call('POST', '/api/auth/logout', auth)).statusCode).toBe(200);
    await stream.ended;
    expect((await openLive(baseUrl, auth)).status).toBe(401);
  });

  it("an account switched off or moved to another organisation has its streams closed, to be opened again with its new scope", async () => {
    const disabled = await signedIn(w.t.app, w.t.db, 'EMS');
    const stream = await live(disabled.auth);
    await w.t.db.update(users).set({ status: 'DISABLED' }).where(eq(users.id, disabled.user.id));
    await stream.ended;
    expect((await openLive(baseUrl, disabled.auth)).status).toBe(401);

    const moved = await signedInStaff(w.t.app, w.t.db, 'EMS', { agencyId: w.a.alsFar.id });
    const before = await live(moved.auth);
    await w.t.db.update(users).set({ agencyId: w.a.alsNear.id }).where(eq(users.id, moved.user.id));
    await before.ended;
    // reopened, it hears of Allegheny ALS's trips now
    const after = await live(moved.auth);
    const trip = await newTrip(w.nurse, [w.a.alsNear.id]);
    await after.until(namesTrip(trip));
  });
});

describe('a long-lived stream', () => {
  let app: FastifyInstance;
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await freshDatabase());
    const config = {
      ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent' }),
      seedDemo: false,
      // a stream must outlive every limit meant for a request still arriving or an idle connection
      connections: { headersTimeoutMs: 1_000, requestTimeoutMs: 1_000, keepAliveTimeoutMs: 500, max: 100, perAddress: 100 },
    };
    app = await buildApp({ database, config, jwtSecret: 'live-test-secret-'.padEnd(48, 'x'), webRoot: '/nonexistent', liveHeartbeatMs: 200 });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await dispose();
  });

  it('carries heartbeats past the request timeout, and closes once its session expires', async () => {
    const { user, auth } = await signedIn(app, database.db, 'ADMIN');
    const stream = await live(auth, urlOf(app));
    await stream.heartbeatsReach(12);
    // no event announces an expiry: the periodic check finds it
    await database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.userId, user.id));
    await stream.ended;
  });

  it('ends with the server, which closes at once', async () => {
    const { auth } = await signedIn(app, database.db, 'USER');
    const stream = await live(auth, urlOf(app));
    // a close that waited on its open streams would never end: the test's timeout would say so
    await Promise.all([app.close(), stream.ended]);
    expect(app.live.size).toBe(0);
  });
});

// Several instances share one PostgreSQL database; a change made on one reaches the streams of every other.
describe.runIf(process.env.TEST_DB_KIND === 'postgres')('two instances on one PostgreSQL database', () => {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `${inject('dbTemplate')}_two_${randomUUID().slice(0, 8)}`;
  const instances: { app: FastifyInstance; database: Database }[] = [];
  beforeAll(async () => {
    await adminQuery(base, `CREATE DATABASE "${name}" TEMPLATE "${inject('dbTemplate')}"`);
    const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent' }), seedDemo: false };
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: databaseUrlFor(base, name), dataDir: '' });
      const app = await buildApp({ database, config, jwtSecret: 'shared-secret-of-both-instances'.padEnd(48, 'x'), webRoot: '/nonexistent', now: () => TEST_NOW });
      await app.listen({ port: 0, host: '127.0.0.1' });
      instances.push({ app, database });
    }
  });
  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('a request made and accepted through instance A reaches the streams connected to instance B', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
    const db = a.database.db;
    const { hospital } = await insertHospital(db, 'Two Rivers Hospital', milesNorth(0));
    const destination = await insertHospital(db, 'Hilltop Rehab', milesNorth(10));
    const agency = await insertAgency(db, 'Twin EMS', 5);
    const nurse = await signedInStaff(a.app, db, 'HEALTHCARE', { hospitalId: hospital.id });
    const dispatcher = await signedInStaff(a.app, db, 'EMS', { agencyId: agency.id });
    const admin = await signedIn(a.app, db, 'ADMIN');
    const onB = urlOf(b.app);
    const onBoth = [await live(admin.auth, onB), await live(nurse.auth, onB), await live(dispatcher.auth, onB)];

    const created = await a.app.inject({
      method: 'POST',
      url: '/api/trips/enhanced',
      headers: nurse.auth,
      payload: {
        patientId: 'PTWO12345',
        toLocation: 'Hilltop Rehab',
        toFacilityId: destination.entry.id,
        scheduledTime: '2026-11-21T14:30',
        transportLevel: 'BLS',
        urgencyLevel: 'Routine',
        selectedAgencies: [agency.id],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const trip = created.json().data.id as string;
    for (const stream of onBoth) await stream.until(namesTrip(trip));

    const accepted = await a.app.inject({ method: 'PUT', url: `/api/trips/${trip}/status`, headers: dispatcher.auth, payload: { status: 'ACCEPTED' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    for (const stream of onBoth) await stream.until(namesTrip(trip));
  });
});
