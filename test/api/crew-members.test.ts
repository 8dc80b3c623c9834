import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { CREW_PATHS } from '@/domain/crew/crew-api';
import type { CrewMember } from '@/domain/crew/crew-member-answers';
import { CREW_MEMBER_MESSAGES, CREW_MEMBERS_PATH, crewInvitationPath, crewMemberPath } from '@/domain/crew/crew-member-forms';
import { crewShifts, tripSteps, users } from '@/server/db/schema';
import { insertUnit } from './fleet-fixtures';
import { signedIn, tableCounts } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { insertTrip } from './org-fixtures';
import { signedInCrew, signOnTo } from './crew-fixtures';

// An agency's crew members: added with an invitation to set a password, edited, disabled, removed, and scoped to it.

type Headers = Record<string, string>;
let t: TestApp;
let agencyA: { auth: Headers; agencyId: string };
let agencyB: { auth: Headers; agencyId: string };
let serial = 0;

beforeAll(async () => {
  t = await startTestApp();
  const [a, b] = await Promise.all([signedIn(t.app, t.db, 'EMS'), signedIn(t.app, t.db, 'EMS')]);
  agencyA = { auth: a.auth, agencyId: a.user.agencyId! };
  agencyB = { auth: b.auth, agencyId: b.user.agencyId! };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const newMember = (over: Record<string, unknown> = {}) => ({
  name: `Jordan Reyes ${++serial}`,
  email: `jordan.${serial}.${Date.now().toString(36)}@metro-ems.example`,
  certification: 'PARAMEDIC',
  ...over,
});

async function add(over: Record<string, unknown> = {}, who = agencyA.auth): Promise<CrewMember> {
  const res = await call('POST', CREW_MEMBERS_PATH, who, newMember(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as CrewMember;
}

/** The token of the newest invitation mailed to the address. */
async function invitationToken(email: string): Promise<string> {
  const mails = (await t.mailbox()).filter((m) => m.to.includes(email) && m.text.includes('?reset='));
  const match = mails.at(-1)?.text.match(/http:\/\/tcc\.test\/\?reset=([\w%-]+)/);
  if (!match) throw new Error(`no invitation for ${email}`);
  return decodeURIComponent(match[1]!);
}

const setPassword = (token: string, password = 'stretcher-bay-42') =>
  call('POST', '/api/auth/reset-password', {}, { token, password, confirmPassword: password });
const crewLogin = (email: string, password = 'stretcher-bay-42') => call('POST', CREW_PATHS.login, {}, { email, password });

describe('adding a crew member', () => {
  it('creates a CREW account of the agency and mails a link that sets the password for the crew sign-in', async () => {
    const member = await add({ certification: 'AEMT' });
    expect(member).toMatchObject({ certification: 'AEMT', isActive: true, lastLoginAt: null, currentUnit: null });
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({ userType: 'CREW', agencyId: agencyA.agencyId, status: 'ACTIVE' });
    // before the link is used, no password opens the account
    expect((await crewLogin(member.email)).statusCode).toBe(401);

    const mail = (await t.mailbox()).find((m) => m.to.includes(member.email))!;
    expect(mail.text).toContain('http://tcc.test/crew');
    expect(mail.text).toContain('7 days');
    const weak = await setPassword(await invitationToken(member.email), 'short');
    expect(weak.statusCode).toBe(400);
    expect((await setPassword(await invitationToken(member.email))).statusCode).toBe(200);
    const login = await crewLogin(member.email);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ userType: 'CREW', agencyId: agencyA.agencyId });

    const listed = (await call('GET', CREW_MEMBERS_PATH, agencyA.auth)).json().data as CrewMember[];
    expect(listed.find((m) => m.id === member.id)!.lastLoginAt).not.toBeNull();
  });

  it('refuses bad input and a taken address with the reason, creating nothing', async () => {
    const taken = await add();
    const before = await tableCounts(t.db);
    for (const [body, status, error] of [
      [newMember({ certification: 'DOCTOR' }), 400, /certification/],
      [newMember({ name: '  ' }), 400, /name/],
      [newMember({ email: 'not-an-email' }), 400, /email/],
      [newMember({ role: 'ADMIN' }), 400, /Unknown field: role/],
      [newMember({ email: taken.email.toUpperCase() }), 409, new RegExp(AUTH_MESSAGES.emailTaken)],
    ] as const) {
      const res = await call('POST', CREW_MEMBERS_PATH, agencyA.auth, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().error).toMatch(error);
    }
    expect(await tableCounts(t.db)).toEqual(before);
  });
});

describe("an agency's crew", () => {
  it("is its own: another agency's member is not found, and lists keep to the agency", async () => {
    const mine = await add();
    const theirs = await add({}, agencyB.auth);
    const listA = (await call('GET', CREW_MEMBERS_PATH, agencyA.auth)).json().data as CrewMember[];
    expect(listA.map((m) => m.id)).toContain(mine.id);
    expect(listA.map((m) => m.id)).not.toContain(theirs.id);
    for (const res of [
      await call('PUT', crewMemberPath(theirs.id), agencyA.auth, { name: 'Taken Over' }),
      await call('DELETE', crewMemberPath(theirs.id), agencyA.auth),
      await call('POST', crewInvitationPath(theirs.id), agencyA.auth),
      await call('PUT', crewMemberPath('not-an-id'), agencyA.auth, { name: 'X' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: CREW_MEMBER_MESSAGES.notFound });
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, theirs.id));
    expect(row!.name).toBe(theirs.name);
  });

  it('is for agencies alone', async () => {
    const [admin, nurse] = await Promise.all([signedIn(t.app, t.db, 'ADMIN'), signedIn(t.app, t.db, 'HEALTHCARE')]);
    for (const who of [admin.auth, nurse.auth]) expect((await call('GET', CREW_MEMBERS_PATH, who)).statusCode).toBe(403);
    expect((await call('POST', CREW_MEMBERS_PATH, {}, newMember())).statusCode).toBe(401);
  });
});

describe('editing a crew member', () => {
  it('changes the name and certification', async () => {
    const member = await add();
    const res = await call('PUT', crewMemberPath(member.id), agencyA.auth, { name: 'Sam Okafor', certification: 'CRITICAL_CARE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: member.id, name: 'Sam Okafor', certification: 'CRITICAL_CARE', email: member.email });
    expect((await call('PUT', crewMemberPath(member.id), agencyA.auth, { email: 'new@example.org' })).statusCode).toBe(400);
  });

  it('disabled, signs them out and off their unit at once and keeps them out until enabled again', async () => {
    const unit = await insertUnit(t.db, agencyA.agencyId);
    const crew = await signedInCrew(t.app, t.db, agencyA.agencyId);
    await signOnTo(t.app, crew.auth, unit.id);
    const off = await call('PUT', crewMemberPath(crew.user.id), agencyA.auth, { isActive: false });
    expect(off.json().data).toMatchObject({ isActive: false, currentUnit: null });
    expect((await call('GET', CREW_PATHS.shift, crew.auth)).statusCode).toBe(401);
    const refused = await crewLogin(crew.user.email, 'correct-horse-9');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(AUTH_MESSAGES.accountDisabled);
    const open = await t.db.select().from(crewShifts).where(eq(crewShifts.userId, crew.user.id));
    expect(open.every((s) => s.endedAt !== null)).toBe(true);
    const noLink = await call('POST', crewInvitationPath(crew.user.id), agencyA.auth);
    expect(noLink.statusCode).toBe(409);
    expect(noLink.json().error).toBe(CREW_MEMBER_MESSAGES.disabledNoInvitation);

    await call('PUT', crewMemberPath(crew.user.id), agencyA.auth, { isActive: true });
    expect((await crewLogin(crew.user.email, 'correct-horse-9')).statusCode).toBe(200);
  });
});

describe("an agency switched off and on by the control center", () => {
  it('leaves a crew member the agency disabled disabled', async () => {
    const [admin, dispatcher] = await Promise.all([signedIn(t.app, t.db, 'ADMIN'), signedIn(t.app, t.db, 'EMS')]);
    const agencyId = dispatcher.user.agencyId!;
    const crew = await signedInCrew(t.app, t.db, agencyId);
    await call('PUT', crewMemberPath(crew.user.id), dispatcher.auth, { isActive: false });
    const form = (isActive: boolean) => ({
      name: 'Allegheny Crew Test Ambulance',
      contactName: 'Renee Kowal',
      email: 'ops@allegheny-crew.example',
      phone: '+14125550177',
      address: '900 Ohio River Blvd',
      city: 'Bellevue',
      state: 'PA',
      zipCode: '15202',
      serviceType: 'BLS/ALS',
      capabilities: ['BLS', 'ALS'],
      isActive,
    });
    for (const isActive of [false, true]) {
      const res = await call('PUT', `/api/tcc/agencies/${agencyId}`, admin.auth, form(isActive));
      expect(res.statusCode, res.body).toBe(200);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, crew.user.id));
    expect(row!.status).toBe('DISABLED');
  });
});

describe('the invitation sent again', () => {
  it('mails a new link and the older one stops working', async () => {
    const member = await add();
    const first = await invitationToken(member.email);
    const again = await call('POST', crewInvitationPath(member.id), agencyA.auth);
    expect(again.json()).toEqual({ success: true });
    const second = await invitationToken(member.email);
    expect(second).not.toBe(first);
    expect((await setPassword(first)).statusCode).toBe(400);
    expect((await setPassword(second)).statusCode).toBe(200);
  });
});

describe('removing a crew member', () => {
  it('deletes the account and keeps the steps they recorded, under their name', async () => {
    const crew = await signedInCrew(t.app, t.db, agencyA.agencyId);
    const trip = await insertTrip(t.db, { status: 'ACCEPTED', assignedAgencyId: agencyA.agencyId });
    const stepId = crypto.randomUUID();
    await t.db.insert(tripSteps).values({
      id: stepId,
      tripId: trip.id,
      step: 'EN_ROUTE',
      recordedById: crew.user.id,
      recordedByName: crew.user.name,
      occurredAt: new Date(),
    });
    const res = await call('DELETE', crewMemberPath(crew.user.id), agencyA.auth);
    expect(res.json()).toEqual({ success: true });
    expect(await t.db.select().from(users).where(eq(users.id, crew.user.id))).toEqual([]);
    const [step] = await t.db.select().from(tripSteps).where(eq(tripSteps.id, stepId));
    expect(step).toMatchObject({ recordedById: null, recordedByName: crew.user.name });
    expect((await call('GET', CREW_PATHS.shift, crew.auth)).statusCode).toBe(401);
    expect((await call('DELETE', crewMemberPath(crew.user.id), agencyA.auth)).statusCode).toBe(404);
  });
});
