import type { Page } from '@playwright/test';
import { ANALYTICS_SCREEN, BACKHAUL_PANEL_PAIRS } from '@/domain/analytics/analytics-texts';
import type { AgencyPerformance, PerformanceData, RevenueData, TripAnalytics } from '@/domain/analytics/analytics-answers';
import { UNITS_SCREEN } from '@/domain/portals/control-center-screens';
import { TRIP_STATUSES } from '@/domain/common/enums';
import type { BackhaulAnswer } from '@/domain/planning/backhaul-answers';
import { ROUTE_OPTIMIZATION_TEXTS } from '@/domain/planning/route-optimization-texts';
import { TRIP_STATUS_LABELS } from '@/domain/common/code-labels';
import { formatDay, formatMoney, formatPercent } from '@/web/lib/format';
import { authHeader, backhaulPairViaApi } from '../support/control-center-api';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const tile = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });
const isBackhaulCall = (url: string) => url.includes(`/api/optimize/backhaul?limit=${BACKHAUL_PANEL_PAIRS}`);
const backhaulAnswer = async (page: Page) => ((await (await page.waitForResponse((r) => isBackhaulCall(r.url()))).json()) as { data: BackhaulAnswer }).data;
/** The screen's latest backhaul answer, whenever it last asked (a tab shown again may use the answer it has). */
function latestBackhaulAnswer(page: Page): () => Promise<BackhaulAnswer> {
  let latest: Promise<BackhaulAnswer> | null = null;
  page.on('response', (r) => {
    if (isBackhaulCall(r.url())) latest = r.json().then((body: { data: BackhaulAnswer }) => body.data);
  });
  return () => latest ?? Promise.reject(new Error('the screen has not asked for backhaul pairs'));
}

/** Each pair of the answer, in its order, with its two requests and its own efficiency, distance and time window. */
async function expectPairsShown(page: Page, found: BackhaulAnswer) {
  const list = page.getByRole('list', { name: ANALYTICS_SCREEN.backhaulTitle });
  await expect(list.getByRole('listitem')).toHaveCount(found.pairs.length);
  for (const [i, p] of found.pairs.entries()) {
    const item = list.getByRole('listitem').nth(i);
    await expect(item).toHaveAccessibleName(ROUTE_OPTIMIZATION_TEXTS.pairLabel(p.request1.tripNumber, p.request2.tripNumber));
    for (const r of [p.request1, p.request2]) await expect(item).toContainText(`${r.tripNumber}${r.patientId}${r.transportLevel}`);
    await expect(item).toContainText(`${ROUTE_OPTIMIZATION_TEXTS.pairEfficiency}${ROUTE_OPTIMIZATION_TEXTS.pairEfficiencyValue(p.efficiency)}`);
    await expect(item).toContainText(`${ROUTE_OPTIMIZATION_TEXTS.pairDistance}${ROUTE_OPTIMIZATION_TEXTS.miles(p.distance)}`);
    await expect(item).toContainText(`${ROUTE_OPTIMIZATION_TEXTS.pairTimeWindow}${ROUTE_OPTIMIZATION_TEXTS.minutes(p.timeWindow)}`);
    await expect(item).toContainText(`${ROUTE_OPTIMIZATION_TEXTS.pairBonus}${formatMoney(p.revenueBonus)}`);
  }
  await expect(page.getByText(ANALYTICS_SCREEN.backhaulShown(found.pairs.length, found.total, found.requests))).toBeVisible();
}

/** The answer the screen received; when Chromium has already let go of its body, the same call made again. */
async function answer<T>(page: Page, path: string, timeframe: string): Promise<T> {
  const response = await page.waitForResponse((r) => r.url().includes(`${path}?timeframe=${timeframe}`));
  const body = await response
    .json()
    .catch(async () => (await page.request.get(response.url(), { headers: await response.request().allHeaders() })).json());
  return (body as { data: T }).data;
}

test.describe('control center: Analytics', () => {
  test('opens on the last 24 hours; the tiles show what the server computed for the window; another window shows its own figures', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    const trips = answer<TripAnalytics>(page, '/api/tcc/analytics/trips', '24h');
    const revenue = answer<RevenueData>(page, '/api/optimize/revenue', '24h');
    await page.goto('/dashboard/analytics');
    const t = await trips;
    const r = await revenue;
    await expect(page.getByLabel(ANALYTICS_SCREEN.windowLabel)).toHaveValue('24h');
    await expect(page.getByLabel(ANALYTICS_SCREEN.windowLabel).locator('option:checked')).toHaveText(ANALYTICS_SCREEN.windows['24h']);
    await expect(page.getByRole('tab', { name: ANALYTICS_SCREEN.tabs.overview, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(tile(page, ANALYTICS_SCREEN.requested)).toContainText(t.requested.toLocaleString());
    await expect(tile(page, ANALYTICS_SCREEN.completed)).toContainText(r.totalTrips.toLocaleString());
    await expect(tile(page, ANALYTICS_SCREEN.totalRevenue)).toContainText(formatMoney(r.totalRevenue));
    // each chart has its figures as a table for screen readers: a row per day, a column per status
    const chart = page.getByRole('table', { name: ANALYTICS_SCREEN.requestsPerDay });
    await expect(chart.getByRole('row')).toHaveCount(t.perDay.length + 1);
    await expect(chart.getByRole('columnheader')).toHaveText([ANALYTICS_SCREEN.chartDay, ...TRIP_STATUSES.map((s) => TRIP_STATUS_LABELS[s])]);
    const today = t.perDay.at(-1)!;
    await expect(chart.getByRole('row').last().getByRole('cell')).toHaveText([formatDay(today.date), ...TRIP_STATUSES.map((s) => today.byStatus[s].toLocaleString())]);

    // 30 days: new calls, and the tiles follow them; the window stays in the address
    const trips30 = answer<TripAnalytics>(page, '/api/tcc/analytics/trips', '30d');
    const revenue30 = answer<RevenueData>(page, '/api/optimize/revenue', '30d');
    await page.getByLabel(ANALYTICS_SCREEN.windowLabel).selectOption('30d');
    const t30 = await trips30;
    const r30 = await revenue30;
    expect(t30.requested).toBeGreaterThanOrEqual(t.requested);
    await expect(tile(page, ANALYTICS_SCREEN.requested)).toContainText(t30.requested.toLocaleString());
    await expect(tile(page, ANALYTICS_SCREEN.totalRevenue)).toContainText(formatMoney(r30.totalRevenue));
    await expect(page).toHaveURL(/window=30d/);

    await page.getByRole('tab', { name: ANALYTICS_SCREEN.tabs.revenue, exact: true }).click();
    await expect(tile(page, ANALYTICS_SCREEN.loadedMiles)).toContainText(r30.loadedMiles.toFixed(1));
  });

  test('Revenue Optimization and Unit Management list the first five backhaul pairs the server found, each with its own figures', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    // at least one pair: there and back between two places, ready ten minutes apart
    const [there, back] = await backhaulPairViaApi(page);
    const latest = latestBackhaulAnswer(page);
    const found = backhaulAnswer(page);
    const revenue = answer<RevenueData>(page, '/api/optimize/revenue', '24h');
    await page.goto('/dashboard/analytics');
    await page.getByRole('tab', { name: ANALYTICS_SCREEN.tabs.revenue, exact: true }).click();
    const pairs = await found;
    const r = await revenue;
    expect(pairs.total).toBeGreaterThan(0);
    expect(pairs.pairs.length).toBe(Math.min(BACKHAUL_PANEL_PAIRS, pairs.total));
    await expect(tile(page, ANALYTICS_SCREEN.totalRevenue)).toContainText(formatMoney(r.totalRevenue));
    await expectPairsShown(page, pairs);
    await expect(page.getByText(ANALYTICS_SCREEN.noBackhaulPairs)).toHaveCount(0);
    // the pair just made is among the pairs the server found
    const ours = await (await page.request.post('/api/optimize/backhaul', { headers: await authHeader(page), data: { requestIds: [there.id, back.id] } })).json();
    expect((ours as { data: BackhaulAnswer }).data.pairs.map((p) => ROUTE_OPTIMIZATION_TEXTS.pairLabel(p.request1.tripNumber, p.request2.tripNumber))).toContain(
      ROUTE_OPTIMIZATION_TEXTS.pairLabel(there.tripNumber, back.tripNumber),
    );

    // Unit Management shows the same panel
    await page.getByRole('tab', { name: ANALYTICS_SCREEN.tabs.units, exact: true }).click();
    await expect(tile(page, UNITS_SCREEN.cards.total)).toBeVisible();
    await expectPairsShown(page, await latest());
  });

  test('with no pending request to pair, the panel says there are none', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    await page.route(/\/api\/optimize\/backhaul\?/, (route) => route.fulfill({ json: { success: true, data: { pairs: [], total: 0, requests: 3 } } }));
    await page.goto('/dashboard/analytics');
    await page.getByRole('tab', { name: ANALYTICS_SCREEN.tabs.revenue, exact: true }).click();
    await expect(page.getByText(ANALYTICS_SCREEN.noBackhaulPairs)).toBeVisible();
    await expect(page.getByRole('list', { name: ANALYTICS_SCREEN.backhaulTitle })).toHaveCount(0);
  });

  test('Performance lists every agency of the window, sortable, as the server computed it', async ({ page }) => {
    await signInAs(page, 'user');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/dashboard/analytics?window=30d');
    const agencies = answer<AgencyPerformance>(page, '/api/tcc/analytics/agencies', '30d');
    const performance = answer<PerformanceData>(page, '/api/optimize/performance', '30d');
    await page.getByRole('tab', { name: ANALYTICS_SCREEN.tabs.performance, exact: true }).click();
    const rows = (await agencies).agencies;
    const p = await performance;
    expect(rows.length).toBeGreaterThan(0);
    if (p.onTimePickupRate !== null) await expect(tile(page, ANALYTICS_SCREEN.onTimePickup)).toContainText(formatPercent(p.onTimePickupRate));
    await expect(page.getByText(ANALYTICS_SCREEN.timedBySteps(p.timedBySteps, p.pickedUpTrips))).toBeVisible();
    await expect(tile(page, ANALYTICS_SCREEN.offersKept)).toContainText(ANALYTICS_SCREEN.offersKeptOf(p.offersKept, p.awardedOffers));
    if (p.offersKeptRate !== null) await expect(tile(page, ANALYTICS_SCREEN.offersKept)).toContainText(formatPercent(p.offersKeptRate));
    const table = page.getByRole('table', { name: ANALYTICS_SCREEN.agenciesTitle });
    await expect(table.getByRole('row')).toHaveCount(rows.length + 1);
    // sorted by revenue, highest first, after a click on its header
    await table.getByRole('button', { name: ANALYTICS_SCREEN.agencyColumns.revenue }).click();
    await expect(table.getByRole('columnheader', { name: ANALYTICS_SCREEN.agencyColumns.revenue })).toHaveAttribute('aria-sort', 'descending');
    const top = [...rows].sort((a, b) => b.revenue - a.revenue)[0]!;
    await expect(table.getByRole('row').nth(1)).toContainText(top.agencyName);
    await expect(table.getByRole('row').nth(1)).toContainText(formatMoney(top.revenue));
    await expect(page.getByRole('table', { name: ANALYTICS_SCREEN.hospitalsTitle })).toBeVisible();

    // Unit Management: the fleet's efficiency over the same window, said to be the window's
    await page.getByRole('tab', { name: ANALYTICS_SCREEN.tabs.units, exact: true }).click();
    const efficiency = tile(page, ANALYTICS_SCREEN.efficiency);
    await expect(efficiency).toContainText(p.efficiency === null ? '—' : formatPercent(p.efficiency));
    await expect(efficiency).toContainText(ANALYTICS_SCREEN.efficiencyInWindow);
  });
});
