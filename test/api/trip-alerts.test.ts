import { TRIP_STATUS_LABELS } from '@/domain/common/code-labels';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TripStatus } from '@/domain/common/enums';
import { ALERT_FIELDS } from '@/domain/notifications/alert-confirmation';
import type { NotificationSettingsAnswer } from '@/domain/notifications/notification-answers';
import { NOTIFICATION_SETTINGS_PATH } from '@/domain/notifications/notification-settings';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { users } from '@/server/db/schema';
import { startFakeSmsProvider } from '../support/fake-sms-provider';
import { confirmLastCode } from './alert-codes';
import { notificationTitles, signedInStaff, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

// Each trip event reaches its people in the bell, and by e-mail (received by the in-process SMTP server) and text
// message (received by a local stand-in for the SMS provider) exactly as each recipient's settings ask.

let provider: Awaited<ReturnType<typeof startFakeSmsProvider>>;
beforeAll(async () => {
  provider = await startFakeSmsProvider();
  return () => provider.close();
});
const w = useTripWorld(() => ({ sms: { apiUrl: provider.url, accountSid: 'AC0001', authToken: 'not-a-real-token', from: '+14125550000' } }));

interface Person {
  id: string;
  email: string;
  auth: Headers;
}
const person = (p: Awaited<ReturnType<typeof signedInStaff>>): Person => ({ id: p.user.id, email: p.user.email, auth: p.auth });
/** Saves settings and, unless told not to, enters the codes sent to a new address and number as their owner would. */
const saveSettings = async (who: Person, settings: object, { confirm = true } = {}) => {
  const res = await w.call('PUT', NOTIFICATION_SETTINGS_PATH, who.auth, settings);
  expect(res.statusCode, res.body).toBe(200);
  const { data, confirmation } = res.json() as NotificationSettingsAnswer;
  for (const field of ALERT_FIELDS) {
    if (confirm && confirmation[field].status === 'PENDING') await confirmLastCode(w.t, provider.calls, who.auth, field, data[field]);
  }
};

// Agency staff of Allegheny ALS (offered every trip below) with four different choices, and facility staff of General.
let crew: Record<'defaults' | 'ownAddressAndPhone' | 'noNewTrips' | 'smsOnly', Person>;
let ward: Record<'defaults' | 'noStatusUpdates' | 'phone', Person>;
let stranger: Person;
// the region's own dispatcher of Allegheny ALS and nurse of General, with the defaults
let worldEms: string;
let worldNurse: string;
beforeAll(async () => {
  const emailOf = async (id: string) => (await w.t.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
  worldEms = await emailOf(w.userIds.ems);
  worldNurse = await emailOf(w.userIds.nurse);
  const ems = () => signedInStaff(w.t.app, w.t.db, 'EMS', { agencyId: w.a.alsNear.id }).then(person);
  const nurse = () => signedInStaff(w.t.app, w.t.db, 'HEALTHCARE', { hospitalId: w.hospitalA.hospital.id }).then(person);
  crew = { defaults: await ems(), ownAddressAndPhone: await ems(), noNewTrips: await ems(), smsOnly: await ems() };
  ward = { defaults: await nurse(), noStatusUpdates: await nurse(), phone: await nurse() };
  stranger = person(await signedInStaff(w.t.app, w.t.db, 'EMS', { agencyId: w.a.blsMid.id }));
  await saveSettings(crew.ownAddressAndPhone, { emailAddress: 'allegheny.dispatch@example.org', phoneNumber: '+1 412 555 0101' });
  await saveSettings(crew.noNewTrips, { newTripAlerts: false, phoneNumber: '+14125550102' });
  await saveSettings(crew.smsOnly, { emailNotifications: false, phoneNumber: '+14125550103' });
  await saveSettings(ward.noStatusUpdates, { statusUpdates: false, phoneNumber: '+14125550104' });
  await saveSettings(ward.phone, { phoneNumber: '+14125550105' });
});

/** What arrived about one trip: the addresses and numbers (sorted), and the texts. */
async function delivered(tripNumber: string) {
  const mails = (await w.t.mailbox()).filter((m) => m.raw.includes(tripNumber));
  const texts = provider.calls.filter((c) => c.method === 'POST' && c.form.Body?.includes(tripNumber));
  return {
    mail: mails.map((m) => m.to.join()).sort(),
    sms: texts.map((c) => c.form.To!).sort(),
    mailTexts: mails.map((m) => m.text),
    smsTexts: texts.map((c) => c.form.Body!),
  };
}

const newTrip = async (agencyIds = [w.a.alsNear.id]) => {
  const res = await w.call(
    'POST',
    '/api/trips/enhanced',
    ward.defaults.auth,
    wizardBody(w, {
      selectedAgencies: agencyIds,
      diagnosis: 'Suspected sepsis',
      notes: 'Key safe code 4471',
      specialNeeds: 'Hard of hearing',
      scheduledTime: '2026-11-21T14:30',
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TripDetails;
};
const move = async (who: Headers, id: string, status: TripStatus) => {
  const res = await w.call('PUT', `/api/trips/${id}/status`, who, { status });
  expect(res.statusCode, res.body).toBe(200);
};

describe('a new request', () => {
  it("reaches the offered agency's users by their settings: bell always, e-mail and text as chosen", async () => {
    const trip = await newTrip();
    const got = await delivered(trip.tripNumber);
    expect(got.mail).toEqual([worldEms, crew.defaults.email, 'allegheny.dispatch@example.org'].sort());
    expect(got.sms).toEqual(['+14125550101', '+14125550103']);
    for (const p of Object.values(crew)) {
      expect((await notificationTitles(w.t.db, p.id))[0]).toMatchObject({ title: 'New transport request' });
    }
    // an agency it was not offered to, and the facility that asked, hear nothing of it
    expect(await notificationTitles(w.t.db, stranger.id)).toEqual([]);
    expect(got.mail).not.toContain(stranger.email);
  });

  it('says the trip number, level, places and time, and never the diagnosis, notes or needs', async () => {
    const trip = await newTrip();
    const got = await delivered(trip.tripNumber);
    const [notice] = await notificationTitles(w.t.db, crew.defaults.id);
    for (const text of [...got.mailTexts, ...got.smsTexts, notice!.message]) {
      expect(text).toContain(trip.tripNumber);
      expect(text).toContain('BLS');
      expect(text).toContain('Riverside Rehab');
      expect(text).toContain('Nov 21, 2026, 2:30 PM EST');
      expect(text).not.toMatch(/sepsis|4471|hearing/i);
    }
    expect(got.mailTexts[0]).toContain('From: General Hospital');
    expect((await w.t.mailbox()).find((m) => m.raw.includes(trip.tripNumber))!.raw).toContain(`Subject: TCC ${trip.tripNumber}: new transport request`);
  });
});

describe("a trip's moves", () => {
  it('reach the facility by its settings as the agency accepts, picks up and completes', async () => {
    const trip = await newTrip();
    for (const [status, words] of [
      ['ACCEPTED', 'accepted by Allegheny ALS'],
      ['IN_PROGRESS', 'patient picked up by Allegheny ALS'],
      ['COMPLETED', 'patient delivered by Allegheny ALS'],
    ] as const) {
      await move(crew.defaults.auth, trip.id, status);
      const got = await delivered(trip.tripNumber);
      expect(got.mailTexts.filter((t) => t.includes(words)), status).toHaveLength(3);
      expect(got.smsTexts.filter((t) => t.includes(words)), status).toHaveLength(1);
      for (const p of Object.values(ward)) {
        expect((await notificationTitles(w.t.db, p.id))[0]!.message).toContain(`is now ${TRIP_STATUS_LABELS[status].toLowerCase()}`);
      }
    }
    const got = await delivered(trip.tripNumber);
    // the account addresses of those with the defaults and of the one with a number; the one who turned status
    // updates off hears only in the bell
    const hospital = [worldNurse, ward.defaults.email, ward.phone.email, ward.noStatusUpdates.email];
    expect(got.mail.filter((a) => hospital.includes(a))).toEqual(
      [worldNurse, ward.defaults.email, ward.phone.email].flatMap((a) => [a, a, a]).sort(),
    );
    expect(got.sms.filter((n) => ['+14125550104', '+14125550105'].includes(n))).toEqual(['+14125550105', '+14125550105', '+14125550105']);
  });

  it('reach another agency still offered the trip only in the bell once one accepts it', async () => {
    const trip = await newTrip([w.a.alsNear.id, w.a.blsMid.id]);
    expect((await delivered(trip.tripNumber)).mail).toContain(stranger.email);
    await move(crew.defaults.auth, trip.id, 'ACCEPTED');
    expect((await notificationTitles(w.t.db, stranger.id))[0]!.message).toContain(`${trip.tripNumber} (General Hospital to Riverside Rehab) is now accepted`);
    const got = await delivered(trip.tripNumber);
    expect(got.mail.filter((a) => a === stranger.email)).toHaveLength(1);
    expect(got.mailTexts.filter((t) => t.includes('accepted by Allegheny ALS'))).toHaveLength(3);
  });

  it('leave another agency still offered the trip alone once it is taken: no word of its pickup, delivery or cancellation', async () => {
    const carried = await newTrip([w.a.alsNear.id, w.a.blsMid.id]);
    const cancelled = await newTrip([w.a.alsNear.id, w.a.blsMid.id]);
    await move(crew.defaults.auth, carried.id, 'ACCEPTED');
    await move(crew.defaults.auth, cancelled.id, 'ACCEPTED');
    const heard = (await notificationTitles(w.t.db, stranger.id)).length;
    await move(crew.defaults.auth, carried.id, 'IN_PROGRESS');
    await move(crew.defaults.auth, carried.id, 'COMPLETED');
    await move(ward.defaults.auth, cancelled.id, 'CANCELLED');
    expect(await notificationTitles(w.t.db, stranger.id)).toHaveLength(heard);
    // the facility and the carrying agency still hear of each
    expect((await notificationTitles(w.t.db, ward.phone.id))[0]!.message).toContain(`${carried.tripNumber} (General Hospital to Riverside Rehab) is now completed`);
    expect((await notificationTitles(w.t.db, crew.noNewTrips.id))[0]).toMatchObject({ title: 'Transport request cancelled' });
  });

  it('tell another agency still offered the trip when the facility withdraws it before anyone takes it', async () => {
    const trip = await newTrip([w.a.alsNear.id, w.a.blsMid.id]);
    await move(ward.defaults.auth, trip.id, 'CANCELLED');
    expect((await notificationTitles(w.t.db, stranger.id))[0]).toMatchObject({ title: 'Transport request cancelled' });
  });

  it('reach the facility and the control center when every agency declines', async () => {
    const trip = await newTrip([w.a.alsNear.id]);
    const admin = person(await signedInStaff(w.t.app, w.t.db, 'ADMIN', {}));
    await move(crew.defaults.auth, trip.id, 'CANCELLED');
    const got = await delivered(trip.tripNumber);
    expect(got.mail).toEqual(expect.arrayContaining([ward.defaults.email, ward.phone.email, admin.email]));
    expect(got.mail).not.toContain(ward.noStatusUpdates.email);
    expect(got.smsTexts.filter((t) => t.includes('declined by every agency'))).toHaveLength(1);
    expect((await notificationTitles(w.t.db, admin.id))[0]).toMatchObject({ title: 'Transport request declined by every agency' });
  });

  it("reach the assigned agency when the facility cancels, by the agency users' status-update settings", async () => {
    const trip = await newTrip();
    await move(crew.defaults.auth, trip.id, 'ACCEPTED');
    const before = await delivered(trip.tripNumber);
    await move(ward.defaults.auth, trip.id, 'CANCELLED');
    const got = await delivered(trip.tripNumber);
    // the five users of the agency keep status updates on: four by e-mail (one chose text only), three have a number
    expect(got.mailTexts.filter((t) => t.includes('cancelled by General Hospital'))).toHaveLength(4);
    expect(got.smsTexts.filter((t) => t.includes('cancelled by General Hospital'))).toHaveLength(3);
    expect(got.mail.length - before.mail.length).toBe(4);
    expect((await notificationTitles(w.t.db, crew.noNewTrips.id))[0]).toMatchObject({ title: 'Transport request cancelled' });
  });
});

describe('an alert address or number not yet confirmed', () => {
  it('gets no alert until its code is entered: e-mail goes to the account address meanwhile, and no text', async () => {
    // an agency dispatcher hears of new requests, a nurse of moves: both paths that find recipients
    const dispatcher = person(await signedInStaff(w.t.app, w.t.db, 'EMS', { agencyId: w.a.alsNear.id }));
    const nurse = person(await signedInStaff(w.t.app, w.t.db, 'HEALTHCARE', { hospitalId: w.hospitalA.hospital.id }));
    const own = { [dispatcher.id]: { email: 'night.desk@example.org', phone: '+14125550109' }, [nurse.id]: { email: 'ward7@example.org', phone: '+14125550110' } };
    for (const p of [dispatcher, nurse]) await saveSettings(p, { emailAddress: own[p.id]!.email, phoneNumber: own[p.id]!.phone }, { confirm: false });

    const alerts = async () => {
      const trip = await newTrip();
      await move(crew.defaults.auth, trip.id, 'ACCEPTED');
      const got = await delivered(trip.tripNumber);
      return { mail: got.mail, sms: got.sms };
    };
    const before = await alerts();
    expect(before.mail).toEqual(expect.arrayContaining([dispatcher.email, nurse.email]));
    for (const p of [dispatcher, nurse]) {
      expect(before.mail).not.toContain(own[p.id]!.email);
      expect(before.sms).not.toContain(own[p.id]!.phone);
    }

    for (const p of [dispatcher, nurse]) {
      await confirmLastCode(w.t, provider.calls, p.auth, 'emailAddress', own[p.id]!.email);
      await confirmLastCode(w.t, provider.calls, p.auth, 'phoneNumber', own[p.id]!.phone);
    }
    const after = await alerts();
    for (const p of [dispatcher, nurse]) {
      expect(after.mail).toContain(own[p.id]!.email);
      expect(after.mail).not.toContain(p.email);
      expect(after.sms).toContain(own[p.id]!.phone);
    }
  });
});
