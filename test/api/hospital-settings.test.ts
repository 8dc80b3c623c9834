import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDENTITY_REVIEW_MESSAGES } from '@/domain/organisations/identity-review';
import { GEOCODE_MESSAGES } from '@/domain/common/messages';
import { facilities, hospitals } from '@/server/db/schema';
import { confirmNewEmail } from './org-fixtures';
import { milesNorth, refusedCaller, tripCounts, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();
const URL = '/api/auth/healthcare/facility/update';
const GET_URL = '/api/auth/healthcare/facility';
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
  it("updates the caller's own hospital, and once the control center approves its new name, the directory entry and the session user", async () => {
    const oldName = (await hospitalRow(w.hospitalA.hospital.id)).name;
    const res = await update(w.nurse, form);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({
      id: w.hospitalA.hospital.id,
      name: oldName,
      pendingName: 'General Hospital of Pittsburgh',
      pendingEmail: 'frontdesk@general.example.org',
      type: 'Hospital',
      phone: '+14125550100',
      address: '200 Lothrop St',
      zipCode: '15213',
    });
    expect(body.user).toMatchObject({ facilityName: oldName, facilityType: 'Hospital', hospitalId: w.hospitalA.hospital.id });
    expect(body.data.emailAwaitsConfirmation).toBe(true);
    expect(body.message).toBe(IDENTITY_REVIEW_MESSAGES.awaitingConfirmation('frontdesk@general.example.org'));
    await confirmNewEmail(w.t, 'frontdesk@general.example.org');
    const approved = await w.call('PUT', `/api/tcc/hospitals/${w.hospitalA.hospital.id}/approve-change`, w.admin);
    expect(approved.json().data).toMatchObject({ name: 'General Hospital of Pittsburgh', email: 'frontdesk@general.example.org', pendingName: null });
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
    expect(res.json().data).toMatchObject({ name: 'General Hospital of Pittsburgh', pendingName: null, type: 'Clinic', phone: null, city: 'Pittsburgh' });
    expect(res.json().user.facilityType).toBe('Clinic');
    // nothing waits for review, so nothing is said about it
    expect(res.json().message).toBeUndefined();
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

describe('GET /api/auth/healthcare/facility', () => {
  it("answers each facility user its own hospital, as the update answers it", async () => {
    const res = await w.call('GET', GET_URL, w.nurse);
    expect(res.statusCode, res.body).toBe(200);
    const saved = await update(w.nurse, {});
    expect(saved.statusCode, saved.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: saved.json().data });
    expect(res.json().data).toMatchObject({ id: w.hospitalA.hospital.id, name: (await hospitalRow(w.hospitalA.hospital.id)).name });
    const other = await w.call('GET', GET_URL, w.nurseB);
    expect(other.json().data).toMatchObject({ id: w.hospitalB.hospital.id, name: 'St. Clair Hospital', zipCode: '15213' });
  });

  it.each(['ADMIN', 'USER', 'EMS', 'none'] as const)('refuses %s', async (role) => {
    const r = refusedCaller(w, role);
    const res = await w.call('GET', GET_URL, r.who);
    expect(res.statusCode).toBe(r.status);
    expect(res.json()).toEqual({ success: false, error: r.error });
  });
});

describe('an edited address is located again', () => {
  const B = () => w.hospitalB.hospital.id;
  const stClair = { facilityName: 'St. Clair Hospital', facilityType: 'Hospital', address: '1 Main St', city: 'Pittsburgh', state: 'PA', zipCode: '15213' };
  // a precise point unlike the ZIP centroid, so a lookup that should not happen would show
  const exact = milesNorth(2);
  const point = async () => {
    const h = await hospitalRow(B());
    const [entry] = await w.t.db.select().from(facilities).where(eq(facilities.id, w.hospitalB.entry.id));
    return { hospital: [h.latitude, h.longitude], entry: [entry!.latitude, entry!.longitude] };
  };

  it('keeps the coordinates when no address part changed: a phone alone, or the whole form with the same address', async () => {
    expect(await point()).toEqual({ hospital: [exact.latitude, exact.longitude], entry: [exact.latitude, exact.longitude] });
    expect((await update(w.nurseB, { phone: '(412) 555-0142' })).statusCode).toBe(200);
    expect((await update(w.nurseB, { ...stClair, city: 'PITTSBURGH ', phone: '(412) 555-0143' })).statusCode).toBe(200);
    expect(await point()).toEqual({ hospital: [exact.latitude, exact.longitude], entry: [exact.latitude, exact.longitude] });
  });

  it('looks the coordinates up from the new address (offline: the ZIP centroid) for the hospital and its directory entry', async () => {
    const res = await update(w.nurseB, { ...stClair, address: '9500 Wilshire Blvd', city: 'Beverly Hills', state: 'CA', zipCode: '90210' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ address: '9500 Wilshire Blvd', zipCode: '90210', latitude: 34.0901, longitude: -118.4065 });
    expect(await point()).toEqual({ hospital: [34.0901, -118.4065], entry: [34.0901, -118.4065] });
    expect((await w.call('GET', GET_URL, w.nurseB)).json().data).toMatchObject({ latitude: 34.0901, longitude: -118.4065 });
    // a ZIP code alone moves it too
    expect((await update(w.nurseB, { zipCode: '15213' })).json().data).toMatchObject({ zipCode: '15213', latitude: 40.444, longitude: -79.9552 });
  });

  it.each([
    [{ zipCode: '00000' }, GEOCODE_MESSAGES.savedAddressNotFound],
    [{ address: '', zipCode: '15222' }, GEOCODE_MESSAGES.fillAddressFirst],
  ])('refuses %j with 400 and changes nothing', async (body, error) => {
    await expectRefused(w.nurseB, { ...stClair, ...body }, 400, error);
  });
});
