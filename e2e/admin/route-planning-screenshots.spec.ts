// Route Optimization at desktop and phone width, for a visual review (npm run shots; not part of npm test):
// npm run shots -- e2e/admin/route-planning-screenshots.spec.ts
import type { Page } from '@playwright/test';
import { ROUTE_OPTIMIZATION_TEXTS } from '@/domain/planning/route-optimization-texts';
import { authHeader } from '../support/control-center-api';
import { EMS_TABS, openDashboardTab, signInToDashboard } from '../support/ems-dashboard';
import { availableUnits, basicLifeSupportUnit, pendingRequestsSoon, requestCheckbox } from '../support/route-planning';
import { screenSettled } from '../support/screen-settled';
import { signInAs } from '../support/session';
import { SHOT_VIEWPORTS, SHOTS_DIR, skipUnlessShooting } from '../support/shots';
import { expect, test } from '../support/test';

skipUnlessShooting();

for (const [device, viewport] of SHOT_VIEWPORTS) {
  test.describe(device, () => {
    test.use({ viewport });
    const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS_DIR}/${device}-route-${name}.png`, fullPage: true });

    test('route optimization', async ({ page }) => {
      test.setTimeout(120_000);
      // no map tiles in a review: the screen must read without them
      await page.route(/tile\.openstreetmap|\/tiles?\//, (route) => route.abort());
      await signInAs(page, 'admin');
      await expect(page).toHaveURL('/dashboard');
      const unit = basicLifeSupportUnit(await availableUnits(page.request, await authHeader(page)));
      const trips = await pendingRequestsSoon(page.request, unit.agencyName, [40, 100, 160]);
      await page.goto('/dashboard/route-optimization');
      await screenSettled(page);
      await shot(page, '1-empty');
      await page.getByRole('button', { name: ROUTE_OPTIMIZATION_TEXTS.settings, exact: true }).click();
      await page.getByLabel(ROUTE_OPTIMIZATION_TEXTS.selectUnit, { exact: true }).selectOption(unit.id);
      for (const trip of trips) await requestCheckbox(page, trip.tripNumber).check();
      await page.getByRole('button', { name: ROUTE_OPTIMIZATION_TEXTS.optimize, exact: true }).click();
      await expect(page.getByRole('figure', { name: ROUTE_OPTIMIZATION_TEXTS.mapLabel })).toBeVisible();
      await screenSettled(page);
      await shot(page, '2-route');
      await page.getByRole('region', { name: new RegExp(`^${ROUTE_OPTIMIZATION_TEXTS.resultsTitle}`) }).screenshot({ path: `${SHOTS_DIR}/${device}-route-2b-results.png` });
      await page.getByRole('button', { name: ROUTE_OPTIMIZATION_TEXTS.selectAll, exact: true }).click();
      await page.getByRole('button', { name: ROUTE_OPTIMIZATION_TEXTS.backhaul, exact: true }).click();
      await expect(page.getByRole('region', { name: ROUTE_OPTIMIZATION_TEXTS.backhaulTitle })).toBeVisible();
      await page.getByRole('region', { name: ROUTE_OPTIMIZATION_TEXTS.backhaulTitle }).screenshot({ path: `${SHOTS_DIR}/${device}-route-3-backhaul.png` });
      await page.getByRole('button', { name: ROUTE_OPTIMIZATION_TEXTS.planAll, exact: true }).click();
      await expect(page.getByRole('region', { name: ROUTE_OPTIMIZATION_TEXTS.planTitle }).getByRole('status')).toBeVisible({ timeout: 20_000 });
      await screenSettled(page);
      await page.getByRole('region', { name: ROUTE_OPTIMIZATION_TEXTS.planTitle }).screenshot({ path: `${SHOTS_DIR}/${device}-route-4-plan.png` });
    });

    test('route optimization in the EMS dashboard', async ({ page }) => {
      await signInToDashboard(page);
      await openDashboardTab(page, EMS_TABS.routeOptimization);
      await expect(page.getByLabel(ROUTE_OPTIMIZATION_TEXTS.selectUnit, { exact: true })).toBeVisible();
      await screenSettled(page);
      await shot(page, '5-ems-tab');
    });
  });
}
