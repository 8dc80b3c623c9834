import type { Page } from '@playwright/test';
import { SEARCH_MAX_LENGTH, SEARCH_TOO_LONG } from '@/domain/common/limits';
import { TRIP_MANAGEMENT } from '@/domain/trips/trip-management-texts';
import { paths } from '@/web/app/paths';
import { authHeader } from '../support/control-center-api';
import { blockMapTiles } from '../support/healthcare-portal';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const searchBox = (page: Page) => page.getByRole('region', { name: TRIP_MANAGEMENT.filters.panelLabel }).getByLabel(TRIP_MANAGEMENT.filters.search, { exact: true });
const tripRows = (page: Page) => page.getByRole('table', { name: TRIP_MANAGEMENT.tableLabel }).getByRole('row').filter({ has: page.getByRole('cell') });
const isTripList = (url: URL) => url.pathname === '/api/trips';

async function openTripManagement(page: Page) {
  await blockMapTiles(page);
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(paths.dashboard.root);
  await page.goto(paths.dashboard.trips);
  await expect(tripRows(page).first()).toBeVisible();
}

test.describe('control center: Trip Management search length', () => {
  test(`the search box stops at ${SEARCH_MAX_LENGTH} characters, and the server refuses a longer search in plain words`, async ({ page }) => {
    await openTripManagement(page);
    await expect(searchBox(page)).toHaveAttribute('maxlength', String(SEARCH_MAX_LENGTH));
    // pasted in one go, as typed
    await searchBox(page).fill('TRP'.repeat(100));
    await expect(searchBox(page)).toHaveValue('TRP'.repeat(100).slice(0, SEARCH_MAX_LENGTH));
    await searchBox(page).press('X');
    await expect(searchBox(page)).toHaveValue('TRP'.repeat(100).slice(0, SEARCH_MAX_LENGTH));

    const answer = await page.request.get('/api/trips', { headers: await authHeader(page), params: { search: 'x'.repeat(300) } });
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toEqual({ success: false, error: SEARCH_TOO_LONG });
  });

  test('when the server refuses the search the list says why, and recovers once the search is shorter', async ({ page }) => {
    await openTripManagement(page);
    // the box cannot send more than its limit, so its longest search is sent on three times over, as an older page might
    const longest = 'Z'.repeat(SEARCH_MAX_LENGTH);
    await page.route(isTripList, async (route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('search') !== longest) return route.fallback();
      url.searchParams.set('search', longest.repeat(3));
      await route.fulfill({ response: await route.fetch({ url: url.toString() }) });
    });

    await searchBox(page).fill(longest);
    await expect(page.getByRole('main').getByText(SEARCH_TOO_LONG)).toBeVisible();
    await expect(page.getByRole('table', { name: TRIP_MANAGEMENT.tableLabel })).toHaveCount(0);

    // shortened: the list comes back (no trip matches the letters, so its empty state), and the refusal is gone
    await searchBox(page).fill(longest.slice(0, 10));
    await expect(page.getByText(TRIP_MANAGEMENT.empty.filtered)).toBeVisible();
    await expect(page.getByText(SEARCH_TOO_LONG)).toHaveCount(0);
    await searchBox(page).fill('');
    await expect(tripRows(page).first()).toBeVisible();
    await expect(page.getByText(SEARCH_TOO_LONG)).toHaveCount(0);
  });
});
