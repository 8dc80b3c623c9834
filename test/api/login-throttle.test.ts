import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { loginFailures, sessions } from '@/server/db/schema';
import { purgeExpiredAuthRows } from '@/server/modules/auth/login-throttle';
import { createUser, PASSWORD } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (payload: { email: string; password: string }, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

describe('sign-in limits', () => {
  it('let the owner in from elsewhere after someone failed five times for their e-mail', async () => {
    const admin = await createUser(t.db, { userType: 'ADMIN' });
    for (let i = 0; i < 5; i++) expect((await login({ email: admin.email, password: `guess-${i}-pass` }, '10.20.0.1')).statusCode).toBe(401);
    expect((await login({ email: admin.email, password: PASSWORD }, '10.20.0.1')).statusCode).toBe(429);

    const owner = await login({ email: admin.email, password: PASSWORD }, '10.20.0.2');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(admin.email);
  });

  it('keep counting the guesses from one address when the owner signs in from another', async () => {
    const user = await createUser(t.db, { userType: 'USER' });
    for (let i = 0; i < 4; i++) expect((await login({ email: user.email, password: `guess-${i}-pass` }, '10.21.0.1')).statusCode).toBe(401);
    expect((await login({ email: user.email, password: PASSWORD }, '10.21.0.2')).statusCode).toBe(200);
    // the fifth guess is the last one allowed, however often the owner signs in meanwhile
    expect((await login({ email: user.email, password: 'guess-4-pass' }, '10.21.0.1')).statusCode).toBe(401);
    expect((await login({ email: user.email, password: PASSWORD }, '10.21.0.2')).statusCode).toBe(200);
    expect((await login({ email: user.email, password: 'guess-5-pass' }, '10.21.0.1')).statusCode).toBe(429);
  });

  it('forgive the failures of the address that signs in', async () => {
    const user = await createUser(t.db, { userType: 'USER' });
    for (let i = 0; i < 4; i++) expect((await login({ email: user.email, password: `typo-${i}-pass` }, '10.22.0.1')).statusCode).toBe(401);
    expect((await login({ email: user.email, password: PASSWORD }, '10.22.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login({ email: user.email, password: `typo-${i}-again` }, '10.22.0.1')).statusCode).toBe(401);
  });

  it('count forty simultaneous wrong passwords one by one: five are checked, the rest refused', async () => {
    const user = await createUser(t.db, { userType: 'USER' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login({ email: user.email, password: `parallel-${i}-guess` }, '10.30.0.1')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    expect(answers.find((a) => a.statusCode === 429)!.json().error).toBe(AUTH_MESSAGES.tooManyAttempts);
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(loginFailures).where(eq(loginFailures.email, user.email))) as [
      { n: number },
    ];
    expect(n).toBe(5);
  });

  it('purge failures older than their window and sessions past their expiry', async () => {
    const user = await createUser(t.db, { userType: 'USER' });
    const longAgo = new Date(Date.now() - 16 * 60_000);
    await t.db.insert(loginFailures).values([
      { email: 'old.failure@example.org', ipAddress: '10.40.0.1', createdAt: longAgo },
      { email: 'recent.failure@example.org', ipAddress: '10.40.0.1' },
    ]);
    await t.db.insert(sessions).values([
      { userId: user.id, expiresAt: new Date(Date.now() - 60_000) },
      { userId: user.id, expiresAt: new Date(Date.now() + 60_000) },
    ]);

    await purgeExpiredAuthRows(t.db);

    const failures = await t.db.select({ email: loginFailures.email }).from(loginFailures).where(eq(loginFailures.ipAddress, '10.40.0.1'));
    expect(failures.map((f) => f.email)).toEqual(['recent.failure@example.org']);
    const left = await t.db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1);
    expect(left[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});
