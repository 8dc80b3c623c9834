import { AUTH_MESSAGES, SCREEN } from '@/domain/common/messages';
import { NOTIFICATION_SETTINGS_SCREEN } from '@/domain/notifications/notification-settings';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { paths } from '@/web/app/paths';
import { UI } from '@/web/lib/ui-texts';
import { demoAccount } from '../support/accounts';
import { signInAs, storedSession, submitLogin } from '../support/session';
import { holdRoute } from '../support/hold-route';
import { expect, test } from '../support/test';

test.describe('control center: admin login at /login', () => {
  test('shows its title, e-mail, password, Sign in and both demo pairs in plain text', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.adminLoginTitle);
    await expect(page.getByLabel(UI.emailLabel, { exact: true })).toBeVisible();
    await expect(page.getByLabel(UI.passwordLabel, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: SCREEN.adminSignIn, exact: true })).toBeEnabled();
    const demo = page.getByRole('complementary', { name: UI.demoCredentials });
    for (const role of ['admin', 'user'] as const) {
      await expect(demo).toContainText(demoAccount(role).email);
      await expect(demo).toContainText(demoAccount(role).password);
    }
    await expect(demo).not.toContainText(demoAccount('healthcare').email);
  });

  test('opening /login clears the stored session', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 'old-token');
      localStorage.setItem('user', '{}');
    });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.adminLoginTitle);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  test('a wrong password shows the server’s message; a lost connection shows Login failed', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, demoAccount('admin').email, 'not-the-password', SCREEN.adminSignIn);
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.invalidCredentials);

    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: SCREEN.adminSignIn, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.loginFailed);
  });

  test('facility and agency accounts are sent to their own login', async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, demoAccount('healthcare').email, demoAccount('healthcare').password, SCREEN.adminSignIn);
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.wrongPortal);
    expect((await storedSession(page)).token).toBeNull();
  });

  test('the button reads Signing in... and is disabled while the call runs', async ({ page }) => {
    const release = await holdRoute(page, '**/api/auth/login');
    await page.goto('/login');
    await submitLogin(page, demoAccount('admin').email, demoAccount('admin').password, SCREEN.adminSignIn);
    await expect(page.getByRole('button', { name: SCREEN.signingIn })).toBeDisabled();
    release();
    await expect(page).toHaveURL('/dashboard');
  });
});

test.describe('control center: the administrator’s system dashboard', () => {
  test('the admin lands on /dashboard with every section, Settings and Financial included', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DASHBOARD_SECTIONS.overview);
    const nav = page.getByRole('navigation', { name: UI.mainNavigation });
    await expect(nav.getByRole('link')).toHaveText([
      DASHBOARD_SECTIONS.overview, DASHBOARD_SECTIONS.trips, DASHBOARD_SECTIONS.units, DASHBOARD_SECTIONS.liveMap, DASHBOARD_SECTIONS.hospitals, DASHBOARD_SECTIONS.agencies, DASHBOARD_SECTIONS.analytics, DASHBOARD_SECTIONS.routeOptimization, DASHBOARD_SECTIONS.notifications, DASHBOARD_SECTIONS.settings, DASHBOARD_SECTIONS.financial, DASHBOARD_SECTIONS.accessLog, DASHBOARD_SECTIONS.credentials,
    ]);
    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(JSON.parse(session.user!)).toMatchObject({ email: demoAccount('admin').email, userType: 'ADMIN' });
    await expect(page.getByText(demoAccount('admin').email)).toBeVisible();
  });

  test('the top bar names the current section; unbuilt sections say so honestly', async ({ page }) => {
    await signInAs(page, 'admin');
    const nav = page.getByRole('navigation', { name: UI.mainNavigation });
    await nav.getByRole('link', { name: DASHBOARD_SECTIONS.notifications }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DASHBOARD_SECTIONS.notifications);
    await expect(page.getByRole('heading', { name: NOTIFICATION_SETTINGS_SCREEN.title })).toBeVisible();
    // the agency dashboard and the facility portal are other roles' screens, not built into this shell
    await page.goto(paths.dashboard.emsDashboard);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DASHBOARD_SECTIONS.emsDashboard);
    await expect(page.getByText(UI.notAvailableTitle)).toBeVisible();
    await expect(page.getByText(UI.notAvailableBody(DASHBOARD_SECTIONS.emsDashboard))).toBeVisible();
    await nav.getByRole('link', { name: DASHBOARD_SECTIONS.financial }).click();
    await expect(page).toHaveURL('/dashboard/financial');
    await expect(page.getByText(SCREEN.financialTitle)).toBeVisible();

    await page.goto('/dashboard/hospitals/some-id');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DASHBOARD_SECTIONS.hospitals);
    for (const path of ['/dashboard/my-trips', '/dashboard/my-assignments']) {
      await page.goto(path);
      await expect(page.getByText(SCREEN.comingSoon)).toBeVisible();
    }
    await page.goto('/somewhere/else');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/dashboard/no-such-section');
    await expect(page).toHaveURL('/dashboard');
  });

  test('the session survives a reload', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.getByRole('link', { name: DASHBOARD_SECTIONS.units }).click();
    await page.reload();
    await expect(page).toHaveURL('/dashboard/units');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DASHBOARD_SECTIONS.units);
  });

  test('Sign out revokes the session on the server, clears storage and returns to the role selection', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    const { token } = await storedSession(page);
    await page.getByRole('button', { name: SCREEN.signOut }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.welcomeTitle);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
    const verify = await page.request.get('/api/auth/verify', { headers: { authorization: `Bearer ${token}` } });
    expect(verify.status()).toBe(401);
  });
});
