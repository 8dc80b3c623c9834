// The healthcare portal at desktop and phone width, for a visual review (npm run shots; not part of npm test):
// npm run shots -- e2e/healthcare/screenshots.spec.ts
import type { Page } from '@playwright/test';
import { PORTAL_OVERVIEW, WIZARD } from '@/domain/portals/healthcare-portal-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { PREFERRED_AGENCY_UI } from '@/web/features/healthcare-portal/preferred-agency-ui-texts';
import { blockMapTiles, nextStep, openTab, PORTAL_TABS, signInToPortal, wizard, wizardField } from '../support/healthcare-portal';
import { SHOT_VIEWPORTS, SHOTS_DIR, skipUnlessShooting } from '../support/shots';
import { expect, test } from '../support/test';

skipUnlessShooting();
const LABELS = PORTAL_UI.wizard.labels;

for (const [device, viewport] of SHOT_VIEWPORTS) {
  test.describe(device, () => {
    test.use({ viewport });
    const shot = (page: Page, name: string, fullPage = device === 'desktop') =>
      page.screenshot({ path: `${SHOTS_DIR}/${device}-hc-${name}.png`, fullPage });

    test('healthcare portal', async ({ page }) => {
      test.setTimeout(90_000);
      await blockMapTiles(page);
      await signInToPortal(page);
      await expect(page.getByRole('list', { name: PORTAL_OVERVIEW.recentActivity })).toBeVisible();
      await shot(page, '60-overview');

      await openTab(page, PORTAL_TABS.requests);
      await expect(page.getByRole('table')).toBeVisible();
      await shot(page, '61-requests');
      await page.getByRole('table').getByRole('button').first().click();
      await expect(page.getByRole('dialog').getByRole('list', { name: PORTAL_UI.details.sections.timeline })).toBeVisible();
      await shot(page, '62-details');
      await page.keyboard.press('Escape');

      await openTab(page, PORTAL_TABS.createRequest);
      await shot(page, '63-wizard-1');
      await wizardField(page, LABELS.patientId).fill('PSHOT0001');
      await nextStep(page, 2);
      await wizardField(page, LABELS.toLocation).selectOption({ index: 3 });
      await wizardField(page, LABELS.scheduledTime).fill('2030-01-15T10:30');
      await shot(page, '64-wizard-2');
      await nextStep(page, 3);
      await shot(page, '65-wizard-3');
      await nextStep(page, 4);
      await expect(wizard(page).getByRole('checkbox').first()).toBeVisible();
      await wizard(page).getByRole('checkbox').nth(1).check();
      await expect(wizard(page).getByRole('checkbox').nth(1)).toBeChecked();
      await shot(page, '66-wizard-4');
      await nextStep(page, 5);
      await shot(page, '67-wizard-5');
      await wizard(page).getByRole('button', { name: WIZARD.steps[1] ? `Step 2: ${WIZARD.steps[1]}` : '' }).click();
      await wizard(page).getByText(PORTAL_UI.wizard.manual).click();
      await wizard(page).getByRole('button', { name: `Step 4: ${WIZARD.steps[3]}` }).click();
      await shot(page, '68-wizard-4-manual');

      await openTab(page, PORTAL_TABS.settings);
      await expect(page.getByLabel('Facility Name')).not.toHaveValue('');
      await shot(page, '69-settings');
      // two agencies chosen (a draft, never saved), and the panel on its own
      const preferred = page.getByRole('region', { name: PREFERRED_AGENCY_UI.title });
      const pick = preferred.getByLabel(PREFERRED_AGENCY_UI.pick, { exact: true });
      for (let k = 0; k < 2; k++) {
        await pick.selectOption({ index: 1 });
        await preferred.getByRole('button', { name: PREFERRED_AGENCY_UI.add, exact: true }).click();
      }
      await preferred.screenshot({ path: `${SHOTS_DIR}/${device}-hc-69-preferred-agencies.png` });
      await openTab(page, PORTAL_TABS.hospitalSettings);
      await expect(page.getByRole('list', { name: /options$/ })).toBeVisible();
      await shot(page, '70-hospital-settings');
    });
  });
}
