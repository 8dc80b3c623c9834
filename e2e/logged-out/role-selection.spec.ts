import { SCREEN } from '@/domain/common/messages';
import { UI } from '@/web/lib/ui-texts';
import { demoAccount } from '../support/accounts';
import { storedSession } from '../support/session';
import { expect, test } from '../support/test';

test.describe('logged-out app: role selection and the views it switches to', () => {
  test('the role selection shows its title, prompt, three logins, two account buttons and the clear-session link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.welcomeTitle);
    await expect(page.getByText(SCREEN.welcomePrompt, { exact: true })).toBeVisible();
    for (const name of [SCREEN.healthcareLogin, SCREEN.emsLogin, SCREEN.centerLogin, SCREEN.createHealthcare, SCREEN.createEms]) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: SCREEN.clearSession, exact: true })).toBeVisible();
    // nothing chosen yet, so nothing to go back to
    await expect(page.getByRole('button', { name: SCREEN.backToSelection })).toHaveCount(0);
  });

  for (const [button, role] of [
    [SCREEN.healthcareLogin, 'healthcare'],
    [SCREEN.emsLogin, 'ems'],
  ] as const) {
    test(`${button}: e-mail, password, Sign In, demo hint, and both ways back`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: button, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(button);
      await expect(page).toHaveURL('/'); // one view switched by state, not by path
      await expect(page.getByLabel(UI.emailLabel, { exact: true })).toHaveAttribute('type', 'email');
      await expect(page.getByLabel(UI.passwordLabel, { exact: true })).toHaveAttribute('type', 'password');
      await expect(page.getByRole('button', { name: SCREEN.signIn, exact: true })).toBeEnabled();

      const demo = page.getByRole('complementary', { name: UI.demoCredentials });
      await expect(demo).toContainText(demoAccount(role).email);
      await expect(demo).toContainText(demoAccount(role).password);
      await expect(demo).not.toContainText(demoAccount('admin').email);

      await page.getByRole('button', { name: SCREEN.backToLoginOptions }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.welcomeTitle);

      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByRole('button', { name: SCREEN.backToSelection }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.welcomeTitle);
    });
  }

  for (const [button, kind] of [
    [SCREEN.createHealthcare, 'healthcare'],
    [SCREEN.createEms, 'ems'],
  ] as const) {
    test(`${button} opens its registration, from the button and from ?register=${kind}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(button);
      await page.getByRole('button', { name: SCREEN.backToLoginSelection }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.welcomeTitle);

      await page.goto(`/?register=${kind}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(button);
      await expect(page.getByRole('button', { name: SCREEN.backToSelection })).toBeVisible();
      await page.getByRole('button', { name: SCREEN.backToSelection }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.welcomeTitle);
    });
  }

  test('Transport Center Login goes to the admin login at /login, with Back to Selection', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: SCREEN.centerLogin, exact: true }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.adminLoginTitle);

    // as after the other two choices, the top bar leads back to the role selection
    await page.getByRole('banner').getByRole('button', { name: SCREEN.backToSelection, exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.welcomeTitle);
    await expect(page.getByRole('button', { name: SCREEN.backToSelection })).toHaveCount(0);
  });

  test('Clear Session & Start Fresh drops the stored token and user', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 'left-over');
      localStorage.setItem('user', '{"name":"Someone"}');
    });
    await page.getByRole('button', { name: SCREEN.clearSession }).click();
    await expect(page.getByRole('status').filter({ hasText: UI.sessionCleared })).toBeVisible();
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  test('an unknown path while logged out shows the role selection', async ({ page }) => {
    await page.goto('/dashboard/trips');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.welcomeTitle);
  });

  test('demo credentials stay hidden when the server is not in demo mode', async ({ page }) => {
    await page.route('**/api/public/config', (route) =>
      route.fulfill({ json: { success: true, data: { demoMode: false, demoAccounts: [] } } }),
    );
    await page.goto('/');
    await page.getByRole('button', { name: SCREEN.healthcareLogin, exact: true }).click();
    await expect(page.getByRole('button', { name: SCREEN.signIn, exact: true })).toBeVisible();
    await expect(page.getByText(UI.demoCredentials)).toHaveCount(0);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: SCREEN.adminSignIn, exact: true })).toBeVisible();
    await expect(page.getByText(UI.demoCredentials)).toHaveCount(0);
  });
});
