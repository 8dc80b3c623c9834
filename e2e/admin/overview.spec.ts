import { COMMON_TEXTS, OVERVIEW_TEXTS as T } from '@/domain/portals/control-center-screens';
import { OVERVIEW_MESSAGES } from '@/domain/analytics/overview';
import type { SystemOverview } from '@/domain/analytics/overview-answers';
import { DASHBOARD_SECTIONS as S } from '@/domain/portals/portal-texts';
import { holdRoute } from '../support/hold-route';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const OVERVIEW_CALL = '**/api/tcc/analytics/overview';
const TILES = [
  [T.tiles.hospitals, 'totalHospitals', 'activeHospitals'],
  [T.tiles.agencies, 'totalAgencies', 'activeAgencies'],
  [T.tiles.facilities, 'totalFacilities', 'activeFacilities'],
  [T.tiles.units, 'totalUnits', 'activeUnits'],
] as const;

test.describe('control center: System Overview', () => {
  for (const role of ['admin', 'user'] as const) {
    test(`${role}: each tile shows the total and active count the overview call answered`, async ({ page }) => {
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/tcc/analytics/overview') && r.ok());
      await signInAs(page, role);
      const overview = ((await (await answered).json()) as { data: SystemOverview }).data;
      await expect(page.getByRole('heading', { name: T.heading })).toBeVisible();
      for (const [label, total, active] of TILES) {
        // the demo data has some of everything, so a tile showing zeros would be a fault
        expect(overview[total]).toBeGreaterThan(0);
        const tile = page.getByRole('group', { name: label, exact: true });
        await expect(tile.getByText(overview[total].toLocaleString('en-US'), { exact: true })).toBeVisible();
        await expect(tile.getByText(T.activeCount(overview[active]), { exact: true })).toBeVisible();
      }
    });
  }

  test('while the call runs the tiles show grey bars, never a number', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page.getByRole('group', { name: T.tiles.units })).not.toHaveAttribute('aria-busy');
    const release = await holdRoute(page, OVERVIEW_CALL);
    await page.reload();
    for (const [label] of TILES) {
      const tile = page.getByRole('group', { name: label, exact: true });
      await expect(tile).toHaveAttribute('aria-busy', 'true');
      await expect(tile).not.toContainText(/\d/);
    }
    release();
    await expect(page.getByRole('group', { name: T.tiles.units })).toContainText(/\d/);
  });

  test('a failed call says Failed to load overview; Retry loads the tiles', async ({ page }) => {
    await page.route(OVERVIEW_CALL, (route) => route.fulfill({ status: 500, json: { success: false, error: 'boom' } }));
    await signInAs(page, 'admin');
    await expect(page.getByRole('alert')).toHaveText(OVERVIEW_MESSAGES.loadFailed, { timeout: 15_000 });
    await expect(page.getByRole('group', { name: T.tiles.units })).toHaveCount(0);
    await page.unroute(OVERVIEW_CALL);
    await page.getByRole('button', { name: COMMON_TEXTS.retry }).click();
    await expect(page.getByRole('group', { name: T.tiles.units })).toContainText(/\d/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the quick actions open trips, facilities, agencies and analytics', async ({ page }) => {
    await signInAs(page, 'admin');
    const actions = [
      [T.quickActions.trips.title, '/dashboard/trips', S.trips],
      [T.quickActions.hospitals.title, '/dashboard/hospitals', S.hospitals],
      [T.quickActions.agencies.title, '/dashboard/agencies', S.agencies],
      [T.quickActions.analytics.title, '/dashboard/analytics', S.analytics],
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
