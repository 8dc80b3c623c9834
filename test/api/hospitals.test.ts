import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '@/domain/common/messages';
import { HOSPITAL_MESSAGES } from '@/domain/organisations/org-messages';
import { REGISTRATION_REVIEW_MESSAGES, REJECTION_REASON_MAX } from '@/domain/organisations/registration-review';
import { dropdownOptions, facilities, hospitals, notifications, sessions, users } from '@/server/db/schema';
import { createUser, LOGIN_PATH, PASSWORD } from './fixtures';
import {
  expectBadInput,
  expectNothingChanged,
  expectWritesRefused,
  expectUnknownIds404,
  insertTrip,
  registerOrg,
  ROLES,
  verifyByMail,
  type Role,
  useOrgApi,
} from './org-fixtures';

const api = useOrgApi('/api/tcc/hospitals');
const { call } = api;

// one name per test, stable within it: an edit makes the hospital active, and two active hospitals may not share a name
let editCount = 0;
beforeEach(() => void ++editCount);
const editForm = (overrides: Record<string, unknown> = {}) => ({
  name: `Riverside Dialysis ${editCount}`,
  address: '400 River Ave',
  city: 'Pittsburgh',
  state: 'PA',
  zipCode: '15212',
  type: 'Dialysis Center',
  region: 'North Side',
  phone: '+14125550150',
  email: 'desk@riverside-dialysis.org',
  latitude: 40.452,
  longitude: -80.01,
  capabilities: ['Hemodialysis', 'Peritoneal Dialysis'],
  ...overrides,
});

const hospitalRow = async (id: string) => (await api.t.db.select().from(hospitals).where(eq(hospitals.id, id)))[0];
// each its own name: two active hospitals may not share one
let hospitalCount = 0;
const newHospital = async (values: Partial<typeof hospitals.$inferInsert> = {}) =>
  (await api.t.db.insert(hospitals).values({ name: `Mercy Valley Hospital ${++hospitalCount}`, type: 'Hospital', isActive: true, requiresReview: false, ...values }).returning())[0]!;

describe('who may call what', () => {
  // Reads for the control center; writes for ADMIN only; facility and agency staff have no business here.
  const readStatus: Record<Role, number> = { ADMIN: 200, USER: 200, HEALTHCARE: 403, EMS: 403, none: 401 };
  it.each(ROLES)('reads as %s', async (role) => {
    const h = await newHospital();
    for (const url of ['', '/search?q=mercy', `/${h.id}`]) {
      expect((await call('GET', url, api.as[role])).statusCode, url).toBe(readStatus[role]);
    }
  });

  it.each(['USER', 'HEALTHCARE', 'EMS', 'none'] as const)('every write as %s is refused and changes nothing', async (role) => {
    const h = await newHospital({ isActive: false, requiresReview: true });
    await expectWritesRefused(api.t, role, () => hospitalRow(h.id), [
      () => call('PUT', `/${h.id}`, api.as[role], editForm()),
      () => call('PUT', `/${h.id}/approve`, api.as[role]),
      () => call('PUT', `/${h.id}/reject`, api.as[role]),
      () => call('DELETE', `/${h.id}`, api.as[role]),
    ]);
  });
});

describe('GET /api/tcc/hospitals', () => {
  it('lists every hospital with the spec fields, awaiting review first, then by name', async () => {
    await newHospital({ name: 'Zeta Care Hospital' });
    await newHospital({ name: 'Alpha Care Hospital' });
    const pending = await registerOrg(api.t, 'healthcare', { overrides: { facilityName: 'Yonder Clinic' } });
    const res = await call('GET', '', api.as.ADMIN);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { id: string; name: string; requiresReview: boolean }[];
    const firstSettled = list.findIndex((h) => !h.requiresReview);
    expect(list.slice(firstSettled).every((h) => !h.requiresReview)).toBe(true);
    const at = (name: string) => list.findIndex((h) => h.name === name);
    expect(at('Alpha Care Hospital')).toBeLessThan(at('Zeta Care Hospital'));
    expect(at('Yonder Clinic')).toBeLessThan(firstSettled);
    const mine = list.find((h) => h.id === pending.orgId)!;
    expect(Object.keys(mine).sort()).toEqual(
      ['id', 'name', 'address', 'city', 'state', 'zipCode', 'phone', 'email', 'type', 'capabilities', 'region',
        'latitude', 'longitude', 'isActive', 'requiresReview', 'contactName', 'createdAt',
        // beside the spec's fields: a name or e-mail change the facility asked for, and the time zone it chose
        'pendingName', 'pendingEmail', 'emailAwaitsConfirmation', 'changeRequestedAt', 'timeZone'].sort(),
    );
    expect(mine).toMatchObject({
      name: 'Yonder Clinic',
      type: pending.body.facilityType,
      city: 'Pittsburgh',
      contactName: pending.body.name,
      latitude: pending.body.latitude,
      isActive: false,
      requiresReview: true,
    });
  });

  it('searches name, city and e-mail regardless of case, at most 50 answers', async () => {
    await newHospital({ name: 'Quarry Hill Medical', city: 'Butler', email: 'intake@quarryhill.org' });
    for (const q of ['QUARRY', 'butler', 'INTAKE@quarry']) {
      const names = (await call('GET', `/search?q=${encodeURIComponent(q)}`, api.as.USER)).json().data.map((h: { name: string }) => h.name);
      expect(names, q).toEqual(['Quarry Hill Medical']);
    }
    await api.t.db.insert(hospitals).values(Array.from({ length: 55 }, (_, i) => ({ name: `Bulk Clinic ${i}`, type: 'Clinic' })));
    expect((await call('GET', '/search?q=bulk clinic', api.as.ADMIN)).json().data).toHaveLength(50);
    // a % in the query is a character, not a wildcard
    expect((await call('GET', '/search?q=%25', api.as.ADMIN)).json().data).toEqual([]);
  });

  it('filters by status: active, inactive (switched off or rejected), pending review; an unknown status is refused', async () => {
    const active = await newHospital({ name: 'Status Filter Active' });
    const inactive = await newHospital({ name: 'Status Filter Inactive', isActive: false });
    const pending = await newHospital({ name: 'Status Filter Pending', isActive: false, requiresReview: true });
    const ids = async (query: string) => ((await call('GET', `?search=status filter&${query}`, api.as.USER)).json().data as { id: string }[]).map((h) => h.id);
    expect(await ids('status=active')).toEqual([active.id]);
    expect(await ids('status=inactive')).toEqual([inactive.id]);
    expect(await ids('status=pending')).toEqual([pending.id]);
    expect((await ids('')).sort()).toEqual([active.id, inactive.id, pending.id].sort());
    // the light list of the counts filters alike
    expect((await call('GET', '/names?search=status filter&status=pending', api.as.ADMIN)).json()).toMatchObject({ data: [{ id: pending.id }] });
    const bad = await call('GET', '?status=sleeping', api.as.ADMIN);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('status must be one of active, inactive, pending');
  });

  it('answers one hospital by id', async () => {
    const h = await newHospital({ name: 'Cedar Ridge Hospital' });
    const res = await call('GET', `/${h.id}`, api.as.USER);
    expect(res.json()).toMatchObject({ success: true, data: { id: h.id, name: 'Cedar Ridge Hospital' } });
  });

  it('every /{id} call with an unknown or malformed id is 404 and changes nothing', async () => {
    await expectUnknownIds404(api.t, HOSPITAL_MESSAGES.notFound, [
      (id) => call('GET', `/${id}`, api.as.ADMIN),
      (id) => call('PUT', `/${id}`, api.as.ADMIN, editForm()),
      (id) => call('PUT', `/${id}/approve`, api.as.ADMIN),
      (id) => call('PUT', `/${id}/reject`, api.as.ADMIN),
      (id) => call('DELETE', `/${id}`, api.as.ADMIN),
    ]);
  });
});

describe('PUT /api/tcc/hospitals/{id} (facility edit)', () => {
  it('saves the edit form and carries it over to the hospital’s directory entry', async () => {
    const h = await newHospital({ name: 'Old Name Hospital', address: '1 Old St', city: 'Pittsburgh' });
    const [entry] = await api.t.db
      .insert(facilities)
      .values({ name: 'Old Name Hospital', type: 'Hospital', address: '1 Old St', city: 'Pittsburgh', hospitalId: h.id })
      .returning();
    const res = await call('PUT', `/${h.id}`, api.as.ADMIN, editForm());
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ ...editForm(), id: h.id, isActive: true });
    expect(await hospitalRow(h.id)).toMatchObject(editForm());
    const [synced] = await api.t.db.select().from(facilities).where(eq(facilities.id, entry!.id));
    expect(synced).toMatchObject({ name: editForm().name, address: '400 River Ave', latitude: 40.452, region: 'North Side' });
  });

  it('optional fields: left out keeps them, blank clears them', async () => {
    const h = await newHospital({ phone: '(412) 555-0000', email: 'keep@example.org' });
    const { phone: _p, email: _e, ...withoutContact } = editForm();
    await call('PUT', `/${h.id}`, api.as.ADMIN, withoutContact);
    expect(await hospitalRow(h.id)).toMatchObject({ phone: '(412) 555-0000', email: 'keep@example.org' });
    await call('PUT', `/${h.id}`, api.as.ADMIN, editForm({ phone: '', email: '' }));
    expect(await hospitalRow(h.id)).toMatchObject({ phone: null, email: null });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email must be a valid email address'],
    [{ latitude: 91 }, REGISTRATION_MESSAGES.latitudeRange],
    [{ longitude: -181 }, REGISTRATION_MESSAGES.longitudeRange],
    [{ latitude: '40.4' }, 'latitude must be a number'],
    [{ longitude: undefined }, REGISTRATION_MESSAGES.coordinatesRequired],
    [{ region: '  ' }, 'region is required'],
    [{ name: undefined }, 'name is required'],
    [{ type: 'Spaceport' }, 'type must be one of the listed choices'],
    [{ state: 'XX' }, 'state must be one of the listed choices'],
    [{ zipCode: '152' }, 'zipCode: must be a 5-digit ZIP code'],
    [{ isActive: 'yes' }, 'isActive must be a boolean'],
  ])('%o → 400 %s, nothing changes', async (overrides, error) => {
    const h = await newHospital();
    await expectNothingChanged(api.t, () => hospitalRow(h.id), async () => {
      expectBadInput(await call('PUT', `/${h.id}`, api.as.ADMIN, editForm(overrides)), error);
    });
  });

  it('a registration awaiting review is activated by Approve, not by the edit form', async () => {
    const h = await newHospital({ isActive: false, requiresReview: true });
    const res = await call('PUT', `/${h.id}`, api.as.ADMIN, editForm({ isActive: true }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(HOSPITAL_MESSAGES.reviewFirst);
    expect(await hospitalRow(h.id)).toMatchObject({ isActive: false, requiresReview: true, name: h.name });
  });

  it('deactivating signs the staff out and refuses their sign-in; reactivating lets them back', async () => {
    const nurse = await createUser(api.t.db, { userType: 'HEALTHCARE' });
    const signIn = () => api.t.app.inject({ method: 'POST', url: LOGIN_PATH.HEALTHCARE, payload: { email: nurse.email, password: PASSWORD } });
    const token = (await signIn()).json().token as string;
    const verify = () => api.t.app.inject({ url: '/api/auth/verify', headers: { authorization: `Bearer ${token}` } });
    expect((await verify()).statusCode).toBe(200);

    await call('PUT', `/${nurse.hospitalId}`, api.as.ADMIN, editForm({ isActive: false }));
    expect((await verify()).statusCode).toBe(401);
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(AUTH_MESSAGES.accountDisabled);

    await call('PUT', `/${nurse.hospitalId}`, api.as.ADMIN, editForm({ isActive: true }));
    expect((await signIn()).statusCode).toBe(200);
  });
});

describe('approve and reject', () => {
  it('approve: the hospital is active, its verified user signs in, is told in-app and by e-mail, and it joins the directory', async () => {
    const reg = await registerOrg(api.t, 'healthcare');
    expect((await reg.signIn()).json().error).toBe(AUTH_MESSAGES.awaitingApproval);
    const res = await call('PUT', `/${reg.orgId}/approve`, api.as.ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: reg.orgId, isActive: true, requiresReview: false });

    const signedIn = await reg.signIn();
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ facilityName: reg.body.facilityName, userType: 'HEALTHCARE' });

    const notes = await api.t.db.select().from(notifications).where(eq(notifications.userId, reg.user.id));
    expect(notes).toEqual([expect.objectContaining({ type: 'success', title: 'Registration approved', read: false })]);
    expect(notes[0]!.message).toContain(reg.body.facilityName);
    const mail = (await api.t.mailbox()).find((m) => m.to.includes(reg.body.email) && m.raw.includes('Your TCC account is approved'));
    expect(mail?.text).toContain(reg.body.facilityName);

    const entries = await api.t.db.select().from(facilities).where(eq(facilities.hospitalId, reg.orgId));
    expect(entries).toEqual([
      expect.objectContaining({
        name: reg.body.facilityName,
        address: reg.body.address,
        latitude: reg.body.latitude,
        longitude: reg.body.longitude,
        isActive: true,
      }),
    ]);
  });

  it('approving twice is 409 and changes nothing the second time', async () => {
    const reg = await registerOrg(api.t, 'healthcare');
    expect((await call('PUT', `/${reg.orgId}/approve`, api.as.ADMIN)).statusCode).toBe(200);
    await expectNothingChanged(api.t, () => hospitalRow(reg.orgId), async () => {
      for (const decision of ['approve', 'reject']) {
        const again = await call('PUT', `/${reg.orgId}/${decision}`, api.as.ADMIN);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toEqual({ success: false, error: HOSPITAL_MESSAGES.notAwaitingReview });
      }
    });
    expect(await hospitalRow(reg.orgId)).toMatchObject({ isActive: true });
  });

  it('an approved user who has not verified yet becomes active by verifying', async () => {
    const reg = await registerOrg(api.t, 'healthcare', { verify: false });
    await call('PUT', `/${reg.orgId}/approve`, api.as.ADMIN);
    const [user] = await api.t.db.select().from(users).where(eq(users.id, reg.user.id));
    expect(user!.status).toBe('PENDING_VERIFICATION');
    expect((await reg.signIn()).json().error).toBe(AUTH_MESSAGES.awaitingVerification);
    const mail = (await api.t.mailbox()).find((m) => m.to.includes(reg.body.email) && m.raw.includes('Your TCC account is approved'));
    expect(mail?.text).toContain('confirm your email address');
    expect(await verifyByMail(api.t, reg.body.email)).toBe('ACTIVE');
    expect((await reg.signIn()).statusCode).toBe(200);
  });

  it('reject: inactive, out of review, sign-in refused with the text, user told in-app and by e-mail', async () => {
    const reg = await registerOrg(api.t, 'healthcare');
    const res = await call('PUT', `/${reg.orgId}/reject`, api.as.ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ isActive: false, requiresReview: false });

    const refused = await reg.signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, error: AUTH_MESSAGES.accountDisabled });
    const notes = await api.t.db.select().from(notifications).where(eq(notifications.userId, reg.user.id));
    expect(notes).toEqual([expect.objectContaining({ type: 'error', title: 'Registration not approved' })]);
    expect((await api.t.mailbox()).some((m) => m.to.includes(reg.body.email) && m.raw.includes('Your TCC registration was not approved'))).toBe(true);
    expect(await api.t.db.select().from(facilities).where(eq(facilities.hospitalId, reg.orgId))).toEqual([]);
    expect((await call('PUT', `/${reg.orgId}/approve`, api.as.ADMIN)).statusCode).toBe(409);
  });

  it('reject with a reason: the applicant is told the reason by e-mail and in the app', async () => {
    const reg = await registerOrg(api.t, 'healthcare');
    const reason = 'The facility licence number could not be verified with the state board';
    const res = await call('PUT', `/${reg.orgId}/reject`, api.as.ADMIN, { reason: `  ${reason}  ` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ isActive: false, requiresReview: false });
    const mail = (await api.t.mailbox()).find((m) => m.to.includes(reg.body.email) && m.raw.includes('Your TCC registration was not approved'));
    expect(mail?.text).toContain(`was not approved. Reason: ${reason}. If you think`);
    const notes = await api.t.db.select().from(notifications).where(eq(notifications.userId, reg.user.id));
    expect(notes[0]!.message).toContain(`Reason: ${reason}.`);
  });

  it.each([
    ['a reason over the limit', 'x'.repeat(REJECTION_REASON_MAX + 1), REGISTRATION_REVIEW_MESSAGES.reasonTooLong],
    ['a blank reason', '   ', REGISTRATION_REVIEW_MESSAGES.reasonBlank],
    ['a reason that is not text', 42, REGISTRATION_REVIEW_MESSAGES.reasonNotText],
  ])('reject with %s is 400 and changes nothing: still awaiting review, nobody told', async (_case, reason, error) => {
    const reg = await registerOrg(api.t, 'healthcare');
    const mailsBefore = (await api.t.mailbox()).length;
    await expectNothingChanged(api.t, () => hospitalRow(reg.orgId), async () => {
      const res = await call('PUT', `/${reg.orgId}/reject`, api.as.ADMIN, { reason });
      expectBadInput(res, error);
    });
    expect(await hospitalRow(reg.orgId)).toMatchObject({ isActive: false, requiresReview: true });
    expect((await api.t.mailbox()).length).toBe(mailsBefore);
    // the longest reason allowed is taken
    expect((await call('PUT', `/${reg.orgId}/reject`, api.as.ADMIN, { reason: 'x'.repeat(REJECTION_REASON_MAX) })).statusCode).toBe(200);
  });

  it.each([
    ['approve', ''],
    ['reject', ' \n'],
  ] as const)('%s succeeds with a JSON content type and an empty body, as the spec\'s screen sends it', async (decision, payload) => {
    const reg = await registerOrg(api.t, 'healthcare');
    const headers = { ...api.as.ADMIN, 'content-type': 'application/json' };
    const res = await api.t.app.inject({ method: 'PUT', url: `/api/tcc/hospitals/${reg.orgId}/${decision}`, headers, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ isActive: decision === 'approve', requiresReview: false });
  });

  it('a rejected hospital switched on later by the edit form lets its verified staff in', async () => {
    const reg = await registerOrg(api.t, 'healthcare');
    await call('PUT', `/${reg.orgId}/reject`, api.as.ADMIN);
    await call('PUT', `/${reg.orgId}`, api.as.ADMIN, editForm({ isActive: true }));
    expect((await reg.signIn()).statusCode).toBe(200);
  });
});

describe('DELETE /api/tcc/hospitals/{id}', () => {
  it('refuses with 409 while a trip was requested by the hospital, and changes nothing', async () => {
    const h = await newHospital();
    await insertTrip(api.t.db, { hospitalId: h.id });
    await expectNothingChanged(api.t, () => hospitalRow(h.id), async () => {
      const res = await call('DELETE', `/${h.id}`, api.as.ADMIN);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, error: HOSPITAL_MESSAGES.hasTrips });
    });
  });

  it('refuses with 409 while a trip goes to its directory entry', async () => {
    const h = await newHospital();
    const [entry] = await api.t.db.insert(facilities).values({ name: h.name, type: 'Hospital', hospitalId: h.id }).returning();
    await insertTrip(api.t.db, { destinationFacilityId: entry!.id });
    const res = await call('DELETE', `/${h.id}`, api.as.ADMIN);
    expect(res.statusCode).toBe(409);
    expect(await hospitalRow(h.id)).toBeDefined();
  });

  it('removes a hospital without trips with its accounts, sessions, directory entries and dropdown options', async () => {
    const reg = await registerOrg(api.t, 'healthcare');
    await call('PUT', `/${reg.orgId}/approve`, api.as.ADMIN);
    expect((await reg.signIn()).statusCode).toBe(200);
    await api.t.db.insert(dropdownOptions).values({ category: 'insurance', value: 'Local Plan', hospitalId: reg.orgId });

    const res = await call('DELETE', `/${reg.orgId}`, api.as.ADMIN);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { id: reg.orgId } });
    expect(await hospitalRow(reg.orgId)).toBeUndefined();
    expect(await api.t.db.select().from(users).where(eq(users.id, reg.user.id))).toEqual([]);
    expect(await api.t.db.select().from(sessions).where(eq(sessions.userId, reg.user.id))).toEqual([]);
    expect(await api.t.db.select().from(facilities).where(eq(facilities.hospitalId, reg.orgId))).toEqual([]);
    expect(await api.t.db.select().from(dropdownOptions).where(eq(dropdownOptions.hospitalId, reg.orgId))).toEqual([]);
    expect((await call('DELETE', `/${reg.orgId}`, api.as.ADMIN)).statusCode).toBe(404);
  });
});
