// Token checks are answered from memory, yet every way a session or its account's rights end or change is felt by the
// next request: each test first uses the token (so its session is in memory), then changes it, then uses it again.
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { agencies, sessions, users } from '@/server/db/schema';
import { createSessionCache } from '@/server/modules/auth/session-cache';
import { createUser, PASSWORD, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await signedIn(t.app, t.db, 'ADMIN')).auth;
});
afterAll(() => t.close());

const verify = (auth: Record<string, string>) => t.app.inject({ url: '/api/auth/verify', headers: auth });
const call = (method: 'PUT' | 'POST' | 'DELETE', url: string, auth: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

/** Signs in and uses the token once, so its session is held in memory. */
async function inMemory(userType: 'USER' | 'ADMIN' | 'EMS') {
  const signed = await signedIn(t.app, t.db, userType);
  expect((await verify(signed.auth)).statusCode).toBe(200);
  expect((await verify(signed.auth)).statusCode).toBe(200);
  return signed;
}

describe('changes made through the API take effect on the next request', () => {
  it('signing out', async () => {
    const { auth } = await inMemory('USER');
    expect((await call('POST', '/api/auth/logout', auth)).statusCode).toBe(200);
    expect((await verify(auth)).statusCode).toBe(401);
  });

  it('an account disabled by an administrator', async () => {
    const { auth, user } = await inMemory('USER');
    expect((await call('PUT', `/api/auth/users/${user.id}`, admin, { isActive: false })).statusCode).toBe(200);
    expect((await verify(auth)).statusCode).toBe(401);
  });

  it('an account deleted by an administrator', async () => {
    const { auth, user } = await inMemory('USER');
    expect((await call('DELETE', `/api/auth/users/${user.id}`, admin)).statusCode).toBe(200);
    expect((await verify(auth)).statusCode).toBe(401);
  });

  it('a changed password ends the other sessions and keeps the one that changed it', async () => {
    const { auth: other, user } = await inMemory('USER');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: PASSWORD } });
    const own = { authorization: `Bearer ${res.json().token}` };
    expect((await verify(own)).statusCode).toBe(200);
    const change = await call('POST', '/api/auth/change-password', own, { currentPassword: PASSWORD, newPassword: 'a-new-secret-phrase-7' });
    expect(change.statusCode).toBe(200);
    expect((await verify(other)).statusCode).toBe(401);
    expect((await verify(own)).statusCode).toBe(200);
  });

  it('a changed role', async () => {
    const { auth, user } = await inMemory('USER');
    expect((await call('PUT', `/api/auth/users/${user.id}`, admin, { userType: 'ADMIN' })).statusCode).toBe(200);
    expect((await verify(auth)).json().user.userType).toBe('ADMIN');
    expect((await t.app.inject({ url: '/api/auth/users', headers: auth })).statusCode).toBe(200);
  });

  it("the account's organisation switched off", async () => {
    const { auth, user } = await inMemory('EMS');
    const form = {
      name: `Switched Off EMS ${user.id}`,
      contactName: 'Renee Kowal',
      email: 'ops@switched-off.example.org',
      phone: '(412) 555-0177',
      address: '900 Ohio River Blvd',
      city: 'Bellevue',
      state: 'PA',
      zipCode: '15202',
      serviceType: 'ALS',
      capabilities: ['ALS'],
      isActive: false,
    };
    expect((await call('PUT', `/api/tcc/agencies/${user.agencyId}`, admin, form)).statusCode).toBe(200);
    expect((await verify(auth)).statusCode).toBe(401);
  });
});

// What another instance (or anyone with the database) changes reaches this one through the database's announcements.
describe('changes made in the database take effect within the second', () => {
  // the promise is a second; 5 s is well above it, yet below the 10 s a held session is kept without an announcement
  const SOON = { timeout: 5_000, interval: 20 };
  const refusedSoon = (auth: Record<string, string>) => vi.waitFor(async () => expect((await verify(auth)).statusCode).toBe(401), SOON);

  it('a session revoked', async () => {
    const { auth, user } = await inMemory('USER');
    await t.db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.userId, user.id));
    await refusedSoon(auth);
  });

  it('an account disabled', async () => {
    const { auth, user } = await inMemory('USER');
    await t.db.update(users).set({ status: 'DISABLED' }).where(eq(users.id, user.id));
    await refusedSoon(auth);
  });

  it('an account deleted', async () => {
    const { auth, user } = await inMemory('USER');
    await t.db.delete(users).where(eq(users.id, user.id));
    await refusedSoon(auth);
  });

  it('an account moved to another organisation', async () => {
    const { auth, user } = await inMemory('EMS');
    const [other] = await t.db.insert(agencies).values({ name: `Moved To EMS ${user.id}`, serviceType: 'BLS', isActive: true, requiresReview: false }).returning();
    await t.db.update(users).set({ agencyId: other!.id }).where(eq(users.id, user.id));
    await vi.waitFor(async () => expect((await verify(auth)).json().user.agencyId).toBe(other!.id), SOON);
  });
});

// The cache on its own, with the announcements handed over by the test instead of the database.
describe('what the cache will not keep', () => {
  async function cacheWithHandDelivery() {
    const hand: { deliver: (payload: string) => void; listening: (listening: boolean) => void } = { deliver: () => undefined, listening: () => undefined };
    const cache = createSessionCache({
      database: {
        ...t.database,
        listen: async (_channel, onPayload, onListening) => {
          hand.deliver = onPayload;
          hand.listening = onListening!;
          return async () => undefined;
        },
      },
      log: pino({ level: 'silent' }),
      center: { timeZone: 'America/New_York' },
    });
    await cache.start();
    const user = await createUser(t.db, { userType: 'USER' });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: PASSWORD } });
    const sessionId = JSON.parse(Buffer.from((res.json().token as string).split('.')[1]!, 'base64url').toString()).sid as string;
    const revoke = () => t.db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
    return { cache, hand, claims: { sessionId, userId: user.id }, revoke };
  }

  it('an entry read while its session was announced as ended', async () => {
    const { cache, hand, claims, revoke } = await cacheWithHandDelivery();
    const reading = cache.userFor(claims);
    hand.deliver(JSON.stringify({ kind: 'session', sessionId: claims.sessionId }));
    expect(await reading).not.toBeNull();
    await revoke();
    // the announcement of this revocation never comes: only a cache that kept nothing answers right
    expect(await cache.userFor(claims)).toBeNull();
  });

  it('anything while announcements may be lost, and what it held before they were', async () => {
    const { cache, hand, claims, revoke } = await cacheWithHandDelivery();
    expect(await cache.userFor(claims)).not.toBeNull();
    await revoke();
    // held in memory and no announcement came: still answered from memory (so the next answers prove the bypass)
    expect(await cache.userFor(claims)).not.toBeNull();
    hand.listening(false);
    expect(await cache.userFor(claims)).toBeNull();
    hand.listening(true);
    expect(await cache.userFor(claims)).toBeNull();
  });
});
