import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONNECTION_TEST_MESSAGES,
  NOTIFICATION_SETTINGS_PATH,
  TEST_EMAIL_PATH,
  TEST_SMS_PATH,
} from '@/domain/notifications/notification-settings';
import { ALERT_CONFIRMATION_MESSAGES } from '@/domain/notifications/alert-confirmation';
import { TEST_MESSAGES_PER_HOUR } from '@/domain/common/limits';
import { startFakeSmsProvider } from '../support/fake-sms-provider';
import { confirmLastCode } from './alert-codes';
import { signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';

// Test Email Connection against a real SMTP server (the in-process sink), a closed port and none at all; Test SMS
// Connection against a local stand-in for the provider's HTTP API, one that refuses, and none configured.

let withSmtp: TestApp;
let withSms: TestApp;
let brokenSmtp: TestApp;
let provider: Awaited<ReturnType<typeof startFakeSmsProvider>>;
const SMS = { accountSid: 'AC0001', authToken: 'not-a-real-token', from: '+14125550000' };

beforeAll(async () => {
  provider = await startFakeSmsProvider();
  [withSmtp, withSms, brokenSmtp] = await Promise.all([
    startTestApp(),
    startTestApp({ smtpUrl: undefined, sms: { apiUrl: provider.url, ...SMS } }),
    // nothing listens on port 1 of loopback
    startTestApp({ smtpUrl: 'smtp://127.0.0.1:1' }),
  ]);
});
afterAll(async () => {
  await Promise.all([withSmtp.close(), withSms.close(), brokenSmtp.close(), provider.close()]);
});

/** A bodiless POST with a JSON content type, as spec clients send it. */
const post = (t: TestApp, url: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' } });
const save = (t: TestApp, headers: Record<string, string>, settings: object) =>
  t.app.inject({ method: 'PUT', url: NOTIFICATION_SETTINGS_PATH, headers, payload: settings });

describe('POST /api/trips/test-email', () => {
  it("sends a test message over SMTP to the settings' address, else the account's", async () => {
    const { auth, user } = await signedIn(withSmtp.app, withSmtp.db, 'EMS');
    const first = await post(withSmtp, TEST_EMAIL_PATH, auth);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true, message: CONNECTION_TEST_MESSAGES.emailSent(user.email) });
    await save(withSmtp, auth, { emailAddress: 'dispatch.alerts@example.org' });
    // until the code sent to it is entered, the new address gets nothing else, and the caller is told why
    const unconfirmed = await post(withSmtp, TEST_EMAIL_PATH, auth);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toEqual({ success: false, error: ALERT_CONFIRMATION_MESSAGES.emailNotConfirmed('dispatch.alerts@example.org') });
    await confirmLastCode(withSmtp, [], auth, 'emailAddress', 'dispatch.alerts@example.org');
    expect((await post(withSmtp, TEST_EMAIL_PATH, auth)).json()).toEqual({ success: true, message: CONNECTION_TEST_MESSAGES.emailSent('dispatch.alerts@example.org') });
    const sent = (await withSmtp.mailbox()).filter((m) => m.raw.includes(CONNECTION_TEST_MESSAGES.emailSubject));
    expect(sent.map((m) => m.to)).toEqual([[user.email], ['dispatch.alerts@example.org']]);
    expect(sent[0]!.text).toContain('This is a test message from TCC');
  });

  it(`sends at most ${TEST_MESSAGES_PER_HOUR} an hour for one account, from whatever address; another account is not held up`, async () => {
    const { auth } = await signedIn(withSmtp.app, withSmtp.db, 'USER');
    const answers = [];
    for (let i = 0; i <= TEST_MESSAGES_PER_HOUR; i++) {
      const res = await withSmtp.app.inject({ method: 'POST', url: TEST_EMAIL_PATH, headers: auth, remoteAddress: `198.51.100.${i + 1}` });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([...Array.from({ length: TEST_MESSAGES_PER_HOUR }, () => 200), 429]);
    const other = await signedIn(withSmtp.app, withSmtp.db, 'USER');
    expect((await post(withSmtp, TEST_EMAIL_PATH, other.auth)).statusCode).toBe(200);
  });

  it('tells an administrator which setting is missing and why the server failed; anyone else in plain words', async () => {
    const nurse = await signedIn(withSms.app, withSms.db, 'HEALTHCARE');
    const res = await post(withSms, TEST_EMAIL_PATH, nurse.auth);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, error: CONNECTION_TEST_MESSAGES.emailNotSetUp });
    const admin = await signedIn(withSms.app, withSms.db, 'ADMIN');
    expect((await post(withSms, TEST_EMAIL_PATH, admin.auth)).json()).toEqual({ success: false, error: CONNECTION_TEST_MESSAGES.emailNotConfigured });

    const broken = await signedIn(brokenSmtp.app, brokenSmtp.db, 'USER');
    const refused = await post(brokenSmtp, TEST_EMAIL_PATH, broken.auth);
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ success: false, error: CONNECTION_TEST_MESSAGES.emailUnreachable });
    const brokenAdmin = await signedIn(brokenSmtp.app, brokenSmtp.db, 'ADMIN');
    expect((await post(brokenSmtp, TEST_EMAIL_PATH, brokenAdmin.auth)).json().error).toMatch(/^The mail server could not be used: .*ECONNREFUSED/);
    for (const plain of [CONNECTION_TEST_MESSAGES.emailNotSetUp, CONNECTION_TEST_MESSAGES.smsNotSetUp, CONNECTION_TEST_MESSAGES.emailUnreachable, CONNECTION_TEST_MESSAGES.smsUnreachable, CONNECTION_TEST_MESSAGES.noPhoneNumber]) expect(plain).not.toMatch(/SMTP|SMS_|[a-z][A-Z]/);
  });
});

describe('POST /api/trips/test-sms', () => {
  it("checks the provider's account and sends a test message to the saved number", async () => {
    const { auth } = await signedIn(withSms.app, withSms.db, 'EMS');
    const noNumber = await post(withSms, TEST_SMS_PATH, auth);
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json()).toEqual({ success: false, error: CONNECTION_TEST_MESSAGES.noPhoneNumber });

    await save(withSms, auth, { phoneNumber: '+14125550199' });
    const unconfirmed = await post(withSms, TEST_SMS_PATH, auth);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toEqual({ success: false, error: ALERT_CONFIRMATION_MESSAGES.phoneNotConfirmed('+14125550199') });
    await confirmLastCode(withSms, provider.calls, auth, 'phoneNumber', '+14125550199');
    provider.calls.length = 0;
    const res = await post(withSms, TEST_SMS_PATH, auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CONNECTION_TEST_MESSAGES.smsSent('+14125550199') });
    const basic = `Basic ${Buffer.from(`${SMS.accountSid}:${SMS.authToken}`).toString('base64')}`;
    expect(provider.calls).toEqual([
      { method: 'GET', url: `/2010-04-01/Accounts/${SMS.accountSid}.json`, authorization: basic, form: {}, unansweredBefore: 0 },
      {
        method: 'POST',
        url: `/2010-04-01/Accounts/${SMS.accountSid}/Messages.json`,
        authorization: basic,
        form: { To: '+14125550199', From: SMS.from, Body: CONNECTION_TEST_MESSAGES.smsBody },
        unansweredBefore: 0,
      },
    ]);
  });

  it("passes on the provider's refusal, and says so when no provider is configured", async () => {
    const { auth } = await signedIn(withSms.app, withSms.db, 'ADMIN');
    await save(withSms, auth, { phoneNumber: '+14125550198' });
    await confirmLastCode(withSms, provider.calls, auth, 'phoneNumber', '+14125550198');
    provider.state.refuse = true;
    try {
      const res = await post(withSms, TEST_SMS_PATH, auth);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ success: false, error: CONNECTION_TEST_MESSAGES.smsFailed('Authenticate') });
    } finally {
      provider.state.refuse = false;
    }
    const other = await signedIn(withSmtp.app, withSmtp.db, 'ADMIN');
    const none = await post(withSmtp, TEST_SMS_PATH, other.auth);
    expect(none.statusCode).toBe(503);
    expect(none.json()).toEqual({ success: false, error: CONNECTION_TEST_MESSAGES.smsNotConfigured });
    const dispatcher = await signedIn(withSmtp.app, withSmtp.db, 'EMS');
    expect((await post(withSmtp, TEST_SMS_PATH, dispatcher.auth)).json()).toEqual({ success: false, error: CONNECTION_TEST_MESSAGES.smsNotSetUp });
  });

  it('refuses callers who are not signed in', async () => {
    expect((await post(withSms, TEST_SMS_PATH, {})).statusCode).toBe(401);
    expect((await post(withSmtp, TEST_EMAIL_PATH, {})).statusCode).toBe(401);
  });
});

describe('the connection tests take no body', () => {
  it('refuses a body with fields, and malformed JSON, sending nothing', async () => {
    const { auth } = await signedIn(withSmtp.app, withSmtp.db, 'USER');
    const before = (await withSmtp.mailbox()).length;
    const withField = await withSmtp.app.inject({ method: 'POST', url: TEST_EMAIL_PATH, headers: auth, payload: { emailAddress: 'x@example.org' } });
    expect(withField.statusCode).toBe(400);
    expect(withField.json()).toEqual({ success: false, error: 'Unknown field: emailAddress' });
    const malformed = await withSmtp.app.inject({
      method: 'POST',
      url: TEST_EMAIL_PATH,
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"to":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await withSmtp.mailbox()).length).toBe(before);
  });
});
