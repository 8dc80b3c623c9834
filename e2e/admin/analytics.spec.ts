import type { Page } from '@playwright/test';
import { ANALYTICS_SCREEN as T } from '../../src/domain/analytics/analytics-texts';
import type { AgencyPerformance, PerformanceData, RevenueData, TripAnalytics } from '../../src/domain/analytics/api';
import { TRIP_STATUSES } from '../../src/domain/enums';
import { TRIP_STATUS_LABELS } from '../../src/domain/trip-management-texts';
import { formatDay, formatMoney, formatPercent } from '../../src/web/lib/format';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const tile = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
const answer = async <T,>(page: Page, path: string, timeframe: string) =>
  ((await (await page.waitForResponse((r) => r.url().includes(`${path}?timeframe=${timeframe}`))).json()) as { data: T }).data;

test.describe('control center: Analytics', () => {
  test('the tiles show what the server computed for the window; another window shows its own figures', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    const trips = answer<TripAnalytics>(page, '/api/tcc/analytics/trips', '7d');
    const revenue = answer<RevenueData>(page, '/api/optimize/revenue', '7d');
    await page.goto('/dashboard/analytics');
    const t = await trips;
    const r = await revenue;
    await expect(page.getByRole('tab', { name: T.tabs.overview, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(tile(page, T.requested)).toContainText(t.requested.toLocaleString());
    await expect(tile(page, T.completed)).toContainText(r.totalTrips.toLocaleString());
    await expect(tile(page, T.totalRevenue)).toContainText(formatMoney(r.totalRevenue));
    // each chart has its figures as a table for screen readers: a row per day, a column per status
    const chart = page.getByRole('table', { name: T.requestsPerDay });
    await expect(chart.getByRole('row')).toHaveCount(t.perDay.length + 1);
    await expect(chart.getByRole('columnheader')).toHaveText([T.chartDay, ...TRIP_STATUSES.map((s) => TRIP_STATUS_LABELS[s])]);
    const today = t.perDay.at(-1)!;
    await expect(chart.getByRole('row').last().getByRole('cell')).toHaveText([formatDay(today.date), ...TRIP_STATUSES.map((s) => today.byStatus[s].toLocaleString())]);

    // 30 days: new calls, and the tiles follow them; the window stays in the address
    const trips30 = answer<TripAnalytics>(page, '/api/tcc/analytics/trips', '30d');
    const revenue30 = answer<RevenueData>(page, '/api/optimize/revenue', '30d');
    await page.getByLabel(T.windowLabel).selectOption('30d');
    const t30 = await trips30;
    const r30 = await revenue30;
    expect(t30.requested).toBeGreaterThanOrEqual(t.requested);
    await expect(tile(page, T.requested)).toContainText(t30.requested.toLocaleString());
    await expect(tile(page, T.totalRevenue)).toContainText(formatMoney(r30.totalRevenue));
    await expect(page).toHaveURL(/window=30d/);

    await page.getByRole('tab', { name: T.tabs.revenue, exact: true }).click();
    await expect(tile(page, T.loadedMiles)).toContainText(r30.loadedMiles.toFixed(1));
    await expect(page.getByText(T.backhaulUnavailable)).toBeVisible();
  });

  test('Performance lists every agency of the window, sortable, as the server computed it', async ({ page }) => {
    await signInAs(page, 'user');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/dashboard/analytics?window=30d');
    const agencies = answer<AgencyPerformance>(page, '/api/tcc/analytics/agencies', '30d');
    const performance = answer<PerformanceData>(page, '/api/optimize/performance', '30d');
    await page.getByRole('tab', { name: T.tabs.performance, exact: true }).click();
    const rows = (await agencies).agencies;
    const p = await performance;
    expect(rows.length).toBeGreaterThan(0);
    if (p.onTimePickupRate !== null) await expect(tile(page, T.onTimePickup)).toContainText(formatPercent(p.onTimePickupRate));
    const table = page.getByRole('table', { name: T.agenciesTitle });
    await expect(table.getByRole('row')).toHaveCount(rows.length + 1);
    // sorted by revenue, highest first, after a click on its header
    await table.getByRole('button', { name: T.agencyColumns.revenue }).click();
    await expect(table.getByRole('columnheader', { name: T.agencyColumns.revenue })).toHaveAttribute('aria-sort', 'descending');
    const top = [...rows].sort((a, b) => b.revenue - a.revenue)[0]!;
    await expect(table.getByRole('row').nth(1)).toContainText(top.agencyName);
    await expect(table.getByRole('row').nth(1)).toContainText(formatMoney(top.revenue));
    await expect(page.getByRole('table', { name: T.facilitiesTitle })).toBeVisible();

    // Unit Management: the fleet's efficiency over the same window, said to be the window's
    await page.getByRole('tab', { name: T.tabs.units, exact: true }).click();
    const efficiency = tile(page, T.efficiency);
    await expect(efficiency).toContainText(p.efficiency === null ? '—' : formatPercent(p.efficiency));
    await expect(efficiency).toContainText(T.efficiencyInWindow);
  });
});
