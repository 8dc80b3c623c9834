import { COMMON_TEXTS, OVERVIEW_TEXTS } from '@/domain/portals/control-center-screens';
import { OVERVIEW_MESSAGES } from '@/domain/analytics/overview';
import type { SystemOverview } from '@/domain/analytics/overview-answers';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { holdRoute } from '../support/hold-route';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const OVERVIEW_CALL = '**/api/tcc/analytics/overview';
const TILES = [
  [OVERVIEW_TEXTS.tiles.hospitals, 'totalHospitals', 'activeHospitals'],
  [OVERVIEW_TEXTS.tiles.agencies, 'totalAgencies', 'activeAgencies'],
  [OVERVIEW_TEXTS.tiles.facilities, 'totalFacilities', 'activeFacilities'],
  [OVERVIEW_TEXTS.tiles.units, 'totalUnits', 'activeUnits'],
] as const;

test.describe('control center: System Overview', () => {
  for (const role of ['admin', 'user'] as const) {
    test(`${role}: each tile shows the total and active count the overview call answered`, async ({ page }) => {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/tcc/analytics/overview') && r.ok());
      await signInAs(page, role);
      const overview = ((await (await answered).json()) as { data: SystemOverview }).data;
      await expect(page.getByRole('heading', { name: OVERVIEW_TEXTS.heading })).toBeVisible();
      for (const [label, total, active] of TILES) {
        // the demo data has some of everything, so a tile showing zeros would be a fault
        expect(overview[total]).toBeGreaterThan(0);
        const tile = page.getByRole('group', { name: label, exact: true });
        await expect(tile.getByText(overview[total].toLocaleString('en-US'), { exact: true })).toBeVisible();
        await expect(tile.getByText(OVERVIEW_TEXTS.activeCount(overview[active]), { exact: true })).toBeVisible();
      }
    });
  }

  test('while the call runs the tiles show grey bars, never a number', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page.getByRole('group', { name: OVERVIEW_TEXTS.tiles.units })).not.toHaveAttribute('aria-busy');
    const release = await holdRoute(page, OVERVIEW_CALL);
    await page.reload();
    for (const [label] of TILES) {
      const tile = page.getByRole('group', { name: label, exact: true });
      await expect(tile).toHaveAttribute('aria-busy', 'true');
      await expect(tile).not.toContainText(/\d/);
    }
    release();
    await expect(page.getByRole('group', { name: OVERVIEW_TEXTS.tiles.units })).toContainText(/\d/);
  });

  test('a failed call says Failed to load overview; Retry loads the tiles', async ({ page }) => {
    await page.route(OVERVIEW_CALL, (route) => route.fulfill({ status: 500, json: { success: false, error: 'boom' } }));
    await signInAs(page, 'admin');
    await expect(page.getByRole('alert')).toHaveText(OVERVIEW_MESSAGES.loadFailed, { timeout: 15_000 });
    await expect(page.getByRole('group', { name: OVERVIEW_TEXTS.tiles.units })).toHaveCount(0);
    await page.unroute(OVERVIEW_CALL);
    await page.getByRole('button', { name: COMMON_TEXTS.retry }).click();
    await expect(page.getByRole('group', { name: OVERVIEW_TEXTS.tiles.units })).toContainText(/\d/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the quick actions open trips, facilities, agencies and analytics', async ({ page }) => {
    await signInAs(page, 'admin');
    const actions = [
      [OVERVIEW_TEXTS.quickActions.trips.title, '/dashboard/trips', DASHBOARD_SECTIONS.trips],
      [OVERVIEW_TEXTS.quickActions.hospitals.title, '/dashboard/hospitals', DASHBOARD_SECTIONS.hospitals],
      [OVERVIEW_TEXTS.quickActions.agencies.title, '/dashboard/agencies', DASHBOARD_SECTIONS.agencies],
      [OVERVIEW_TEXTS.quickActions.analytics.title, '/dashboard/analytics', DASHBOARD_SECTIONS.analytics],
    ] as const;
    for (const [title, path] of actions) {
      await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', path);
    }
    for (const [title, path, section] of actions) {
      await page.getByRole('link', { name: title }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(section);
      await page.goBack();
    }
  });
});
