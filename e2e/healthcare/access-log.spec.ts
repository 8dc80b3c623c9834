import type { Page } from '@playwright/test';
import { ACCESS_LOG_TEXTS } from '@/domain/audit/access-log-texts';
import type { TripListItem } from '@/domain/trips/trip-answers';
import { authHeader } from '../support/control-center-api';
import { demoAccount } from '../support/accounts';
import { blockMapTiles, openTab, signInToPortal } from '../support/healthcare-portal';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { expect, test } from '../support/test';

const log = (page: Page) => page.getByRole('table', { name: ACCESS_LOG_TEXTS.tableLabel });
// the body's rows (a phone hides the header row)
const entries = (page: Page) => log(page).locator('tbody').getByRole('row');

test.describe('healthcare portal: who opened our patients’ trips, on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the facility sees the control center’s administrator who opened one of its trips', async ({ page }) => {
    await blockMapTiles(page);
    await signInToPortal(page);
    // one of the facility's own trips, as its list answers it
    const listed = await page.request.get('/api/trips?limit=1', { headers: await authHeader(page) });
    expect(listed.status()).toBe(200);
    const trip = ((await listed.json()) as { data: TripListItem[] }).data[0]!;
    expect(trip).toBeDefined();

    // the control center's administrator opens it
    const admin = demoAccount('admin');
    const login = await page.request.post('/api/auth/login', { data: { email: admin.email, password: admin.password } });
    const { token, user } = (await login.json()) as { token: string; user: { name: string } };
    expect((await page.request.get(`/api/trips/${trip.id}`, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);

    await openTab(page, ACCESS_LOG_TEXTS.facilityTab);
    await expect(page.getByRole('heading', { name: ACCESS_LOG_TEXTS.facilityTitle })).toBeVisible();
    await page.getByRole('region', { name: ACCESS_LOG_TEXTS.filters.label }).getByLabel(ACCESS_LOG_TEXTS.filters.patientId, { exact: true }).fill(trip.patientId);
    const opened = entries(page).filter({ hasText: user.name }).filter({ hasText: 'Opened trip details' });
    await expect(opened.first()).toBeVisible();
    await expect(opened.first()).toContainText(trip.patientId);
    await expect(opened.first()).toContainText('Admin');
    expect(await horizontalOverflow(page)).toEqual([]);
  });
});
