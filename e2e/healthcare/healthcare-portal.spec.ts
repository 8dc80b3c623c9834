import { AUTH_MESSAGES, SCREEN } from '@/domain/common/messages';
import { LIVE_MAP_UI } from '@/web/lib/live-map-ui-texts';
import { ACCESS_LOG_TEXTS } from '@/domain/audit/access-log-texts';
import { HEALTHCARE_PORTAL } from '@/domain/portals/portal-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { demoAccount } from '../support/accounts';
import { signInAs, storedSession, submitLogin } from '../support/session';
import { holdRoute } from '../support/hold-route';
import { expect, test } from '../support/test';

test.describe('healthcare facility: login and portal shell', () => {
  test('the facility user lands on the portal: facility name, type, Healthcare Portal, user name and Sign out', async ({ page }) => {
    await signInAs(page, 'healthcare');
    await expect(page.getByRole('tab').first()).toBeVisible();
    const user = JSON.parse((await storedSession(page)).user ?? 'null') as { name: string; facilityName: string | null; facilityType: string | null; userType: string };
    expect(user.userType).toBe('HEALTHCARE');
    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(user.facilityName ?? HEALTHCARE_PORTAL.fallbackName);
    await expect(header).toContainText(HEALTHCARE_PORTAL.title);
    if (user.facilityType) await expect(header).toContainText(user.facilityType);
    await expect(header).toContainText(user.name);
    // the spec's tabs, with the live map's after Create Request and the access log's last
    const { overview, requests, createRequest, ...rest } = HEALTHCARE_PORTAL.tabs;
    await expect(page.getByRole('tab')).toHaveText([overview, requests, createRequest, LIVE_MAP_UI.tab, ...Object.values(rest), ACCESS_LOG_TEXTS.facilityTab]);
    await page.getByRole('tab', { name: HEALTHCARE_PORTAL.tabs.hospitalSettings }).click();
    await expect(page.getByRole('tabpanel')).toContainText(PORTAL_UI.options.instructions);

    await page.goto('/dashboard');
    await expect(page).toHaveURL('/');
    await expect(header.getByRole('heading', { level: 1 })).toBeVisible();

    await header.getByRole('button', { name: SCREEN.signOut }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.welcomeTitle);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  test('a wrong password shows the server’s words; an EMS account is sent to its own login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: SCREEN.healthcareLogin, exact: true }).click();
    await submitLogin(page, 'nobody@e2e.example.org', 'wrong-password', SCREEN.signIn);
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredentials);
    await submitLogin(page, demoAccount('ems').email, demoAccount('ems').password, SCREEN.signIn);
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.wrongPortal);
  });

  test('a lost connection shows the network error; Sign In reads Signing in... while busy', async ({ page }) => {
    const release = await holdRoute(page, '**/api/auth/healthcare/login', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await page.getByRole('button', { name: SCREEN.healthcareLogin, exact: true }).click();
    await submitLogin(page, demoAccount('healthcare').email, demoAccount('healthcare').password, SCREEN.signIn);
    await expect(page.getByRole('button', { name: SCREEN.signingIn })).toBeDisabled();
    release();
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.networkError);
  });

  test('a refusal without a message shows Login failed', async ({ page }) => {
    await page.route('**/api/auth/healthcare/login', (route) => route.fulfill({ status: 401, json: { success: false } }));
    await page.goto('/');
    await page.getByRole('button', { name: SCREEN.healthcareLogin, exact: true }).click();
    await submitLogin(page, demoAccount('healthcare').email, 'whatever-it-is', SCREEN.signIn);
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.loginFailed);
  });
});
