import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_FAILURES, SSO_MESSAGES } from '@/domain/session/single-sign-on-texts';
import { hospitals, sessions, users } from '@/server/db/schema';
import { createUser, LOGIN_PATH, PASSWORD, signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { PROVIDER_CLIENT, startTestProvider, type TestProvider } from '../support/oidc-test-provider';

let t: TestApp;
let idp: TestProvider;
beforeAll(async () => {
  t = await startTestApp({ ssoAllowInsecure: true });
  idp = await startTestProvider({ redirectUris: [`${t.config.publicUrl}/api/auth/sso/callback`] });
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
});

let orgCounter = 0;
/** A facility whose staff sign in through the test provider, with a domain of its own. */
async function ssoFacility(choices: { autoJoin?: boolean; passwordSignIn?: boolean } = {}) {
  const admin = await signedIn(t.app, t.db, 'HEALTHCARE');
  const domain = `facility${++orgCounter}-${Date.now().toString(36)}.org`;
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/single-sign-on',
    headers: admin.auth,
    payload: { issuer: idp.issuer, clientId: PROVIDER_CLIENT.clientId, clientSecret: PROVIDER_CLIENT.clientSecret, domains: [domain], autoJoin: choices.autoJoin ?? false, passwordSignIn: choices.passwordSignIn ?? true, enabled: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  const found = await t.app.inject({ method: 'POST', url: '/api/auth/sso/find', payload: { email: `someone@${domain}` } });
  return { admin, domain, connectionId: found.json().data.connectionId as string, settings: res.json().data };
}

async function sessionCount() {
  return (await t.db.select({ id: sessions.id }).from(sessions)).length;
}

/** Start at TCC, sign in at the provider, come back: the fragment TCC's callback sends the browser to. */
async function ssoSignIn(connectionId: string, email: string, password = 'provider-pass', cookieOverride?: string) {
  const start = await t.app.inject({ method: 'POST', url: '/api/auth/sso/start', payload: { connectionId } });
  expect(start.statusCode).toBe(200);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  const back = await idp.signIn(start.json().data.url, email, password);
  expect(back.origin + back.pathname).toBe(`${t.config.publicUrl}/api/auth/sso/callback`);
  const callback = await t.app.inject({ url: back.pathname + back.search, headers: { cookie: cookieOverride ?? cookie } });
  expect(callback.statusCode).toBe(302);
  const landing = new URL(String(callback.headers.location));
  expect(landing.pathname).toBe('/sso');
  return new URLSearchParams(landing.hash.slice(1));
}

const exchange = (code: string) => t.app.inject({ method: 'POST', url: '/api/auth/sso/exchange', payload: { code } });

/** The control center's check that the organisation owns the domain. */
async function verifyDomain(connectionId: string, domain: string) {
  const center = await signedIn(t.app, t.db, 'ADMIN');
  const review = await t.app.inject({ method: 'PUT', url: `/api/tcc/single-sign-on/${connectionId}`, headers: center.auth, payload: { verifiedDomains: [domain], passwordSignIn: true } });
  expect(review.statusCode, review.body).toBe(200);
}

describe('an organisation connects its identity provider', () => {
  it('saves the provider, never answers the secret, and keeps it when left empty', async () => {
    const { admin, domain, settings } = await ssoFacility();
    expect(settings).toMatchObject({ configured: true, issuer: idp.issuer, hasClientSecret: true, domains: [{ domain, verified: false }], redirectUri: 'http://tcc.test/api/auth/sso/callback' });
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/single-sign-on',
      headers: admin.auth,
      payload: { issuer: idp.issuer, clientId: PROVIDER_CLIENT.clientId, clientSecret: '', domains: [domain], autoJoin: true, passwordSignIn: true, enabled: true },
    });
    expect(again.statusCode).toBe(200);
    const read = await t.app.inject({ url: '/api/single-sign-on', headers: admin.auth });
    expect(read.body).not.toContain(PROVIDER_CLIENT.clientSecret);
    expect(read.json().data).toMatchObject({ hasClientSecret: true, autoJoin: true });
  });

  it('refuses an issuer it cannot read, and a domain another organisation holds', async () => {
    const { domain } = await ssoFacility();
    const other = await signedIn(t.app, t.db, 'EMS');
    const base = { clientId: 'x', clientSecret: 'y', autoJoin: false, passwordSignIn: true, enabled: true };
    const unreadable = await t.app.inject({ method: 'PUT', url: '/api/single-sign-on', headers: other.auth, payload: { ...base, issuer: 'http://127.0.0.1:9/', domains: ['ems.example'] } });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().error).toBe(SSO_MESSAGES.unreachableIssuer);
    const taken = await t.app.inject({ method: 'PUT', url: '/api/single-sign-on', headers: other.auth, payload: { ...base, issuer: idp.issuer, domains: [domain] } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(SSO_MESSAGES.domainTaken);
  });

  it('is kept by facility and agency staff only; the control center reviews it', async () => {
    const admin = await signedIn(t.app, t.db, 'ADMIN');
    expect((await t.app.inject({ url: '/api/single-sign-on', headers: admin.auth })).statusCode).toBe(403);
    const hc = await signedIn(t.app, t.db, 'HEALTHCARE');
    expect((await t.app.inject({ url: '/api/tcc/single-sign-on', headers: hc.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/tcc/single-sign-on', headers: admin.auth })).statusCode).toBe(200);
  });

  it('finds the organisation by the e-mail domain, and nothing for another domain', async () => {
    const { domain, admin } = await ssoFacility();
    const found = await t.app.inject({ method: 'POST', url: '/api/auth/sso/find', payload: { email: `Nurse@${domain.toUpperCase()}` } });
    const [facility] = await t.db.select({ name: hospitals.name }).from(hospitals).where(eq(hospitals.id, admin.user.hospitalId!));
    expect(found.json().data).toEqual({ connectionId: expect.any(String), organisationName: facility!.name });
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/sso/find', payload: { email: 'nurse@nowhere.example' } });
    expect(none.json()).toEqual({ success: true, data: null });
  });
});

describe('OIDC sign-in', () => {
  it('a first sign-in joins as a pending account; once approved, the next opens a session with a one-time code', async () => {
    const { admin, domain, connectionId } = await ssoFacility();
    const email = `nurse@${domain}`;
    idp.account({ email, password: 'provider-pass', name: 'Night Nurse' });
    const before = await sessionCount();
    expect(Object.fromEntries(await ssoSignIn(connectionId, email))).toEqual({ error: 'awaitingApproval' });
    const [joined] = await t.db.select().from(users).where(eq(users.email, email));
    expect(joined).toMatchObject({ status: 'PENDING_APPROVAL', userType: 'HEALTHCARE', hospitalId: admin.user.hospitalId, name: 'Night Nurse' });
    expect(await sessionCount()).toBe(before);

    const pending = await t.app.inject({ url: '/api/single-sign-on', headers: admin.auth });
    expect(pending.json().data.pending).toEqual([{ id: joined!.id, name: 'Night Nurse', email }]);
    expect((await t.app.inject({ method: 'POST', url: `/api/single-sign-on/pending/${joined!.id}/approve`, headers: admin.auth })).statusCode).toBe(200);

    const code = (await ssoSignIn(connectionId, email)).get('code')!;
    const signedInRes = await exchange(code);
    expect(signedInRes.statusCode).toBe(200);
    expect(signedInRes.json()).toMatchObject({ success: true, token: expect.any(String), user: { email, userType: 'HEALTHCARE' } });
    const me = await t.app.inject({ url: '/api/auth/verify', headers: { authorization: `Bearer ${signedInRes.json().token}` } });
    expect(me.json().user.email).toBe(email);
    // the code works once
    expect((await exchange(code)).statusCode).toBe(401);
  });

  it('lets a newcomer in at once from a domain the control center verified, when the organisation chose automatic joining', async () => {
    const { domain, connectionId } = await ssoFacility({ autoJoin: true });
    const email = `medic@${domain}`;
    idp.account({ email, password: 'provider-pass', name: 'Medic' });
    // not yet verified: pending
    expect((await ssoSignIn(connectionId, email)).get('error')).toBe('awaitingApproval');
    await t.db.delete(users).where(eq(users.email, email));

    const center = await signedIn(t.app, t.db, 'ADMIN');
    const review = await t.app.inject({ method: 'PUT', url: `/api/tcc/single-sign-on/${connectionId}`, headers: center.auth, payload: { verifiedDomains: [domain], passwordSignIn: true } });
    expect(review.statusCode).toBe(200);
    expect(review.json().data.domains).toEqual([{ domain, verified: true }]);

    const code = (await ssoSignIn(connectionId, email)).get('code');
    expect(code).toEqual(expect.any(String));
    expect((await exchange(code!)).statusCode).toBe(200);
  });

  it('refuses a callback in a browser that did not start the sign-in', async () => {
    const { domain, connectionId } = await ssoFacility({ autoJoin: true });
    const email = `x@${domain}`;
    idp.account({ email, password: 'provider-pass', name: 'X' });
    expect((await ssoSignIn(connectionId, email, 'provider-pass', 'tcc_sso_state=someone-else')).get('error')).toBe('expired');
  });
});

describe('domain rules', () => {
  it('refuses an address outside the organisation\'s domains', async () => {
    const { connectionId } = await ssoFacility({ autoJoin: true });
    idp.account({ email: 'stranger@elsewhere.example', password: 'provider-pass', name: 'Stranger' });
    expect((await ssoSignIn(connectionId, 'stranger@elsewhere.example')).get('error')).toBe('domainNotOwned');
    expect(await t.db.select().from(users).where(eq(users.email, 'stranger@elsewhere.example'))).toEqual([]);
  });

  it('refuses an address the provider does not vouch for', async () => {
    const { domain, connectionId } = await ssoFacility({ autoJoin: true });
    idp.account({ email: `unverified@${domain}`, password: 'provider-pass', name: 'U', emailVerified: false });
    expect((await ssoSignIn(connectionId, `unverified@${domain}`)).get('error')).toBe('emailNotVerified');
  });

  it('never takes over an account of another organisation', async () => {
    const { domain, connectionId } = await ssoFacility({ autoJoin: true });
    const email = `moved@${domain}`;
    await createUser(t.db, { userType: 'EMS', email });
    idp.account({ email, password: 'provider-pass', name: 'Moved' });
    expect((await ssoSignIn(connectionId, email)).get('error')).toBe('otherOrganisation');
  });
});

describe('an account made before the organisation’s sign-in', () => {
  it('is linked to its person at the provider only from a verified domain, and a changed provider takes the verification away', async () => {
    const { admin, domain, connectionId } = await ssoFacility();
    const email = `veteran@${domain}`;
    await t.db.insert(users).values({ email, passwordHash: 'x', name: 'Veteran', userType: 'HEALTHCARE', status: 'ACTIVE', hospitalId: admin.user.hospitalId });
    idp.account({ email, password: 'provider-pass', name: 'Veteran' });
    const before = await sessionCount();
    expect(Object.fromEntries(await ssoSignIn(connectionId, email))).toEqual({ error: 'notLinked' });
    expect(await sessionCount()).toBe(before);

    await verifyDomain(connectionId, domain);
    expect((await exchange((await ssoSignIn(connectionId, email)).get('code')!)).statusCode).toBe(200);

    // the facility registers TCC anew (another client at its provider): its domain waits for the control center again
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/single-sign-on',
      headers: admin.auth,
      payload: { issuer: idp.issuer, clientId: 'another-client', clientSecret: '', domains: [domain], autoJoin: false, passwordSignIn: true, enabled: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.domains).toEqual([{ domain, verified: false }]);
    // the same provider and client saved again keep it
    await verifyDomain(connectionId, domain);
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/single-sign-on',
      headers: admin.auth,
      payload: { issuer: idp.issuer, clientId: 'another-client', clientSecret: '', domains: [domain], autoJoin: true, passwordSignIn: true, enabled: true },
    });
    expect(again.json().data.domains).toEqual([{ domain, verified: true }]);
  });
});

describe('an account disabled at the provider', () => {
  it('is refused by the provider, and TCC opens no session', async () => {
    const { admin, domain, connectionId } = await ssoFacility();
    const email = `gone@${domain}`;
    await t.db.insert(users).values({ email, passwordHash: 'x', name: 'Gone', userType: 'HEALTHCARE', status: 'ACTIVE', hospitalId: admin.user.hospitalId });
    idp.account({ email, password: 'provider-pass', name: 'Gone', disabled: true });
    const before = await sessionCount();
    expect(Object.fromEntries(await ssoSignIn(connectionId, email))).toEqual({ error: 'refused' });
    expect(await sessionCount()).toBe(before);
    expect(SSO_FAILURES.refused).toMatch(/switched off/);
  });

  it('an account TCC disabled is refused too, even with a code already handed out', async () => {
    const { admin, domain, connectionId } = await ssoFacility();
    const email = `off@${domain}`;
    const [user] = await t.db.insert(users).values({ email, passwordHash: 'x', name: 'Off', userType: 'HEALTHCARE', status: 'DISABLED', hospitalId: admin.user.hospitalId }).returning();
    idp.account({ email, password: 'provider-pass', name: 'Off' });
    expect((await ssoSignIn(connectionId, email)).get('error')).toBe('accountDisabled');
    await t.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, user!.id));
    await verifyDomain(connectionId, domain);
    const code = (await ssoSignIn(connectionId, email)).get('code')!;
    await t.db.update(users).set({ status: 'DISABLED' }).where(eq(users.id, user!.id));
    const res = await exchange(code);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(SSO_FAILURES.accountDisabled);
  });
});

describe('password sign-in turned off', () => {
  it("refuses the organisation's passwords, pointing to its own sign-in; the control center can turn them back on", async () => {
    const { admin, connectionId } = await ssoFacility({ passwordSignIn: false });
    const res = await t.app.inject({ method: 'POST', url: LOGIN_PATH.HEALTHCARE, payload: { email: admin.user.email, password: PASSWORD } });
    expect(res.statusCode).toBe(403);
    const [facility] = await t.db.select({ name: hospitals.name }).from(hospitals).where(eq(hospitals.id, admin.user.hospitalId!));
    expect(res.json().error).toBe(SSO_MESSAGES.passwordOff(facility!.name));
    // a wrong password still gets the usual answer, so the refusal tells nothing to someone without it
    const wrong = await t.app.inject({ method: 'POST', url: LOGIN_PATH.HEALTHCARE, payload: { email: admin.user.email, password: 'wrong-password-1' } });
    expect(wrong.statusCode).toBe(401);

    const center = await signedIn(t.app, t.db, 'ADMIN');
    await t.app.inject({ method: 'PUT', url: `/api/tcc/single-sign-on/${connectionId}`, headers: center.auth, payload: { verifiedDomains: [], passwordSignIn: true } });
    const again = await t.app.inject({ method: 'POST', url: LOGIN_PATH.HEALTHCARE, payload: { email: admin.user.email, password: PASSWORD } });
    expect(again.statusCode).toBe(200);
  });
});

describe('in production', () => {
  it('requires an https issuer on the public internet', async () => {
    const strict = await startTestApp({ ssoAllowInsecure: false });
    try {
      const hc = await signedIn(strict.app, strict.db, 'HEALTHCARE');
      const base = { clientId: 'x', clientSecret: 'y', domains: ['strict.example'], autoJoin: false, passwordSignIn: true, enabled: true };
      const http = await strict.app.inject({ method: 'PUT', url: '/api/single-sign-on', headers: hc.auth, payload: { ...base, issuer: idp.issuer } });
      expect(http.json().error).toBe(SSO_MESSAGES.insecureIssuer);
      const internal = await strict.app.inject({ method: 'PUT', url: '/api/single-sign-on', headers: hc.auth, payload: { ...base, issuer: 'https://127.0.0.1:8443/' } });
      expect(internal.statusCode).toBe(400);
      expect(internal.json().error).toBe(SSO_MESSAGES.privateIssuer);
    } finally {
      await strict.close();
    }
  });
});
