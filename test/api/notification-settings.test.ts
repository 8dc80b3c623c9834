import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, NOTIFICATION_SETTINGS_MESSAGES, NOTIFICATION_SETTINGS_PATH } from '@/domain/notifications/notification-settings';
import { NOTHING_TO_CONFIRM } from '@/domain/notifications/alert-confirmation';
import { HTTP_MESSAGES } from '@/domain/common/messages';
import { TEXTABLE_NUMBER_MESSAGE } from '@/domain/common/phone-number';
import { rawRows } from '@/server/db/raw-query';
import { callersOfEveryRole } from './route-walk';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let callers: Record<string, string>[];
beforeAll(async () => {
  t = await startTestApp();
  callers = await callersOfEveryRole(t.app, t.db);
});
afterAll(() => t.close());

const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: NOTIFICATION_SETTINGS_PATH, headers });
const put = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: NOTIFICATION_SETTINGS_PATH,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const stored = () => rawRows<Record<string, unknown>>(t.db, sql`select * from notification_settings order by user_id`);

describe('GET and PUT /api/trips/notifications/settings', () => {
  it.each([0, 1, 2, 3])('every role (caller %i) starts from the defaults, saves, and reads back its own', async (i) => {
    const me = callers[i]!;
    expect((await get(me)).json()).toEqual({ success: true, data: DEFAULT_NOTIFICATION_SETTINGS, confirmation: NOTHING_TO_CONFIRM });
    const mine = { emailNotifications: true, smsNotifications: true, newTripAlerts: false, statusUpdates: true, emailAddress: `ops${i}@example.org`, phoneNumber: `+1412555010${i}` };
    const saved = await put(me, mine);
    expect(saved.statusCode, saved.body).toBe(200);
    // the spec's answer is whole; the new address and number wait for the codes sent to them
    const waiting = { status: 'PENDING', codeSent: true };
    expect(saved.json()).toEqual({ success: true, data: mine, confirmation: { emailAddress: waiting, phoneNumber: waiting } });
    expect((await get(me)).json()).toEqual(saved.json());
  });

  it('a field left out keeps its value; an emptied address or number is none; nobody else is touched', async () => {
    const [me, other] = [callers[0]!, callers[1]!];
    const before = (await get(other)).json().data;
    const res = await put(me, { smsNotifications: false, phoneNumber: '' });
    expect(res.json().data).toMatchObject({ smsNotifications: false, phoneNumber: '', emailAddress: 'ops0@example.org', newTripAlerts: false });
    // text is trimmed before it is judged and kept; a number written the usual way is kept in E.164 form
    expect((await put(me, { emailAddress: '  alerts@example.org ' })).json().data.emailAddress).toBe('alerts@example.org');
    expect((await put(me, { phoneNumber: ' +1 (412) 555-0100 ' })).json().data.phoneNumber).toBe('+14125550100');
    expect((await put(me, { phoneNumber: '+44 20.7946.0958' })).json().data.phoneNumber).toBe('+442079460958');
    expect((await get(other)).json().data).toEqual(before);
  });

  it('a call with no body, as spec clients send it with a JSON content type, saves nothing and answers the settings', async () => {
    const me = callers[2]!;
    const before = (await get(me)).json().data;
    const res = await t.app.inject({ method: 'PUT', url: NOTIFICATION_SETTINGS_PATH, headers: { ...me, 'content-type': 'application/json' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(before);
  });

  it.each([
    [{ emailNotifications: 'yes' }, 'emailNotifications must be a boolean'],
    [{ statusUpdates: 1 }, 'statusUpdates must be a boolean'],
    [{ newTripAlerts: null }, 'newTripAlerts must be a boolean'],
    [{ emailAddress: 'not-an-address' }, NOTIFICATION_SETTINGS_MESSAGES.emailAddress],
    [{ emailAddress: 42 }, 'emailAddress must be a string'],
    [{ phoneNumber: 'abc' }, NOTIFICATION_SETTINGS_MESSAGES.phoneNumber],
    [{ phoneNumber: '412-155-0100' }, NOTIFICATION_SETTINGS_MESSAGES.phoneNumber],
    [{ phoneNumber: '+0412555' }, NOTIFICATION_SETTINGS_MESSAGES.phoneNumber],
    [{ phoneNumber: '+1234567890123456' }, NOTIFICATION_SETTINGS_MESSAGES.phoneNumber],
    [{ smsNotifications: false, quietHours: '22-06' }, 'Unknown field: quietHours'],
    ['{"emailNotifications": tru', HTTP_MESSAGES.malformedJson],
    [[true], 'Request body must be a JSON object'],
  ])('%j → 400 naming the field, and nothing stored', async (body, error) => {
    const me = callers[3]!;
    const before = await stored();
    const res = await put(me, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error });
    expect(await stored()).toEqual(before);
  });

  it.each(['+1 900 555 0100', '(800) 555-0100', '1-888-555-0100', '+1 500 555 0100', '(412) 976-0100', '+1 600 555 0100', '+44 909 879 0000'])(
    'refuses text alerts to %s, a premium, toll-free or non-geographic number, however SMS is switched on',
    async (number) => {
      const me = callers[2]!;
      const before = await stored();
      const res = await put(me, { smsNotifications: true, phoneNumber: number });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: TEXTABLE_NUMBER_MESSAGE });
      expect(await stored()).toEqual(before);
      // kept while SMS is off, the number still cannot be switched on later
      expect((await put(me, { smsNotifications: false, phoneNumber: number })).statusCode).toBe(200);
      expect((await put(me, { smsNotifications: true })).json()).toEqual({ success: false, error: TEXTABLE_NUMBER_MESSAGE });
      expect((await put(me, { phoneNumber: '' })).statusCode).toBe(200);
    },
  );

  it('reads US numbers written the usual ways and international ones, and keeps them in E.164', async () => {
    const me = callers[1]!;
    for (const written of ['(412) 555-0123', '412-555-0123', '412.555.0123', '4125550123', '1 412 555 0123', '+1 412 555 0123']) {
      const res = await put(me, { smsNotifications: true, phoneNumber: written });
      expect(res.json(), written).toMatchObject({ success: true, data: { phoneNumber: '+14125550123' } });
    }
    expect((await put(me, { phoneNumber: '+44 20 7946 0958' })).json().data.phoneNumber).toBe('+442079460958');
  });

  it('saves with SMS off whatever the hidden number holds, keeping the stored one; the same for e-mail off', async () => {
    const me = callers[1]!;
    await put(me, { smsNotifications: true, emailNotifications: true, phoneNumber: '(412) 555-0177', emailAddress: 'kept@example.org' });
    const off = await put(me, { smsNotifications: false, phoneNumber: 'abc', emailNotifications: false, emailAddress: 'not-an-address' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toMatchObject({ smsNotifications: false, phoneNumber: '+14125550177', emailNotifications: false, emailAddress: 'kept@example.org' });
    // a readable number is still kept while SMS is off
    expect((await put(me, { phoneNumber: '412 555 0178' })).json().data).toMatchObject({ smsNotifications: false, phoneNumber: '+14125550178' });
    // SMS turned on again with an unreadable number: refused in plain words, nothing changed
    const before = await stored();
    const on = await put(me, { smsNotifications: true, phoneNumber: 'abc' });
    expect(on.json()).toEqual({ success: false, error: NOTIFICATION_SETTINGS_MESSAGES.phoneNumber });
    expect(await stored()).toEqual(before);
  });

  it('words its refusals without the names of the fields', () => {
    for (const text of Object.values(NOTIFICATION_SETTINGS_MESSAGES)) expect(text).not.toMatch(/phoneNumber|emailAddress|E\.164/);
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await get({})).statusCode).toBe(401);
    expect((await put({}, { smsNotifications: false })).statusCode).toBe(401);
    expect((await get({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });
});
