import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { facilities, hospitals } from '../../src/server/db/schema';
import { refusedCaller, tripCounts, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();
const URL = '/api/auth/healthcare/facility/update';
const update = (who: Headers, body: object) => w.call('PUT', URL, who, body);
const hospitalRow = async (id: string) => (await w.t.db.select().from(hospitals).where(eq(hospitals.id, id)))[0]!;
const form = {
  facilityName: 'General Hospital of Pittsburgh',
  facilityType: 'Hospital',
  email: 'frontdesk@general.example.org',
  phone: '(412) 555-0100',
  address: '200 Lothrop St',
  city: 'Pittsburgh',
  state: 'PA',
  zipCode: '15213',
};

async function expectRefused(who: Headers, body: object, status: number, error: string) {
  const before = { counts: await tripCounts(w.t.db), a: await hospitalRow(w.hospitalA.hospital.id), b: await hospitalRow(w.hospitalB.hospital.id) };
  const res = await update(who, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ success: false, error });
  expect({ counts: await tripCounts(w.t.db), a: await hospitalRow(w.hospitalA.hospital.id), b: await hospitalRow(w.hospitalB.hospital.id) }).toEqual(before);
}

describe('PUT /api/auth/healthcare/facility/update', () => {
  it("updates the caller's own hospital, its directory entry and the session user's facility fields", async () => {
    const res = await update(w.nurse, form);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({
      id: w.hospitalA.hospital.id,
      name: 'General Hospital of Pittsburgh',
      type: 'Hospital',
      email: 'frontdesk@general.example.org',
      phone: '(412) 555-0100',
      address: '200 Lothrop St',
      zipCode: '15213',
    });
    expect(body.user).toMatchObject({ facilityName: 'General Hospital of Pittsburgh', facilityType: 'Hospital', hospitalId: w.hospitalA.hospital.id });
    const verify = await w.call('GET', '/api/auth/verify', w.nurse);
    expect(verify.json().user.facilityName).toBe('General Hospital of Pittsburgh');
    const [entry] = await w.t.db.select().from(facilities).where(eq(facilities.id, w.hospitalA.entry.id));
    expect(entry).toMatchObject({ name: 'General Hospital of Pittsburgh', address: '200 Lothrop St' });
    // the second campus keeps its own name
    const [campus] = await w.t.db.select().from(facilities).where(eq(facilities.id, w.campusA2.id));
    expect(campus!.name).toBe('General Hospital North Campus');
    // new requests start from the new name; the other facility is untouched
    const trip = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w));
    expect(trip.json().data.fromLocation).toBe('General Hospital of Pittsburgh');
    expect((await hospitalRow(w.hospitalB.hospital.id)).name).toBe('St. Clair Hospital');
  });

  it('keeps fields left out, and clears an emptied optional one', async () => {
    const res = await update(w.nurse, { facilityType: 'Clinic', phone: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'General Hospital of Pittsburgh', type: 'Clinic', phone: null, city: 'Pittsburgh' });
    expect(res.json().user.facilityType).toBe('Clinic');
  });

  it.each([
    [{ email: 'not-an-email' }, 'email must be a valid email address'],
    [{ facilityType: 'Spaceport' }, 'facilityType must be one of the listed choices'],
    [{ facilityName: '   ' }, 'facilityName is required'],
    [{ state: 'XX' }, 'state must be one of the listed choices'],
    [{ zipCode: '1521' }, 'zipCode: must be a 5-digit ZIP code'],
  ])('refuses %j with 400 and changes nothing', async (body, error) => {
    await expectRefused(w.nurse, { ...form, ...body }, 400, error);
  });

  it.each(['ADMIN', 'USER', 'EMS', 'none'] as const)('refuses %s', async (role) => {
    const r = refusedCaller(w, role);
    await expectRefused(r.who, form, r.status, r.error);
  });
});
