import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '@/server/db/raw-query';
import { EMPTY_TWIML, INBOUND_SMS_MESSAGES, INBOUND_SMS_PATH } from '@/server/modules/notifications/inbound-sms';
import { startTestApp, type TestApp } from './harness';

// Texts to TCC's number when no SMS account is configured: nothing can check the provider's signature, so a forged
// STOP could silence any patient's texts. Signed posts are tested with a configured account in patient-texts.
let closed: TestApp;
let open: TestApp;
beforeAll(async () => {
  [closed, open] = await Promise.all([startTestApp(), startTestApp({ smsInboundUnsigned: true })]);
});
afterAll(async () => {
  await Promise.all([closed.close(), open.close()]);
});

const unsignedStop = (t: TestApp, from: string) =>
  t.app.inject({
    method: 'POST',
    url: INBOUND_SMS_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ From: from, Body: 'STOP', To: '+14125550000' }).toString(),
  });
const optedOut = async (t: TestApp) => (await rawRows<{ phone: string }>(t.db, sql`select phone from sms_opt_outs`)).map((r) => r.phone);

describe('a text to TCC’s number without an SMS account configured', () => {
  it('is refused 403 and opts nobody out', async () => {
    const res = await unsignedStop(closed, '+14125550197');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(INBOUND_SMS_MESSAGES.notConfigured);
    expect(await optedOut(closed)).toEqual([]);
  });

  it('is taken unsigned only where SMS_INBOUND_UNSIGNED says so, on a developer’s machine', async () => {
    const res = await unsignedStop(open, '+14125550198');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(EMPTY_TWIML);
    expect(await optedOut(open)).toEqual(['+14125550198']);
  });
});
