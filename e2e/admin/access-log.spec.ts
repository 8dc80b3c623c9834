import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ACCESS_LOG_TEXTS as A } from '@/domain/audit/access-log-texts';
import { COMMON_TEXTS } from '@/domain/portals/control-center-screens';
import { DASHBOARD_SECTIONS as S } from '@/domain/portals/portal-texts';
import type { Place } from '@/domain/places/place-answers';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { TRIP_DETAIL_TEXTS as D, TRIP_MANAGEMENT as T } from '@/domain/trips/trip-management-texts';
import { UI } from '@/web/lib/ui-texts';
import { authHeader } from '../support/control-center-api';
import { blockMapTiles } from '../support/healthcare-portal';
import { signInAs, storedSession } from '../support/session';
import { SHOTS_DIR } from '../support/shots';
import { expect, test } from '../support/test';

const log = (page: Page) => page.getByRole('table', { name: A.tableLabel });
// the body's rows (a phone hides the header row)
const entries = (page: Page) => log(page).locator('tbody').getByRole('row');
const filter = (page: Page, label: string) => page.getByRole('region', { name: A.filters.label }).getByLabel(label, { exact: true });

/** A pending request of the test's own, made by the signed-in administrator, with a patient id nobody else uses. */
async function tripOfItsOwn(page: Page): Promise<TripDetails> {
  const headers = await authHeader(page);
  const listed = await page.request.get('/api/tcc/facilities?active=true', { headers });
  const places = ((await listed.json()) as { data: Place[] }).data.filter((p) => p.hospitalId !== null);
  expect(places.length).toBeGreaterThanOrEqual(2);
  const patientId = `AL${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 5).toUpperCase()}`;
  const answer = await page.request.post('/api/trips', {
    headers,
    data: { originFacilityId: places[0]!.id, destinationFacilityId: places[1]!.id, readyStart: '2027-03-10T09:00', readyEnd: '2027-03-10T10:00', patientId },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: TripDetails }).data;
}

test.describe('control center: Access Log', () => {
  test('an administrator opens a trip, then finds their own look at it in the access log; reload keeps the filter; Export CSV', async ({ page }) => {
    await blockMapTiles(page);
    await signInAs(page, 'admin');
    const me = JSON.parse((await storedSession(page)).user!) as { name: string };
    const trip = await tripOfItsOwn(page);

    await page.goto('/dashboard/trips');
    await page.getByRole('region', { name: T.filters.panelLabel }).getByLabel(T.filters.search, { exact: true }).fill(trip.patientId);
    await page.getByRole('button', { name: T.viewTrip(trip.tripNumber) }).click();
    const dialog = page.getByRole('dialog', { name: D.title(trip.tripNumber) });
    await expect(dialog).toContainText(trip.patientId);
    await dialog.getByRole('button', { name: D.close, exact: true }).last().click();
    await expect(dialog).toBeHidden();

    await page.getByRole('navigation', { name: UI.mainNavigation }).getByRole('link', { name: S.accessLog }).click();
    await expect(page).toHaveURL('/dashboard/access-log');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(S.accessLog);
    await filter(page, A.filters.patientId).fill(trip.patientId);
    await expect(page).toHaveURL(new RegExp(`patient=${trip.patientId}`));
    const opened = entries(page).filter({ hasText: 'Opened trip details' });
    await expect(opened).toHaveCount(1);
    await expect(opened).toContainText(me.name);
    await expect(opened).toContainText(trip.patientId);
    // every entry shown is about this patient: the creation, the list rows and the details
    for (const row of await entries(page).all()) await expect(row).toContainText(trip.patientId);

    await page.reload();
    await expect(filter(page, A.filters.patientId)).toHaveValue(trip.patientId);
    await expect(entries(page).filter({ hasText: 'Opened trip details' })).toContainText(me.name);

    // a click on a name shows only that person's entries, as a chip that a reload keeps and a click removes
    await entries(page).filter({ hasText: 'Opened trip details' }).getByRole('button', { name: me.name }).click();
    await expect(page.getByText(A.filters.user(me.name))).toBeVisible();
    await expect(page).toHaveURL(/[?&]user=[0-9a-f-]{36}/);
    await page.reload();
    await expect(page.getByText(A.filters.user(me.name))).toBeVisible();
    await expect(entries(page).filter({ hasText: 'Opened trip details' })).toHaveCount(1);
    // TCC_SHOTS_DIR=/tmp/shots: the screen with its chip, for visual review
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/desktop-access-log.png`, fullPage: true });

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: A.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^access-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path())!, 'utf8');
    expect(text).toContain(trip.patientId);
    expect(text).toContain('GET /api/trips/:id');

    await page.getByRole('button', { name: A.filters.removeUser(me.name) }).click();
    await expect(page.getByText(A.filters.user(me.name))).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]user=/);
    await expect(filter(page, A.filters.patientId)).toHaveValue(trip.patientId);
  });

  test('a control-center user (read-only) gets no Access Log: no link, and the address is refused', async ({ page }) => {
    await signInAs(page, 'user');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('navigation', { name: UI.mainNavigation }).getByRole('link', { name: S.accessLog })).toHaveCount(0);
    await page.goto('/dashboard/access-log');
    await expect(page.getByRole('alert')).toContainText(COMMON_TEXTS.adminOnlyTitle);
    await expect(page.getByRole('alert')).toContainText(COMMON_TEXTS.adminOnlyBody(S.accessLog));
    await expect(log(page)).toHaveCount(0);
    const answer = await page.request.get('/api/access-log', { headers: await authHeader(page) });
    expect(answer.status()).toBe(403);
  });
});
