import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '@/domain/common/messages';
import { createUser, PASSWORD, signedIn, tableCounts, uniqueEmail } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedIn(t.app, t.db, 'ADMIN');
});
afterAll(() => t.close());

const register = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', headers, payload });

describe('POST /api/auth/register (admin creates control-center users)', () => {
  it.each(['USER', 'ADMIN'] as const)('creates an active %s who can sign in', async (userType) => {
    const email = uniqueEmail('staff');
    const res = await register(admin.auth, { name: 'Casey Morgan', email, password: PASSWORD, userType });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, user: { email, userType, isActive: true } });
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    expect(signIn.statusCode).toBe(200);
  });

  it.each(['USER', 'HEALTHCARE', 'EMS'] as const)('refuses a %s token with 403 and changes nothing', async (userType) => {
    const caller = await signedIn(t.app, t.db, userType);
    const before = await tableCounts(t.db);
    const res = await register(caller.auth, { name: 'X', email: uniqueEmail(), password: PASSWORD, userType: 'ADMIN' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: AUTH_MESSAGES.forbidden });
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('refuses a call without a token with 401', async () => {
    const res = await register({}, { name: 'X', email: uniqueEmail(), password: PASSWORD, userType: 'USER' });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    [{ password: 'short' }, REGISTRATION_MESSAGES.passwordTooShort],
    [{ userType: 'HEALTHCARE' }, 'userType must be one of USER, ADMIN'],
    [{ name: '   ' }, 'name is required'],
  ])('bad input %o → 400 %s', async (overrides, error) => {
    const before = await tableCounts(t.db);
    const res = await register(admin.auth, { name: 'Casey', email: uniqueEmail(), password: PASSWORD, userType: 'USER', ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error });
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('a duplicate e-mail → 409', async () => {
    const existing = await createUser(t.db, { userType: 'HEALTHCARE' });
    const res = await register(admin.auth, { name: 'Dup', email: existing.email, password: PASSWORD, userType: 'USER' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(AUTH_MESSAGES.emailTaken);
  });
});

describe('GET /api/auth/users', () => {
  it('lists the control-center users for an admin, newest first', async () => {
    await createUser(t.db, { userType: 'HEALTHCARE' });
    const res = await t.app.inject({ url: '/api/auth/users', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json().users as { userType: string; createdAt: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(new Set(list.map((u) => u.userType))).toEqual(new Set(['ADMIN', 'USER']));
    expect(list[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), name: expect.any(String), email: expect.any(String), isActive: true }),
    );
    const times = list.map((u) => Date.parse(u.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it.each(['USER', 'HEALTHCARE', 'EMS'] as const)('is refused to %s with 403', async (userType) => {
    const caller = await signedIn(t.app, t.db, userType);
    expect((await t.app.inject({ url: '/api/auth/users', headers: caller.auth })).statusCode).toBe(403);
  });
});
