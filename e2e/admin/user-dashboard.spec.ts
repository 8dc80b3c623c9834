import { COMMON_TEXTS } from '@/domain/portals/control-center-screens';
import { SCREEN } from '@/domain/common/messages';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { UI } from '@/web/lib/ui-texts';
import { demoAccount } from '../support/accounts';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

test.describe('control center: a standard user’s system dashboard', () => {
  test('lands on /dashboard without Settings and Financial; typing an admin page’s address is refused', async ({ page }) => {
    await signInAs(page, 'user');
    await expect(page).toHaveURL('/dashboard');
    const nav = page.getByRole('navigation', { name: UI.mainNavigation });
    await expect(nav.getByRole('link')).toHaveText([
      DASHBOARD_SECTIONS.overview, DASHBOARD_SECTIONS.trips, DASHBOARD_SECTIONS.units, DASHBOARD_SECTIONS.liveMap, DASHBOARD_SECTIONS.hospitals, DASHBOARD_SECTIONS.agencies, DASHBOARD_SECTIONS.analytics, DASHBOARD_SECTIONS.routeOptimization, DASHBOARD_SECTIONS.notifications, DASHBOARD_SECTIONS.credentials,
    ]);
    await expect(page.getByText(demoAccount('user').email)).toBeVisible();
    for (const [path, section] of [['/dashboard/settings', DASHBOARD_SECTIONS.settings], ['/dashboard/financial', DASHBOARD_SECTIONS.financial]] as const) {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('alert')).toContainText(COMMON_TEXTS.adminOnlyTitle);
      await expect(page.getByRole('alert')).toContainText(COMMON_TEXTS.adminOnlyBody(section));
    }
    await expect(page.getByText(SCREEN.financialTitle)).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);
  });

  test('on a phone the sidebar is a drawer behind the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAs(page, 'user');
    await expect(page.getByRole('navigation', { name: UI.mainNavigation })).toBeHidden();
    await page.getByRole('button', { name: UI.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: UI.mainNavigation });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: DASHBOARD_SECTIONS.analytics }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DASHBOARD_SECTIONS.analytics);

    await page.getByRole('button', { name: UI.openMenu }).click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: UI.openMenu }).click();
    await drawer.getByRole('button', { name: SCREEN.signOut }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.welcomeTitle);
  });
});
