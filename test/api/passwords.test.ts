import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PASSWORD_MESSAGES } from '@/domain/session/account-password';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '@/domain/common/messages';
import { PASSWORD_MESSAGES } from '@/domain/session/password-rules';
import { users } from '@/server/db/schema';
import { createUser, emsRegistration, healthcareRegistration, LOGIN_PATH, PASSWORD, signedIn, tableCounts, uniqueEmail } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedIn(t.app, t.db, 'ADMIN');
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const signIn = (userType: keyof typeof LOGIN_PATH, email: string, password: string) => post(LOGIN_PATH[userType], { email, password });
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
const verify = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/auth/verify', headers });

/** Runs the call and proves it answered 400 with the text and changed no row count. */
async function refused(call: () => Promise<{ statusCode: number; json(): unknown }>, error: string) {
  const before = await tableCounts(t.db);
  const res = await call();
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  expect(res.json()).toEqual({ success: false, error });
  expect(await tableCounts(t.db)).toEqual(before);
}

const mailTo = async (email: string, subject: string) => (await t.mailbox()).find((m) => m.to.includes(email) && m.raw.includes(subject));
const resetToken = async (email: string) => {
  const match = (await mailTo(email, 'Reset your TCC password'))?.text.match(/\?reset=([\w%-]+)/);
  return match ? decodeURIComponent(match[1]!) : undefined;
};

// the probe's weak passwords, and one made of the owner's own identity
const WEAK: [string, (email: string) => string, string][] = [
  ['eight spaces', () => '        ', PASSWORD_MESSAGES.oneCharacter],
  ['one repeated letter', () => 'aaaaaaaa', PASSWORD_MESSAGES.oneCharacter],
  ['a common password', () => '12345678', PASSWORD_MESSAGES.tooCommon],
  ['a common word in capitals', () => 'PASSWORD', PASSWORD_MESSAGES.tooCommon],
  ['a common password with a digit', () => 'iloveyou1', PASSWORD_MESSAGES.tooCommon],
  ['the e-mail itself', (email) => email, PASSWORD_MESSAGES.containsEmail],
  ["the e-mail's local part and a year", (email) => `${email.split('@')[0]}2026`, PASSWORD_MESSAGES.containsEmail],
];

describe('weak passwords are refused wherever a password is chosen', () => {
  it.each(WEAK)('registration of a facility and of an agency refuses %s', async (_label, make, error) => {
    for (const [kind, body] of [
      ['healthcare', healthcareRegistration()],
      ['ems', emsRegistration()],
    ] as const) {
      const password = make(body.email);
      await refused(() => post(`/api/auth/${kind}/register`, { ...body, password, confirmPassword: password }), error);
    }
  });

  it("registration refuses a password holding the organisation's name, however spelled", async () => {
    const hospital = healthcareRegistration({ facilityName: 'Sunrise Dialysis Center' });
    const password = 'sunrise-dialysis-center!';
    await refused(() => post('/api/auth/healthcare/register', { ...hospital, password, confirmPassword: password }), PASSWORD_MESSAGES.containsOrganisation);
    const agency = emsRegistration({ agencyName: 'Metro EMS' });
    await refused(() => post('/api/auth/ems/register', { ...agency, password: 'MetroEMS-2026', confirmPassword: 'MetroEMS-2026' }), PASSWORD_MESSAGES.containsOrganisation);
  });

  it('keeps the specification order: a mismatch first, then the length, then the rest', async () => {
    const body = healthcareRegistration();
    await refused(() => post('/api/auth/healthcare/register', { ...body, password: 'password', confirmPassword: 'other' }), REGISTRATION_MESSAGES.passwordsDoNotMatch);
    await refused(() => post('/api/auth/healthcare/register', { ...body, password: 'pass', confirmPassword: 'pass' }), REGISTRATION_MESSAGES.passwordTooShort);
  });

  it.each(WEAK)("an administrator's new user and a user's new password refuse %s", async (_label, make, error) => {
    const email = uniqueEmail('staff');
    await refused(() => post('/api/auth/register', { name: 'Casey Morgan', email, password: make(email), userType: 'USER' }, admin.auth), error);
    // on an edit a blank password (spaces too) means "keep the current one", as the form's placeholder says
    if (make('').trim() === '') return;
    const existing = await createUser(t.db, { userType: 'USER' });
    const before = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, existing.id));
    const res = await t.app.inject({ method: 'PUT', url: `/api/auth/users/${existing.id}`, headers: admin.auth, payload: { password: make(existing.email) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error });
    expect(await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, existing.id))).toEqual(before);
  });

  it('accepts a password that is none of these', async () => {
    const body = emsRegistration();
    const res = await post('/api/auth/ems/register', { ...body, password: 'kettle-orbit-51', confirmPassword: 'kettle-orbit-51' });
    expect(res.statusCode).toBe(201);
  });
});

describe('POST /api/auth/change-password', () => {
  it.each(['ADMIN', 'USER', 'HEALTHCARE', 'EMS'] as const)('a signed-in %s changes their own password', async (userType) => {
    const me = await signedIn(t.app, t.db, userType);
    const elsewhere = (await signIn(userType, me.user.email, PASSWORD)).json().token as string;
    const res = await post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'quiet-lantern-84', confirmPassword: 'quiet-lantern-84' }, me.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { message: ACCOUNT_PASSWORD_MESSAGES.changed } });
    // this session stays, the other device is signed out, and only the new password signs in
    expect((await verify(me.auth)).statusCode).toBe(200);
    expect((await verify(bearer(elsewhere))).statusCode).toBe(401);
    expect((await signIn(userType, me.user.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(userType, me.user.email, 'quiet-lantern-84')).statusCode).toBe(200);
    expect(await mailTo(me.user.email, 'Your TCC password was changed')).toBeDefined();
  });

  it('refuses a wrong current password, a mismatch, the same password and a weak one, and changes nothing', async () => {
    const me = await signedIn(t.app, t.db, 'HEALTHCARE');
    const change = (body: object) => () => post('/api/auth/change-password', body, me.auth);
    await refused(change({ currentPassword: 'not-my-password', newPassword: 'quiet-lantern-84' }), ACCOUNT_PASSWORD_MESSAGES.currentIncorrect);
    await refused(change({ currentPassword: PASSWORD, newPassword: 'quiet-lantern-84', confirmPassword: 'quiet-lantern-85' }), REGISTRATION_MESSAGES.passwordsDoNotMatch);
    await refused(change({ currentPassword: PASSWORD, newPassword: PASSWORD }), ACCOUNT_PASSWORD_MESSAGES.sameAsCurrent);
    await refused(change({ currentPassword: PASSWORD, newPassword: 'password1' }), PASSWORD_MESSAGES.tooCommon);
    const facilityName = (await verify(me.auth)).json().user.facilityName as string;
    await refused(change({ currentPassword: PASSWORD, newPassword: `${facilityName.toUpperCase()}!` }), PASSWORD_MESSAGES.containsOrganisation);
    await refused(change({ currentPassword: PASSWORD }), 'newPassword is required');
    expect((await signIn('HEALTHCARE', me.user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins, so a left-open session cannot guess it', async () => {
    const me = await signedIn(t.app, t.db, 'USER');
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post('/api/auth/change-password', { currentPassword: `guess-number-${i}`, newPassword: 'quiet-lantern-84' }, me.auth)),
    );
    const codes = guesses.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 400)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    expect(guesses.find((r) => r.statusCode === 429)!.json().error).toBe(AUTH_MESSAGES.tooManyAttempts);
  });

  it('needs a signed-in caller', async () => {
    const res = await post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'quiet-lantern-84' });
    expect(res.statusCode).toBe(401);
  });
});

describe('a forgotten password, reset by the e-mailed link', () => {
  const forgot = (email: string) => post('/api/auth/forgot-password', { email });
  const reset = (token: string, password: string) => post('/api/auth/reset-password', { token, password, confirmPassword: password });

  it('mails a one-time link that sets a new password and signs every device out', async () => {
    const me = await signedIn(t.app, t.db, 'EMS');
    const res = await forgot(me.user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { message: ACCOUNT_PASSWORD_MESSAGES.resetRequested } });
    await vi.waitFor(async () => expect(await resetToken(me.user.email)).toBeDefined());
    const token = (await resetToken(me.user.email))!;

    await refused(() => reset(token, 'qwertyuiop'), PASSWORD_MESSAGES.tooCommon);
    const done = await reset(token, 'harbor-violet-27');
    expect(done.json()).toEqual({ success: true, data: { message: ACCOUNT_PASSWORD_MESSAGES.resetDone } });
    expect((await verify(me.auth)).statusCode).toBe(401);
    expect((await signIn('EMS', me.user.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn('EMS', me.user.email, 'harbor-violet-27')).statusCode).toBe(200);
    // the link works once
    await refused(() => reset(token, 'another-fresh-one-3'), ACCOUNT_PASSWORD_MESSAGES.resetLinkInvalid);
  });

  it('answers an unknown or disabled address exactly alike, and mails nothing', async () => {
    const disabled = await createUser(t.db, { userType: 'USER', status: 'DISABLED' });
    const mailsBefore = (await t.mailbox()).length;
    const unknown = await forgot(uniqueEmail('nobody'));
    const off = await forgot(disabled.email);
    expect([unknown.statusCode, off.statusCode]).toEqual([200, 200]);
    expect(off.json()).toEqual(unknown.json());
    // a known address's mail is sent after its answer too, so wait for one to prove none of these went
    const known = await createUser(t.db, { userType: 'USER' });
    await forgot(known.email);
    await vi.waitFor(async () => expect(await resetToken(known.email)).toBeDefined());
    expect((await t.mailbox()).slice(mailsBefore).map((m) => m.to)).toEqual([[known.email]]);
  });

  it('refuses an expired link, a superseded link and a made-up one', async () => {
    const me = await createUser(t.db, { userType: 'ADMIN' });
    await forgot(me.email);
    await vi.waitFor(async () => expect(await resetToken(me.email)).toBeDefined());
    const first = (await resetToken(me.email))!;
    await t.db.update(users).set({ passwordResetExpiresAt: new Date(Date.now() - 1000) }).where(eq(users.id, me.id));
    await refused(() => reset(first, 'harbor-violet-27'), ACCOUNT_PASSWORD_MESSAGES.resetLinkInvalid);

    const mailsBefore = (await t.mailbox()).length;
    await forgot(me.email);
    await vi.waitFor(async () => expect((await t.mailbox()).length).toBe(mailsBefore + 1));
    await forgot(me.email);
    await vi.waitFor(async () => expect((await t.mailbox()).length).toBe(mailsBefore + 2));
    const [older, newer] = (await t.mailbox()).slice(mailsBefore).map((m) => decodeURIComponent(m.text.match(/\?reset=([\w%-]+)/)![1]!));
    await refused(() => reset(older!, 'harbor-violet-27'), ACCOUNT_PASSWORD_MESSAGES.resetLinkInvalid);
    await refused(() => reset('made-up-token', 'harbor-violet-27'), ACCOUNT_PASSWORD_MESSAGES.resetLinkInvalid);
    expect((await reset(newer!, 'harbor-violet-27')).statusCode).toBe(200);
  });

  it('changes the password once when one link is used twice at the same moment', async () => {
    const me = await createUser(t.db, { userType: 'USER' });
    await forgot(me.email);
    await vi.waitFor(async () => expect(await resetToken(me.email)).toBeDefined());
    const token = (await resetToken(me.email))!;
    const [a, b] = await Promise.all([reset(token, 'first-racer-pass-1'), reset(token, 'second-racer-pass-2')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const winner = a.statusCode === 200 ? 'first-racer-pass-1' : 'second-racer-pass-2';
    expect((await signIn('USER', me.email, winner)).statusCode).toBe(200);
  });
});
