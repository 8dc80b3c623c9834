// Trip Management on a phone: a compact row a trip that a coordinator scans, its details a tap away; the desktop table
// keeps the spec's columns.
import type { Page } from '@playwright/test';
import { TRIP_DETAIL_TEXTS, TRIP_MANAGEMENT } from '@/domain/trips/trip-management-texts';
import { blockMapTiles } from '../support/healthcare-portal';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const PHONE = { width: 375, height: 812 } as const;
// the most a trip may take on a phone: fifty to a page stay a scroll, not a journey
const MAX_ROW_HEIGHT = 140;
const table = (page: Page) => page.getByRole('table', { name: TRIP_MANAGEMENT.tableLabel });
// the rows of trips (a phone draws no header row)
const bodyRows = (page: Page) => table(page).getByRole('row').filter({ has: page.getByRole('cell') });

async function openTrips(page: Page) {
  await blockMapTiles(page);
  await signInAs(page, 'user');
  await page.goto('/dashboard/trips');
  // the screen's chunk and a page of trips, on a machine that may be busy
  await expect(bodyRows(page).first()).toBeVisible({ timeout: 60_000 });
}

// signing in and loading a page of trips, on a machine that may be busy
test.beforeEach(() => test.setTimeout(90_000));

test.describe('Trip Management at 375 px', () => {
  test.use({ viewport: PHONE });

  test("shows each trip in a compact row of the facts a coordinator scans, and a tap on it opens the trip's details", async ({ page }) => {
    await openTrips(page);
    const rows = bodyRows(page);
    const count = await rows.count();
    expect(count).toBeGreaterThan(5);
    const heights = await rows.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThanOrEqual(MAX_ROW_HEIGHT);
    expect(await horizontalOverflow(page)).toEqual([]);

    // the row's one cell reads the trip number, its patient, status, priority and places
    const first = rows.first();
    const cells = first.getByRole('cell');
    await expect(cells).toHaveCount(1);
    const tripNumber = (await first.getByRole('button', { name: /^View trip / }).getAttribute('aria-label'))!.replace('View trip ', '');
    await expect(cells).toContainText(tripNumber);
    await expect(cells.getByRole('time')).toBeVisible();
    for (const word of [TRIP_MANAGEMENT.columns.patientId, TRIP_MANAGEMENT.columns.scheduledTime]) await expect(cells).toContainText(word);

    // a tap on the row's left part (its trip number), not on the button itself
    const box = (await first.boundingBox())!;
    await page.mouse.click(box.x + 24, box.y + box.height / 2);
    await expect(page.getByRole('dialog', { name: TRIP_DETAIL_TEXTS.title(tripNumber) })).toBeVisible();
  });
});

test.describe('Trip Management on a desktop', () => {
  // the phone's summary cell is not drawn here: each row has exactly one cell a column
  test("keeps the spec's columns, every row a cell under each", async ({ page }) => {
    await openTrips(page);
    await expect(table(page).getByRole('columnheader')).toHaveText(Object.values(TRIP_MANAGEMENT.columns));
    const first = bodyRows(page).first();
    await expect(first.getByRole('cell')).toHaveCount(Object.keys(TRIP_MANAGEMENT.columns).length);
    await first.getByRole('button', { name: /^View trip / }).click();
    await expect(page.getByRole('dialog', { name: /^Trip TRP-/ })).toBeVisible();
  });
});
