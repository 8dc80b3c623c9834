import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALERT_CONFIRMATION_MESSAGES,
  CONFIRMATION_CODE,
  SEND_CONFIRMATION_CODE_PATH,
  type AlertField,
} from '@/domain/notifications/alert-confirmation';
import { IDEMPOTENCY_HEADER } from '@/domain/common/idempotency';
import { CONNECTION_TEST_MESSAGES, NOTIFICATION_SETTINGS_PATH, TEST_EMAIL_PATH, TEST_SMS_PATH } from '@/domain/notifications/notification-settings';
import { TEXTABLE_NUMBER_MESSAGE } from '@/domain/common/phone-number';
import { rawRows } from '@/server/db/raw-query';
import { startFakeSmsProvider } from '../support/fake-sms-provider';
import { codesSentTo, confirmCode, confirmLastCode } from './alert-codes';
import { signedIn, tableCounts } from './fixtures';
import { startTestApp, type TestApp } from './harness';

// An alert e-mail address other than the account's own, or a phone number, is sent a code when saved and nothing else
// (no test message, no alert) until that code is entered. Mail is received by the in-process SMTP server, text
// messages by a local stand-in for the SMS provider.

let t: TestApp;
let provider: Awaited<ReturnType<typeof startFakeSmsProvider>>;
beforeAll(async () => {
  provider = await startFakeSmsProvider();
  t = await startTestApp({ sms: { apiUrl: provider.url, accountSid: 'AC0001', authToken: 'not-a-real-token', from: '+14125550000' } });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

type Auth = Record<string, string>;
const save = (auth: Auth, settings: object) => t.app.inject({ method: 'PUT', url: NOTIFICATION_SETTINGS_PATH, headers: auth, payload: settings });
const read = async (auth: Auth) => (await t.app.inject({ method: 'GET', url: NOTIFICATION_SETTINGS_PATH, headers: auth })).json();
const sendCode = (auth: Auth, field: AlertField, headers: Auth = {}) =>
  t.app.inject({ method: 'POST', url: SEND_CONFIRMATION_CODE_PATH, headers: { ...auth, ...headers }, payload: { field } });
const test = (auth: Auth, url: string) => t.app.inject({ method: 'POST', url, headers: auth });
const codes = (to: string) => codesSentTo(t, provider.calls, to);
/** Everything that reached an address or number: mail subjects and text bodies. */
const received = async (to: string) => [
  ...(await t.mailbox()).filter((m) => m.to.includes(to)).map((m) => /Subject: (.*)/.exec(m.raw)![1]!),
  ...provider.calls.filter((c) => c.method === 'POST' && c.form.To === to).map((c) => c.form.Body!),
];
const codeRow = async (userId: string, field: AlertField) =>
  (await rawRows<Record<string, unknown>>(t.db, sql`select * from alert_confirmation_codes where user_id = ${userId} and field = ${field}`))[0];
/** Moves a code's times back, as if `seconds` had passed since it was sent. */
const age = (userId: string, field: AlertField, seconds: number) =>
  t.db.execute(sql`update alert_confirmation_codes set sent_at = sent_at - make_interval(secs => ${seconds}),
    hour_started_at = hour_started_at - make_interval(secs => ${seconds}), expires_at = expires_at - make_interval(secs => ${seconds})
    where user_id = ${userId} and field = ${field}`);

const PENDING = { status: 'PENDING', codeSent: true };
const CONFIRMED = { status: 'CONFIRMED', codeSent: false };

describe('a new alert e-mail address', () => {
  it('is sent a code and nothing else until the code is entered; then the test message reaches it', async () => {
    const { auth } = await signedIn(t.app, t.db, 'EMS');
    const saved = await save(auth, { emailAddress: 'desk.one@example.org' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().confirmation.emailAddress).toEqual(PENDING);

    const refused = await test(auth, TEST_EMAIL_PATH);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, error: ALERT_CONFIRMATION_MESSAGES.emailNotConfirmed('desk.one@example.org') });
    const [code] = await codes('desk.one@example.org');
    expect(await received('desk.one@example.org')).toEqual([`TCC confirmation code: ${code}`]);

    const confirmed = await confirmCode(t, auth, 'emailAddress', code!);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, message: ALERT_CONFIRMATION_MESSAGES.confirmed('desk.one@example.org'), confirmation: { emailAddress: CONFIRMED } });
    expect((await read(auth)).confirmation.emailAddress).toEqual(CONFIRMED);
    expect((await test(auth, TEST_EMAIL_PATH)).statusCode).toBe(200);
    expect(await received('desk.one@example.org')).toEqual([`TCC confirmation code: ${code}`, CONNECTION_TEST_MESSAGES.emailSubject]);

    // entered again, the same code changes nothing and says so
    const again = await confirmCode(t, auth, 'emailAddress', code!);
    expect(again.json()).toMatchObject({ success: true, message: ALERT_CONFIRMATION_MESSAGES.alreadyConfirmed('desk.one@example.org') });
  });

  it('is unconfirmed again once changed, and the code of the old one confirms nothing; a change of case is no change', async () => {
    const { auth } = await signedIn(t.app, t.db, 'HEALTHCARE');
    await save(auth, { emailAddress: 'ward.a@example.org' });
    await confirmLastCode(t, provider.calls, auth, 'emailAddress', 'ward.a@example.org');
    const [oldCode] = await codes('ward.a@example.org');

    expect((await save(auth, { emailAddress: 'Ward.A@Example.org' })).json().confirmation.emailAddress).toEqual(CONFIRMED);
    expect(await codes('Ward.A@Example.org')).toEqual([]);

    expect((await save(auth, { emailAddress: 'ward.b@example.org' })).json().confirmation.emailAddress).toEqual(PENDING);
    expect((await test(auth, TEST_EMAIL_PATH)).statusCode).toBe(409);
    const [newCode] = await codes('ward.b@example.org');
    if (oldCode !== newCode) expect((await confirmCode(t, auth, 'emailAddress', oldCode!)).statusCode).toBe(400);
    await confirmLastCode(t, provider.calls, auth, 'emailAddress', 'ward.b@example.org');
    expect((await test(auth, TEST_EMAIL_PATH)).json()).toEqual({ success: true, message: CONNECTION_TEST_MESSAGES.emailSent('ward.b@example.org') });
  });

  it("needs no code when it is the account's own address, however written, nor when it is emptied", async () => {
    const { auth, user } = await signedIn(t.app, t.db, 'USER');
    const own = user.email.toUpperCase();
    expect((await save(auth, { emailAddress: own })).json().confirmation.emailAddress).toEqual(CONFIRMED);
    expect((await save(auth, { emailAddress: '' })).json().confirmation.emailAddress).toEqual({ status: 'NONE', codeSent: false });
    expect(await codes(own)).toEqual([]);
    const nothing = await sendCode(auth, 'emailAddress');
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error).toBe(ALERT_CONFIRMATION_MESSAGES.nothingToConfirm.emailAddress);
  });
});

describe('a new phone number', () => {
  it('gets only its code by text until the code is entered; then the test text reaches it', async () => {
    const { auth } = await signedIn(t.app, t.db, 'EMS');
    expect((await save(auth, { smsNotifications: true, phoneNumber: '(412) 555-0141' })).json().confirmation.phoneNumber).toEqual(PENDING);
    const refused = await test(auth, TEST_SMS_PATH);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, error: ALERT_CONFIRMATION_MESSAGES.phoneNotConfirmed('+14125550141') });
    const [code] = await codes('+14125550141');
    expect(await received('+14125550141')).toEqual([expect.stringMatching(new RegExp(`^TCC: ${code} is your code`))]);

    await confirmLastCode(t, provider.calls, auth, 'phoneNumber', '+14125550141');
    expect((await test(auth, TEST_SMS_PATH)).json()).toEqual({ success: true, message: CONNECTION_TEST_MESSAGES.smsSent('+14125550141') });
    expect(await received('+14125550141')).toHaveLength(2);
  });

  it('is never sent a code when it cannot receive text messages, kept while SMS is off', async () => {
    const { auth } = await signedIn(t.app, t.db, 'EMS');
    const saved = await save(auth, { smsNotifications: false, phoneNumber: '+1 900 555 0100' });
    expect(saved.json().confirmation.phoneNumber).toEqual({ status: 'PENDING', codeSent: false });
    const asked = await sendCode(auth, 'phoneNumber');
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error).toBe(TEXTABLE_NUMBER_MESSAGE);
    expect(await received('+19005550100')).toEqual([]);
  });
});

describe('entering a code', () => {
  it('refuses a wrong code, counting the tries, and then any code until a new one is sent', async () => {
    const { auth, user } = await signedIn(t.app, t.db, 'HEALTHCARE');
    await save(auth, { emailAddress: 'tries@example.org' });
    const [code] = await codes('tries@example.org');
    const wrong = String((Number(code) + 1) % 10 ** CONFIRMATION_CODE.digits).padStart(CONFIRMATION_CODE.digits, '0');
    for (let left = CONFIRMATION_CODE.tries - 1; left >= 0; left--) {
      const res = await confirmCode(t, auth, 'emailAddress', wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(ALERT_CONFIRMATION_MESSAGES.wrongCode(left));
    }
    const spent = await confirmCode(t, auth, 'emailAddress', code!);
    expect(spent.statusCode).toBe(429);
    expect(spent.json().error).toBe(ALERT_CONFIRMATION_MESSAGES.tooManyTries);
    expect((await read(auth)).confirmation.emailAddress).toEqual({ status: 'PENDING', codeSent: false });

    // a new code is spaced a minute from the last
    const soon = await sendCode(auth, 'emailAddress');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error).toMatch(/^A code was sent less than a minute ago: wait \d+ seconds/);
    await age(user.id, 'emailAddress', CONFIRMATION_CODE.resendSeconds);
    const resent = await sendCode(auth, 'emailAddress');
    expect(resent.json()).toMatchObject({ success: true, message: ALERT_CONFIRMATION_MESSAGES.codeSent('tries@example.org'), confirmation: { emailAddress: PENDING } });
    await confirmLastCode(t, provider.calls, auth, 'emailAddress', 'tries@example.org');
  });

  it(`refuses a code past its ${CONFIRMATION_CODE.minutes} minutes; a new one works`, async () => {
    const { auth, user } = await signedIn(t.app, t.db, 'USER');
    await save(auth, { emailAddress: 'late@example.org' });
    const [code] = await codes('late@example.org');
    await age(user.id, 'emailAddress', CONFIRMATION_CODE.minutes * 60);
    expect((await read(auth)).confirmation.emailAddress).toEqual({ status: 'PENDING', codeSent: false });
    const late = await confirmCode(t, auth, 'emailAddress', code!);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe(ALERT_CONFIRMATION_MESSAGES.codeExpired);
    expect((await sendCode(auth, 'emailAddress')).statusCode).toBe(200);
    await confirmLastCode(t, provider.calls, auth, 'emailAddress', 'late@example.org');
  });

  it("confirms only the caller's own address: another user's code does nothing for either", async () => {
    const a = await signedIn(t.app, t.db, 'EMS');
    const b = await signedIn(t.app, t.db, 'EMS');
    await save(a.auth, { emailAddress: 'owner.a@example.org' });
    const [codeOfA] = await codes('owner.a@example.org');
    // b has nothing to confirm, then an address of its own with a code of its own
    expect((await confirmCode(t, b.auth, 'emailAddress', codeOfA!)).json().error).toBe(ALERT_CONFIRMATION_MESSAGES.nothingToConfirm.emailAddress);
    await save(b.auth, { emailAddress: 'owner.a@example.org' });
    const [, codeOfB] = await codes('owner.a@example.org');
    if (codeOfA !== codeOfB) expect((await confirmCode(t, b.auth, 'emailAddress', codeOfA!)).json().error).toBe(ALERT_CONFIRMATION_MESSAGES.wrongCode(CONFIRMATION_CODE.tries - 1));
    expect((await read(a.auth)).confirmation.emailAddress).toEqual(PENDING);
    expect((await read(b.auth)).confirmation.emailAddress).toEqual(PENDING);
  });

  it.each([
    [{ field: 'emailAddress', code: '12345' }, ALERT_CONFIRMATION_MESSAGES.code],
    [{ field: 'emailAddress', code: 'abcdef' }, ALERT_CONFIRMATION_MESSAGES.code],
    [{ field: 'emailAddress' }, 'code is required'],
    [{ field: 'fax', code: '123456' }, 'field must be one of emailAddress, phoneNumber'],
    [{ field: 'emailAddress', code: '123456', userId: 'someone' }, 'Unknown field: userId'],
  ])('%j → 400 naming what is wrong, and nothing changed', async (body, error) => {
    const { auth } = await signedIn(t.app, t.db, 'USER');
    await save(auth, { emailAddress: 'form@example.org' });
    const before = await tableCounts(t.db);
    const res = await t.app.inject({ method: 'POST', url: `${NOTIFICATION_SETTINGS_PATH}/confirm`, headers: auth, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error });
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('keeps only a hash of the code', async () => {
    const { auth, user } = await signedIn(t.app, t.db, 'USER');
    await save(auth, { emailAddress: 'hashed@example.org' });
    const [code] = await codes('hashed@example.org');
    const row = await codeRow(user.id, 'emailAddress');
    expect(row!.code_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });
});

describe('asking for a new code', () => {
  it(`sends at most ${CONFIRMATION_CODE.perHour} an hour for each field, saves included; a repeated request sends once`, async () => {
    const { auth, user } = await signedIn(t.app, t.db, 'EMS');
    await save(auth, { emailAddress: 'often@example.org' });
    const key = { [IDEMPOTENCY_HEADER]: 'resend-often-0001' };
    const first = await sendCode(auth, 'emailAddress', key);
    expect(first.statusCode).toBe(429);
    await age(user.id, 'emailAddress', CONFIRMATION_CODE.resendSeconds);
    // a double click is one request with one key: one code
    const [once, twice] = [await sendCode(auth, 'emailAddress', { [IDEMPOTENCY_HEADER]: 'resend-often-0002' }), await sendCode(auth, 'emailAddress', { [IDEMPOTENCY_HEADER]: 'resend-often-0002' })];
    expect([once.statusCode, twice.statusCode]).toEqual([200, 200]);
    expect(await codes('often@example.org')).toHaveLength(2);
    // a new address is not held to the minute, but counts toward the hour
    for (const n of [3, 4, 5]) await save(auth, { emailAddress: `often${n}@example.org` });
    expect(await codes('often5@example.org')).toHaveLength(1);
    const held = await save(auth, { emailAddress: 'often6@example.org' });
    expect(held.statusCode).toBe(200);
    expect(held.json().confirmation.emailAddress).toEqual({ status: 'PENDING', codeSent: false });
    expect(await received('often6@example.org')).toEqual([]);
    const refused = await sendCode(auth, 'emailAddress');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^5 codes were sent in the last hour: wait \d+ minutes?/);
    // the phone number's codes are counted apart
    expect((await save(auth, { phoneNumber: '+14125550142' })).json().confirmation.phoneNumber).toEqual(PENDING);
  });

  it('refuses an address already confirmed', async () => {
    const { auth } = await signedIn(t.app, t.db, 'USER');
    await save(auth, { emailAddress: 'done@example.org' });
    await confirmLastCode(t, provider.calls, auth, 'emailAddress', 'done@example.org');
    const res = await sendCode(auth, 'emailAddress');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: ALERT_CONFIRMATION_MESSAGES.alreadyConfirmed('done@example.org') });
  });

  it('refuses callers who are not signed in', async () => {
    expect((await sendCode({}, 'emailAddress')).statusCode).toBe(401);
    expect((await confirmCode(t, {}, 'emailAddress', '123456')).statusCode).toBe(401);
  });
});
