import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_REVIEW_MESSAGES } from '@/domain/organisations/identity-review';
import { HTTP_MESSAGES } from '@/domain/common/messages';
import { AGENCY_MESSAGES, HOSPITAL_MESSAGES } from '@/domain/organisations/org-messages';
import { agencies, hospitals, notifications } from '@/server/db/schema';
import { createUser, emsRegistration, healthcareRegistration, signedIn, tableCounts } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { confirmNewEmail, expectNothingChanged, insertTrip, NOT_A_UUID, registerOrg, UNKNOWN_ID } from './org-fixtures';

// A facility's or agency's own change of name or e-mail waits for the control center; active names are unique per kind.

let t: TestApp;
type Caller = { auth: Record<string, string>; user: { id: string; email: string; hospitalId: string | null; agencyId: string | null } };
let admin: Caller;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedIn(t.app, t.db, 'ADMIN');
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const me = async (c: Caller) => (await call('GET', '/api/auth/verify', c.auth)).json().user;
const hospitalOf = async (id: string) => (await t.db.select().from(hospitals).where(eq(hospitals.id, id)))[0]!;
const agencyOf = async (id: string) => (await t.db.select().from(agencies).where(eq(agencies.id, id)))[0]!;
const noticesOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
const mailsTo = async (email: string) => (await t.mailbox()).filter((m) => m.to.includes(email));
const hospitalUpdate = (c: Caller, body: object) => call('PUT', '/api/auth/healthcare/facility/update', c.auth, body);
// each agency's own address: an organisation's e-mail is never another's
let agencyForms = 0;
const agencyForm = (over: object = {}) => ({ agencyName: 'Keystone Medical Transport', contactName: 'Lee Park', email: `ops-${++agencyForms}@keystone.example.org`, ...over });
const agencyUpdate = (c: Caller, body: object) => call('PUT', '/api/auth/ems/agency/update', c.auth, body);
/** The agency's form with the e-mail it already has, so that only the other fields ask for a change. */
async function ownAgencyForm(id: string, over: object = {}) {
  const email = `desk-${id.slice(0, 8)}@keystone.example.org`;
  await t.db.update(agencies).set({ email }).where(eq(agencies.id, id));
  return agencyForm({ email, ...over });
}
const decide = (kind: 'hospitals' | 'agencies', id: string, decision: 'approve-change' | 'reject-change', headers: Headers = admin.auth) =>
  call('PUT', `/api/tcc/${kind}/${id}/${decision}`, headers);

/** A facility registered, verified and approved through the API (so it has its directory entry), its nurse signed in. */
async function approvedHospital(facilityName: string): Promise<Caller> {
  const reg = await registerOrg(t, 'healthcare', { overrides: { facilityName } });
  const approved = await call('PUT', `/api/tcc/hospitals/${reg.orgId}/approve`, admin.auth);
  if (approved.statusCode !== 200) throw new Error(approved.body);
  const login = await reg.signIn();
  return { user: reg.user, auth: { authorization: `Bearer ${login.json().token}` } };
}

/** What the facility's staff see of their name: the session, and their place in the request wizard's directory. */
async function hospitalNameSeenBy(nurse: Caller) {
  const places = (await call('GET', '/api/tcc/facilities', nurse.auth)).json().data as { name: string; hospitalId: string | null }[];
  const list = (await call('GET', '/api/tcc/hospitals', admin.auth)).json().data as { id: string; name: string }[];
  return {
    session: (await me(nurse)).facilityName,
    directory: places.filter((p) => p.hospitalId === nurse.user.hospitalId).map((p) => p.name),
    list: list.find((h) => h.id === nurse.user.hospitalId)!.name,
  };
}

describe("a facility's own rename waits for the control center", () => {
  it('is held: the list, the trip screens and the session keep the old name until an administrator approves; the staff are told', async () => {
    const nurse = await approvedHospital('Harbor View Clinic');
    const id = nurse.user.hospitalId!;
    const res = await hospitalUpdate(nurse, { facilityName: 'Riverside General Hospital East', phone: '(412) 555-0100' });
    expect(res.statusCode, res.body).toBe(200);
    // the phone is saved at once; the name only asked for, and the answer says it awaits review
    expect(res.json()).toMatchObject({
      data: { name: 'Harbor View Clinic', phone: '+14125550100', pendingName: 'Riverside General Hospital East', pendingEmail: null, changeRequestedAt: expect.any(String) },
      user: { facilityName: 'Harbor View Clinic' },
      message: IDENTITY_REVIEW_MESSAGES.awaitingReview,
    });
    expect((await call('GET', '/api/auth/healthcare/facility', nurse.auth)).json().data).toMatchObject({ name: 'Harbor View Clinic', pendingName: 'Riverside General Hospital East' });
    expect(await hospitalNameSeenBy(nurse)).toEqual({ session: 'Harbor View Clinic', directory: ['Harbor View Clinic'], list: 'Harbor View Clinic' });
    const listed = (await call('GET', '/api/tcc/hospitals', admin.auth)).json().data.find((h: { id: string }) => h.id === id);
    expect(listed).toMatchObject({ pendingName: 'Riverside General Hospital East', pendingEmail: null, changeRequestedAt: expect.any(String) });
    // the control center is told, with a link to the screen where it decides
    const notice = (await noticesOf(admin.user.id)).find((n) => n.message.includes('Riverside General Hospital East'));
    expect(notice).toMatchObject({ link: '/dashboard/hospitals' });
    expect(notice!.message).toContain('Harbor View Clinic');

    const approved = await decide('hospitals', id, 'approve-change');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ name: 'Riverside General Hospital East', phone: '+14125550100', pendingName: null, pendingEmail: null, changeRequestedAt: null });
    expect(await hospitalNameSeenBy(nurse)).toEqual({
      session: 'Riverside General Hospital East',
      directory: ['Riverside General Hospital East'],
      list: 'Riverside General Hospital East',
    });
    expect((await noticesOf(nurse.user.id)).map((n) => n.title)).toContain('Change of name or e-mail approved');
    expect((await mailsTo(nurse.user.email)).some((m) => m.raw.includes('Subject: Change of name or e-mail approved') && m.text.includes('Riverside General Hospital East'))).toBe(true);
  });

  it('a rejected rename leaves everything as it was, and the staff are told', async () => {
    const nurse = await approvedHospital('Cedar Point Dialysis');
    const id = nurse.user.hospitalId!;
    await hospitalUpdate(nurse, { facilityName: 'Some Other Name', email: 'desk@other.example.org' });
    const rejected = await decide('hospitals', id, 'reject-change');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ name: 'Cedar Point Dialysis', pendingName: null, pendingEmail: null, changeRequestedAt: null });
    expect(await hospitalNameSeenBy(nurse)).toEqual({ session: 'Cedar Point Dialysis', directory: ['Cedar Point Dialysis'], list: 'Cedar Point Dialysis' });
    expect((await hospitalOf(id)).email).not.toBe('desk@other.example.org');
    expect((await noticesOf(nurse.user.id)).map((n) => n.title)).toContain('Change of name or e-mail not approved');
    expect((await mailsTo(nurse.user.email)).some((m) => m.raw.includes('Subject: Change of name or e-mail not approved'))).toBe(true);
    expect((await call('GET', '/api/auth/healthcare/facility', nurse.auth)).json().data.pendingName).toBeNull();
  });

  it('a new request replaces the older one; sending back the values in force asks for nothing, and withdraws what differed', async () => {
    const nurse = await signedIn(t.app, t.db, 'HEALTHCARE');
    const id = nurse.user.hospitalId!;
    const { name, email } = await hospitalOf(id);
    await hospitalUpdate(nurse, { facilityName: 'First Try Hospital' });
    const second = await hospitalUpdate(nurse, { facilityName: 'Second Try Hospital', email: 'new@second.example.org' });
    expect(second.json().data).toMatchObject({ name, pendingName: 'Second Try Hospital', pendingEmail: 'new@second.example.org' });

    // the values in force again: no new request, nothing for the control center
    const adminNotices = (await noticesOf(admin.user.id)).length;
    const same = await hospitalUpdate(nurse, { facilityName: name, email, phone: '(412) 555-0111' });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data).toMatchObject({ name, email, phone: '+14125550111', pendingName: null, pendingEmail: null, changeRequestedAt: null });
    expect(same.json().message).toBeUndefined();
    expect((await noticesOf(admin.user.id)).length).toBe(adminNotices);

    // withdrawing the name keeps the e-mail asked for
    await hospitalUpdate(nurse, { facilityName: 'Third Try Hospital', email: 'third@try.example.org' });
    const withdrawn = await hospitalUpdate(nurse, { facilityName: name });
    expect(withdrawn.json().data).toMatchObject({ name, pendingName: null, pendingEmail: 'third@try.example.org', changeRequestedAt: expect.any(String) });
  });

  it("a facility's new e-mail is held too, and is the e-mail once approved", async () => {
    const nurse = await signedIn(t.app, t.db, 'HEALTHCARE');
    const id = nurse.user.hospitalId!;
    const res = await hospitalUpdate(nurse, { email: 'Front-Desk@Harbor.example.org' });
    expect(res.json().data).toMatchObject({ email: null, pendingEmail: 'front-desk@harbor.example.org', pendingName: null });
    expect((await hospitalOf(id)).email).toBeNull();
    await confirmNewEmail(t, 'front-desk@harbor.example.org');
    const approved = await decide('hospitals', id, 'approve-change');
    expect(approved.json().data).toMatchObject({ email: 'front-desk@harbor.example.org', pendingEmail: null });
  });

  it("a facility cannot ask for another account's sign-in or another organisation's e-mail, whatever its case: 409, nothing held", async () => {
    const nurse = await signedIn(t.app, t.db, 'HEALTHCARE');
    const other = await signedIn(t.app, t.db, 'EMS');
    const agencyEmail = 'dispatch-desk@borrowed.example.org';
    await t.db.update(agencies).set({ email: agencyEmail }).where(eq(agencies.id, other.user.agencyId!));
    for (const email of [admin.user.email.toUpperCase(), other.user.email, agencyEmail.replace('dispatch', 'DISPATCH')]) {
      const res = await hospitalUpdate(nurse, { email });
      expect(res.statusCode, email).toBe(409);
      expect(res.json().error).toBe(IDENTITY_REVIEW_MESSAGES.emailTaken);
    }
    expect(await hospitalOf(nurse.user.hospitalId!)).toMatchObject({ pendingEmail: null, changeRequestedAt: null });
    // one of its own staff's sign-ins is the facility's own to use
    const own = await hospitalUpdate(nurse, { email: nurse.user.email });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.pendingEmail).toBe(nurse.user.email.toLowerCase());
  });

  it('approving an e-mail that became another account\'s meanwhile → 409 naming it, and nothing changes', async () => {
    const nurse = await signedIn(t.app, t.db, 'HEALTHCARE');
    const id = nurse.user.hospitalId!;
    const asked = await hospitalUpdate(nurse, { email: 'shared-desk@clinic.example.org' });
    expect(asked.statusCode, asked.body).toBe(200);
    await confirmNewEmail(t, 'shared-desk@clinic.example.org');
    await createUser(t.db, { userType: 'USER', email: 'shared-desk@clinic.example.org' });
    const before = await hospitalOf(id);
    const approved = await decide('hospitals', id, 'approve-change');
    expect(approved.statusCode).toBe(409);
    expect(approved.json().error).toBe(IDENTITY_REVIEW_MESSAGES.emailTakenMeanwhile('shared-desk@clinic.example.org'));
    expect(await hospitalOf(id)).toEqual(before);
  });

  it("a facility cannot ask for an active facility's name, whatever its case: 409 at once, nothing held", async () => {
    const nurse = await signedIn(t.app, t.db, 'HEALTHCARE');
    const other = await hospitalOf((await signedIn(t.app, t.db, 'HEALTHCARE')).user.hospitalId!);
    await expectNothingChanged(t, () => hospitalOf(nurse.user.hospitalId!), async () => {
      const res = await hospitalUpdate(nurse, { facilityName: other.name.toUpperCase(), phone: '(412) 555-0199' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, error: HOSPITAL_MESSAGES.nameTaken });
    });
  });
});

describe("an agency's own name and e-mail", () => {
  it("an agency cannot take 'Metro EMS' and its e-mail: 409, and nothing changes", async () => {
    const metro = await call('POST', '/api/tcc/agencies', admin.auth, { name: 'Metro EMS', contactName: 'Mike Kowalski', email: 'dispatch@metro-ems.example.com' });
    expect(metro.statusCode, metro.body).toBe(201);
    const dispatcher = await signedIn(t.app, t.db, 'EMS');
    await expectNothingChanged(t, () => agencyOf(dispatcher.user.agencyId!), async () => {
      const res = await agencyUpdate(dispatcher, agencyForm({ agencyName: 'metro ems', email: 'dispatch@metro-ems.example.com' }));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, error: AGENCY_MESSAGES.nameTaken });
    });
  });

  it("a rename is held: trips keep showing the agency's old name until it is approved", async () => {
    const dispatcher = await signedIn(t.app, t.db, 'EMS');
    const id = dispatcher.user.agencyId!;
    const oldName = (await agencyOf(id)).name;
    const trip = await insertTrip(t.db, { assignedAgencyId: id, status: 'ACCEPTED' });
    const assignedName = async () => (await call('GET', `/api/trips/${trip.id}`, admin.auth)).json().data.assignedAgency.name;
    const res = await agencyUpdate(dispatcher, await ownAgencyForm(id, { agencyName: 'Keystone Rapid Response' }));
    expect(res.json()).toMatchObject({ data: { agencyName: oldName, pendingName: 'Keystone Rapid Response' }, user: { agencyName: oldName }, message: IDENTITY_REVIEW_MESSAGES.awaitingReview });
    expect(await assignedName()).toBe(oldName);
    expect((await call('GET', `/api/tcc/agencies/${id}`, admin.auth)).json().data).toMatchObject({ name: oldName, pendingName: 'Keystone Rapid Response' });
    expect((await noticesOf(admin.user.id)).find((n) => n.message.includes('Keystone Rapid Response'))).toMatchObject({ link: '/dashboard/agencies' });

    expect((await decide('agencies', id, 'approve-change')).json().data).toMatchObject({ name: 'Keystone Rapid Response', pendingName: null });
    expect(await assignedName()).toBe('Keystone Rapid Response');
    expect((await me(dispatcher)).agencyName).toBe('Keystone Rapid Response');
  });

  it('a new e-mail is held too, and takes effect when approved; a rejected one never does', async () => {
    const dispatcher = await signedIn(t.app, t.db, 'EMS');
    const id = dispatcher.user.agencyId!;
    const name = (await agencyOf(id)).name;
    const res = await agencyUpdate(dispatcher, agencyForm({ agencyName: name, email: 'New-Desk@Keystone.example.org' }));
    expect(res.json()).toMatchObject({
      data: { email: null, pendingEmail: 'new-desk@keystone.example.org', emailAwaitsConfirmation: true, pendingName: null },
      message: IDENTITY_REVIEW_MESSAGES.awaitingConfirmation('new-desk@keystone.example.org'),
    });
    const early = await decide('agencies', id, 'approve-change');
    expect(early.json()).toEqual({ success: false, error: IDENTITY_REVIEW_MESSAGES.emailNotConfirmed('new-desk@keystone.example.org') });
    await confirmNewEmail(t, 'new-desk@keystone.example.org');
    const approved = await decide('agencies', id, 'approve-change');
    expect(approved.json().data).toMatchObject({ contactInfo: { email: 'new-desk@keystone.example.org' }, pendingEmail: null });

    await agencyUpdate(dispatcher, agencyForm({ agencyName: name, email: 'other@keystone.example.org' }));
    const rejected = await decide('agencies', id, 'reject-change');
    expect(rejected.json().data).toMatchObject({ contactInfo: { email: 'new-desk@keystone.example.org' }, pendingEmail: null, changeRequestedAt: null });
  });

  it('approving a name another agency took meanwhile → 409 naming the clash, and nothing changes', async () => {
    const dispatcher = await signedIn(t.app, t.db, 'EMS');
    const id = dispatcher.user.agencyId!;
    await agencyUpdate(dispatcher, await ownAgencyForm(id, { agencyName: 'Metro Rapid Response' }));
    const created = await call('POST', '/api/tcc/agencies', admin.auth, { name: 'METRO RAPID RESPONSE', contactName: 'A. Admin', email: 'x@metro.example.org' });
    expect(created.statusCode, created.body).toBe(201);
    await expectNothingChanged(t, () => agencyOf(id), async () => {
      const res = await decide('agencies', id, 'approve-change');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, error: IDENTITY_REVIEW_MESSAGES.nameTakenMeanwhile(AGENCY_MESSAGES.nameTaken, 'Metro Rapid Response') });
    });
    // the control center can still turn it down
    expect((await decide('agencies', id, 'reject-change')).statusCode).toBe(200);
  });

  it('two facilities asking for one name, approved at the same moment: one gets it, the other 409, never a 500', async () => {
    const [a, b] = await Promise.all([signedIn(t.app, t.db, 'HEALTHCARE'), signedIn(t.app, t.db, 'HEALTHCARE')]);
    await hospitalUpdate(a, { facilityName: 'Twin Peaks Medical Center' });
    await hospitalUpdate(b, { facilityName: 'twin peaks medical center' });
    const answers = await Promise.all([a, b].map((n) => decide('hospitals', n.user.hospitalId!, 'approve-change')));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(loser.json().error).toMatch(new RegExp(`^${HOSPITAL_MESSAGES.nameTaken}: "twin peaks medical center"`, 'i'));
  });
});

describe('an administrator decides at once, within the unique-name rule', () => {
  it("an administrator's own edit of a facility's name applies at once; another active facility's name → 409", async () => {
    const nurse = await signedIn(t.app, t.db, 'HEALTHCARE');
    const id = nurse.user.hospitalId!;
    const edit = (name: string) =>
      call('PUT', `/api/tcc/hospitals/${id}`, admin.auth, { name, address: '1 Main St', city: 'Pittsburgh', state: 'PA', zipCode: '15213', type: 'Hospital', region: 'West' });
    const res = await edit('Allegheny Valley Hospital');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Allegheny Valley Hospital', pendingName: null });
    expect((await me(nurse)).facilityName).toBe('Allegheny Valley Hospital');

    const other = await hospitalOf((await signedIn(t.app, t.db, 'HEALTHCARE')).user.hospitalId!);
    await expectNothingChanged(t, () => hospitalOf(id), async () => {
      const clash = await edit(other.name.toLowerCase());
      expect(clash.statusCode, clash.body).toBe(409);
      expect(clash.json()).toEqual({ success: false, error: HOSPITAL_MESSAGES.nameTaken });
    });
  });

  it('the control center cannot add or edit an agency into an active agency\'s name either', async () => {
    const a = await signedIn(t.app, t.db, 'EMS');
    const bName = (await agencyOf((await signedIn(t.app, t.db, 'EMS')).user.agencyId!)).name;
    await expectNothingChanged(t, () => agencyOf(a.user.agencyId!), async () => {
      const created = await call('POST', '/api/tcc/agencies', admin.auth, { name: bName.toLowerCase(), contactName: 'A. Admin', email: 'y@x.example.org' });
      expect(created.statusCode).toBe(409);
      expect(created.json()).toEqual({ success: false, error: AGENCY_MESSAGES.nameTaken });
      const edit = await call('PUT', `/api/tcc/agencies/${a.user.agencyId}`, admin.auth, { name: bName, contactName: 'A', email: 'a@x.example.org', serviceType: 'BLS' });
      expect(edit.statusCode, edit.body).toBe(409);
      expect(edit.json()).toEqual({ success: false, error: AGENCY_MESSAGES.nameTaken });
    });
  });
});

describe('registration and its approval keep names unique among active organisations', () => {
  it("a registration with an active organisation's name → 409, whatever the case, and writes nothing", async () => {
    const taken = (await hospitalOf((await signedIn(t.app, t.db, 'HEALTHCARE')).user.hospitalId!)).name;
    const agencyName = (await agencyOf((await signedIn(t.app, t.db, 'EMS')).user.agencyId!)).name;
    const before = await tableCounts(t.db);
    const res = await call('POST', '/api/auth/healthcare/register', {}, healthcareRegistration({ facilityName: taken.toLowerCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: HOSPITAL_MESSAGES.nameTaken });
    const res2 = await call('POST', '/api/auth/ems/register', {}, emsRegistration({ agencyName: ` ${agencyName.toUpperCase()} ` }));
    expect(res2.statusCode).toBe(409);
    expect(res2.json()).toEqual({ success: false, error: AGENCY_MESSAGES.nameTaken });
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('look-alikes of an active name are that name: registration, rename, the control center\'s edit and approval → 409', async () => {
    await approvedHospital('Lakeview Regional Hospital');
    const lookAlikes = [
      'Lakeview\u00a0Regional Hospital',
      'Lakeview Regional\u200b Hospital',
      'Lakeview  Regional Hospital',
      'Lakev\u0456ew Regional Hospital',
      'LAKEVIEW REGI0NAL HOSPITAL',
    ];
    for (const facilityName of lookAlikes) {
      const before = await tableCounts(t.db);
      const res = await call('POST', '/api/auth/healthcare/register', {}, healthcareRegistration({ facilityName }));
      expect(res.statusCode, JSON.stringify(facilityName)).toBe(409);
      expect(res.json().error).toBe(HOSPITAL_MESSAGES.nameTaken);
      expect(await tableCounts(t.db)).toEqual(before);
    }
    const other = await signedIn(t.app, t.db, 'HEALTHCARE');
    const renamed = await hospitalUpdate(other, { facilityName: lookAlikes[3] });
    expect(renamed.statusCode).toBe(409);
    expect((await hospitalOf(other.user.hospitalId!)).pendingName).toBeNull();
    const edited = await call('PUT', `/api/tcc/hospitals/${other.user.hospitalId}`, admin.auth, {
      name: lookAlikes.at(-1),
      address: '1 Main St',
      city: 'Pittsburgh',
      state: 'PA',
      zipCode: '15213',
      type: 'Hospital',
      region: 'West',
    });
    expect(edited.statusCode, edited.body).toBe(409);

    // a look-alike registered while the name was free cannot be approved once the name is active
    const first = await registerOrg(t, 'healthcare', { overrides: { facilityName: 'Brookside Family Clinic' } });
    const second = await registerOrg(t, 'healthcare', { overrides: { facilityName: 'Br\u043eokside Family Clinic' } });
    expect((await call('PUT', `/api/tcc/hospitals/${first.orgId}/approve`, admin.auth)).statusCode).toBe(200);
    const approved = await call('PUT', `/api/tcc/hospitals/${second.orgId}/approve`, admin.auth);
    expect(approved.statusCode).toBe(409);
    expect((await hospitalOf(second.orgId)).isActive).toBe(false);
  });

  it('a name is stored as people will read it: invisible characters dropped, spaces single, compatibility forms folded', async () => {
    const reg = await registerOrg(t, 'ems', { overrides: { agencyName: '  Ｓummit\u200b  Ridge\u00a0Ambulance ' } });
    expect((await agencyOf(reg.orgId)).name).toBe('Summit Ridge Ambulance');
  });

  it('a name with a line break is refused, naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/ems/register', payload: emsRegistration({ agencyName: 'Summit Ridge\r\nAmbulance' }) });
    expect(res.json()).toEqual({ success: false, error: HTTP_MESSAGES.lineBreaks('agencyName') });
  });

  it("an inactive organisation's name is free to take", async () => {
    const rejected = await registerOrg(t, 'ems', { overrides: { agencyName: 'Old Mill Ambulance' } });
    expect((await call('PUT', `/api/tcc/agencies/${rejected.orgId}/reject`, admin.auth)).statusCode).toBe(200);
    const dispatcher = await signedIn(t.app, t.db, 'EMS');
    const res = await agencyUpdate(dispatcher, await ownAgencyForm(dispatcher.user.agencyId!, { agencyName: 'OLD MILL AMBULANCE' }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await decide('agencies', dispatcher.user.agencyId!, 'approve-change')).json().data.name).toBe('OLD MILL AMBULANCE');
  });

  it('of two registrations with one name whatever the case, the second cannot be approved once the first is', async () => {
    const first = await registerOrg(t, 'healthcare', { overrides: { facilityName: 'Twin Rivers Clinic' } });
    const second = await registerOrg(t, 'healthcare', { overrides: { facilityName: 'TWIN RIVERS CLINIC' } });
    expect((await call('PUT', `/api/tcc/hospitals/${first.orgId}/approve`, admin.auth)).statusCode).toBe(200);
    await expectNothingChanged(t, () => hospitalOf(second.orgId), async () => {
      const res = await call('PUT', `/api/tcc/hospitals/${second.orgId}/approve`, admin.auth);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, error: HOSPITAL_MESSAGES.nameTaken });
    });
    expect(await hospitalOf(second.orgId)).toMatchObject({ isActive: false, requiresReview: true });

    const agencyFirst = await registerOrg(t, 'ems', { overrides: { agencyName: 'Hilltop Medical Transport' } });
    const agencySecond = await registerOrg(t, 'ems', { overrides: { agencyName: 'hilltop medical transport' } });
    expect((await call('PUT', `/api/tcc/agencies/${agencyFirst.orgId}/approve`, admin.auth)).statusCode).toBe(200);
    const res = await call('PUT', `/api/tcc/agencies/${agencySecond.orgId}/approve`, admin.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: AGENCY_MESSAGES.nameTaken });
  });
});

describe('who decides, and bad calls', () => {
  it.each(['USER', 'HEALTHCARE', 'EMS'] as const)('%s → 403 on approve-change and reject-change; no token → 401; nothing changes', async (role) => {
    const caller = await signedIn(t.app, t.db, role);
    const nurse = await signedIn(t.app, t.db, 'HEALTHCARE');
    const dispatcher = await signedIn(t.app, t.db, 'EMS');
    await hospitalUpdate(nurse, { facilityName: `Pending ${role} Facility` });
    await agencyUpdate(dispatcher, agencyForm({ agencyName: `Pending ${role} Agency` }));
    const targets = [`/api/tcc/hospitals/${nurse.user.hospitalId}`, `/api/tcc/agencies/${dispatcher.user.agencyId}`];
    const rows = async () => [await hospitalOf(nurse.user.hospitalId!), await agencyOf(dispatcher.user.agencyId!)];
    await expectNothingChanged(t, rows, async () => {
      for (const url of targets.flatMap((base) => [`${base}/approve-change`, `${base}/reject-change`])) {
        const res = await call('PUT', url, caller.auth);
        expect(res.statusCode, url).toBe(403);
        expect((await call('PUT', url, {})).statusCode).toBe(401);
      }
    });
    expect((await rows()).map((r) => r.pendingName)).toEqual([`Pending ${role} Facility`, `Pending ${role} Agency`]);
  });

  it('no change waiting → 409; an unknown or malformed id → 404; nothing changes', async () => {
    const nurse = await signedIn(t.app, t.db, 'HEALTHCARE');
    const dispatcher = await signedIn(t.app, t.db, 'EMS');
    await expectNothingChanged(t, async () => [await hospitalOf(nurse.user.hospitalId!), await agencyOf(dispatcher.user.agencyId!)], async () => {
      for (const [kind, id] of [['hospitals', nurse.user.hospitalId!], ['agencies', dispatcher.user.agencyId!]] as const) {
        for (const decision of ['approve-change', 'reject-change'] as const) {
          const res = await decide(kind, id, decision);
          expect(res.statusCode).toBe(409);
          expect(res.json()).toEqual({ success: false, error: IDENTITY_REVIEW_MESSAGES.noPendingChange });
        }
      }
      for (const id of [UNKNOWN_ID, NOT_A_UUID]) {
        expect((await decide('hospitals', id, 'approve-change')).json()).toEqual({ success: false, error: HOSPITAL_MESSAGES.notFound });
        expect((await decide('agencies', id, 'reject-change')).json()).toEqual({ success: false, error: AGENCY_MESSAGES.notFound });
        expect((await decide('hospitals', id, 'reject-change')).statusCode).toBe(404);
      }
    });
  });
});
