// The control center's screens at desktop and phone width, for a visual review (npm run shots; not part of npm test):
// npm run shots -- e2e/admin/screenshots.spec.ts
import type { Page } from '@playwright/test';
import { NOTIFICATION_TEXTS, OVERVIEW_TEXTS, UNITS_SCREEN } from '@/domain/portals/control-center-screens';
import { ANALYTICS_SCREEN } from '@/domain/analytics/analytics-texts';
import { UI } from '@/web/lib/ui-texts';
import { backhaulPairViaApi } from '../support/control-center-api';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const dir = process.env.TCC_SHOTS_DIR;
test.skip(!dir, 'set TCC_SHOTS_DIR to take screenshots');

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 740 } } as const;

for (const device of ['desktop', 'phone'] as const) {
  test.describe(device, () => {
    test.use({ viewport: SIZES[device] });
    // whole pages on the desktop; on a phone what fits the screen, which is what a reviewer needs to see
    const shot = (page: Page, name: string, fullPage = device === 'desktop') =>
      page.screenshot({ path: `${dir}/${device}-cc-${name}.png`, fullPage });

    test('control center screens', async ({ page }) => {
      test.setTimeout(90_000);
      await signInAs(page, 'admin');
      await expect(page.getByRole('group', { name: OVERVIEW_TEXTS.tiles.units })).not.toHaveAttribute('aria-busy');
      await shot(page, '50-overview');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('dialog', { name: NOTIFICATION_TEXTS.bell })).toBeVisible();
      await shot(page, '51-notifications', false);
      await page.keyboard.press('Escape');

      await page.goto('/dashboard/units');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await shot(page, '52-units-all');
      await page.goto('/dashboard/units?view=manage');
      await expect(page.getByRole('button', { name: UNITS_SCREEN.addUnit })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await shot(page, '53-units-manage');
      await page.getByRole('button', { name: UNITS_SCREEN.addUnit }).click();
      await page.getByLabel('Custom', { exact: true }).check();
      await shot(page, '54-unit-form', false);
      await page.keyboard.press('Escape');

      await page.goto('/dashboard/settings');
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await shot(page, '55-users');
      await page.getByRole('button', { name: 'Add User' }).click();
      await shot(page, '56-user-form', false);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Edit / }).first().click();
      await shot(page, '57-user-edit', false);
      await page.keyboard.press('Escape');

      await backhaulPairViaApi(page);
      await page.goto('/dashboard/analytics');
      await page.getByRole('tab', { name: ANALYTICS_SCREEN.tabs.revenue, exact: true }).click();
      await expect(page.getByRole('list', { name: ANALYTICS_SCREEN.backhaulTitle })).toBeVisible();
      await shot(page, '57b-analytics-revenue', true);
      await page.getByRole('tab', { name: ANALYTICS_SCREEN.tabs.units, exact: true }).click();
      await expect(page.getByRole('list', { name: ANALYTICS_SCREEN.backhaulTitle })).toBeVisible();
      await shot(page, '57c-analytics-units', true);

      await page.goto('/dashboard/financial');
      await expect(page.getByRole('group', { name: 'Total revenue' })).not.toHaveAttribute('aria-busy');
      await shot(page, '58-financial');
      if (device === 'phone') {
        await page.getByRole('button', { name: UI.openMenu }).click();
        await shot(page, '59-drawer', false);
      }
    });
  });
}
