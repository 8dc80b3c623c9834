import type { Page } from '@playwright/test';
import { DROPDOWN_CATEGORIES } from '@/domain/common/enums';
import { DROPDOWN_OPTION_TEXTS } from '@/domain/portals/healthcare-portal-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { uniqueName } from '../support/org-api';
import { openTab, PORTAL_TABS, signInToPortal, wizardField } from '../support/healthcare-portal';
import { expect, test } from '../support/test';

const OPTIONS_TEXTS = PORTAL_UI.options;
const panel = (page: Page) => page.getByRole('tabpanel', { name: PORTAL_TABS.hospitalSettings });
const list = (page: Page, category: string) => panel(page).getByRole('list', { name: OPTIONS_TEXTS.listLabel(category) });
const insuranceLabel = DROPDOWN_CATEGORIES.find((c) => c.value === 'insurance')!.label;
const optionValues = (page: Page) => wizardField(page, PORTAL_UI.wizard.labels.insuranceCompany).locator('option').allTextContents();

/** The insurance choices of the wizard, as a nurse would see them now. */
async function wizardInsurance(page: Page) {
  await openTab(page, PORTAL_TABS.createRequest);
  const values = await optionValues(page);
  await openTab(page, PORTAL_TABS.hospitalSettings);
  return values;
}

test.describe('healthcare facility: Hospital Settings (dropdown options)', () => {
  test('add, edit inline and delete an option; each change shows in the wizard at once', async ({ page }) => {
    await signInToPortal(page);
    await openTab(page, PORTAL_TABS.createRequest);
    await expect(wizardField(page, PORTAL_UI.wizard.labels.insuranceCompany).locator('option', { hasText: 'Medicare' })).toHaveCount(1);
    await openTab(page, PORTAL_TABS.hospitalSettings);
    await expect(panel(page).getByText(OPTIONS_TEXTS.instructions)).toBeVisible();
    await expect(panel(page).getByLabel(OPTIONS_TEXTS.category)).toHaveValue('insurance');
    await expect(list(page, insuranceLabel).getByRole('listitem').first()).toBeVisible();

    const added = uniqueName('Keystone Mutual');
    await panel(page).getByLabel(OPTIONS_TEXTS.newOption).fill(`  ${added}  `);
    await panel(page).getByLabel(OPTIONS_TEXTS.newOption).press('Enter');
    const message = panel(page).getByRole('status').filter({ hasText: DROPDOWN_OPTION_TEXTS.added });
    await expect(message).toBeVisible();
    await expect(list(page, insuranceLabel).getByRole('listitem').filter({ hasText: added })).toHaveCount(1);
    await expect(panel(page).getByLabel(OPTIONS_TEXTS.newOption)).toHaveValue('');
    expect(await wizardInsurance(page)).toContain(added);
    // the message clears after 3 s (well within the expect timeout)
    await expect(message).toBeHidden();

    const row = list(page, insuranceLabel).getByRole('listitem').filter({ hasText: added });
    await row.getByRole('button', { name: `${OPTIONS_TEXTS.edit} ${added}` }).click();
    const renamed = `${added} Plus`;
    await panel(page).getByLabel(OPTIONS_TEXTS.editValue(added)).fill(renamed);
    await panel(page).getByLabel(OPTIONS_TEXTS.editValue(added)).press('Enter');
    await expect(panel(page).getByRole('status').filter({ hasText: DROPDOWN_OPTION_TEXTS.updated })).toBeVisible();
    await expect(list(page, insuranceLabel).getByRole('button', { name: `${OPTIONS_TEXTS.edit} ${renamed}` })).toBeVisible();
    const afterEdit = await wizardInsurance(page);
    expect(afterEdit).toContain(renamed);
    expect(afterEdit).not.toContain(added);

    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await list(page, insuranceLabel).getByRole('listitem').filter({ hasText: renamed }).getByRole('button', { name: `${OPTIONS_TEXTS.delete} ${renamed}` }).click();
    await expect(panel(page).getByRole('status').filter({ hasText: DROPDOWN_OPTION_TEXTS.deleted })).toBeVisible();
    expect(asked).toBe(DROPDOWN_OPTION_TEXTS.deleteConfirm);
    await expect(list(page, insuranceLabel).getByRole('listitem').filter({ hasText: renamed })).toHaveCount(0);
    expect(await wizardInsurance(page)).not.toContain(renamed);
  });

  test('a blank value is refused before the call; a duplicate shows the server’s words with Dismiss; declining the confirmation keeps the option', async ({ page }) => {
    await signInToPortal(page);
    await openTab(page, PORTAL_TABS.hospitalSettings);
    await panel(page).getByLabel(OPTIONS_TEXTS.category).selectOption('mobility');
    const mobility = list(page, 'Mobility Levels');
    await expect(mobility.getByRole('listitem').filter({ hasText: 'Wheelchair' })).toHaveCount(1);

    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/dropdown-options')) posted = true;
    });
    await panel(page).getByLabel(OPTIONS_TEXTS.newOption).fill('   ');
    await panel(page).getByRole('button', { name: OPTIONS_TEXTS.add }).click();
    await expect(panel(page).getByText(OPTIONS_TEXTS.valueRequired)).toBeVisible();
    expect(posted).toBe(false);

    await panel(page).getByLabel(OPTIONS_TEXTS.newOption).fill('Wheelchair');
    await panel(page).getByRole('button', { name: OPTIONS_TEXTS.add }).click();
    const error = panel(page).getByRole('alert');
    await expect(error).toContainText('already exists');
    await error.getByRole('button', { name: DROPDOWN_OPTION_TEXTS.dismiss }).click();
    await expect(error).toHaveCount(0);

    page.once('dialog', (dialog) => void dialog.dismiss());
    await mobility.getByRole('listitem').filter({ hasText: 'Stretcher' }).getByRole('button', { name: `${OPTIONS_TEXTS.delete} Stretcher` }).click();
    await expect(mobility.getByRole('listitem').filter({ hasText: 'Stretcher' })).toHaveCount(1);

    // an edit cancelled with Escape changes nothing
    await mobility.getByRole('button', { name: `${OPTIONS_TEXTS.edit} Bedbound` }).click();
    await panel(page).getByLabel(OPTIONS_TEXTS.editValue('Bedbound')).fill('Bed-bound');
    await panel(page).getByLabel(OPTIONS_TEXTS.editValue('Bedbound')).press('Escape');
    await expect(mobility.getByRole('button', { name: `${OPTIONS_TEXTS.edit} Bedbound` })).toBeVisible();
    await expect(mobility.getByRole('listitem').filter({ hasText: 'Bed-bound' })).toHaveCount(0);
  });

  test('the categories, the empty state and the load and write failures with the catalogue texts', async ({ page }) => {
    await page.route('**/api/dropdown-options', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ status: 500, json: { success: false } }) : route.fallback(),
    );
    await page.route('**/api/dropdown-options/urgency', (route) => route.fulfill({ json: { success: true, data: [] } }));
    await page.route('**/api/dropdown-options/diagnosis', (route) => route.fulfill({ status: 500, json: { success: false } }));
    await signInToPortal(page);
    await openTab(page, PORTAL_TABS.hospitalSettings);
    await expect(panel(page).getByRole('alert').filter({ hasText: DROPDOWN_OPTION_TEXTS.loadCategoriesFailed })).toBeVisible();
    await expect(panel(page).getByLabel(OPTIONS_TEXTS.category).locator('option')).toHaveText(DROPDOWN_CATEGORIES.map((c) => c.label));

    await panel(page).getByLabel(OPTIONS_TEXTS.category).selectOption('urgency');
    await expect(panel(page).getByText(DROPDOWN_OPTION_TEXTS.empty)).toBeVisible();
    await expect(panel(page).getByText(OPTIONS_TEXTS.emptyHint)).toBeVisible();

    await panel(page).getByLabel(OPTIONS_TEXTS.category).selectOption('diagnosis');
    await expect(panel(page).getByRole('alert').filter({ hasText: DROPDOWN_OPTION_TEXTS.loadOptionsFailed })).toBeVisible({ timeout: 15_000 });

    await panel(page).getByLabel(OPTIONS_TEXTS.category).selectOption('insurance');
    await page.route('**/api/dropdown-options/*', (route) =>
      ['PUT', 'DELETE'].includes(route.request().method()) ? route.fulfill({ status: 500, json: { success: false } }) : route.fallback(),
    );
    await page.route('**/api/dropdown-options', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { success: false } }) : route.fallback(),
    );
    await panel(page).getByLabel(OPTIONS_TEXTS.newOption).fill('Anything');
    await panel(page).getByRole('button', { name: OPTIONS_TEXTS.add }).click();
    await expect(panel(page).getByRole('alert').filter({ hasText: DROPDOWN_OPTION_TEXTS.addFailed })).toBeVisible();
    await panel(page).getByRole('button', { name: `${OPTIONS_TEXTS.edit} Aetna` }).click();
    await panel(page).getByLabel(OPTIONS_TEXTS.editValue('Aetna')).fill('Aetna Better Health');
    await panel(page).getByRole('button', { name: OPTIONS_TEXTS.save }).click();
    await expect(panel(page).getByRole('alert').filter({ hasText: DROPDOWN_OPTION_TEXTS.updateFailed })).toBeVisible();
    await panel(page).getByRole('button', { name: OPTIONS_TEXTS.cancel }).click();
    page.once('dialog', (dialog) => void dialog.accept());
    await panel(page).getByRole('button', { name: `${OPTIONS_TEXTS.delete} Aetna` }).click();
    await expect(panel(page).getByRole('alert').filter({ hasText: DROPDOWN_OPTION_TEXTS.deleteFailed })).toBeVisible();
  });
});
