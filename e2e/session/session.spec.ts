import { SCREEN } from '@/domain/common/messages';
import { DASHBOARD_SECTIONS, EMS_DASHBOARD } from '@/domain/portals/portal-texts';
import { UI } from '@/web/lib/ui-texts';
import { returnToTab, signInAs, storedSession } from '../support/session';
import { holdRoute } from '../support/hold-route';
import { expect, test } from '../support/test';

test.describe('session: start-up check and the 401 rule', () => {
  test('a stored token the server refuses is cleared silently at start-up', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('token', 'forged.token.value');
      localStorage.setItem('user', JSON.stringify({ name: 'Mallory', userType: 'ADMIN' }));
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.welcomeTitle);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  test('a full-page spinner shows while the stored token is checked, then the signed-in screen', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    const release = await holdRoute(page, '**/api/auth/verify');
    await page.reload();
    await expect(page.getByRole('status')).toHaveText(UI.loading);
    await expect(page.getByRole('navigation', { name: UI.mainNavigation })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DASHBOARD_SECTIONS.overview);
  });

  test('a session revoked elsewhere ends here with the admin login and empty storage', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DASHBOARD_SECTIONS.overview);
    const { token } = await storedSession(page);
    // signed out from another device: the server refuses this token from now on
    const revoked = await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(revoked.ok()).toBe(true);

    await expect(async () => {
      await returnToTab(page);
      await expect(page).toHaveURL('/login', { timeout: 1000 });
    }).toPass();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.adminLoginTitle);
    await expect(page.getByRole('status').filter({ hasText: UI.sessionExpired })).toBeVisible();
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  test('a forged token on any call sends an agency user to the EMS Agency login, saying the session expired', async ({ page }) => {
    await signInAs(page, 'ems');
    // the logged-out screens have a banner too: wait for the agency dashboard itself before forging
    await expect(page.getByRole('banner')).toContainText(EMS_DASHBOARD.subtitle);
    await page.evaluate(() => localStorage.setItem('token', 'forged.token.value'));
    await expect(async () => {
      await returnToTab(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.emsLogin, { timeout: 1000 });
    }).toPass();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('status').filter({ hasText: UI.sessionExpired })).toBeVisible();
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });

  test('opening /login while signed in clears the session', async ({ page }) => {
    await signInAs(page, 'user');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.adminLoginTitle);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });
});
