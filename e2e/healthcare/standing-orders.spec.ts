import type { Page } from '@playwright/test';
import { DAY_LABELS, STANDING_ORDER_UI } from '@/web/lib/standing-order-ui-texts';
import { LINKED_RETURN_UI as R } from '@/web/lib/linked-return-ui-texts';
import * as portal from '../support/healthcare-portal';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { expect, test } from '../support/test';

const T = STANDING_ORDER_UI;
const L = T.labels;
const panel = (page: Page) => page.getByRole('tabpanel', { name: portal.PORTAL_TABS.standingOrders });
const form = (page: Page) => panel(page).getByRole('form', { name: T.newSeries });
/** Tomorrow's date as the browser's date input takes it: the series starts within the week the worker makes ahead. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test.describe(`standing orders at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a nurse sets up a dialysis series with its rides home, keeps what she typed through a reload, sees its next trips and skips one', async ({ page }) => {
      await portal.blockMapTiles(page);
      await portal.signInToPortal(page);
      await portal.openTab(page, portal.PORTAL_TABS.standingOrders);
      await expect(page).toHaveURL('/?tab=standing-orders');
      await panel(page).getByRole('button', { name: T.newSeries }).click();
      const patientId = `DIAL${viewport.width}`;
      await form(page).getByLabel(L.patientId, { exact: true }).fill(patientId);
      await form(page).getByLabel(L.destination, { exact: true }).selectOption({ label: portal.HALF_MADE.destination });
      for (const day of ['MON', 'WED', 'FRI'] as const) await form(page).getByLabel(DAY_LABELS[day], { exact: true }).check();
      await form(page).getByLabel(L.time, { exact: true }).fill('06:30');
      // the ride home with each trip
      await form(page).getByLabel(R.wizard.returnLabel, { exact: true }).selectOption({ label: R.wizard.willCall });

      await page.reload();
      await expect(form(page).getByLabel(L.patientId, { exact: true })).toHaveValue(patientId);
      await expect(form(page).getByLabel(DAY_LABELS.WED, { exact: true })).toBeChecked();
      await expect(form(page).getByLabel(L.time, { exact: true })).toHaveValue('06:30');

      await form(page).getByLabel(L.startDate, { exact: true }).fill(tomorrow());
      await form(page).getByLabel(L.count, { exact: true }).fill('36');
      await form(page).getByRole('button', { name: T.save }).click();
      await expect(panel(page).getByText(T.created)).toBeVisible();

      const card = panel(page).getByRole('article', { name: `${patientId} – ${portal.HALF_MADE.destination}` });
      await expect(card.getByText(T.summary('Mon, Wed, Fri', '06:30'), { exact: false })).toBeVisible();
      await expect(card).toContainText(R.review.willCall);
      const requested = card.getByRole('listitem').filter({ hasText: 'PENDING' });
      await expect(requested.first()).toBeVisible();
      expect(await requested.count()).toBeGreaterThanOrEqual(2);
      expect(await horizontalOverflow(page)).toEqual([]);

      const first = requested.first();
      const date = await first.getAttribute('data-date');
      await first.getByRole('button', { name: T.skip }).click();
      const skippedRow = card.locator(`li[data-date="${date}"]`);
      await expect(skippedRow.getByText(T.skipped, { exact: true })).toBeVisible();
      await expect(skippedRow.getByRole('button', { name: T.skip })).toHaveCount(0);
      expect(await card.getByRole('listitem').filter({ hasText: 'PENDING' }).count()).toBeGreaterThanOrEqual(1);
    });
  });
}
