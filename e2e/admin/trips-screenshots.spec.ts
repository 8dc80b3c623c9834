// Trip Management at desktop and phone width, for a visual review (npm run shots; not part of npm test):
// npm run shots -- e2e/admin/trips-screenshots.spec.ts
import type { Page } from '@playwright/test';
import { ADMIN_TRIP_FORM, TRIP_MANAGEMENT } from '@/domain/trips/trip-management-texts';
import { blockMapTiles } from '../support/healthcare-portal';
import { signInAs } from '../support/session';
import { SHOT_VIEWPORTS, SHOTS_DIR, skipUnlessShooting } from '../support/shots';
import { expect, test } from '../support/test';

skipUnlessShooting();

for (const [device, viewport] of SHOT_VIEWPORTS) {
  test.describe(device, () => {
    test.use({ viewport });
    const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `${SHOTS_DIR}/${device}-trips-${name}.png`, fullPage });

    test('Trip Management screens', async ({ page }) => {
      test.setTimeout(90_000);
      await blockMapTiles(page);
      await signInAs(page, 'admin');
      await expect(page).toHaveURL('/dashboard');
      await page.goto('/dashboard/trips');
      await expect(page.getByRole('table', { name: TRIP_MANAGEMENT.tableLabel }).getByRole('row').nth(1)).toBeVisible();
      await shot(page, '60-list');
      await page.getByRole('button', { name: /^View trip / }).first().click();
      await expect(page.locator('dialog .leaflet-container')).toBeVisible();
      await shot(page, '61-details');
      await page.locator('dialog .overflow-y-auto').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await shot(page, '62-details-route');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: TRIP_MANAGEMENT.create }).click();
      await page.getByRole('region', { name: ADMIN_TRIP_FORM.title }).getByRole('button', { name: ADMIN_TRIP_FORM.submit }).click();
      await shot(page, '63-create-form');
      await page.getByRole('button', { name: ADMIN_TRIP_FORM.close }).click();
      if (device === 'phone') await page.getByRole('button', { name: new RegExp(`^${TRIP_MANAGEMENT.filters.toggle}`) }).click();
      await page.getByLabel(TRIP_MANAGEMENT.filters.search, { exact: true }).fill('no-such-trip');
      await expect(page.getByText(TRIP_MANAGEMENT.empty.title, { exact: true })).toBeVisible();
      await shot(page, '64-empty');
    });
  });
}
