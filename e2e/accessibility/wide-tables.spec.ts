import type { Locator, Page } from '@playwright/test';
import { UNITS_SCREEN } from '@/domain/portals/control-center-screens';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { TRIP_MANAGEMENT } from '@/domain/trips/trip-management-texts';
import { paths } from '@/web/app/paths';
import { seriousAxeViolations } from '../support/accessibility-audit';
import { blockMapTiles } from '../support/healthcare-portal';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

/** Control-center lists whose tables have more columns than a narrow screen holds: path and the table's own label. */
const WIDE_TABLES: [string, string][] = [
  [paths.dashboard.trips, TRIP_MANAGEMENT.tableLabel],
  [paths.dashboard.units, UNITS_SCREEN.tableLabel],
  [paths.dashboard.hospitals, DASHBOARD_SECTIONS.hospitals],
  [paths.dashboard.agencies, DASHBOARD_SECTIONS.agencies],
];

const region = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
// the first row of cells (on a phone the header row is not shown at all)
const firstRow = (page: Page, label: string) =>
  page.getByRole('table', { name: label, exact: true }).getByRole('row').filter({ has: page.getByRole('cell') }).first();
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const left = async (cell: Locator) => (await cell.boundingBox())!.x;

/**
 * Signs the administrator in and opens each wide list in turn: its rows loaded, the page not wider than the window,
 * the table in its named region that takes the keyboard's focus; then `check`, and axe finds nothing serious.
 */
async function eachWideTable(page: Page, width: number, check: (label: string) => Promise<void>) {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(paths.dashboard.root);
  for (const [path, label] of WIDE_TABLES) {
    await page.goto(path);
    await expect(firstRow(page, label)).toBeVisible();
    await expect(page.locator('[aria-busy="true"], .animate-spin, .animate-pulse')).toHaveCount(0);
    expect(await pageWidth(page), `${label}: the page does not scroll sideways`).toBeLessThanOrEqual(width);
    await expect(region(page, label), `${label}: the table's own region`).toBeVisible();
    // in the Tab order, so a keyboard user reaches it and scrolls it with the arrow keys
    await expect(region(page, label)).toHaveAttribute('tabindex', '0');
    await region(page, label).focus();
    await expect(region(page, label), `${label}: the keyboard reaches the region`).toBeFocused();
    await check(label);
    expect(await horizontalOverflow(page), `${label}: nothing reaches past the screen outside the region`).toEqual([]);
    expect(await seriousAxeViolations(page), `${label}: no serious axe violation`).toEqual([]);
  }
}

test.beforeEach(async ({ page }) => {
  // each test walks four lists, with an accessibility scan of each
  test.slow();
  await blockMapTiles(page);
});

test.describe('a table wider than the screen scrolls inside its own region, its first column held', () => {
  // a tablet held upright: the sidebar is shown and the tables keep their columns
  test.use({ viewport: { width: 800, height: 1000 } });

  test('the control center lists: the page stays put, the keyboard scrolls the table, the row stays named', async ({ page }) => {
    await eachWideTable(page, 800, async (label) => {
      const box = region(page, label);
      const wider = await box.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(wider, `${label}: wider than the screen, so it scrolls`).toBe(true);
      // the region has the focus: the arrow keys scroll it
      const cells = firstRow(page, label).getByRole('cell');
      const [firstBefore, secondBefore] = [await left(cells.first()), await left(cells.nth(1))];
      for (let n = 0; n < 6; n++) await page.keyboard.press('ArrowRight');
      await expect.poll(() => box.evaluate((el) => el.scrollLeft), `${label}: the arrow keys scroll it`).toBeGreaterThan(100);
      expect(await left(cells.nth(1)), `${label}: the other columns moved`).toBeLessThan(secondBefore - 100);
      expect(await left(cells.first()), `${label}: the first column stays`).toBeCloseTo(firstBefore, 0);
      // what a reader sees where the first column is: that column, not the ones scrolled under it
      const onTop = await cells.first().evaluate((cell) => {
        const r = cell.getBoundingClientRect();
        const hit = document.elementFromPoint(r.right - 4, r.top + r.height / 2);
        return !!hit && cell.contains(hit);
      });
      expect(onTop, `${label}: the first column covers what scrolls under it`).toBe(true);
    });
  });
});

test.describe('on a 375 px phone the same lists', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('keep their rows as cards in a named, focusable region, and the page does not scroll sideways', async ({ page }) => {
    await eachWideTable(page, 375, async (label) => {
      // cards: no column headers shown, each cell carries its column's name
      await expect(page.getByRole('table', { name: label, exact: true }).getByRole('columnheader').first()).toBeHidden();
      expect(await region(page, label).evaluate((el) => el.scrollWidth <= el.clientWidth), `${label}: the cards fit`).toBe(true);
    });
  });
});
