// Credentials that block: an agency records its crew members' and units' credentials; an expired one stops the crew
// member signing on and the unit being named for a trip by every path, in words; the agency is warned before.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { CREW_PATHS } from '@/domain/crew/crew-api';
import type { CredentialView } from '@/domain/credentials/credential-answers';
import { CREDENTIALS_PATH, credentialPath } from '@/domain/credentials/credential-forms';
import { CREDENTIAL_MESSAGES } from '@/domain/credentials/credential-rules';
import { PLAN_OFFERS_PATH } from '@/domain/planning/plan-offers';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { dateInZone } from '@/domain/trips/scheduled-time';
import { tripUnitPath } from '@/domain/units/unit-assignment';
import { notifications, units } from '@/server/db/schema';
import { signedInCrew, signOnTo } from './crew-fixtures';
import { signedInStaff, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();
let serial = 0;

// credentials are judged on the real clock's date at the control center (the test world's zone), so dates are relative to it
const today = () => dateInZone(new Date(), 'America/New_York');
const inDays = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function unit(agencyId = w.a.alsNear.id) {
  const [row] = await w.t.db.insert(units).values({ agencyId, unitNumber: `CR-${++serial}`, capabilities: ['ALS', 'STRETCHER'] }).returning();
  return row!;
}

async function record(who: Headers, body: Record<string, unknown>): Promise<CredentialView> {
  const res = await w.call('POST', CREDENTIALS_PATH, who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as CredentialView;
}

/** A request of hospital A offered to the near ALS agency (and the far one): its id. */
async function request(): Promise<string> {
  const res = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { transportLevel: 'ALS', selectedAgencies: [w.a.alsNear.id, w.a.alsFar.id], notificationRadius: 200 }));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as TripDetails).id;
}

const expiredMessage = (unitNumber: string, kind: 'INSURANCE' | 'INSPECTION', expiresOn: string) => CREDENTIAL_MESSAGES.unitExpired(unitNumber, { kind, expiresOn });

describe('a unit whose credential expired', () => {
  it('is refused by every path that names a unit for a trip, in words; a unit with valid or no credentials still goes', async () => {
    const lapsed = await unit();
    const expiresOn = inDays(-2);
    await record(w.ems, { unitId: lapsed.id, kind: 'INSURANCE', expiresOn, number: 'POL-1', issuer: 'Keystone Mutual' });
    await record(w.ems, { unitId: lapsed.id, kind: 'INSPECTION', expiresOn: inDays(200) });
    const words = expiredMessage(lapsed.unitNumber, 'INSURANCE', expiresOn);
    expect(words).toMatch(/^Unit CR-\d+'s insurance expired on \d{1,2} \w{3} \d{4}: it cannot be sent until it is renewed$/);

    // the agency's accept naming it
    const id = await request();
    const accept = await w.call('PUT', `/api/trips/${id}/status`, w.ems, { status: 'ACCEPTED', assignedUnitId: lapsed.id });
    expect(accept.statusCode, accept.body).toBe(409);
    expect(accept.json().error).toBe(words);

    // the spec's accept with a valid unit, then the agency naming the lapsed one in its place
    const valid = await unit();
    await record(w.ems, { unitId: valid.id, kind: 'REGISTRATION', expiresOn: inDays(90) });
    const ok = await w.call('PUT', `/api/trips/${id}/status`, w.ems, { status: 'ACCEPTED', assignedUnitId: valid.id });
    expect(ok.statusCode, ok.body).toBe(200);
    const swap = await w.call('PUT', tripUnitPath(id), w.ems, { unitId: lapsed.id });
    expect(swap.statusCode, swap.body).toBe(409);
    expect(swap.json().error).toBe(words);
    // a unit without any credential recorded goes as before
    const bare = await unit();
    const named = await w.call('PUT', tripUnitPath(id), w.ems, { unitId: bare.id });
    expect(named.statusCode, named.body).toBe(200);

    // the control center's phone acceptance for the agency
    const byPhone = await w.call('POST', `/api/trips/${await request()}/phone-acceptance`, w.user, { agencyId: w.a.alsNear.id, acceptedBy: 'Sam Ortiz', unitId: lapsed.id });
    expect(byPhone.statusCode, byPhone.body).toBe(409);
    expect(byPhone.json().error).toBe(words);

    // the route planner's offers skip it, saying why
    const planned = await request();
    const plan = await w.call('POST', PLAN_OFFERS_PATH, w.admin, { unitId: lapsed.id, requestIds: [planned] });
    expect(plan.statusCode, plan.body).toBe(200);
    expect(plan.json().data.skipped).toEqual([expect.objectContaining({ requestId: planned, reason: words })]);

    // the available units set it apart with the reason
    const available = await w.call('GET', '/api/units/available', w.ems);
    expect(available.statusCode, available.body).toBe(200);
    expect(available.json().data.map((u: { id: string }) => u.id)).not.toContain(lapsed.id);
    expect(available.json().unavailable).toContainEqual(expect.objectContaining({ id: lapsed.id, reason: words }));

    // renewed, it goes
    const [insurance] = (await w.call('GET', `${CREDENTIALS_PATH}?unitId=${lapsed.id}`, w.ems)).json().data as CredentialView[];
    expect(insurance).toMatchObject({ kind: 'INSURANCE', state: 'EXPIRED', daysLeft: -2, holder: { type: 'UNIT', id: lapsed.id, name: lapsed.unitNumber } });
    const renewed = await w.call('PUT', credentialPath(insurance!.id), w.ems, { kind: 'INSURANCE', expiresOn: inDays(365), number: 'POL-2' });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().data).toMatchObject({ state: 'VALID', daysLeft: 365, number: 'POL-2', issuer: null });
    const again = await w.call('PUT', tripUnitPath(id), w.ems, { unitId: lapsed.id });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('is not sent by an award when its credential lapsed after its agency offered it', async () => {
    const offeredUnit = await unit();
    const insurance = await record(w.ems, { unitId: offeredUnit.id, kind: 'INSURANCE', expiresOn: inDays(30) });
    const body = wizardBody(w, { transportLevel: 'ALS', selectedAgencies: [w.a.alsNear.id], acceptanceMode: 'COMPARE_OFFERS' });
    const created = await w.call('POST', '/api/trips/enhanced', w.nurse, body);
    expect(created.statusCode, created.body).toBe(201);
    const trip = created.json().data as TripDetails;
    const made = await w.call('PUT', `/api/trips/${trip.id}/offers/mine`, w.ems, { pickupTime: trip.scheduledTime, unitId: offeredUnit.id });
    expect(made.statusCode, made.body).toBe(200);
    const lapsedOn = inDays(-1);
    expect((await w.call('PUT', credentialPath(insurance.id), w.ems, { kind: 'INSURANCE', expiresOn: lapsedOn })).statusCode).toBe(200);

    const award = await w.call('POST', `/api/trips/${trip.id}/offers/${made.json().data.id}/award`, w.nurse);
    expect(award.statusCode, award.body).toBe(409);
    expect(award.json().error).toBe(expiredMessage(offeredUnit.unitNumber, 'INSURANCE', lapsedOn));
    expect((await w.call('GET', `/api/trips/${trip.id}`, w.nurse)).json().data).toMatchObject({ status: 'PENDING', assignedUnitId: null });
  });

  it('counts as valid on its expiry date itself', async () => {
    const lastDay = await unit();
    await record(w.ems, { unitId: lastDay.id, kind: 'INSPECTION', expiresOn: inDays(0) });
    const id = await request();
    const accept = await w.call('PUT', `/api/trips/${id}/status`, w.ems, { status: 'ACCEPTED', assignedUnitId: lastDay.id });
    expect(accept.statusCode, accept.body).toBe(200);
  });
});

describe('signing on with an expired credential', () => {
  it("refuses a crew member whose own credential expired, and anyone on a unit whose credential expired, in words", async () => {
    const member = await signedInCrew(w.t.app, w.t.db, w.a.alsNear.id, 'PARAMEDIC');
    const free = await unit();
    const cpr = await record(w.ems, { crewMemberId: member.user.id, kind: 'CPR', expiresOn: inDays(-1), issuer: 'American Heart Association' });
    const refused = await w.call('POST', CREW_PATHS.shift, member.auth, { unitId: free.id });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toBe(CREDENTIAL_MESSAGES.crewExpired({ kind: 'CPR', expiresOn: inDays(-1) }));
    expect(refused.json().error).toMatch(/^Your CPR certification expired on /);

    await w.call('PUT', credentialPath(cpr.id), w.ems, { kind: 'CPR', expiresOn: inDays(700) });
    const lapsed = await unit();
    await record(w.ems, { unitId: lapsed.id, kind: 'INSPECTION', expiresOn: inDays(-3) });
    const onLapsed = await w.call('POST', CREW_PATHS.shift, member.auth, { unitId: lapsed.id });
    expect(onLapsed.statusCode, onLapsed.body).toBe(409);
    expect(onLapsed.json().error).toBe(expiredMessage(lapsed.unitNumber, 'INSPECTION', inDays(-3)));
    await signOnTo(w.t.app, member.auth, free.id);
  });

  it('keeps the crew member without credentials signing on as before', async () => {
    const member = await signedInCrew(w.t.app, w.t.db, w.a.alsNear.id);
    await signOnTo(w.t.app, member.auth, (await unit()).id);
  });
});

describe('who reads and changes credentials', () => {
  it("lets an agency manage its own, the control center read every agency's, a crew member read their own; others get 404", async () => {
    const ours = await unit();
    const theirs = await unit(w.a.alsFar.id);
    const member = await signedInCrew(w.t.app, w.t.db, w.a.alsNear.id);
    const mine = await record(w.ems, { crewMemberId: member.user.id, kind: 'EMT', expiresOn: inDays(10), note: 'Refresher booked' });
    expect(mine).toMatchObject({ state: 'EXPIRING', daysLeft: 10, agencyName: 'Allegheny ALS', holder: { type: 'CREW_MEMBER', name: member.user.name } });
    const foreign = await record(w.emsFar, { unitId: theirs.id, kind: 'INSURANCE', expiresOn: inDays(-5) });
    await record(w.ems, { unitId: ours.id, kind: 'REGISTRATION', expiresOn: inDays(400) });

    // another agency's holders and credentials are not found
    for (const [method, url, body] of [
      ['GET', `${CREDENTIALS_PATH}?unitId=${theirs.id}`, undefined],
      ['POST', CREDENTIALS_PATH, { unitId: theirs.id, kind: 'INSURANCE', expiresOn: inDays(30) }],
      ['PUT', credentialPath(foreign.id), { kind: 'INSURANCE', expiresOn: inDays(30) }],
      ['DELETE', credentialPath(foreign.id), undefined],
    ] as const) {
      const res = await w.call(method, url, w.ems, body);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(404);
    }
    const ownList = (await w.call('GET', CREDENTIALS_PATH, w.ems)).json().data as CredentialView[];
    expect(ownList.every((c) => c.agencyId === w.a.alsNear.id)).toBe(true);

    // the control center reads the region's expired and expiring ones, across agencies, and changes none
    for (const who of [w.admin, w.user]) {
      const region = await w.call('GET', `${CREDENTIALS_PATH}?lapsing=true`, who);
      expect(region.statusCode, region.body).toBe(200);
      const rows = region.json().data as CredentialView[];
      expect(rows.map((c) => c.id)).toEqual(expect.arrayContaining([mine.id, foreign.id]));
      expect(rows.every((c) => c.daysLeft <= 30)).toBe(true);
      expect(rows.find((c) => c.id === foreign.id)).toMatchObject({ agencyName: 'Erie ALS', state: 'EXPIRED', daysLeft: -5 });
    }
    const adminWrite = await w.call('POST', CREDENTIALS_PATH, w.admin, { unitId: ours.id, kind: 'INSURANCE', expiresOn: inDays(30) });
    expect(adminWrite.statusCode).toBe(403);
    expect(adminWrite.json().error).toBe(AUTH_MESSAGES.forbidden);
    expect((await w.call('GET', CREDENTIALS_PATH, w.nurse)).statusCode).toBe(403);

    // a crew member reads their own alone
    const own = await w.call('GET', CREDENTIALS_PATH, member.auth);
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json().data as CredentialView[]).map((c) => c.id)).toEqual([mine.id]);
    expect((await w.call('GET', `${CREDENTIALS_PATH}?unitId=${ours.id}`, member.auth)).statusCode).toBe(404);
    expect((await w.call('POST', CREDENTIALS_PATH, member.auth, { crewMemberId: member.user.id, kind: 'CPR', expiresOn: inDays(30) })).statusCode).toBe(403);

    // the agency removes its own
    expect((await w.call('DELETE', credentialPath(mine.id), w.ems)).statusCode).toBe(200);
    expect((await w.call('GET', `${CREDENTIALS_PATH}?crewMemberId=${member.user.id}`, w.ems)).json().data).toEqual([]);
  });

  it('refuses a kind the holder cannot have, a date that is not one, and both or neither holder', async () => {
    const ours = await unit();
    const kind = await w.call('POST', CREDENTIALS_PATH, w.ems, { unitId: ours.id, kind: 'CPR', expiresOn: inDays(30) });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().error).toBe(CREDENTIAL_MESSAGES.kindNotForHolder('UNIT'));
    const date = await w.call('POST', CREDENTIALS_PATH, w.ems, { unitId: ours.id, kind: 'INSURANCE', expiresOn: '2026-02-30' });
    expect(date.statusCode).toBe(400);
    const neither = await w.call('POST', CREDENTIALS_PATH, w.ems, { kind: 'INSURANCE', expiresOn: inDays(30) });
    expect(neither.statusCode).toBe(400);
  });
});

describe('the warnings before expiry', () => {
  it('warn the agency once at 30 and once at 7 days, across repeated and simultaneous sweeps; a renewal starts over', async () => {
    const staff = await signedInStaff(w.t.app, w.t.db, 'EMS', { agencyId: w.a.blsMid.id });
    const van = await unit(w.a.blsMid.id);
    const soon = await record(staff.auth, { unitId: van.id, kind: 'INSURANCE', expiresOn: inDays(20) });
    await record(staff.auth, { unitId: van.id, kind: 'REGISTRATION', expiresOn: inDays(90) });
    const bell = async () =>
      (await w.t.db.select().from(notifications).where(and(eq(notifications.userId, staff.user.id), eq(notifications.title, CREDENTIAL_MESSAGES.warningTitle)))).map((n) => n.message);

    await Promise.all([w.t.app.credentialWarnings.sweep(), w.t.app.credentialWarnings.sweep()]);
    await w.t.app.credentialWarnings.sweep();
    expect(await bell()).toEqual([CREDENTIAL_MESSAGES.warning(`Unit ${van.unitNumber}`, { kind: 'INSURANCE', expiresOn: inDays(20) }, 20)]);

    // now within 7 days: the second warning, once
    await w.call('PUT', credentialPath(soon.id), staff.auth, { kind: 'INSURANCE', expiresOn: inDays(5) });
    await w.t.app.credentialWarnings.sweep();
    await w.t.app.credentialWarnings.sweep();
    const after = await bell();
    expect(after).toHaveLength(2);
    expect(after).toContain(CREDENTIAL_MESSAGES.warning(`Unit ${van.unitNumber}`, { kind: 'INSURANCE', expiresOn: inDays(5) }, 5));
  });
});
