import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '@/domain/common/messages';
import { agencies, hospitals, notifications, outbox as outboxTable, users } from '@/server/db/schema';
import { createUser, emsRegistration, healthcareRegistration, LOGIN_PATH, tableCounts } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const verificationLink = async (to: string) => {
  // mail is delivered a batch at a time, so a later mail to the same address may arrive first
  const link = /http:\/\/tcc\.test\/\?verify=([\w%-]+)/;
  const match = (await t.mailbox()).find((m) => m.to.includes(to) && link.test(m.text))?.text.match(link);
  return match ? decodeURIComponent(match[1]!) : undefined;
};
const approveHospital = (id: string) => t.db.update(hospitals).set({ isActive: true, requiresReview: false }).where(eq(hospitals.id, id));

describe('healthcare registration', () => {
  it('stores every field, awaits review, mails a verification link and tells the admins', async () => {
    const admin = await createUser(t.db, { userType: 'ADMIN' });
    const body = healthcareRegistration();
    const res = await post('/api/auth/healthcare/register', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });

    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(user).toMatchObject({ userType: 'HEALTHCARE', status: 'PENDING_VERIFICATION', name: body.name });
    const [hospital] = await t.db.select().from(hospitals).where(eq(hospitals.id, user!.hospitalId!));
    expect(hospital).toMatchObject({
      name: body.facilityName,
      type: body.facilityType,
      contactName: body.name,
      phone: '+14125550141',
      address: body.address,
      city: body.city,
      state: body.state,
      zipCode: body.zipCode,
      latitude: body.latitude,
      longitude: body.longitude,
      isActive: false,
      requiresReview: true,
    });

    expect(await verificationLink(body.email)).toEqual(expect.any(String));
    const [outbox] = await t.db.select().from(outboxTable).where(eq(outboxTable.to, body.email));
    expect(outbox).toMatchObject({ channel: 'EMAIL', status: 'SENT', subject: 'Verify your TCC account', attempts: 1 });
    const adminNotes = await t.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(adminNotes.map((n) => n.message)).toContainEqual(expect.stringContaining(body.facilityName));
  });

  it('accepts the spec client’s five fields alone', async () => {
    const { email, password, name, facilityName, facilityType } = healthcareRegistration();
    const res = await post('/api/auth/healthcare/register', { email, password, name, facilityName, facilityType });
    expect(res.statusCode).toBe(201);
  });

  it('walks the account from verification through approval to sign-in', async () => {
    const body = healthcareRegistration();
    await post('/api/auth/healthcare/register', body);
    const signIn = () => post(LOGIN_PATH.HEALTHCARE, { email: body.email, password: body.password });

    expect((await signIn()).json().error).toBe(AUTH_MESSAGES.awaitingVerification);

    const verified = await post('/api/auth/verify-email', { token: (await verificationLink(body.email))! });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.status).toBe('PENDING_APPROVAL');
    const pending = await signIn();
    expect(pending.statusCode).toBe(403);
    expect(pending.json().error).toBe(AUTH_MESSAGES.awaitingApproval);

    const reused = await post('/api/auth/verify-email', { token: (await verificationLink(body.email))! });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe(AUTH_MESSAGES.verificationInvalid);

    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    await approveHospital(user!.hospitalId!);
    await t.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, user!.id));
    const ok = await signIn();
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ facilityName: body.facilityName, userType: 'HEALTHCARE' });
  });

  it('verifying after the organisation was approved activates the account at once', async () => {
    const body = healthcareRegistration();
    await post('/api/auth/healthcare/register', body);
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    await approveHospital(user!.hospitalId!);
    const res = await post('/api/auth/verify-email', { token: (await verificationLink(body.email))! });
    expect(res.json().data.status).toBe('ACTIVE');
    expect((await post(LOGIN_PATH.HEALTHCARE, { email: body.email, password: body.password })).statusCode).toBe(200);
  });

  it('refuses a forged verification token', async () => {
    const res = await post('/api/auth/verify-email', { token: 'made-up-token' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: AUTH_MESSAGES.verificationInvalid });
  });
});

describe('EMS registration', () => {
  it('stores capabilities, hours and coordinates on an agency awaiting review', async () => {
    const body = emsRegistration();
    expect((await post('/api/auth/ems/register', body)).statusCode).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, user!.agencyId!));
    expect(agency).toMatchObject({
      name: body.agencyName,
      serviceType: body.serviceType,
      contactName: body.name,
      capabilities: ['BLS', 'ALS'],
      operatingHours: { start: '06:00', end: '22:00' },
      latitude: body.latitude,
      longitude: body.longitude,
      isActive: false,
      requiresReview: true,
    });
  });

  it('blank operating hours mean around the clock', async () => {
    const body = emsRegistration({ operatingHours: null });
    await post('/api/auth/ems/register', body);
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    const [agency] = await t.db.select().from(agencies).where(eq(agencies.id, user!.agencyId!));
    expect(agency!.operatingHours).toBeNull();
  });
});

describe('registration refuses bad input and changes nothing', () => {
  it.each([
    ['healthcare', { confirmPassword: 'something-else' }, REGISTRATION_MESSAGES.passwordsDoNotMatch],
    ['healthcare', { password: 'short', confirmPassword: 'short' }, REGISTRATION_MESSAGES.passwordTooShort],
    ['ems', { capabilities: [] }, REGISTRATION_MESSAGES.capabilityRequired],
    ['ems', { latitude: null }, REGISTRATION_MESSAGES.coordinatesRequired],
    ['healthcare', { latitude: 91 }, REGISTRATION_MESSAGES.latitudeRange],
    ['ems', { longitude: -180.5 }, REGISTRATION_MESSAGES.longitudeRange],
    ['healthcare', { facilityType: 'Spaceport' }, 'facilityType must be one of the listed choices'],
    ['healthcare', { facilityName: undefined }, 'facilityName is required'],
    ['ems', { latitude: '40.1' }, 'latitude must be a number'],
    ['ems', { email: 'nope' }, 'email must be a valid email address'],
    ['ems', { operatingHours: { start: '25:00', end: '10:00' } }, 'operatingHours.start: must be a time as HH:MM'],
  ] as const)('%s with %o → 400 %s', async (kind, overrides, error) => {
    const before = await tableCounts(t.db);
    const body = kind === 'healthcare' ? healthcareRegistration(overrides) : emsRegistration(overrides);
    const res = await post(`/api/auth/${kind}/register`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error });
    expect(await tableCounts(t.db)).toEqual(before);
  });

  it('checks in the spec’s order: mismatch before length before coordinates', async () => {
    const res = await post(
      '/api/auth/healthcare/register',
      healthcareRegistration({ password: 'short', confirmPassword: 'other', latitude: 500 }),
    );
    expect(res.json().error).toBe(REGISTRATION_MESSAGES.passwordsDoNotMatch);
  });

  it('an address that already has an account is answered like a new one, and only its owner hears of it', async () => {
    const first = healthcareRegistration();
    await post('/api/auth/healthcare/register', first);
    const fresh = await post('/api/auth/ems/register', emsRegistration());
    for (const [url, body] of [
      ['/api/auth/healthcare/register', healthcareRegistration({ email: first.email.toUpperCase() })],
      ['/api/auth/ems/register', emsRegistration({ email: first.email, agencyName: 'Impostor EMS' })],
    ] as const) {
      const before = await tableCounts(t.db);
      const sent = (await t.mailbox()).length;
      const res = await post(url, body);
      expect(res.statusCode).toBe(fresh.statusCode);
      expect(res.body).toBe(fresh.body);
      // nothing written but the owner's notice
      expect(await tableCounts(t.db)).toEqual({ ...before, mails: before.mails! + 1 });
      expect((await t.mailbox()).slice(sent).map((m) => m.to)).toEqual([[first.email]]);
    }
    const notice = (await t.mailbox()).at(-1)!.text;
    expect(notice).toContain('tried to register Impostor EMS with TCC using this e-mail address, which already has an account');
    expect(notice).not.toContain('?verify=');
  });

  it('two simultaneous sign-ups with one address: one account, both answered alike', async () => {
    const a = emsRegistration();
    const b = emsRegistration({ email: a.email });
    const results = await Promise.all([post('/api/auth/ems/register', a), post('/api/auth/ems/register', b)]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await t.db.select().from(users).where(eq(users.email, a.email))).toHaveLength(1);
  });
});
