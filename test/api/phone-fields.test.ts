import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_SETTINGS_PATH } from '@/domain/notifications/notification-settings';
import { PHONE_NUMBER_MESSAGE } from '@/domain/common/phone-number';
import { agencies, facilities, hospitals, notificationSettings, users } from '@/server/db/schema';
import { emsRegistration, healthcareRegistration, tableCounts } from './fixtures';
import { useTripWorld } from './trip-fixtures';

const w = useTripWorld();
type Reply = Awaited<ReturnType<typeof w.call>>;
const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
const json = (res: Reply) => res.json() as { data: Record<string, unknown> & { id: string } };

/** Each phone field of the API: how a number is sent to it and where it is stored. */
interface PhoneField {
  send(phone: string): Promise<Reply>;
  stored(res: Reply): Promise<string | null>;
}

const hospitalBody = { name: 'General Hospital', address: '1 Main St', city: 'Pittsburgh', state: 'PA', zipCode: '15213', type: 'Hospital', region: 'City' };
const agencyBody = { agencyName: 'Allegheny ALS', contactName: 'Pat Lee', email: 'ops@allegheny-als.example.org' };

/** A registration's phone: its answer names no account, so the e-mail it was sent finds the organisation. */
function registration(kind: 'healthcare' | 'ems'): PhoneField {
  let email = '';
  return {
    send(phone) {
      const body = kind === 'healthcare' ? healthcareRegistration({ phone }) : emsRegistration({ phone });
      email = body.email;
      return w.call('POST', `/api/auth/${kind}/register`, {}, body);
    },
    async stored() {
      const [user] = await w.t.db.select().from(users).where(eq(users.email, email));
      const table = kind === 'healthcare' ? hospitals : agencies;
      return (await one(w.t.db.select({ phone: table.phone }).from(table).where(eq(table.id, (user!.hospitalId ?? user!.agencyId)!)))).phone;
    },
  };
}

const FIELDS: Record<string, PhoneField> = {
  'healthcare registration': registration('healthcare'),
  'EMS registration': registration('ems'),
  'facility settings': {
    send: (phone) => w.call('PUT', '/api/auth/healthcare/facility/update', w.nurse, { phone }),
    stored: async () => (await one(w.t.db.select().from(hospitals).where(eq(hospitals.id, w.hospitalA.hospital.id)))).phone,
  },
  'agency settings': {
    send: (phone) => w.call('PUT', '/api/auth/ems/agency/update', w.ems, { ...agencyBody, phone }),
    stored: async () => (await one(w.t.db.select().from(agencies).where(eq(agencies.id, w.a.alsNear.id)))).phone,
  },
  'the control center’s facility edit': {
    send: (phone) => w.call('PUT', `/api/tcc/hospitals/${w.hospitalB.hospital.id}`, w.admin, { ...hospitalBody, name: 'St. Clair Hospital', phone }),
    stored: async () => (await one(w.t.db.select().from(hospitals).where(eq(hospitals.id, w.hospitalB.hospital.id)))).phone,
  },
  'the control center’s new agency': {
    send: (phone) => w.call('POST', '/api/tcc/agencies', w.admin, { name: `Phone EMS ${phone}`, contactName: 'Pat Lee', email: 'ops@phone-ems.example.org', phone }),
    stored: async (res) => (await one(w.t.db.select().from(agencies).where(eq(agencies.id, json(res).data.id)))).phone,
  },
  'the control center’s agency edit': {
    send: (phone) => w.call('PUT', `/api/tcc/agencies/${w.a.alsFar.id}`, w.admin, { name: 'Far ALS', contactName: 'Pat Lee', email: 'ops@far.example.org', phone }),
    stored: async () => (await one(w.t.db.select().from(agencies).where(eq(agencies.id, w.a.alsFar.id)))).phone,
  },
  'a place of the facilities directory': {
    send: (phone) => w.call('PUT', `/api/tcc/facilities/${w.rehab.id}`, w.admin, { ...hospitalBody, name: 'Riverside Rehab', type: 'Rehabilitation Facility', phone }),
    stored: async () => (await one(w.t.db.select().from(facilities).where(eq(facilities.id, w.rehab.id)))).phone,
  },
  'notification settings': {
    send: (phone) => w.call('PUT', NOTIFICATION_SETTINGS_PATH, w.nurse, { smsNotifications: true, phoneNumber: phone }),
    stored: async () => (await one(w.t.db.select().from(notificationSettings).where(eq(notificationSettings.userId, w.userIds.nurse)))).phoneNumber,
  },
};

describe('every phone field reads a number the same way', () => {
  it.each(Object.keys(FIELDS))('%s: US and international numbers are kept in E.164', async (name) => {
    const field = FIELDS[name]!;
    for (const [written, e164] of [
      ['(412) 555-0123', '+14125550123'],
      ['1 412 555 0124', '+14125550124'],
      ['+44 20 7946 0958', '+442079460958'],
    ] as const) {
      const res = await field.send(written);
      expect(res.statusCode, `${written}: ${res.body}`).toBeLessThan(300);
      expect(await field.stored(res), written).toBe(e164);
    }
  });

  it.each(Object.keys(FIELDS))('%s: "abc" is refused with the one plain message, changing nothing', async (name) => {
    const before = await tableCounts(w.t.db);
    const res = await FIELDS[name]!.send('abc');
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ success: false, error: PHONE_NUMBER_MESSAGE });
    expect(await tableCounts(w.t.db)).toEqual(before);
  });
});
