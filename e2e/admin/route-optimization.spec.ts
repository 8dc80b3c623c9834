import type { PerformanceData, RevenueData } from '@/domain/analytics/analytics-answers';
import { SYSTEM_PERFORMANCE_TEXTS } from '@/domain/analytics/analytics-texts';
import { formatMoney, formatPercent } from '@/web/lib/format';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const tile = (page: import('@playwright/test').Page, label: string) => page.getByRole('group', { name: label, exact: true });

test.describe('control center: Route Optimization', () => {
  for (const role of ['admin', 'user'] as const) {
    test(`${role}: System Performance Analytics shows the last 24 hours as the server computed them`, async ({ page }) => {
      await signInAs(page, role);
      await expect(page).toHaveURL('/dashboard');
      const revenueAnswer = page.waitForResponse((r) => r.url().includes('/api/optimize/revenue?timeframe=24h'));
      const performanceAnswer = page.waitForResponse((r) => r.url().includes('/api/optimize/performance?timeframe=24h'));
      await page.goto('/dashboard/route-optimization');
      const revenue = ((await (await revenueAnswer).json()) as { data: RevenueData }).data;
      const performance = ((await (await performanceAnswer).json()) as { data: PerformanceData }).data;
      // the whole system's figures, not one agency's
      expect(revenue.agencyId).toBeNull();
      await expect(page.getByRole('heading', { name: SYSTEM_PERFORMANCE_TEXTS.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: SYSTEM_PERFORMANCE_TEXTS.revenue })).toBeVisible();
      await expect(page.getByRole('heading', { name: SYSTEM_PERFORMANCE_TEXTS.performance })).toBeVisible();
      await expect(tile(page, SYSTEM_PERFORMANCE_TEXTS.totalRevenue)).toContainText(formatMoney(revenue.totalRevenue));
      await expect(tile(page, SYSTEM_PERFORMANCE_TEXTS.revenuePerHour)).toContainText(revenue.revenuePerHour === null ? '—' : formatMoney(revenue.revenuePerHour));
      await expect(tile(page, SYSTEM_PERFORMANCE_TEXTS.loadedMileRatio)).toContainText(revenue.loadedMileRatio === null ? '—' : formatPercent(revenue.loadedMileRatio));
      await expect(tile(page, SYSTEM_PERFORMANCE_TEXTS.totalTrips)).toContainText(performance.totalTrips.toLocaleString());
      await expect(tile(page, SYSTEM_PERFORMANCE_TEXTS.averageResponseTime)).toContainText(
        performance.averageResponseTime === null ? '—' : performance.averageResponseTime.toLocaleString(undefined, { maximumFractionDigits: 1 }),
      );
      await expect(tile(page, SYSTEM_PERFORMANCE_TEXTS.efficiency)).toContainText(performance.efficiency === null ? '—' : formatPercent(performance.efficiency));
    });
  }

  test('a failed call says so and Retry loads the figures', async ({ page }) => {
    let fail = true;
    await page.route(/\/api\/optimize\/revenue/, async (route) => (fail ? route.fulfill({ status: 500, json: { success: false } }) : route.continue()));
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/dashboard/route-optimization');
    await expect(page.getByRole('alert')).toContainText(SYSTEM_PERFORMANCE_TEXTS.loadFailed);
    fail = false;
    await page.getByRole('button', { name: SYSTEM_PERFORMANCE_TEXTS.retry }).click();
    await expect(tile(page, SYSTEM_PERFORMANCE_TEXTS.totalRevenue)).toContainText('$');
  });
});
