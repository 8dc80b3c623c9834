// The control center reads its own clock, not the server's: with TZ set to UTC (as where nobody sets it) Trip
// Management writes the zone of the demo facilities (Eastern), and follows the zone an administrator chooses.
import type { Page } from '@playwright/test';
import { TRIP_MANAGEMENT } from '@/domain/trips/trip-management-texts';
import { CENTER_TIME_ZONE_UI } from '@/web/features/center-settings/center-settings-ui-texts';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

test.use({ serverEnv: { TZ: 'UTC' } });

const tripTable = (page: Page) => page.getByRole('table', { name: TRIP_MANAGEMENT.tableLabel });
// the cells' texts run together in the table's text: a time is known by its clock before the abbreviation
const zoneSelect = (page: Page) => page.getByLabel(CENTER_TIME_ZONE_UI.label, { exact: true });

async function tripTimesIn(page: Page, abbreviation: RegExp) {
  await page.goto('/dashboard/trips');
  const table = tripTable(page);
  // the demo's whole list, on a machine that may be busy
  await expect(table.getByRole('rowgroup').nth(1).getByRole('row').first()).toBeVisible({ timeout: 30_000 });
  await expect(table).toContainText(abbreviation);
  await expect(table).not.toContainText(/[AP]M UTC/);
}

test("Trip Management writes the control center's zone, never the server's UTC, and follows the zone chosen in Settings", async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL('/dashboard');
  await tripTimesIn(page, /[AP]M E[SD]T/);

  await page.goto('/dashboard/settings');
  await expect(zoneSelect(page)).toHaveValue('');
  await expect(zoneSelect(page).locator('option:checked')).toHaveText('Automatic (Eastern): the zone most facilities are in');
  try {
    await zoneSelect(page).selectOption({ label: 'Central' });
    await page.getByRole('button', { name: CENTER_TIME_ZONE_UI.save, exact: true }).click();
    await expect(page.getByText(CENTER_TIME_ZONE_UI.saved).first()).toBeVisible();
    await expect(page.getByText(CENTER_TIME_ZONE_UI.inForce('Central'))).toBeVisible();
    await tripTimesIn(page, /[AP]M C[SD]T/);
    await expect(tripTable(page)).not.toContainText(/[AP]M E[SD]T/);
  } finally {
    await page.goto('/dashboard/settings');
    await zoneSelect(page).selectOption('');
    await page.getByRole('button', { name: CENTER_TIME_ZONE_UI.save, exact: true }).click();
    await expect(page.getByText(CENTER_TIME_ZONE_UI.inForce('Eastern'))).toBeVisible();
  }
  await tripTimesIn(page, /[AP]M E[SD]T/);
});
