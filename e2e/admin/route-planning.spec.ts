import { refusalInWords } from '@/domain/common/field-words';
import type { Locator, Page } from '@playwright/test';
import { LIST_PAGING_TEXTS } from '@/domain/common/list-paging';
import { OPTIMIZATION_MESSAGES } from '@/domain/planning/optimization-settings';
import type { OptimizationSettings } from '@/domain/planning/optimization-settings-answers';
import { ROUTE_OPTIMIZATION_MESSAGES } from '@/domain/planning/route-optimization';
import type { BackhaulAnswer } from '@/domain/planning/backhaul-answers';
import { ROUTE_OPTIMIZATION_TEXTS } from '@/domain/planning/route-optimization-texts';
import type { TripListAnswer } from '@/domain/trips/trip-answers';
import type { RoutePlan } from '@/planner/route/types';
import { formatMoney } from '@/web/lib/format';
import { LIST_PAGE_SIZE } from '@/web/lib/use-list-page';
import { authHeader } from '../support/control-center-api';
import { availableUnits, basicLifeSupportUnit, pendingRequestsSoon, requestCheckbox } from '../support/route-planning';
import { cancelRequests, remoteHospital, unofferedRequests } from '../support/unoffered-requests';
import { screenSettled } from '../support/screen-settled';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const PAGE = '/dashboard/route-optimization';
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const tile = (scope: Locator, label: string) => scope.getByRole('group', { name: label, exact: true });

async function openPlanner(page: Page, role: 'admin' | 'user' = 'admin') {
  await signInAs(page, role);
  await expect(page).toHaveURL('/dashboard');
  await page.goto(PAGE);
  await expect(page.getByLabel(ROUTE_OPTIMIZATION_TEXTS.selectUnit, { exact: true })).toBeVisible();
  await screenSettled(page);
}

test.describe('control center: Route Optimization planning', () => {
  // two of these tests change the control center's settings, which the others read, and one makes (then cancels) more
  // than a page of pending requests, which the others' Select all would catch
  test.describe.configure({ mode: 'serial' });

  test('the admin picks a unit and three requests, optimizes, and sees the legs in order, the totals and the route on the map', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    const unit = basicLifeSupportUnit(await availableUnits(page.request, await authHeader(page)));
    const trips = await pendingRequestsSoon(page.request, unit.agencyName, [40, 100, 160]);
    const pendingList = page.waitForResponse((r) => /\/api\/trips\?.*status=PENDING/.test(r.url()));
    await page.goto(PAGE);
    await screenSettled(page);

    // the spec's texts when the selection falls short
    await button(page, ROUTE_OPTIMIZATION_TEXTS.optimize).click();
    await expect(page.getByRole('alert')).toHaveText(ROUTE_OPTIMIZATION_MESSAGES.selectUnitAndRequest);
    await button(page, ROUTE_OPTIMIZATION_TEXTS.backhaul).click();
    await expect(page.getByRole('alert')).toHaveText(ROUTE_OPTIMIZATION_MESSAGES.selectTwoRequests);

    await page.getByLabel(ROUTE_OPTIMIZATION_TEXTS.selectUnit, { exact: true }).selectOption(unit.id);
    // the control center sees every agency's units: the option names the agency and the level of care
    await expect(page.getByLabel(ROUTE_OPTIMIZATION_TEXTS.selectUnit, { exact: true }).locator('option:checked')).toHaveText(ROUTE_OPTIMIZATION_TEXTS.unitOption(unit.unitNumber, unit.agencyName, unit.levelOfCare));
    await button(page, ROUTE_OPTIMIZATION_TEXTS.optimize).click();
    await expect(page.getByRole('alert')).toHaveText(ROUTE_OPTIMIZATION_MESSAGES.selectUnitAndRequest);
    for (const trip of trips) await requestCheckbox(page, trip.tripNumber).check();
    // of every pending request, on this page of the checklist or another
    const listed = ((await (await pendingList).json()) as TripListAnswer).total;
    await expect(page.getByRole('status').filter({ hasText: ROUTE_OPTIMIZATION_TEXTS.selectedCount(3, listed) })).toBeVisible();

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/optimize/routes') && r.request().method() === 'POST');
    await button(page, ROUTE_OPTIMIZATION_TEXTS.optimize).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    // the checklist lists the soonest first, so the three go in the order they are ready
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({ unitId: unit.id, requestIds: trips.map((t) => t.id) });
    const plan = ((await response.json()) as { data: RoutePlan }).data;
    expect(plan.sequence.length, 'the unit carries at least one of its own requests').toBeGreaterThan(0);

    const results = page.getByRole('region', { name: new RegExp(`^${ROUTE_OPTIMIZATION_TEXTS.resultsTitle}`) });
    await expect(results).toBeVisible();
    await expect(tile(results, ROUTE_OPTIMIZATION_TEXTS.totalRevenue)).toContainText(formatMoney(plan.totals.revenue));
    await expect(tile(results, ROUTE_OPTIMIZATION_TEXTS.totalDistance)).toContainText(ROUTE_OPTIMIZATION_TEXTS.miles(plan.totals.distance));
    await expect(tile(results, ROUTE_OPTIMIZATION_TEXTS.totalTime)).toContainText(ROUTE_OPTIMIZATION_TEXTS.hoursMinutes(plan.totals.time));
    await expect(results).toContainText(plan.exact ? ROUTE_OPTIMIZATION_TEXTS.exact : ROUTE_OPTIMIZATION_TEXTS.heuristic);

    // every leg in the order driven: a pickup, then its drop-off, by trip number and patient id
    const byId = new Map(trips.map((t) => [t.id, t]));
    const legs = results.getByRole('list', { name: ROUTE_OPTIMIZATION_TEXTS.stopsTitle }).getByRole('listitem');
    await expect(legs).toHaveCount(plan.legs.length);
    for (const [i, leg] of plan.legs.entries()) {
      const trip = byId.get(leg.toRequestId)!;
      await expect(legs.nth(i)).toContainText(`${leg.toStop === 'pickup' ? ROUTE_OPTIMIZATION_TEXTS.pickup : ROUTE_OPTIMIZATION_TEXTS.dropoff} ${trip.tripNumber} (${trip.patientId})`);
      await expect(legs.nth(i)).toContainText(ROUTE_OPTIMIZATION_TEXTS.legMiles(leg.miles, leg.minutes));
      await expect(legs.nth(i)).toContainText(leg.kind === 'loaded' ? ROUTE_OPTIMIZATION_TEXTS.loaded : ROUTE_OPTIMIZATION_TEXTS.deadhead);
    }
    for (const left of plan.leftOut) await expect(results.getByRole('list', { name: ROUTE_OPTIMIZATION_TEXTS.leftOutTitle })).toContainText(left.reason);

    // the route on the map: a line per leg, the unit's position and a marker per stop, drawn without tiles
    const map = results.getByRole('figure', { name: ROUTE_OPTIMIZATION_TEXTS.mapLabel });
    await expect(map).toBeVisible();
    await expect(map.locator('svg path')).toHaveCount(plan.legs.length * 2 + 1);
  });

  test('Analyze Backhaul shows the server’s pairs best first', async ({ page }) => {
    await openPlanner(page);
    await button(page, ROUTE_OPTIMIZATION_TEXTS.selectAll).click();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/optimize/backhaul') && r.request().method() === 'POST');
    await button(page, ROUTE_OPTIMIZATION_TEXTS.backhaul).click();
    const backhaul = ((await (await answer).json()) as { data: BackhaulAnswer }).data;
    const region = page.getByRole('region', { name: ROUTE_OPTIMIZATION_TEXTS.backhaulTitle });
    if (backhaul.pairs.length === 0) {
      await expect(region).toContainText(ROUTE_OPTIMIZATION_TEXTS.noPairs);
      return;
    }
    const pairs = region.getByRole('list', { name: ROUTE_OPTIMIZATION_TEXTS.backhaulTitle }).getByRole('listitem');
    // the best few first, the rest on request
    await expect(pairs).toHaveCount(Math.min(backhaul.pairs.length, 6));
    if (backhaul.pairs.length > 6) {
      await region.getByRole('button', { name: ROUTE_OPTIMIZATION_TEXTS.showAllPairs(backhaul.pairs.length) }).click();
      await expect(pairs).toHaveCount(backhaul.pairs.length);
    }
    const best = backhaul.pairs[0]!;
    const first = pairs.first();
    await expect(first).toHaveAccessibleName(`${best.request1.tripNumber} ${ROUTE_OPTIMIZATION_TEXTS.pairThen} ${best.request2.tripNumber}`);
    await expect(first).toContainText(best.request1.patientId);
    await expect(first).toContainText(best.request2.patientId);
    await expect(first).toContainText(ROUTE_OPTIMIZATION_TEXTS.miles(best.distance));
    await expect(first).toContainText(ROUTE_OPTIMIZATION_TEXTS.minutes(best.timeWindow));
    await expect(first).toContainText(formatMoney(best.revenueBonus));
  });

  test('the admin saves the settings: an interval outside 10–300 gets the server’s text, a good one is kept', async ({ page }) => {
    await openPlanner(page);
    const headers = await authHeader(page);
    const before = ((await (await page.request.get('/api/optimize/settings', { headers })).json()) as { data: OptimizationSettings }).data;
    try {
      const toggle = button(page, ROUTE_OPTIMIZATION_TEXTS.settings);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const interval = page.getByLabel(ROUTE_OPTIMIZATION_TEXTS.refreshInterval);
      const auto = page.getByRole('checkbox', { name: ROUTE_OPTIMIZATION_TEXTS.autoOptimize });
      await expect(interval).toHaveValue(String(before.refreshInterval));

      await interval.fill('5');
      await button(page, ROUTE_OPTIMIZATION_TEXTS.saveSettings).click();
      await expect(page.getByText(refusalInWords(OPTIMIZATION_MESSAGES.refreshInterval))).toBeVisible();
      await expect(interval).toHaveAttribute('aria-invalid', 'true');

      await interval.fill('45');
      await auto.setChecked(!before.autoOptimize);
      await button(page, ROUTE_OPTIMIZATION_TEXTS.saveSettings).click();
      await expect(page.getByText(ROUTE_OPTIMIZATION_TEXTS.settingsSaved)).toBeVisible();
      const saved = ((await (await page.request.get('/api/optimize/settings', { headers })).json()) as { data: OptimizationSettings }).data;
      expect(saved).toMatchObject({ refreshInterval: 45, autoOptimize: !before.autoOptimize });

      await page.reload();
      await screenSettled(page);
      await button(page, ROUTE_OPTIMIZATION_TEXTS.settings).click();
      await expect(page.getByLabel(ROUTE_OPTIMIZATION_TEXTS.refreshInterval)).toHaveValue('45');
      await expect(page.getByRole('checkbox', { name: ROUTE_OPTIMIZATION_TEXTS.autoOptimize })).toBeChecked({ checked: !before.autoOptimize });
      if (!before.autoOptimize) await expect(page.getByText(ROUTE_OPTIMIZATION_TEXTS.autoOptimizing(45))).toBeVisible();

      // put them back as they were
      await page.getByLabel(ROUTE_OPTIMIZATION_TEXTS.refreshInterval).fill(String(before.refreshInterval));
      await page.getByRole('checkbox', { name: ROUTE_OPTIMIZATION_TEXTS.autoOptimize }).setChecked(before.autoOptimize);
      await button(page, ROUTE_OPTIMIZATION_TEXTS.saveSettings).click();
      await expect(page.getByText(ROUTE_OPTIMIZATION_TEXTS.settingsSaved)).toBeVisible();
    } finally {
      await page.request.put('/api/optimize/settings', { headers, data: { refreshInterval: before.refreshInterval, autoOptimize: before.autoOptimize } });
    }
  });

  test('auto-optimize plans the chosen unit and requests again at every interval, without a click', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    const headers = await authHeader(page);
    const before = ((await (await page.request.get('/api/optimize/settings', { headers })).json()) as { data: OptimizationSettings }).data;
    const unit = basicLifeSupportUnit(await availableUnits(page.request, headers));
    const [trip] = await pendingRequestsSoon(page.request, unit.agencyName, [50]);
    // the longest interval, so no other screen's real clock reaches it; this page's clock is moved on by hand
    await page.request.put('/api/optimize/settings', { headers, data: { autoOptimize: true, refreshInterval: 300 } });
    try {
      await page.clock.install();
      await page.goto(PAGE);
      await screenSettled(page);
      await expect(page.getByText(ROUTE_OPTIMIZATION_TEXTS.autoOptimizing(300))).toBeVisible();
      await page.getByLabel(ROUTE_OPTIMIZATION_TEXTS.selectUnit, { exact: true }).selectOption(unit.id);
      await requestCheckbox(page, trip!.tripNumber).check();
      const isPlan = (r: { url(): string; request(): { method(): string } }) => r.url().endsWith('/api/optimize/routes') && r.request().method() === 'POST';
      const first = page.waitForResponse(isPlan);
      await button(page, ROUTE_OPTIMIZATION_TEXTS.optimize).click();
      await first;
      // the countdown starts once the plan is on screen
      await expect(page.getByRole('region', { name: new RegExp(`^${ROUTE_OPTIMIZATION_TEXTS.resultsTitle}`) })).toBeVisible();

      let replans = 0;
      page.on('request', (r) => void (r.url().endsWith('/api/optimize/routes') && r.method() === 'POST' && replans++));
      // the installed clock also runs on with real time, which a busy machine stretches to seconds: 10 s are left
      // for that between the plan's answer and this point
      await page.clock.runFor(290_000);
      expect(replans, 'nothing before the interval has passed').toBe(0);
      const again = page.waitForResponse(isPlan);
      await page.clock.runFor(10_000);
      const replanned = await again;
      expect(replanned.status()).toBe(200);
      expect(JSON.parse(replanned.request().postData() ?? '{}')).toEqual({ unitId: unit.id, requestIds: [trip!.id] });
      await expect(page.getByRole('region', { name: new RegExp(`^${ROUTE_OPTIMIZATION_TEXTS.resultsTitle}`) })).toBeVisible();
    } finally {
      await page.request.put('/api/optimize/settings', { headers, data: { autoOptimize: before.autoOptimize, refreshInterval: before.refreshInterval } });
    }
  });

  test('the read-only control center sees the settings but cannot change them', async ({ page }) => {
    await openPlanner(page, 'user');
    await button(page, ROUTE_OPTIMIZATION_TEXTS.settings).click();
    await expect(page.getByText(ROUTE_OPTIMIZATION_TEXTS.settingsReadOnly)).toBeVisible();
    await expect(page.getByLabel(ROUTE_OPTIMIZATION_TEXTS.refreshInterval)).toBeDisabled();
    await expect(page.getByRole('checkbox', { name: ROUTE_OPTIMIZATION_TEXTS.autoOptimize })).toBeDisabled();
    await expect(button(page, ROUTE_OPTIMIZATION_TEXTS.saveSettings)).toHaveCount(0);
  });

  test('the pending requests come 50 at a time, found by the search; a selection made on one page stays on the next and is optimized', async ({ page, mailbox }) => {
    // makes, and afterwards cancels, more than a page of requests, ready in 2031: after every other test's requests,
    // so the planner's first page stays as the other tests expect it
    test.slow();
    const hospital = await remoteHospital(page.request, mailbox);
    const prefix = `RP${Date.now().toString(36).toUpperCase()}-`;
    const trips = await unofferedRequests(page.request, hospital.headers, prefix, LIST_PAGE_SIZE + 1);
    try {
      await signInAs(page, 'admin');
      await expect(page).toHaveURL('/dashboard');
      const unit = basicLifeSupportUnit(await availableUnits(page.request, await authHeader(page)));
      await page.goto('/dashboard/route-optimization');
      await screenSettled(page);
      const checklist = page.getByRole('group', { name: ROUTE_OPTIMIZATION_TEXTS.selectRequests });
      await checklist.getByRole('searchbox', { name: ROUTE_OPTIMIZATION_TEXTS.searchRequests }).fill(prefix);
      const pager = checklist.getByRole('navigation', { name: LIST_PAGING_TEXTS.label });
      const all = trips.length;
      await expect(pager).toContainText(LIST_PAGING_TEXTS.range(1, LIST_PAGE_SIZE, all));
      await expect(checklist.getByRole('checkbox')).toHaveCount(LIST_PAGE_SIZE);

      // the soonest first: the first request on the first page, the last alone on the second
      const first = trips[0]!;
      const last = trips[all - 1]!;
      await requestCheckbox(page, first.tripNumber).check();
      await expect(checklist.getByRole('status')).toHaveText(ROUTE_OPTIMIZATION_TEXTS.selectedWhileSearching(1, all));
      await pager.getByRole('button', { name: LIST_PAGING_TEXTS.next }).click();
      await expect(pager).toContainText(LIST_PAGING_TEXTS.range(all, all, all));
      await expect(requestCheckbox(page, first.tripNumber)).toHaveCount(0);
      await requestCheckbox(page, last.tripNumber).check();
      await expect(checklist.getByRole('status')).toHaveText(ROUTE_OPTIMIZATION_TEXTS.selectedWhileSearching(2, all));
      await pager.getByRole('button', { name: LIST_PAGING_TEXTS.previous }).click();
      await expect(requestCheckbox(page, first.tripNumber)).toBeChecked();

      // both go with Optimize Routes, though only one is on screen
      await page.getByLabel(ROUTE_OPTIMIZATION_TEXTS.selectUnit, { exact: true }).selectOption(unit.id);
      const asked = page.waitForRequest((r) => r.url().endsWith('/api/optimize/routes') && r.method() === 'POST');
      await page.getByRole('button', { name: ROUTE_OPTIMIZATION_TEXTS.optimize, exact: true }).click();
      expect(JSON.parse((await asked).postData() ?? '{}')).toEqual({ unitId: unit.id, requestIds: [first.id, last.id] });

      // Select none clears the selection on every page
      await checklist.getByRole('button', { name: ROUTE_OPTIMIZATION_TEXTS.selectNone }).click();
      await expect(checklist.getByRole('status')).toHaveText(ROUTE_OPTIMIZATION_TEXTS.selectedWhileSearching(0, all));
      await checklist.getByRole('searchbox', { name: ROUTE_OPTIMIZATION_TEXTS.searchRequests }).fill(`${prefix}none`);
      await expect(checklist.getByText(ROUTE_OPTIMIZATION_TEXTS.noMatchingRequests, { exact: true })).toBeVisible();
    } finally {
      await cancelRequests(page.request, hospital.headers, trips);
    }
  });
});
