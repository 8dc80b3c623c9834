import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_REVIEW_MESSAGES as M } from '../../src/domain/identity-review';
import { AUTH_MESSAGES } from '../../src/domain/messages';
import { agencies, hospitals, notifications } from '../../src/server/db/schema';
import { emsRegistration, healthcareRegistration, signedIn, tableCounts } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { registerOrg } from './org-fixtures';

let t: TestApp;
type Caller = Awaited<ReturnType<typeof signedIn>>;
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
const facilityUpdate = (c: Caller, body: object) => call('PUT', '/api/auth/healthcare/facility/update', c.auth, body);
const agencyForm = (over: object = {}) => ({ agencyName: 'Keystone Medical Transport', contactName: 'Lee Park', email: 'ops@keystone.example.org', ...over });
const agencyUpdate = (c: Caller, body: object) => call('PUT', '/api/auth/ems/agency/update', c.auth, body);

describe("a facility's rename waits for the control center", () => {
  it('is held: the old name stays in force everywhere until an administrator approves it', async () => {
    const nurse = await signedIn(t.app, t.db, 'HEALTHCARE');
    const id = nurse.user.hospitalId!;
    const oldName = (await hospitalOf(id)).name;
    const res = await facilityUpdate(nurse, { facilityName: 'Riverside General Hospital East', phone: '(412) 555-0100' });
    expect(res.statusCode, res.body).toBe(200);
    // the phone is saved at once; the name only asked for
    expect(res.json().data).toMatchObject({ name: oldName, phone: '(412) 555-0100', pendingName: 'Riverside General Hospital East', pendingEmail: null });
    expect(res.json().user.facilityName).toBe(oldName);
    expect((await me(nurse)).facilityName).toBe(oldName);
    const listed = (await call('GET', `/api/tcc/hospitals/${id}`, admin.auth)).json().data;
    expect(listed).toMatchObject({ name: oldName, pendingName: 'Riverside General Hospital East', changeRequestedAt: expect.any(String) });
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, admin.user.id));
    expect(notices.map((n) => n.message)).toContainEqual(expect.stringContaining('Riverside General Hospital East'));

    const approved = await call('PUT', `/api/tcc/hospitals/${id}/approve-change`, admin.auth);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ name: 'Riverside General Hospital East', pendingName: null, changeRequestedAt: null });
    expect((await me(nurse)).facilityName).toBe('Riverside General Hospital East');
    expect(t.mails.some((m) => m.to.includes(nurse.user.email) && m.text.includes('approved'))).toBe(true);
  });

  it('a rejected rename leaves the name as it was; sending back the name in force withdraws a request', async () => {
    const nurse = await signedIn(t.app, t.db, 'HEALTHCARE');
    const id = nurse.user.hospitalId!;
    const oldName = (await hospitalOf(id)).name;
    await facilityUpdate(nurse, { facilityName: 'Some Other Name' });
    expect((await call('PUT', `/api/tcc/hospitals/${id}/reject-change`, admin.auth)).json().data).toMatchObject({ name: oldName, pendingName: null });

    await facilityUpdate(nurse, { facilityName: 'Yet Another Name' });
    const withdrawn = await facilityUpdate(nurse, { facilityName: oldName });
    expect(withdrawn.json().data).toMatchObject({ name: oldName, pendingName: null, changeRequestedAt: null });
  });
});

describe("an agency's name and e-mail", () => {
  it("an agency cannot take another active agency's name, whatever its case", async () => {
    const dispatcher = await signedIn(t.app, t.db, 'EMS');
    const other = await signedIn(t.app, t.db, 'EMS');
    const otherName = (await agencyOf(other.user.agencyId!)).name;
    const before = { counts: await tableCounts(t.db), row: await agencyOf(dispatcher.user.agencyId!) };
    const res = await agencyUpdate(dispatcher, agencyForm({ agencyName: otherName.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: M.agencyNameTaken });
    expect({ counts: await tableCounts(t.db), row: await agencyOf(dispatcher.user.agencyId!) }).toEqual(before);
  });

  it('a new e-mail is held too, and takes effect when approved', async () => {
    const dispatcher = await signedIn(t.app, t.db, 'EMS');
    const id = dispatcher.user.agencyId!;
    const res = await agencyUpdate(dispatcher, agencyForm({ agencyName: (await agencyOf(id)).name, email: 'New-Desk@Keystone.example.org' }));
    expect(res.json().data).toMatchObject({ email: null, pendingEmail: 'new-desk@keystone.example.org', pendingName: null });
    const approved = await call('PUT', `/api/tcc/agencies/${id}/approve-change`, admin.auth);
    expect(approved.json().data).toMatchObject({ contactInfo: { email: 'new-desk@keystone.example.org' }, pendingEmail: null });
  });

  it('approving a name another agency took meanwhile → 409, and nothing changes', async () => {
    const dispatcher = await signedIn(t.app, t.db, 'EMS');
    const id = dispatcher.user.agencyId!;
    await agencyUpdate(dispatcher, agencyForm({ agencyName: 'Metro Rapid Response' }));
    const created = await call('POST', '/api/tcc/agencies', admin.auth, { name: 'METRO RAPID RESPONSE', contactName: 'A. Admin', email: 'x@metro.example.org' });
    expect(created.statusCode, created.body).toBe(201);
    const before = await agencyOf(id);
    const res = await call('PUT', `/api/tcc/agencies/${id}/approve-change`, admin.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(M.agencyNameTaken);
    expect(await agencyOf(id)).toEqual(before);
  });

  it('the control center cannot give two active agencies one name either', async () => {
    const a = await signedIn(t.app, t.db, 'EMS');
    const b = await signedIn(t.app, t.db, 'EMS');
    const bName = (await agencyOf(b.user.agencyId!)).name;
    const res = await call('POST', '/api/tcc/agencies', admin.auth, { name: bName.toLowerCase(), contactName: 'A. Admin', email: 'y@x.example.org' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(M.agencyNameTaken);
    const edit = await call('PUT', `/api/tcc/agencies/${a.user.agencyId}`, admin.auth, { name: bName, contactName: 'A', email: 'a@x.example.org', serviceType: 'BLS' });
    expect(edit.statusCode, edit.body).toBe(409);
  });
});

describe('registration and review keep names unique among active organisations', () => {
  it("a registration with an active organisation's name → 409, whatever the case", async () => {
    const nurse = await signedIn(t.app, t.db, 'HEALTHCARE');
    const taken = (await hospitalOf(nurse.user.hospitalId!)).name;
    const before = await tableCounts(t.db);
    const res = await call('POST', '/api/auth/healthcare/register', {}, healthcareRegistration({ facilityName: taken.toLowerCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: M.facilityNameTaken });
    const agencyName = (await agencyOf((await signedIn(t.app, t.db, 'EMS')).user.agencyId!)).name;
    const res2 = await call('POST', '/api/auth/ems/register', {}, emsRegistration({ agencyName: ` ${agencyName.toUpperCase()} ` }));
    expect(res2.json()).toEqual({ success: false, error: M.agencyNameTaken });
    expect((await tableCounts(t.db)).hospitals).toBe(before.hospitals);
  });

  it('of two registrations with one name, the second cannot be approved once the first is', async () => {
    const first = await registerOrg(t, 'healthcare', { overrides: { facilityName: 'Twin Rivers Clinic' } });
    const second = await registerOrg(t, 'healthcare', { overrides: { facilityName: 'TWIN RIVERS CLINIC' } });
    expect((await call('PUT', `/api/tcc/hospitals/${first.orgId}/approve`, admin.auth)).statusCode).toBe(200);
    const res = await call('PUT', `/api/tcc/hospitals/${second.orgId}/approve`, admin.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(M.facilityNameTaken);
    expect(await hospitalOf(second.orgId)).toMatchObject({ isActive: false, requiresReview: true });
  });
});

describe('who decides, and bad calls', () => {
  it.each(['USER', 'HEALTHCARE', 'EMS'] as const)('%s → 403 on approve-change and reject-change; no token → 401', async (role) => {
    const caller = await signedIn(t.app, t.db, role);
    const nurse = await signedIn(t.app, t.db, 'HEALTHCARE');
    await facilityUpdate(nurse, { facilityName: `Pending ${role} Name` });
    const id = nurse.user.hospitalId!;
    for (const url of [`/api/tcc/hospitals/${id}/approve-change`, `/api/tcc/hospitals/${id}/reject-change`]) {
      expect((await call('PUT', url, caller.auth)).json()).toEqual({ success: false, error: AUTH_MESSAGES.forbidden });
      expect((await call('PUT', url, {})).statusCode).toBe(401);
    }
    expect((await hospitalOf(id)).pendingName).toBe(`Pending ${role} Name`);
  });

  it('no change waiting → 409; an unknown id → 404', async () => {
    const nurse = await signedIn(t.app, t.db, 'HEALTHCARE');
    const res = await call('PUT', `/api/tcc/hospitals/${nurse.user.hospitalId}/approve-change`, admin.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(M.noPendingChange);
    for (const url of ['/api/tcc/hospitals/00000000-0000-4000-8000-000000000000/approve-change', '/api/tcc/agencies/not-an-id/reject-change']) {
      expect((await call('PUT', url, admin.auth)).statusCode).toBe(404);
    }
  });
});
