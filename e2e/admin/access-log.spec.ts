import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ACCESS_LOG_TEXTS } from '@/domain/audit/access-log-texts';
import { ACCESS_LOG_PATH } from '@/domain/audit/access-log';
import { COMMON_TEXTS } from '@/domain/portals/control-center-screens';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import type { Place } from '@/domain/places/place-answers';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { TRIP_DETAIL_TEXTS, TRIP_MANAGEMENT } from '@/domain/trips/trip-management-texts';
import { UI } from '@/web/lib/ui-texts';
import { authHeader } from '../support/control-center-api';
import { blockMapTiles } from '../support/healthcare-portal';
import { signInAs, storedSession } from '../support/session';
import { expect, test } from '../support/test';

const log = (page: Page) => page.getByRole('table', { name: ACCESS_LOG_TEXTS.tableLabel });
// the body's rows (a phone hides the header row)
const entries = (page: Page) => log(page).locator('tbody').getByRole('row');
const filter = (page: Page, label: string) => page.getByRole('region', { name: ACCESS_LOG_TEXTS.filters.label }).getByLabel(label, { exact: true });

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
    await page.getByRole('region', { name: TRIP_MANAGEMENT.filters.panelLabel }).getByLabel(TRIP_MANAGEMENT.filters.search, { exact: true }).fill(trip.patientId);
    await page.getByRole('button', { name: TRIP_MANAGEMENT.viewTrip(trip.tripNumber) }).click();
    const dialog = page.getByRole('dialog', { name: TRIP_DETAIL_TEXTS.title(trip.tripNumber) });
    await expect(dialog).toContainText(trip.patientId);
    await dialog.getByRole('button', { name: TRIP_DETAIL_TEXTS.close, exact: true }).last().click();
    await expect(dialog).toBeHidden();

    await page.getByRole('navigation', { name: UI.mainNavigation }).getByRole('link', { name: DASHBOARD_SECTIONS.accessLog }).click();
    await expect(page).toHaveURL('/dashboard/access-log');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DASHBOARD_SECTIONS.accessLog);
    // the log shows the entries it had until the server answers the filtered list
    const filtered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === ACCESS_LOG_PATH && new URL(r.url()).searchParams.get('patientId') === trip.patientId,
    );
    await filter(page, ACCESS_LOG_TEXTS.filters.patientId).fill(trip.patientId);
    await expect(page).toHaveURL(new RegExp(`patient=${trip.patientId}`));
    await filtered;
    const opened = entries(page).filter({ hasText: 'Opened trip details' });
    await expect(opened).toHaveCount(1);
    await expect(opened).toContainText(me.name);
    await expect(opened).toContainText(trip.patientId);
    // every entry shown is about this patient: the creation, the list rows and the details
    for (const row of await entries(page).all()) await expect(row).toContainText(trip.patientId);

    await page.reload();
    await expect(filter(page, ACCESS_LOG_TEXTS.filters.patientId)).toHaveValue(trip.patientId);
    await expect(entries(page).filter({ hasText: 'Opened trip details' })).toContainText(me.name);

    // a click on a name shows only that person's entries, as a chip that a reload keeps and a click removes
    await entries(page).filter({ hasText: 'Opened trip details' }).getByRole('button', { name: me.name }).click();
    await expect(page.getByText(ACCESS_LOG_TEXTS.filters.user(me.name))).toBeVisible();
    await expect(page).toHaveURL(/[?&]user=[0-9a-f-]{36}/);
    await page.reload();
    await expect(page.getByText(ACCESS_LOG_TEXTS.filters.user(me.name))).toBeVisible();
    await expect(entries(page).filter({ hasText: 'Opened trip details' })).toHaveCount(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: ACCESS_LOG_TEXTS.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^access-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await file.path())!, 'utf8');
    expect(text).toContain(trip.patientId);
    expect(text).toContain('GET /api/trips/:id');

    await page.getByRole('button', { name: ACCESS_LOG_TEXTS.filters.removeUser(me.name) }).click();
    await expect(page.getByText(ACCESS_LOG_TEXTS.filters.user(me.name))).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]user=/);
    await expect(filter(page, ACCESS_LOG_TEXTS.filters.patientId)).toHaveValue(trip.patientId);
  });

  test('a control-center user (read-only) gets no Access Log: no link, and the address is refused', async ({ page }) => {
    await signInAs(page, 'user');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('navigation', { name: UI.mainNavigation }).getByRole('link', { name: DASHBOARD_SECTIONS.accessLog })).toHaveCount(0);
    await page.goto('/dashboard/access-log');
    await expect(page.getByRole('alert')).toContainText(COMMON_TEXTS.adminOnlyTitle);
    await expect(page.getByRole('alert')).toContainText(COMMON_TEXTS.adminOnlyBody(DASHBOARD_SECTIONS.accessLog));
    await expect(log(page)).toHaveCount(0);
    const answer = await page.request.get('/api/access-log', { headers: await authHeader(page) });
    expect(answer.status()).toBe(403);
  });
});
