import type { APIRequestContext } from '@playwright/test';
import { SCREEN } from '@/domain/common/messages';
import { SSO_FAILURES, SSO_MESSAGES, SSO_TEXTS } from '@/domain/session/single-sign-on-texts';
import { SSO_SETTINGS_TEXTS } from '@/domain/session/single-sign-on-settings-texts';
import { UI } from '@/web/lib/ui-texts';
import { PROVIDER_CLIENT, startTestProvider, type TestProvider } from '../../test/support/oidc-test-provider';
import { demoAccount } from '../support/accounts';
import { approvedHospitalAccount, openTab, PORTAL_TABS } from '../support/healthcare-portal';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { uniqueName } from '../support/org-api';
import { signInAs, storedSession, submitLogin } from '../support/session';
import { expect, test } from '../support/test';

// the test provider is plain http on 127.0.0.1: this spec's servers allow that (never in production)
test.use({ serverEnv: { SSO_ALLOW_INSECURE: 'true' } });
test.describe.configure({ mode: 'serial' });

const facilityName = uniqueName('Riverside Clinic');
const domain = `riverside${Date.now().toString(36)}.example.org`;
const nurse = { email: `nurse@${domain}`, password: 'provider-pass-1', name: 'Dana Night' };
const former = { email: `former@${domain}`, password: 'provider-pass-2', name: 'Former Nurse', disabled: true };
let idp: TestProvider;
let facilityAccount: { email: string; password: string };
let baseURL: string;

async function bearer(request: APIRequestContext, path: string, email: string, password: string) {
  const login = await request.post(path, { data: { email, password } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

test.beforeAll(async ({ playwright, workerServer, mailbox }) => {
  baseURL = workerServer.baseURL;
  idp = await startTestProvider({ redirectUris: [`${workerServer.baseURL}/api/auth/sso/callback`] });
  idp.account(nurse);
  idp.account(former);
  const request = await playwright.request.newContext({ baseURL: workerServer.baseURL });
  facilityAccount = await approvedHospitalAccount(request, mailbox, facilityName);
  // the facility connects its provider, and the control center verifies its domain so newcomers join at once
  const facility = await bearer(request, '/api/auth/healthcare/login', facilityAccount.email, facilityAccount.password);
  const saved = await request.put('/api/single-sign-on', {
    headers: facility,
    data: { issuer: idp.issuer, clientId: PROVIDER_CLIENT.clientId, clientSecret: PROVIDER_CLIENT.clientSecret, domains: [domain], autoJoin: true, passwordSignIn: true, enabled: true },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const admin = demoAccount('admin');
  const center = await bearer(request, '/api/auth/login', admin.email, admin.password);
  const list = (await (await request.get('/api/tcc/single-sign-on', { headers: center })).json()) as { data: { id: string; organisationName: string }[] };
  const connection = list.data.find((c) => c.organisationName === facilityName)!;
  const verified = await request.put(`/api/tcc/single-sign-on/${connection.id}`, { headers: center, data: { verifiedDomains: [domain], passwordSignIn: true } });
  expect(verified.status()).toBe(200);
  await request.dispose();
});

test.afterAll(async () => {
  await idp?.close();
});

/** The healthcare login with a work e-mail typed: the organisation's button appears under the password form. */
async function typeWorkEmail(page: import('@playwright/test').Page, email: string) {
  await page.goto('/');
  await page.getByRole('button', { name: SCREEN.healthcareLogin, exact: true }).click();
  await page.getByLabel(UI.emailLabel, { exact: true }).fill(email);
  const button = page.getByRole('button', { name: SSO_TEXTS.signInWith(facilityName), exact: true });
  await expect(button).toBeVisible();
  return button;
}

async function signInAtProvider(page: import('@playwright/test').Page, account: { email: string; password: string }) {
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByLabel('Work e-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in to the provider' }).click();
}

test.describe('healthcare facility: single sign-on', () => {
  test('a nurse signs in with her organisation: joins it at once and lands in the portal', async ({ page, baseURL }) => {
    const button = await typeWorkEmail(page, nurse.email);
    await button.click();
    await signInAtProvider(page, nurse);
    await expect(page.getByRole('tab', { name: PORTAL_TABS.overview })).toBeVisible();
    // the one-time code came in the fragment and is gone from the address
    expect(page.url()).toBe(`${baseURL}/`);
    const stored = await storedSession(page);
    expect(stored.token).toEqual(expect.any(String));
    expect(JSON.parse(stored.user!)).toMatchObject({ email: nurse.email, name: nurse.name, userType: 'HEALTHCARE', facilityName });
  });

  test('an account switched off at the provider gets a clear message and no session', async ({ page }) => {
    const button = await typeWorkEmail(page, former.email);
    await button.click();
    await signInAtProvider(page, former);
    await expect(page.getByText(SSO_FAILURES.refused)).toBeVisible();
    await expect(page.getByRole('link', { name: SSO_TEXTS.backToLogin })).toBeVisible();
    expect((await storedSession(page)).token).toBeNull();
  });

  test("the facility's Settings show its provider, its verified domain, and never the secret", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: SCREEN.healthcareLogin, exact: true }).click();
    await submitLogin(page, facilityAccount.email, facilityAccount.password, SCREEN.signIn);
    await openTab(page, PORTAL_TABS.settings);
    const panel = page.getByRole('region', { name: SSO_SETTINGS_TEXTS.settingsTitle });
    await expect(panel.getByLabel(SSO_SETTINGS_TEXTS.issuer)).toHaveValue(idp.issuer);
    await expect(panel.getByText(SSO_SETTINGS_TEXTS.clientSecretKept)).toBeVisible();
    await expect(panel.getByLabel(SSO_SETTINGS_TEXTS.clientSecret)).toHaveValue('');
    await expect(panel.getByRole('list', { name: SSO_SETTINGS_TEXTS.domainStates })).toContainText(`${domain} ${SSO_SETTINGS_TEXTS.verified}`);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await horizontalOverflow(page)).toEqual([]);
  });

  test('the login with the button fits 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await typeWorkEmail(page, nurse.email);
    expect(await horizontalOverflow(page)).toEqual([]);
  });

  test('with password sign-in turned off, the login points to the organisation; the control center turns it back on', async ({ page, playwright }) => {
    const request = await playwright.request.newContext({ baseURL });
    const facility = await bearer(request, '/api/auth/healthcare/login', facilityAccount.email, facilityAccount.password);
    const off = await request.put('/api/single-sign-on', {
      headers: facility,
      data: { issuer: idp.issuer, clientId: PROVIDER_CLIENT.clientId, clientSecret: '', domains: [domain], autoJoin: true, passwordSignIn: false, enabled: true },
    });
    expect(off.status()).toBe(200);
    await request.dispose();

    await page.goto('/');
    await page.getByRole('button', { name: SCREEN.healthcareLogin, exact: true }).click();
    await submitLogin(page, facilityAccount.email, facilityAccount.password, SCREEN.signIn);
    await expect(page.getByText(SSO_MESSAGES.passwordOff(facilityName))).toBeVisible();
    expect((await storedSession(page)).token).toBeNull();

    await signInAs(page, 'admin');
    await page.goto('/dashboard/settings');
    const panel = page.getByRole('region', { name: SSO_SETTINGS_TEXTS.reviewTitle });
    const row = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: facilityName }) });
    await expect(row.getByRole('switch', { name: SSO_SETTINGS_TEXTS.reviewDomainLabel(domain) })).toBeChecked();
    await row.getByRole('switch', { name: SSO_SETTINGS_TEXTS.passwordSignIn }).check();
    await row.getByRole('button', { name: SSO_SETTINGS_TEXTS.reviewSave }).click();
    await expect(row.getByText(SSO_SETTINGS_TEXTS.reviewSaved)).toBeVisible();

    const again = await page.request.post('/api/auth/healthcare/login', { data: facilityAccount });
    expect(again.status()).toBe(200);
  });
});
