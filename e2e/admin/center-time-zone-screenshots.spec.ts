// The control center's Settings with its Time Zone, desktop and phone width, for a visual review:
// npm run shots -- e2e/admin/center-time-zone-screenshots.spec.ts
import { CENTER_TIME_ZONE_UI } from '@/web/features/center-settings/center-settings-ui-texts';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const dir = process.env.TCC_SHOTS_DIR;
test.skip(!dir, 'set TCC_SHOTS_DIR to take screenshots');

for (const [device, width, height] of [['desktop', 1280, 800], ['phone', 375, 812]] as const) {
  test(`the Time Zone of the control center's Settings (${device})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/dashboard/settings');
    const panel = page.getByRole('region', { name: CENTER_TIME_ZONE_UI.title });
    await expect(panel.getByLabel(CENTER_TIME_ZONE_UI.label, { exact: true })).toBeVisible();
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/${device}-center-time-zone.png` });
    await panel.screenshot({ path: `${dir}/${device}-center-time-zone-panel.png` });
  });
}
