// Healthcare Facilities and EMS Agencies with their modals, desktop and phone width, for a visual review:
// npm run shots -- e2e/admin/org-screenshots.spec.ts
import { AGENCY_SCREEN, ORG_ACTIONS } from '@/domain/organisations/org-list-texts';
import { HOSPITAL_MESSAGES } from '@/domain/organisations/org-messages';
import { ORG_UI } from '@/web/lib/org-ui-texts';
import { registerHospitalViaApi, reviewDialog, rowButton, uniqueName } from '../support/org-api';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const dir = process.env.TCC_SHOTS_DIR;
test.skip(!dir, 'set TCC_SHOTS_DIR to take screenshots');

for (const [device, width, height] of [['desktop', 1280, 800], ['phone', 375, 740]] as const) {
  test(`facility and agency lists and forms (${device})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const shot = (name: string, fullPage = true) => page.screenshot({ path: `${dir}/${device}-org-${name}.png`, fullPage });
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');

    await page.goto('/dashboard/hospitals');
    const riverside = page.getByRole('row').filter({ hasText: 'Riverside General Hospital' });
    await expect(riverside).toBeVisible();
    await shot('60-hospitals');
    await rowButton(riverside, ORG_ACTIONS.edit).click();
    await page.getByLabel('Name', { exact: true }).fill('');
    await page.getByLabel('Email', { exact: true }).fill('nope');
    await page.getByRole('button', { name: HOSPITAL_MESSAGES.updateButton }).click();
    await shot('61-hospital-edit', false);
    await page.keyboard.press('Escape');

    const pending = uniqueName('Shot Review Clinic');
    await registerHospitalViaApi(page, pending);
    await page.getByRole('searchbox', { name: ORG_UI.hospitals.search }).fill(pending);
    const pendingRow = page.getByRole('row').filter({ hasText: pending });
    await rowButton(pendingRow, ORG_ACTIONS.approve).click();
    await expect(reviewDialog(page, 'approve', pending)).toBeVisible();
    await shot('61b-hospital-approve', false);
    await page.keyboard.press('Escape');
    await rowButton(pendingRow, ORG_ACTIONS.reject).click();
    await reviewDialog(page, 'reject', pending).getByRole('button', { name: ORG_ACTIONS.reject, exact: true }).click();
    await shot('61c-hospital-reject', false);
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/agencies');
    await expect(page.getByRole('row').filter({ hasText: 'Metro EMS' })).toBeVisible();
    await shot('62-agencies');
    await shot('62b-agencies-top', false);
    await rowButton(page.getByRole('row').filter({ hasText: 'Metro EMS' }), ORG_ACTIONS.edit).click();
    await expect(page.getByRole('dialog', { name: AGENCY_SCREEN.editAgency })).toBeVisible();
    await shot('63-agency-edit', false);
    await page.getByRole('switch').scrollIntoViewIfNeeded();
    await shot('63b-agency-edit-end', false);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: AGENCY_SCREEN.addAgency }).click();
    await page.getByRole('dialog').getByRole('button', { name: AGENCY_SCREEN.addAgency }).click();
    await expect(page.getByText(ORG_UI.requiredField('Agency Name'))).toBeVisible();
    await shot('64-agency-add', false);
  });
}
