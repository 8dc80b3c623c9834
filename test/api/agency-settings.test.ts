import { describe, expect, it } from 'vitest';
import { IDENTITY_REVIEW_MESSAGES } from '@/domain/organisations/identity-review';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { agencies } from '@/server/db/schema';
import { refusedCaller, signedInStaff, useTripWorld, type Headers } from './trip-fixtures';

const w = useTripWorld();
const GET_URL = '/api/auth/ems/agency';
const PUT_URL = '/api/auth/ems/agency/update';
const update = (who: Headers, body: object) => w.call('PUT', PUT_URL, who, body);
const everyAgency = () => w.t.db.select().from(agencies).orderBy(agencies.id);
const form = {
  agencyName: 'Allegheny ALS Transport',
  contactName: 'Dana Whitfield',
  email: 'dispatch@allegheny-als.example.org',
  phone: '+14125550199',
  serviceType: 'BLS/ALS',
  address: '12 River Ave',
  city: 'Pittsburgh',
  state: 'PA',
  zipCode: '15212',
};

/** A refused update answers this status and text, and no agency changes. */
async function expectRefused(who: Headers, body: object, status: number, error: string) {
  const before = await everyAgency();
  const res = await update(who, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ success: false, error });
  expect(await everyAgency()).toEqual(before);
}

describe('GET /api/auth/ems/agency and PUT /api/auth/ems/agency/update', () => {
  it("reads the caller's own agency", async () => {
    const res = await w.call('GET', GET_URL, w.ems);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      id: w.a.alsNear.id,
      agencyName: 'Allegheny ALS',
      contactName: '',
      email: null,
      phone: null,
      serviceType: 'ALS',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      timeZone: null,
      pendingName: null,
      pendingEmail: null,
      emailAwaitsConfirmation: false,
      changeRequestedAt: null,
    });
  });

  it("updates the caller's own agency at once, except its name and e-mail, which wait for the control center", async () => {
    const before = (await everyAgency()).filter((a) => a.id !== w.a.alsNear.id);
    const res = await update(w.ems, form);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const { agencyName, email, ...rest } = form;
    expect(body.data).toEqual({
      id: w.a.alsNear.id,
      ...rest,
      agencyName: 'Allegheny ALS',
      email: null,
      timeZone: null,
      pendingName: agencyName,
      pendingEmail: email,
      emailAwaitsConfirmation: true,
      changeRequestedAt: expect.any(String),
    });
    expect(body.user).toMatchObject({ userType: 'EMS', agencyId: w.a.alsNear.id, agencyName: 'Allegheny ALS' });
    expect(body.message).toBe(IDENTITY_REVIEW_MESSAGES.awaitingConfirmation(email));
    expect((await w.call('GET', GET_URL, w.ems)).json().data).toEqual(body.data);
    expect((await w.call('GET', '/api/auth/verify', w.ems)).json().user.agencyName).toBe('Allegheny ALS');
    // the service type is stored as chosen, as the Edit Agency modal stores it
    const stored = (await everyAgency()).find((a) => a.id === w.a.alsNear.id)!;
    expect(stored).toMatchObject({ name: 'Allegheny ALS', serviceType: 'BLS/ALS', contactName: 'Dana Whitfield', zipCode: '15212' });
    // no other agency changed
    expect((await everyAgency()).filter((a) => a.id !== w.a.alsNear.id)).toEqual(before);
  });

  it('keeps optional fields left out and clears emptied ones', async () => {
    const res = await update(w.ems, { agencyName: form.agencyName, contactName: form.contactName, email: form.email, phone: '', city: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ phone: null, city: '', serviceType: 'BLS/ALS', address: '12 River Ave', state: 'PA' });
  });

  it("changes only the caller's own agency, whoever else is named", async () => {
    const res = await update(w.emsFar, { ...form, agencyName: 'Erie ALS North', email: 'dispatch@erie-als.example.org' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.id).toBe(w.a.alsFar.id);
    const rows = await everyAgency();
    expect(rows.find((a) => a.id === w.a.alsFar.id)!.pendingName).toBe('Erie ALS North');
    expect(rows.find((a) => a.id === w.a.alsNear.id)!.pendingName).toBe('Allegheny ALS Transport');
  });

  it.each([
    [{ agencyName: undefined }, 'agencyName is required'],
    [{ agencyName: '   ' }, 'agencyName is required'],
    [{ contactName: undefined }, 'contactName is required'],
    [{ contactName: '' }, 'contactName is required'],
    [{ email: undefined }, 'email is required'],
    [{ email: ' ' }, 'email is required'],
    [{ email: 'not-an-email' }, 'email must be a valid email address'],
    [{ email: 'dispatch@' }, 'email must be a valid email address'],
    [{ serviceType: 'Air Ambulance' }, 'serviceType must be one of BLS, ALS, BLS/ALS, Critical Care'],
    [{ state: 'XX' }, 'state must be one of the listed choices'],
    [{ zipCode: '1521' }, 'zipCode: must be a 5-digit ZIP code'],
    [{ agencyId: '00000000-0000-4000-8000-000000000000' }, 'Unknown field: agencyId'],
    [{ isActive: false, requiresReview: false }, 'Unknown fields: isActive, requiresReview'],
  ])('refuses %j with 400 and changes nothing', async (over, error) => {
    await expectRefused(w.ems, { ...form, ...over }, 400, error);
  });

  it('refuses a body that is not an object', async () => {
    const before = await everyAgency();
    const res = await w.t.app.inject({ method: 'PUT', url: PUT_URL, headers: { ...w.ems, 'content-type': 'application/json' }, payload: '[1]' });
    expect(res.statusCode).toBe(400);
    expect(await everyAgency()).toEqual(before);
  });

  it.each(['ADMIN', 'USER', 'none'] as const)('refuses %s on both calls', async (role) => {
    const r = refusedCaller(w, role);
    await expectRefused(r.who, form, r.status, r.error);
    const res = await w.call('GET', GET_URL, r.who);
    expect(res.statusCode).toBe(r.status);
    expect(res.json()).toEqual({ success: false, error: r.error });
  });

  it('refuses a facility user on both calls', async () => {
    await expectRefused(w.nurse, form, 403, AUTH_MESSAGES.forbidden);
    expect((await w.call('GET', GET_URL, w.nurse)).statusCode).toBe(403);
  });

  it('refuses an EMS account without an agency', async () => {
    const loose = await signedInStaff(w.t.app, w.t.db, 'EMS', {});
    await expectRefused(loose.auth, form, 403, TRIP_ERRORS.noAgencyAccount);
    expect((await w.call('GET', GET_URL, loose.auth)).json()).toEqual({ success: false, error: TRIP_ERRORS.noAgencyAccount });
  });
});
