import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@/domain/common/idempotency';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { USER_MANAGEMENT_MESSAGES } from '@/domain/session/user-forms';
import { users } from '@/server/db/schema';
import { signedIn, tableCounts, uniqueEmail } from './fixtures';
import { startTestApp, type TestApp } from './harness';

// Add User by invitation: the administrator chooses no password; the user is mailed a one-time link to choose one.

type Headers = Record<string, string>;
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedIn(t.app, t.db, 'ADMIN');
});
afterAll(() => t.close());

const NEW_PASSWORD = 'dispatch-board-77';
const register = (headers: Headers, payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/register', headers, payload });
const invite = (headers: Headers, over: Record<string, unknown> = {}) =>
  register(headers, { name: 'Morgan Ellis', email: uniqueEmail('invited'), userType: 'USER', sendInvitation: true, ...over });
const setPassword = (token: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password, confirmPassword: password } });
const signIn = (email: string, password = NEW_PASSWORD) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const invitationsTo = async (email: string) => (await t.mailbox()).filter((m) => m.to.includes(email) && m.text.includes('?reset='));

/** The token of the newest invitation mailed to the address. */
async function invitationToken(email: string): Promise<string> {
  const match = (await invitationsTo(email)).at(-1)?.text.match(/http:\/\/tcc\.test\/\?reset=([\w%-]+)/);
  if (!match) throw new Error(`no invitation for ${email}`);
  return decodeURIComponent(match[1]!);
}

describe('POST /api/auth/register with sendInvitation', () => {
  it.each(['USER', 'ADMIN'] as const)('creates an active %s whom no password opens until the mailed link sets one', async (userType) => {
    const res = await invite(admin.auth, { userType });
    expect(res.statusCode, res.body).toBe(201);
    const { user } = res.json() as { user: { id: string; email: string } };
    expect(res.json()).toMatchObject({ success: true, user: { userType, isActive: true } });

    const [mail] = await invitationsTo(user.email);
    expect(mail!.text).toContain('Subject: You are invited to the TCC control center');
    expect(mail!.text).toContain('http://tcc.test/login');
    expect(mail!.text).toContain('7 days');
    // only the token's hash is kept
    const token = await invitationToken(user.email);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordResetTokenHash).not.toBe(token);
    expect(row!.passwordResetTokenHash).toMatch(/^[0-9a-f]{64}$/);

    expect((await signIn(user.email)).statusCode).toBe(401);
    expect((await setPassword(token)).statusCode).toBe(200);
    const login = await signIn(user.email);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ email: user.email, userType });
  });

  it('lets the link work once', async () => {
    const { user } = (await invite(admin.auth)).json() as { user: { email: string } };
    const token = await invitationToken(user.email);
    expect((await setPassword(token)).statusCode).toBe(200);
    const again = await setPassword(token, 'another-choice-88');
    expect(again.statusCode).toBe(400);
    expect((await signIn(user.email, 'another-choice-88')).statusCode).toBe(401);
    expect((await signIn(user.email)).statusCode).toBe(200);
  });

  it('refuses the link once it has expired', async () => {
    const { user } = (await invite(admin.auth)).json() as { user: { id: string; email: string } };
    const token = await invitationToken(user.email);
    await t.db.update(users).set({ passwordResetExpiresAt: new Date(Date.now() - 1000) }).where(eq(users.id, user.id));
    expect((await setPassword(token)).statusCode).toBe(400);
    expect((await signIn(user.email)).statusCode).toBe(401);
  });

  it('sends one mail and creates one account for a repeat with the same Idempotency-Key', async () => {
    const email = uniqueEmail('twice');
    const headers = { ...admin.auth, [IDEMPOTENCY_HEADER]: crypto.randomUUID() };
    const first = await invite(headers, { email });
    const repeat = await invite(headers, { email });
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.json()).toEqual(first.json());
    expect(await invitationsTo(email)).toHaveLength(1);
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it.each(['USER', 'HEALTHCARE', 'EMS'] as const)('refuses a %s caller with 403, creating and mailing nothing', async (userType) => {
    const caller = await signedIn(t.app, t.db, userType);
    const email = uniqueEmail('refused');
    const before = await tableCounts(t.db);
    const res = await invite(caller.auth, { email });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ success: false, error: AUTH_MESSAGES.forbidden });
    expect(await tableCounts(t.db)).toEqual(before);
    expect(await invitationsTo(email)).toEqual([]);
  });

  it.each([
    [{ password: 'a-chosen-password-1' }, USER_MANAGEMENT_MESSAGES.passwordWithInvitation],
    [{ sendInvitation: false }, USER_MANAGEMENT_MESSAGES.passwordOrInvitation],
    [{ sendInvitation: 'yes' }, 'sendInvitation must be a boolean'],
  ])('bad input %o → 400 %s, nothing created', async (over, error) => {
    const email = uniqueEmail('bad');
    const before = await tableCounts(t.db);
    const res = await invite(admin.auth, { email, ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error });
    expect(await tableCounts(t.db)).toEqual(before);
    expect(await invitationsTo(email)).toEqual([]);
  });

  it('takes a blank password beside the invitation, as a form with an empty field sends it', async () => {
    const res = await invite(admin.auth, { password: '' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a taken address with 409 and mails nothing', async () => {
    const { user } = (await invite(admin.auth)).json() as { user: { email: string } };
    const res = await invite(admin.auth, { email: user.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(AUTH_MESSAGES.emailTaken);
    expect(await invitationsTo(user.email)).toHaveLength(1);
  });
});
