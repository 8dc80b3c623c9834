// The EMS agency dashboard at desktop and phone width, for a visual review (npm run shots; not part of npm test):
// npm run shots -- e2e/ems/screenshots.spec.ts
import type { Page } from '@playwright/test';
import { AGENCY_ANALYTICS_TEXTS, AGENCY_SETTINGS_TEXTS, AVAILABLE_TRIPS, EMS_OVERVIEW, MY_TRIPS } from '@/domain/portals/ems-dashboard-texts';
import { EMS_TABS, openDashboardTab, signInToDashboard } from '../support/ems-dashboard';
import { SHOT_VIEWPORTS, SHOTS_DIR, skipUnlessShooting } from '../support/shots';
import { expect, test } from '../support/test';

skipUnlessShooting();

for (const [device, viewport] of SHOT_VIEWPORTS) {
  test.describe(device, () => {
    test.use({ viewport });
    const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS_DIR}/${device}-ems-${name}.png`, fullPage: true });

    test('EMS agency dashboard', async ({ page }) => {
      test.setTimeout(90_000);
      await signInToDashboard(page);
      await expect(page.getByRole('list', { name: EMS_OVERVIEW.recentActivity })).toBeVisible();
      await expect(page.getByRole('group', { name: EMS_OVERVIEW.todaysRevenue })).not.toHaveAttribute('aria-busy');
      await shot(page, '80-overview');
      await openDashboardTab(page, EMS_TABS.availableTrips);
      await expect(page.getByRole('list', { name: AVAILABLE_TRIPS.title }).or(page.getByText(AVAILABLE_TRIPS.empty))).toBeVisible();
      await shot(page, '81-available');
      await openDashboardTab(page, EMS_TABS.myTrips);
      await expect(page.getByRole('list', { name: MY_TRIPS.title })).toBeVisible();
      await shot(page, '82-my-trips');
      await openDashboardTab(page, EMS_TABS.units);
      await expect(page.getByRole('table')).toBeVisible();
      await shot(page, '83-units');
      await openDashboardTab(page, EMS_TABS.analytics);
      await expect(page.getByRole('img')).toBeVisible();
      await shot(page, '84-analytics-overview');
      await page.getByRole('tab', { name: AGENCY_ANALYTICS_TEXTS.tabs.performance }).click();
      await shot(page, '85-analytics-performance');
      await page.getByRole('tab', { name: AGENCY_ANALYTICS_TEXTS.tabs.units }).click();
      await expect(page.getByRole('table')).toBeVisible();
      await shot(page, '86-analytics-units');
      await openDashboardTab(page, EMS_TABS.settings);
      await expect(page.getByLabel(AGENCY_SETTINGS_TEXTS.labels.agencyName, { exact: true })).not.toHaveValue('');
      await shot(page, '87-settings');
    });
  });
}
