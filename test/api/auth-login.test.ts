import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, HTTP_MESSAGES } from '@/domain/common/messages';
import { users } from '@/server/db/schema';
import { MAX_JSON_DEPTH } from '@/server/http/json-depth';
import { createTokenService } from '@/server/modules/auth/tokens';
import { createUser, LOGIN_PATH, PASSWORD, signedIn, tableCounts, uniqueEmail } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const login = (url: string, payload: unknown, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

describe('each login path admits only its own user types', () => {
  it.each([
    ['ADMIN', '/api/auth/login'],
    ['USER', '/api/auth/login'],
    ['HEALTHCARE', '/api/auth/healthcare/login'],
    ['EMS', '/api/auth/ems/login'],
  ] as const)('%s signs in at %s and gets user and token', async (userType, url) => {
    const user = await createUser(t.db, { userType });
    const res = await login(url, { email: user.email.toUpperCase(), password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ id: user.id, email: user.email, userType, name: user.name });
    expect(Object.keys(body.user)).toEqual(
      expect.arrayContaining(['id', 'name', 'email', 'userType', 'facilityName', 'facilityType', 'agencyName']),
    );
  });

  it('names the facility and agency of portal users', async () => {
    const hc = await signedIn(t.app, t.db, 'HEALTHCARE');
    const me = await t.app.inject({ url: '/api/auth/verify', headers: hc.auth });
    expect(me.json().user).toMatchObject({ facilityName: expect.stringMatching(/^Test General Hospital \d+$/), facilityType: 'Hospital', agencyName: null });
    const ems = await signedIn(t.app, t.db, 'EMS');
    const me2 = await t.app.inject({ url: '/api/auth/verify', headers: ems.auth });
    expect(me2.json().user).toMatchObject({ agencyName: expect.stringMatching(/^Test EMS \d+$/), facilityName: null });
  });

  it.each([
    ['HEALTHCARE', '/api/auth/login'],
    ['EMS', '/api/auth/healthcare/login'],
    ['ADMIN', '/api/auth/ems/login'],
    ['USER', '/api/auth/healthcare/login'],
  ] as const)('%s is refused at %s', async (userType, url) => {
    const user = await createUser(t.db, { userType });
    const res = await login(url, { email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: AUTH_MESSAGES.wrongPortal });
  });
});

describe('failed logins', () => {
  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const user = await createUser(t.db, { userType: 'ADMIN' });
    const unknown = await login('/api/auth/login', { email: uniqueEmail('nobody'), password: PASSWORD });
    const wrong = await login('/api/auth/login', { email: user.email, password: 'not-the-password' });
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: 'Invalid email or password' });
    }
  });

  it('answers 429 after too many failures for one e-mail from one address, even with the right password', async () => {
    const user = await createUser(t.db, { userType: 'USER' });
    for (let i = 0; i < 5; i++) {
      expect((await login('/api/auth/login', { email: user.email, password: `wrong-${i}-pass` }, '10.0.0.1')).statusCode).toBe(401);
    }
    const res = await login('/api/auth/login', { email: user.email, password: PASSWORD }, '10.0.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it('answers 429 after too many failures from one address across e-mails', async () => {
    for (let i = 0; i < 20; i++) {
      await login('/api/auth/login', { email: uniqueEmail('spray'), password: 'wrong-pass-1' }, '10.9.9.9');
    }
    const user = await createUser(t.db, { userType: 'USER' });
    const blocked = await login('/api/auth/login', { email: user.email, password: PASSWORD }, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await login('/api/auth/login', { email: user.email, password: PASSWORD }, '10.9.9.10');
    expect(elsewhere.statusCode).toBe(200);
  });

  it('a success forgives earlier failures of that e-mail', async () => {
    const user = await createUser(t.db, { userType: 'USER' });
    for (let i = 0; i < 4; i++) await login('/api/auth/login', { email: user.email, password: 'wrong-pass-1' }, '10.1.1.1');
    expect((await login('/api/auth/login', { email: user.email, password: PASSWORD }, '10.1.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login('/api/auth/login', { email: user.email, password: 'wrong-pass-1' }, '10.1.1.1');
    expect((await login('/api/auth/login', { email: user.email, password: PASSWORD }, '10.1.1.1')).statusCode).toBe(200);
  });
});

describe('account state at login', () => {
  it.each([
    ['PENDING_VERIFICATION', AUTH_MESSAGES.awaitingVerification],
    ['PENDING_APPROVAL', AUTH_MESSAGES.awaitingApproval],
    ['DISABLED', AUTH_MESSAGES.accountDisabled],
  ] as const)('a %s user gets 403 with a clear text', async (status, text) => {
    const user = await createUser(t.db, { userType: 'HEALTHCARE', status, orgActive: status !== 'PENDING_APPROVAL' });
    const res = await login(LOGIN_PATH.HEALTHCARE, { email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: text });
  });

  it('an active user of an organisation still in review is told it awaits approval', async () => {
    const user = await createUser(t.db, { userType: 'EMS', orgActive: false, orgInReview: true });
    const res = await login(LOGIN_PATH.EMS, { email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(AUTH_MESSAGES.awaitingApproval);
  });

  it('does not reveal the account state without the right password', async () => {
    const user = await createUser(t.db, { userType: 'HEALTHCARE', status: 'PENDING_APPROVAL' });
    const res = await login(LOGIN_PATH.HEALTHCARE, { email: user.email, password: 'wrong-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(AUTH_MESSAGES.invalidCredentials);
  });
});

describe('sessions', () => {
  it('verify answers the user for a live token', async () => {
    const { auth, user } = await signedIn(t.app, t.db, 'ADMIN');
    const res = await t.app.inject({ url: '/api/auth/verify', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { id: user.id, userType: 'ADMIN' } });
  });

  it('logout revokes the token', async () => {
    const { auth } = await signedIn(t.app, t.db, 'USER');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth })).json()).toEqual({ success: true });
    const res = await t.app.inject({ url: '/api/auth/verify', headers: auth });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it('logout with a JSON content type and an empty body revokes the token', async () => {
    const { auth } = await signedIn(t.app, t.db, 'HEALTHCARE');
    const headers = { ...auth, 'content-type': 'application/json' };
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers, payload: '' });
    expect(res.json()).toEqual({ success: true });
    expect((await t.app.inject({ url: '/api/auth/verify', headers: auth })).statusCode).toBe(401);
  });

  it('a token stops working when its user is disabled', async () => {
    const { auth, user } = await signedIn(t.app, t.db, 'USER');
    await t.db.update(users).set({ status: 'DISABLED' }).where(eq(users.id, user.id));
    expect((await t.app.inject({ url: '/api/auth/verify', headers: auth })).statusCode).toBe(401);
  });

  it('refuses expired, forged and missing tokens with 401', async () => {
    const { user, token } = await signedIn(t.app, t.db, 'USER');
    const sessionId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;
    const sameKey = createTokenService('test-secret-'.padEnd(48, 'x'));
    const expired = await sameKey.sign({ sessionId, userId: user.id }, new Date(Date.now() - 1000));
    const forged = await createTokenService('another-secret-'.padEnd(48, 'y')).sign(
      { sessionId, userId: user.id },
      new Date(Date.now() + 3_600_000),
    );
    for (const header of [`Bearer ${expired}`, `Bearer ${forged}`, 'Bearer not-a-jwt', undefined]) {
      const res = await t.app.inject({ url: '/api/auth/verify', headers: header ? { authorization: header } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: expect.any(String) });
    }
  });
});

/** A value inside `levels` lists. */
function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
}

describe('bad input changes nothing', () => {
  it.each([
    ['malformed JSON', '{"email": "a@b.org", "password": ', 400, 'Malformed JSON in request body'],
    ['missing password', JSON.stringify({ email: 'a@example.org' }), 400, 'password is required'],
    ['wrong type', JSON.stringify({ email: 'a@example.org', password: 12345678 }), 400, 'password must be a string'],
    ['invalid e-mail', JSON.stringify({ email: 'not-an-email', password: 'x' }), 400, 'email must be a valid email address'],
    ['array body', JSON.stringify([1, 2]), 400, 'Request body must be a JSON object'],
    ['empty body', '', 400, 'email is required'],
    ['whitespace-only body', ' \r\n ', 400, 'email is required'],
    ['null body', 'null', 400, 'Request body must be a JSON object'],
    ['20,000 nested lists', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, 400, HTTP_MESSAGES.bodyTooDeep(MAX_JSON_DEPTH)],
    ['20,000 nested objects', `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, 400, HTTP_MESSAGES.bodyTooDeep(MAX_JSON_DEPTH)],
    ['33 levels inside a field', JSON.stringify({ email: 'a@example.org', password: nested(33) }), 400, HTTP_MESSAGES.bodyTooDeep(MAX_JSON_DEPTH)],
    ['brackets inside a text are only text', JSON.stringify({ email: 'not-an-email', password: '[{'.repeat(100) }), 400, 'email must be a valid email address'],
  ])('%s → %i', async (_name, payload, status, error) => {
    const before = await tableCounts(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ success: false, error });
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('a 2 MB body → 413', async () => {
    const before = await tableCounts(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/healthcare/register',
      payload: JSON.stringify({ email: 'big@example.org', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, error: 'Request body is too large (limit 1 MB)' });
    expect(await tableCounts(t.db)).toEqual(before);
  });
});
