import type { Page } from '@playwright/test';
import { HOSPITAL_SETTINGS, TRIP_MESSAGES, WIZARD } from '@/domain/portals/healthcare-portal-texts';
import { generatePatientId } from '@/domain/trips/patient-id';
import { PATIENT_TEXT_UI } from '@/web/lib/patient-text-ui-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { authHeader } from '../support/control-center-api';
import { chooseDestination, nextStep, openTab, openWizard, PORTAL_TABS, tripsViaApi, wizard, wizardField, wizardStep } from '../support/healthcare-portal';
import { expect, test } from '../support/test';

const LABELS = PORTAL_UI.wizard.labels;
const settings = (page: Page) => page.getByRole('tabpanel', { name: PORTAL_TABS.settings });

test.describe('healthcare facility: texting the patient', () => {
  test('the wizard takes a contact phone with the consent it asks for; the details show it masked', async ({ page }) => {
    await openWizard(page);
    const patientId = generatePatientId();
    await wizardField(page, LABELS.patientId).fill(patientId);
    const consent = wizard(page).getByRole('switch', { name: PATIENT_TEXT_UI.wizard.consent });
    await expect(consent).toHaveCount(0);
    await wizardField(page, PATIENT_TEXT_UI.wizard.phone).fill('(412) 555-0142');
    await expect(consent).toBeVisible();
    await consent.check();
    await nextStep(page, 2);
    await chooseDestination(page, 'North Hills Regional Hospital');
    await wizardField(page, LABELS.scheduledTime).fill('2030-03-14T09:45');
    await nextStep(page, 3);
    await nextStep(page, 4);
    await nextStep(page, 5);
    await expect(wizardStep(page, 4).getByText('(412) 555-0142', { exact: true })).toBeVisible();
    await wizard(page).getByRole('button', { name: WIZARD.create }).click();
    await expect(wizard(page).getByRole('status').filter({ hasText: TRIP_MESSAGES.created })).toBeVisible();

    const stored = (await tripsViaApi(page)).find((t) => t.patientId === patientId)!;
    await openTab(page, PORTAL_TABS.requests);
    await page.getByRole('button', { name: PORTAL_UI.requests.openDetails(patientId) }).click();
    const details = page.getByRole('dialog', { name: PORTAL_UI.details.title(stored.tripNumber) });
    await expect(details.getByText('•••-•••-0142')).toBeVisible();
    await expect(details).not.toContainText('555-0142');
  });

  test('Settings turns the texts off and on again', async ({ page }) => {
    await openWizard(page);
    await openTab(page, PORTAL_TABS.settings);
    const toggle = settings(page).getByRole('switch', { name: PATIENT_TEXT_UI.settings.textPatients });
    await expect(toggle).toBeChecked();
    await toggle.uncheck();
    await settings(page).getByRole('button', { name: HOSPITAL_SETTINGS.save }).click();
    await expect(page.getByRole('status').filter({ hasText: HOSPITAL_SETTINGS.updated })).toBeVisible();
    const stored = await page.request.get('/api/auth/healthcare/facility', { headers: await authHeader(page) });
    expect(((await stored.json()) as { data: { textPatients: boolean } }).data.textPatients).toBe(false);
    // back as the demo facility had it
    const restored = await page.request.put('/api/auth/healthcare/facility/update', { headers: await authHeader(page), data: { textPatients: true } });
    expect(restored.status()).toBe(200);
  });
});
