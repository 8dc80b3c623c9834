import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import type { UserType } from '@/domain/common/enums';
import { RECOVERY_CODE_COUNT } from '@/domain/session/two-factor-rules';
import { TWO_FACTOR_MESSAGES } from '@/domain/session/two-factor-texts';
import { twoFactorResets } from '@/server/db/schema';
import { createUser, LOGIN_PATH, PASSWORD } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let addressCount = 0;
/** Each test signs in from an address of its own, so one test's failures never spend another's allowance. */
const newAddress = () => `10.20.0.${++addressCount}`;

const post = (url: string, payload: object, opts: { address: string; auth?: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: opts.address, headers: opts.auth });

/** The authenticator's code for now, or for a number of 30-second steps later. */
const codeFor = (secret: string, stepsLater = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsLater * 30 });

async function passwordLogin(email: string, userType: UserType, address: string) {
  return post(LOGIN_PATH[userType], { email, password: PASSWORD }, { address });
}

/** A user who signed in with the password alone and then set up an authenticator from the account settings. */
async function enrolledUser(userType: UserType, address: string) {
  const user = await createUser(t.db, { userType });
  const signIn = await passwordLogin(user.email, userType, address);
  const auth = { authorization: `Bearer ${signIn.json().token}` };
  const started = await post('/api/auth/two-factor/enrolment', {}, { address, auth });
  const { secret } = started.json().data as { secret: string };
  const confirmed = await post('/api/auth/two-factor/enrolment/confirm', { code: await codeFor(secret) }, { address, auth });
  expect(confirmed.statusCode).toBe(200);
  return { user, auth, secret, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
}

describe('a client that knows only e-mail and password', () => {
  it.each(['ADMIN', 'USER', 'HEALTHCARE', 'EMS'] as const)('still gets the spec answer for a %s without a second factor', async (userType) => {
    const user = await createUser(t.db, { userType });
    const res = await passwordLogin(user.email, userType, newAddress());
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['success', 'token', 'user']);
  });
});

describe('TOTP enrolment', () => {
  it('offers a secret as a QR code and as text, and turns on with the first right code, answering ten recovery codes', async () => {
    const address = newAddress();
    const user = await createUser(t.db, { userType: 'USER' });
    const auth = { authorization: `Bearer ${(await passwordLogin(user.email, 'USER', address)).json().token}` };
    const started = await post('/api/auth/two-factor/enrolment', {}, { address, auth });
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = started.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/TCC:.+secret=/);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    const off = await t.app.inject({ url: '/api/auth/two-factor', headers: auth });
    expect(off.json().data).toMatchObject({ enabled: false, required: false });

    const wrong = await post('/api/auth/two-factor/enrolment/confirm', { code: '000000' === (await codeFor(secret)) ? '111111' : '000000' }, { address, auth });
    // a signed-in caller's wrong code is a bad input, not a bad session: 400, and the session lives on
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe(TWO_FACTOR_MESSAGES.codeWrong);

    const confirmed = await post('/api/auth/two-factor/enrolment/confirm', { code: await codeFor(secret) }, { address, auth });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().data.recoveryCodes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect(codes[0]).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);

    const on = await t.app.inject({ url: '/api/auth/two-factor', headers: auth });
    expect(on.json().data).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    const again = await post('/api/auth/two-factor/enrolment', {}, { address, auth });
    expect(again.statusCode).toBe(409);
  });

  it('then asks for a code after the password, and opens the session only with a right one', async () => {
    const address = newAddress();
    const { user, secret } = await enrolledUser('HEALTHCARE', address);
    const first = await passwordLogin(user.email, 'HEALTHCARE', address);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.token).toBeUndefined();
    expect(body.user).toBeUndefined();
    expect(body.secondFactor).toMatchObject({ step: 'code', challenge: expect.any(String) });

    const wrong = await post('/api/auth/two-factor/login', { challenge: body.secondFactor.challenge, code: '12345' }, { address });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(TWO_FACTOR_MESSAGES.codeWrong);

    // the enrolment's own code was the last one used: the next step's code signs in
    const right = await post('/api/auth/two-factor/login', { challenge: body.secondFactor.challenge, code: await codeFor(secret, 1) }, { address });
    expect(right.statusCode).toBe(200);
    expect(right.json().user).toMatchObject({ id: user.id, userType: 'HEALTHCARE' });
    const me = await t.app.inject({ url: '/api/auth/verify', headers: { authorization: `Bearer ${right.json().token}` } });
    expect(me.statusCode).toBe(200);

    // the challenge is spent, and the code it took is never taken again
    const spent = await post('/api/auth/two-factor/login', { challenge: body.secondFactor.challenge, code: await codeFor(secret, 1) }, { address });
    expect(spent.statusCode).toBe(401);
    expect(spent.json().error).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
    const next = (await passwordLogin(user.email, 'HEALTHCARE', address)).json().secondFactor.challenge;
    const replay = await post('/api/auth/two-factor/login', { challenge: next, code: await codeFor(secret, 1) }, { address });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe(TWO_FACTOR_MESSAGES.codeWrong);
  });

  it('refuses an unknown challenge', async () => {
    const res = await post('/api/auth/two-factor/login', { challenge: 'not-a-challenge', code: '123456' }, { address: newAddress() });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(TWO_FACTOR_MESSAGES.challengeExpired);
  });
});

describe('recovery codes', () => {
  it('each signs in once, typed in any case and without dashes', async () => {
    const address = newAddress();
    const { user, auth, recoveryCodes } = await enrolledUser('EMS', address);
    const challenge = async () => (await passwordLogin(user.email, 'EMS', address)).json().secondFactor.challenge as string;

    const typed = recoveryCodes[0]!.replace(/-/g, '').toUpperCase();
    const used = await post('/api/auth/two-factor/login', { challenge: await challenge(), code: typed }, { address });
    expect(used.statusCode).toBe(200);
    expect(used.json().token).toEqual(expect.any(String));

    const twice = await post('/api/auth/two-factor/login', { challenge: await challenge(), code: recoveryCodes[0] }, { address });
    expect(twice.statusCode).toBe(401);
    expect(twice.json().error).toBe(TWO_FACTOR_MESSAGES.codeWrong);

    const status = await t.app.inject({ url: '/api/auth/two-factor', headers: auth });
    expect(status.json().data.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
  });

  it('are all replaced by new ones, proven by the authenticator', async () => {
    const address = newAddress();
    const { user, auth, secret, recoveryCodes } = await enrolledUser('USER', address);
    const renewed = await post('/api/auth/two-factor/recovery-codes', { code: await codeFor(secret, 1) }, { address, auth });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const challenge = (await passwordLogin(user.email, 'USER', address)).json().secondFactor.challenge;
    const old = await post('/api/auth/two-factor/login', { challenge, code: recoveryCodes[1] }, { address });
    expect(old.statusCode).toBe(401);
    const fresh = await post('/api/auth/two-factor/login', { challenge, code: renewed.json().data.recoveryCodes[0] }, { address });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('the limits', () => {
  it('count codes with the login failures: a right password does not reset them, and past the limit even a right code is refused', async () => {
    const address = newAddress();
    const { user, secret } = await enrolledUser('USER', address);
    // the password step counts as one attempt until its code is right
    const challenge = (await passwordLogin(user.email, 'USER', address)).json().secondFactor.challenge;
    for (let i = 0; i < 4; i++) {
      const wrong = await post('/api/auth/two-factor/login', { challenge, code: '99999x' }, { address });
      expect(wrong.statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/two-factor/login', { challenge, code: await codeFor(secret, 1) }, { address });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(AUTH_MESSAGES.tooManyAttempts);
    const password = await passwordLogin(user.email, 'USER', address);
    expect(password.statusCode).toBe(429);
  });

  it('let a right code forgive its address once it is accepted', async () => {
    const address = newAddress();
    const { user, secret } = await enrolledUser('USER', address);
    const challenge = (await passwordLogin(user.email, 'USER', address)).json().secondFactor.challenge;
    for (let i = 0; i < 3; i++) await post('/api/auth/two-factor/login', { challenge, code: 'wrong-code' }, { address });
    const right = await post('/api/auth/two-factor/login', { challenge, code: await codeFor(secret, 1) }, { address });
    expect(right.statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await passwordLogin(user.email, 'USER', address)).statusCode).toBe(200);
  });
});

describe('an organisation that requires a second factor', () => {
  it('leads its staff to enrol at sign-in before any session, and keeps them from turning it off', async () => {
    const address = newAddress();
    const user = await createUser(t.db, { userType: 'HEALTHCARE' });
    const auth = { authorization: `Bearer ${(await passwordLogin(user.email, 'HEALTHCARE', address)).json().token}` };
    const set = await t.app.inject({ method: 'PUT', url: '/api/auth/two-factor/organisation', payload: { required: true }, headers: auth, remoteAddress: address });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ required: true, enabled: false, organisationRequires: true });

    const first = (await passwordLogin(user.email, 'HEALTHCARE', address)).json();
    expect(first.token).toBeUndefined();
    expect(first.secondFactor.step).toBe('enrol');
    // an enrolment challenge is no way around the code
    const skip = await post('/api/auth/two-factor/login', { challenge: first.secondFactor.challenge, code: '123456' }, { address });
    expect(skip.statusCode).toBe(401);

    const started = await post('/api/auth/two-factor/login/enrolment', { challenge: first.secondFactor.challenge }, { address });
    expect(started.statusCode).toBe(200);
    const { secret } = started.json().data;
    const done = await post('/api/auth/two-factor/login/enrolment/confirm', { challenge: first.secondFactor.challenge, code: await codeFor(secret) }, { address });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true, user: { id: user.id }, token: expect.any(String) });
    expect(done.json().recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);

    const newAuth = { authorization: `Bearer ${done.json().token}` };
    const off = await post('/api/auth/two-factor/disable', { code: done.json().recoveryCodes[0] }, { address, auth: newAuth });
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toBe(TWO_FACTOR_MESSAGES.requiredCannotTurnOff);
  });

  it('is set by its own users only: not by a standard control-center user or a crew member', async () => {
    for (const userType of ['USER', 'CREW'] as const) {
      const user = await createUser(t.db, { userType });
      const auth = { authorization: `Bearer ${(await passwordLogin(user.email, userType, newAddress())).json().token}` };
      const res = await t.app.inject({ method: 'PUT', url: '/api/auth/two-factor/organisation', payload: { required: true }, headers: auth });
      expect(res.statusCode, userType).toBe(403);
    }
  });
});

describe('turning it off', () => {
  it('needs a right code, and then the password alone signs in', async () => {
    const address = newAddress();
    const { user, auth, secret } = await enrolledUser('EMS', address);
    const wrong = await post('/api/auth/two-factor/disable', { code: '000000' === (await codeFor(secret, 1)) ? '111111' : '000000' }, { address, auth });
    expect(wrong.statusCode).toBe(400);
    const off = await post('/api/auth/two-factor/disable', { code: await codeFor(secret, 1) }, { address, auth });
    expect(off.statusCode).toBe(200);
    expect((await passwordLogin(user.email, 'EMS', address)).json().token).toEqual(expect.any(String));
  });
});

describe("an administrator's reset of another's second factor", () => {
  it('clears it, is recorded, and is refused for their own and for non-administrators', async () => {
    const address = newAddress();
    const { user, auth: userAuth } = await enrolledUser('HEALTHCARE', address);
    const admin = await createUser(t.db, { userType: 'ADMIN' });
    const adminAuth = { authorization: `Bearer ${(await passwordLogin(admin.email, 'ADMIN', address)).json().token}` };

    const notAdmin = await post(`/api/auth/two-factor/users/${user.id}/reset`, {}, { address, auth: userAuth });
    expect(notAdmin.statusCode).toBe(403);
    const own = await post(`/api/auth/two-factor/users/${admin.id}/reset`, {}, { address, auth: adminAuth });
    expect(own.statusCode).toBe(400);
    expect(own.json().error).toBe(TWO_FACTOR_MESSAGES.resetOwn);

    const reset = await post(`/api/auth/two-factor/users/${user.id}/reset`, {}, { address, auth: adminAuth });
    expect(reset.statusCode).toBe(200);
    const records = await t.db.select().from(twoFactorResets).where(eq(twoFactorResets.userId, user.id));
    expect(records).toEqual([expect.objectContaining({ userEmail: user.email, resetById: admin.id, resetByEmail: admin.email })]);
    expect((await passwordLogin(user.email, 'HEALTHCARE', address)).json().token).toEqual(expect.any(String));

    const unknown = await post('/api/auth/two-factor/users/not-an-id/reset', {}, { address, auth: adminAuth });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(TWO_FACTOR_MESSAGES.userNotFound);

    const nothing = await post(`/api/auth/two-factor/users/${user.id}/reset`, {}, { address, auth: adminAuth });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toBe(TWO_FACTOR_MESSAGES.nothingToReset);
  });
});

describe('administrators, where the control center requires it', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await startTestApp({ requireTwoFactorForAdmins: true });
  });
  afterAll(() => strict.close());

  it('must enrol, while standard users keep signing in with the password', async () => {
    const admin = await createUser(strict.db, { userType: 'ADMIN' });
    const res = await strict.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: admin.email, password: PASSWORD } });
    expect(res.json().secondFactor.step).toBe('enrol');
    const plain = await createUser(strict.db, { userType: 'USER' });
    const userRes = await strict.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: plain.email, password: PASSWORD } });
    expect(userRes.json().token).toEqual(expect.any(String));
  });
});

describe("the control center's own setting for its administrators", () => {
  it('is turned on and off by an administrator, over REQUIRE_TWO_FACTOR_FOR_ADMINS, and covers administrators alone', async () => {
    const setter = await createUser(t.db, { userType: 'ADMIN' });
    const auth = { authorization: `Bearer ${(await passwordLogin(setter.email, 'ADMIN', newAddress())).json().token}` };
    const require = (required: boolean) => t.app.inject({ method: 'PUT', url: '/api/auth/two-factor/organisation', payload: { required }, headers: auth });
    const other = await createUser(t.db, { userType: 'ADMIN' });
    const plain = await createUser(t.db, { userType: 'USER' });

    const on = await require(true);
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data).toMatchObject({ canRequireForOrganisation: true, organisationRequires: true, required: true, enabled: false });
    expect((await passwordLogin(other.email, 'ADMIN', newAddress())).json().secondFactor.step).toBe('enrol');
    expect((await passwordLogin(plain.email, 'USER', newAddress())).json().token).toEqual(expect.any(String));

    const off = await require(false);
    expect(off.json().data).toMatchObject({ organisationRequires: false, required: false });
    expect((await passwordLogin(other.email, 'ADMIN', newAddress())).json().token).toEqual(expect.any(String));
  });
});
