import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '@/domain/common/messages';
import { AGENCY_MESSAGES } from '@/domain/organisations/org-messages';
import { REGISTRATION_REVIEW_MESSAGES, REJECTION_REASON_MAX } from '@/domain/organisations/registration-review';
import { agencies, agencyResponses, notifications, sessions, trips, units, users } from '@/server/db/schema';
import { createUser, LOGIN_PATH, PASSWORD } from './fixtures';
import {
  expectBadInput,
  expectNothingChanged,
  expectWritesRefused,
  expectUnknownIds404,
  insertTrip,
  registerOrg,
  ROLES,
  type Role,
  useOrgApi,
} from './org-fixtures';

const api = useOrgApi('/api/tcc/agencies');
const { call } = api;

const createForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ohio Valley Ambulance',
  contactName: 'Renee Kowal',
  email: 'dispatch@ohiovalleyems.com',
  ...overrides,
});

// one name per test, stable within it: an edit makes the agency active, and two active agencies may not share a name
let editCount = 0;
beforeEach(() => void ++editCount);
const editForm = (overrides: Record<string, unknown> = {}) => ({
  name: `Ohio Valley Ambulance Service ${editCount}`,
  contactName: 'Renee Kowal',
  email: 'ops@ohiovalleyems.com',
  phone: '+14125550177',
  address: '900 Ohio River Blvd',
  city: 'Bellevue',
  state: 'PA',
  zipCode: '15202',
  serviceType: 'BLS/ALS',
  capabilities: ['BLS', 'ALS', 'Bariatric'],
  ...overrides,
});

// each its own name: two active agencies may not share one
let agencyCount = 0;
const newAgency = async (values: Partial<typeof agencies.$inferInsert> = {}) =>
  (await api.t.db.insert(agencies).values({ name: `Riverbend EMS ${++agencyCount}`, serviceType: 'ALS', contactName: 'Sam Ortiz', isActive: true, requiresReview: false, ...values }).returning())[0]!;
const agencyRow = async (id: string) => (await api.t.db.select().from(agencies).where(eq(agencies.id, id)))[0];
const ids = (res: { json(): { data: { id: string }[] } }) => res.json().data.map((a) => a.id);

describe('who may call what', () => {
  // Reads for the control center; writes for ADMIN only; facility and agency staff get 403.
  const readStatus: Record<Role, number> = { ADMIN: 200, USER: 200, HEALTHCARE: 403, EMS: 403, none: 401 };
  it.each(ROLES)('reads as %s', async (role) => {
    const a = await newAgency();
    for (const url of ['', '?status=active&q=riverbend', '/search?q=riverbend', `/${a.id}`]) {
      expect((await call('GET', url, api.as[role])).statusCode, url).toBe(readStatus[role]);
    }
  });

  it.each(['USER', 'HEALTHCARE', 'EMS', 'none'] as const)('every write as %s is refused and changes nothing', async (role) => {
    const a = await newAgency({ isActive: false, requiresReview: true, status: 'PENDING' });
    await expectWritesRefused(api.t, role, () => agencyRow(a.id), [
      () => call('POST', '', api.as[role], createForm()),
      () => call('PUT', `/${a.id}`, api.as[role], editForm()),
      () => call('PUT', `/${a.id}/approve`, api.as[role]),
      () => call('PUT', `/${a.id}/reject`, api.as[role]),
      () => call('DELETE', `/${a.id}`, api.as[role]),
    ]);
  });
});

describe('GET /api/tcc/agencies', () => {
  it('answers the spec shape with contactInfo and the unit count', async () => {
    const a = await newAgency({
      name: 'Shape Check EMS',
      phone: '(412) 555-0155',
      email: 'shape@check.org',
      city: 'Wexford',
      capabilities: ['BLS'],
      serviceArea: ['North Hills'],
      operatingHours: { start: '06:00', end: '18:00' },
      pricingStructure: { BLS: 350, perMile: 12 },
    });
    await api.t.db.insert(units).values([{ agencyId: a.id, unitNumber: 'S-1' }, { agencyId: a.id, unitNumber: 'S-2' }]);
    const res = await call('GET', `/${a.id}`, api.as.USER);
    expect(res.json().data).toEqual({
      id: a.id,
      name: 'Shape Check EMS',
      isActive: true,
      requiresReview: false,
      status: 'ACTIVE',
      serviceType: 'ALS',
      capabilities: ['BLS'],
      latitude: null,
      longitude: null,
      createdAt: a.createdAt.toISOString(),
      contactInfo: {
        contactName: 'Sam Ortiz',
        phone: '(412) 555-0155',
        email: 'shape@check.org',
        address: '',
        city: 'Wexford',
        state: '',
        zipCode: '',
        capabilities: ['BLS'],
        serviceArea: ['North Hills'],
        operatingHours: { start: '06:00', end: '18:00' },
        pricingStructure: { BLS: 350, perMile: 12 },
        status: 'ACTIVE',
      },
      unitCount: 2,
      pendingName: null,
      pendingEmail: null,
      emailAwaitsConfirmation: false,
      changeRequestedAt: null,
    });
  });

  it('filters by status and by name, contact or city', async () => {
    const active = await newAgency({ name: 'Filter Active EMS' });
    const inactive = await newAgency({ name: 'Filter Inactive EMS', isActive: false, status: 'INACTIVE' });
    const pending = await newAgency({ name: 'Filter Pending EMS', isActive: false, requiresReview: true, status: 'PENDING' });
    const list = async (query: string) => ids(await call('GET', `?q=filter&${query}`, api.as.ADMIN));
    expect(await list('status=active')).toEqual([active.id]);
    expect(await list('status=inactive')).toEqual([inactive.id]);
    expect(await list('status=pending')).toEqual([pending.id]);
    expect((await list('')).sort()).toEqual([active.id, inactive.id, pending.id].sort());
    // awaiting review comes first
    expect((await list(''))[0]).toBe(pending.id);

    const byContact = await newAgency({ name: 'Contact Match', contactName: 'Priya Venkataraman' });
    const byCity = await newAgency({ name: 'City Match', city: 'Cranberry Township' });
    expect(ids(await call('GET', '?q=VENKATA', api.as.ADMIN))).toEqual([byContact.id]);
    expect(ids(await call('GET', '?q=cranberry', api.as.ADMIN))).toEqual([byCity.id]);
    const bad = await call('GET', '?status=sleeping', api.as.ADMIN);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('status must be one of active, inactive, pending');
  });

  it('search answers at most 50 matches', async () => {
    await api.t.db.insert(agencies).values(Array.from({ length: 55 }, (_, i) => ({ name: `Bulk Ambulance ${i}`, serviceType: 'BLS' })));
    expect((await call('GET', '/search?q=bulk ambulance', api.as.ADMIN)).json().data).toHaveLength(50);
  });

  it('every /{id} call with an unknown or malformed id is 404 and changes nothing', async () => {
    await expectUnknownIds404(api.t, AGENCY_MESSAGES.notFound, [
      (id) => call('GET', `/${id}`, api.as.ADMIN),
      (id) => call('PUT', `/${id}`, api.as.ADMIN, editForm()),
      (id) => call('PUT', `/${id}/approve`, api.as.ADMIN),
      (id) => call('PUT', `/${id}/reject`, api.as.ADMIN),
      (id) => call('DELETE', `/${id}`, api.as.ADMIN),
    ]);
  });
});

describe('POST /api/tcc/agencies', () => {
  it('creates an active agency from name, contact and e-mail (201), service type BLS by default', async () => {
    const res = await call('POST', '', api.as.ADMIN, createForm());
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Ohio Valley Ambulance',
      isActive: true,
      requiresReview: false,
      status: 'ACTIVE',
      serviceType: 'BLS',
      capabilities: [],
      unitCount: 0,
      contactInfo: { contactName: 'Renee Kowal', email: 'dispatch@ohiovalleyems.com', address: '', status: 'ACTIVE' },
    });
  });

  it('takes every optional field', async () => {
    const body = editForm({ latitude: 40.5, longitude: -80.05 });
    const res = await call('POST', '', api.as.ADMIN, body);
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    expect(await agencyRow(id)).toMatchObject(body);
  });

  it.each([
    [{ name: '  ' }, 'name is required'],
    [{ contactName: undefined }, 'contactName is required'],
    [{ email: undefined }, 'email is required'],
    [{ email: 'dispatch' }, 'email must be a valid email address'],
    [{ serviceType: 'Ground Ambulance' }, 'serviceType must be one of BLS, ALS, BLS/ALS, Critical Care'],
    [{ capabilities: ['Teleportation'] }, 'capabilities.0 must be one of BLS, ALS, CCT, Critical Care, Neonatal, Pediatric, Bariatric, Isolation'],
    [{ latitude: 91, longitude: -80 }, REGISTRATION_MESSAGES.latitudeRange],
    [{ state: 'Pennsylvania' }, 'state must be one of the listed choices'],
  ])('%o → 400 %s, nothing created', async (overrides, error) => {
    await expectNothingChanged(api.t, async () => null, async () => {
      expectBadInput(await call('POST', '', api.as.ADMIN, createForm(overrides)), error);
    });
  });
});

describe('PUT /api/tcc/agencies/{id} (Edit Agency)', () => {
  it('saves a flat body', async () => {
    const a = await newAgency();
    const res = await call('PUT', `/${a.id}`, api.as.ADMIN, editForm());
    expect(res.statusCode).toBe(200);
    expect(await agencyRow(a.id)).toMatchObject(editForm());
    expect(res.json().data.contactInfo).toMatchObject({ email: 'ops@ohiovalleyems.com', city: 'Bellevue' });
  });

  it('saves the spec’s contactInfo-nested body the same way', async () => {
    const a = await newAgency();
    const { name, serviceType, ...contact } = editForm({ email: 'nested@ohiovalleyems.com' });
    const res = await call('PUT', `/${a.id}`, api.as.ADMIN, { name, serviceType, isActive: true, contactInfo: contact });
    expect(res.statusCode).toBe(200);
    expect(await agencyRow(a.id)).toMatchObject({ ...contact, name, serviceType });
  });

  it('blank optional fields are cleared', async () => {
    const a = await newAgency({ phone: '(412) 555-0101', city: 'Sewickley' });
    await call('PUT', `/${a.id}`, api.as.ADMIN, editForm({ phone: '', city: '' }));
    expect(await agencyRow(a.id)).toMatchObject({ phone: null, city: '' });
  });

  it.each([
    [{ email: 'ops(at)ohiovalley' }, 'email must be a valid email address'],
    [{ name: '' }, 'name is required'],
    [{ serviceType: 'Helicopter' }, 'serviceType must be one of BLS, ALS, BLS/ALS, Critical Care'],
    [{ zipCode: 'ABCDE' }, 'zipCode: must be a 5-digit ZIP code'],
    [{ longitude: 181, latitude: 40 }, REGISTRATION_MESSAGES.longitudeRange],
    [{ contactInfo: { email: 'nope' }, email: undefined }, 'email must be a valid email address'],
  ])('%o → 400 %s, nothing changes', async (overrides, error) => {
    const a = await newAgency();
    await expectNothingChanged(api.t, () => agencyRow(a.id), async () => {
      expectBadInput(await call('PUT', `/${a.id}`, api.as.ADMIN, editForm(overrides)), error);
    });
  });

  it('switching off sets INACTIVE and signs the staff out; switching on sets ACTIVE and lets them in', async () => {
    const dispatcher = await createUser(api.t.db, { userType: 'EMS' });
    const signIn = () => api.t.app.inject({ method: 'POST', url: LOGIN_PATH.EMS, payload: { email: dispatcher.email, password: PASSWORD } });
    const token = (await signIn()).json().token as string;

    const off = await call('PUT', `/${dispatcher.agencyId}`, api.as.ADMIN, editForm({ isActive: false }));
    expect(off.json().data).toMatchObject({ isActive: false, status: 'INACTIVE' });
    expect((await api.t.app.inject({ url: '/api/auth/verify', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    expect((await signIn()).json().error).toBe(AUTH_MESSAGES.accountDisabled);

    const on = await call('PUT', `/${dispatcher.agencyId}`, api.as.ADMIN, editForm({ isActive: true }));
    expect(on.json().data).toMatchObject({ isActive: true, status: 'ACTIVE' });
    expect((await signIn()).statusCode).toBe(200);
  });

  it('a registration awaiting review is activated by Approve, not by the edit form', async () => {
    const reg = await registerOrg(api.t, 'ems');
    const res = await call('PUT', `/${reg.orgId}`, api.as.ADMIN, editForm({ isActive: true }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(AGENCY_MESSAGES.reviewFirst);
    expect(await agencyRow(reg.orgId)).toMatchObject({ isActive: false, requiresReview: true, name: reg.body.agencyName });
  });
});

describe('approve and reject', () => {
  it('approve: ACTIVE, its verified dispatcher signs in and is told in-app and by e-mail', async () => {
    const reg = await registerOrg(api.t, 'ems');
    expect((await reg.signIn()).json().error).toBe(AUTH_MESSAGES.awaitingApproval);
    const res = await call('PUT', `/${reg.orgId}/approve`, api.as.ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ isActive: true, requiresReview: false, status: 'ACTIVE' });
    const signedIn = await reg.signIn();
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ agencyName: reg.body.agencyName, userType: 'EMS' });
    const notes = await api.t.db.select().from(notifications).where(eq(notifications.userId, reg.user.id));
    expect(notes).toEqual([expect.objectContaining({ type: 'success', title: 'Registration approved' })]);
    expect((await api.t.mailbox()).some((m) => m.to.includes(reg.body.email) && m.raw.includes('Your TCC account is approved'))).toBe(true);
  });

  it.each([
    ['approve', 'ACTIVE'],
    ['reject', 'REJECTED'],
  ] as const)('%s succeeds with a JSON content type and an empty body', async (decision, status) => {
    const reg = await registerOrg(api.t, 'ems');
    const headers = { ...api.as.ADMIN, 'content-type': 'application/json' };
    const res = await api.t.app.inject({ method: 'PUT', url: `/api/tcc/agencies/${reg.orgId}/${decision}`, headers, payload: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status, requiresReview: false });
  });

  it('approving twice is 409 and changes nothing', async () => {
    const reg = await registerOrg(api.t, 'ems');
    await call('PUT', `/${reg.orgId}/approve`, api.as.ADMIN);
    await expectNothingChanged(api.t, () => agencyRow(reg.orgId), async () => {
      const again = await call('PUT', `/${reg.orgId}/approve`, api.as.ADMIN);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ success: false, error: AGENCY_MESSAGES.notAwaitingReview });
    });
  });

  it('reject: REJECTED, sign-in refused with the text, dispatcher told in-app and by e-mail', async () => {
    const reg = await registerOrg(api.t, 'ems');
    const res = await call('PUT', `/${reg.orgId}/reject`, api.as.ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ isActive: false, requiresReview: false, status: 'REJECTED' });
    const refused = await reg.signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, error: AUTH_MESSAGES.accountDisabled });
    const notes = await api.t.db.select().from(notifications).where(eq(notifications.userId, reg.user.id));
    expect(notes).toEqual([expect.objectContaining({ type: 'error', title: 'Registration not approved' })]);
    expect((await api.t.mailbox()).some((m) => m.to.includes(reg.body.email) && m.raw.includes('Your TCC registration was not approved'))).toBe(true);
    expect((await call('PUT', `/${reg.orgId}/reject`, api.as.ADMIN)).statusCode).toBe(409);
    // a rejected agency is listed as inactive
    expect(ids(await call('GET', '?status=inactive', api.as.ADMIN))).toContain(reg.orgId);
  });

  it('reject with a reason: the dispatcher is told it by e-mail; one over the limit is 400 and changes nothing', async () => {
    const reg = await registerOrg(api.t, 'ems');
    await expectNothingChanged(api.t, () => agencyRow(reg.orgId), async () => {
      const res = await call('PUT', `/${reg.orgId}/reject`, api.as.ADMIN, { reason: 'x'.repeat(REJECTION_REASON_MAX + 1) });
      expectBadInput(res, REGISTRATION_REVIEW_MESSAGES.reasonTooLong);
    });
    const reason = 'No ambulance licence was attached; please register again with it!';
    const res = await call('PUT', `/${reg.orgId}/reject`, api.as.ADMIN, { reason });
    expect(res.json().data).toMatchObject({ requiresReview: false, status: 'REJECTED' });
    const mail = (await api.t.mailbox()).find((m) => m.to.includes(reg.body.email) && m.raw.includes('Your TCC registration was not approved'));
    expect(mail?.text).toContain(`Reason: ${reason} If you think`);
  });
});

describe('DELETE /api/tcc/agencies/{id}', () => {
  it('refuses with 409 while a trip is assigned to it, and changes nothing', async () => {
    const a = await newAgency();
    await insertTrip(api.t.db, { assignedAgencyId: a.id, status: 'ACCEPTED' });
    await expectNothingChanged(api.t, () => agencyRow(a.id), async () => {
      const res = await call('DELETE', `/${a.id}`, api.as.ADMIN);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, error: AGENCY_MESSAGES.hasTrips });
    });
  });

  it('refuses with 409 while it has units', async () => {
    const a = await newAgency();
    await api.t.db.insert(units).values({ agencyId: a.id, unitNumber: 'M-7' });
    const res = await call('DELETE', `/${a.id}`, api.as.ADMIN);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(AGENCY_MESSAGES.hasUnits);
    expect(await agencyRow(a.id)).toBeDefined();
  });

  it('removes an agency without trips or units, with its accounts, sessions and the offers it was sent', async () => {
    const reg = await registerOrg(api.t, 'ems');
    await call('PUT', `/${reg.orgId}/approve`, api.as.ADMIN);
    expect((await reg.signIn()).statusCode).toBe(200);
    const trip = await insertTrip(api.t.db, {});
    await api.t.db.insert(agencyResponses).values({ tripId: trip.id, agencyId: reg.orgId });

    const res = await call('DELETE', `/${reg.orgId}`, api.as.ADMIN);
    expect(res.statusCode).toBe(200);
    expect(await agencyRow(reg.orgId)).toBeUndefined();
    expect(await api.t.db.select().from(users).where(eq(users.id, reg.user.id))).toEqual([]);
    expect(await api.t.db.select().from(sessions).where(eq(sessions.userId, reg.user.id))).toEqual([]);
    expect(await api.t.db.select().from(agencyResponses).where(eq(agencyResponses.agencyId, reg.orgId))).toEqual([]);
    // the trip that was offered stays
    expect(await api.t.db.select({ id: trips.id }).from(trips).where(eq(trips.id, trip.id))).toEqual([{ id: trip.id }]);
    expect((await call('DELETE', `/${reg.orgId}`, api.as.ADMIN)).statusCode).toBe(404);
  });
});
