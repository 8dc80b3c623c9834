import type { Page } from '@playwright/test';
import { PREFERRED_AGENCY_UI } from '@/web/features/healthcare-portal/preferred-agency-ui-texts';
import { authHeader } from '../support/control-center-api';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { openTab, PORTAL_TABS, signInToPortal } from '../support/healthcare-portal';
import { expect, test } from '../support/test';

const URL = '/api/auth/healthcare/facility/preferred-agencies';
const panel = (page: Page) => page.getByRole('region', { name: PREFERRED_AGENCY_UI.title });
const listed = (page: Page) => panel(page).getByRole('list', { name: PREFERRED_AGENCY_UI.listLabel }).getByRole('listitem');
const picker = (page: Page) => panel(page).getByLabel(PREFERRED_AGENCY_UI.pick, { exact: true });

/** Picks the agency listed at `index` (after "Choose an agency") and adds it; answers its name. */
async function addAgency(page: Page, index: number): Promise<string> {
  const option = picker(page).locator('option').nth(index);
  const name = (await option.textContent())!.replace(/ \([\d.]+ mi\)$/, '');
  await picker(page).selectOption((await option.getAttribute('value'))!);
  await panel(page).getByRole('button', { name: PREFERRED_AGENCY_UI.add, exact: true }).click();
  return name;
}

test.describe('healthcare facility: preferred agencies', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a nurse picks two agencies, orders them by keyboard, saves once with a double click, and finds them kept after a reload', async ({ page }) => {
    await signInToPortal(page);
    await openTab(page, PORTAL_TABS.settings);
    // the demo facility prefers nobody when this starts, and again when it ends
    await expect(panel(page).getByText(PREFERRED_AGENCY_UI.none)).toBeVisible();
    try {
      await expect(picker(page).locator('option')).not.toHaveCount(1);
      const first = await addAgency(page, 1);
      const second = await addAgency(page, 1);
      await expect(listed(page)).toHaveCount(2);
      await expect(listed(page).nth(1)).toContainText(second);

      // the second moves up by keyboard, and focus stays with it (on Move down, now that it is first)
      await panel(page).getByRole('button', { name: PREFERRED_AGENCY_UI.moveUp(second) }).focus();
      await page.keyboard.press('Enter');
      await expect(panel(page).getByRole('button', { name: PREFERRED_AGENCY_UI.moveDown(second) })).toBeFocused();
      await expect(listed(page).nth(0)).toContainText(second);

      // what is chosen survives a reload before it is saved
      await page.reload();
      await openTab(page, PORTAL_TABS.settings);
      await expect(listed(page)).toHaveCount(2);
      await expect(listed(page).nth(0)).toContainText(second);
      expect(await horizontalOverflow(page)).toEqual([]);

      const puts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PUT' && r.url().endsWith(URL)) puts.push(r.postData() ?? '');
      });
      await panel(page).getByRole('button', { name: PREFERRED_AGENCY_UI.save }).dblclick();
      await expect(panel(page).getByRole('status').filter({ hasText: PREFERRED_AGENCY_UI.saved })).toBeVisible();
      expect(puts).toHaveLength(1);

      await page.reload();
      await openTab(page, PORTAL_TABS.settings);
      await expect(listed(page)).toHaveCount(2);
      await expect(listed(page).nth(0)).toContainText(second);
      await expect(listed(page).nth(1)).toContainText(first);
      // stored, not a draft: nothing to discard
      await expect(panel(page).getByRole('button', { name: PREFERRED_AGENCY_UI.discard })).toHaveCount(0);
    } finally {
      await page.request.put(URL, { headers: await authHeader(page), data: { agencyIds: [] } });
    }
  });
});
