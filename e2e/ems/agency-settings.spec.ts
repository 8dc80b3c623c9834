import type { Page } from '@playwright/test';
import type { AgencySettings } from '@/domain/organisations/agency-answers';
import { AGENCY_SETTINGS_TEXTS, EMS_OVERVIEW } from '@/domain/portals/ems-dashboard-texts';
import { IDENTITY_REVIEW_TEXTS } from '@/domain/organisations/identity-review';
import { EMS_UI } from '@/web/features/ems-dashboard/ems-ui-texts';
import { ORG_UI } from '@/web/lib/org-ui-texts';
import { authHeader } from '../support/control-center-api';
import { approvedAgencyAccount, EMS_TABS, openDashboardTab, signInToDashboard } from '../support/ems-dashboard';
import { holdRoute } from '../support/hold-route';
import { storedSession } from '../support/session';
import { expect, test } from '../support/test';

const LABELS = AGENCY_SETTINGS_TEXTS.labels;
const input = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const UPDATE = '**/api/auth/ems/agency/update';

async function storedAgency(page: Page): Promise<AgencySettings> {
  const answer = await page.request.get('/api/auth/ems/agency', { headers: await authHeader(page) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: AgencySettings }).data;
}

// each test has an agency of its own, so renaming it never touches the demo agency other journeys use
test.describe('EMS agency: Settings', () => {
  test('the form shows the stored agency; Save Changes reads Saving..., the banner stays 3 s, then Overview; the new name waits for review', async ({ page, request, mailbox }) => {
    const name = `Ridge Ambulance ${Date.now().toString(36)}`;
    const account = await approvedAgencyAccount(request, mailbox, name);
    await signInToDashboard(page, account);
    await openDashboardTab(page, EMS_TABS.settings);
    await expect(page.getByRole('heading', { name: AGENCY_SETTINGS_TEXTS.title })).toBeVisible();
    await expect(page.getByText(AGENCY_SETTINGS_TEXTS.subtitle, { exact: true })).toBeVisible();
    await expect(input(page, LABELS.agencyName)).toHaveValue(name);
    await expect(input(page, LABELS.contactName)).toHaveValue('Casey Morgan');
    await expect(input(page, LABELS.email)).toHaveValue(account.email);
    await expect(input(page, LABELS.city)).toHaveValue('Harrisburg');
    // the registration's type is not one of the four choices: it stays until another is picked
    await expect(input(page, LABELS.serviceType)).toHaveValue('Ground Ambulance');
    await expect(input(page, LABELS.serviceType).locator('option')).toHaveText([
      EMS_UI.settings.currentServiceType('Ground Ambulance'),
      'BLS Only',
      'ALS Only',
      'BLS/ALS',
      'Critical Care',
    ]);

    // required fields and the e-mail format are checked before anything is sent
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/ems/agency/update')) sent++;
    });
    await input(page, LABELS.agencyName).fill('');
    await input(page, LABELS.email).fill('dispatch@');
    await page.getByRole('button', { name: AGENCY_SETTINGS_TEXTS.save }).click();
    await expect(page.getByText(ORG_UI.requiredField(LABELS.agencyName))).toBeVisible();
    await expect(page.getByText(ORG_UI.invalidEmail)).toBeVisible();
    expect(sent).toBe(0);

    const renamed = `${name} North`;
    await input(page, LABELS.agencyName).fill(renamed);
    await input(page, LABELS.email).fill(account.email);
    await input(page, LABELS.phone).fill('(717) 555-0123');
    await input(page, LABELS.serviceType).selectOption({ label: 'ALS Only' });
    await input(page, LABELS.zipCode).fill('17102');
    const release = await holdRoute(page, UPDATE);
    await page.getByRole('button', { name: AGENCY_SETTINGS_TEXTS.save }).click();
    await expect(page.getByRole('button', { name: AGENCY_SETTINGS_TEXTS.saving })).toBeDisabled();
    release();
    await expect(page.getByRole('status').filter({ hasText: AGENCY_SETTINGS_TEXTS.updated })).toBeVisible();
    // the rename waits for the control center: the agency keeps its name meanwhile, and Settings says so
    await expect(page.getByRole('status').filter({ hasText: IDENTITY_REVIEW_TEXTS.pendingTitle })).toContainText(IDENTITY_REVIEW_TEXTS.pendingName(name, renamed));
    await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toHaveText(name);
    // after the banner's 3 s (well within the expect timeout) the dashboard is back on Overview
    await expect(page.getByRole('tab', { name: EMS_TABS.overview, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('group', { name: EMS_OVERVIEW.availableTrips })).toBeVisible();

    expect(await storedAgency(page)).toMatchObject({ agencyName: name, pendingName: renamed, phone: '+17175550123', serviceType: 'ALS', zipCode: '17102' });
    expect((JSON.parse((await storedSession(page)).user!) as { agencyName: string }).agencyName).toBe(name);
    await openDashboardTab(page, EMS_TABS.settings);
    // the form holds the name asked for, so another save keeps the request
    await expect(input(page, LABELS.agencyName)).toHaveValue(renamed);
    await expect(input(page, LABELS.serviceType)).toHaveValue('ALS');
  });

  test('Cancel puts the stored values back and returns to Overview; a refusal shows the server’s text or the catalogue’s', async ({ page, request, mailbox }) => {
    const name = `Summit Medical Transport ${Date.now().toString(36)}`;
    const account = await approvedAgencyAccount(request, mailbox, name);
    await signInToDashboard(page, account);
    await openDashboardTab(page, EMS_TABS.settings);
    await input(page, LABELS.agencyName).fill('Not saved');
    await page.getByRole('button', { name: AGENCY_SETTINGS_TEXTS.cancel }).click();
    await expect(page.getByRole('tab', { name: EMS_TABS.overview, exact: true })).toHaveAttribute('aria-selected', 'true');
    await openDashboardTab(page, EMS_TABS.settings);
    await expect(input(page, LABELS.agencyName)).toHaveValue(name);

    await page.route(UPDATE, (route) => route.fulfill({ status: 400, json: { success: false, error: 'email is already used by another agency' } }));
    await page.getByRole('button', { name: AGENCY_SETTINGS_TEXTS.save }).click();
    // the field the server names by its key is named as the form names it
    await expect(page.getByRole('alert')).toHaveText('Email is already used by another agency');
    await page.unroute(UPDATE);
    await page.route(UPDATE, (route) => route.fulfill({ status: 500, json: { success: false } }));
    await page.getByRole('button', { name: AGENCY_SETTINGS_TEXTS.save }).click();
    await expect(page.getByRole('alert')).toHaveText(AGENCY_SETTINGS_TEXTS.updateFailed);
    expect((await storedAgency(page)).agencyName).toBe(name);
  });
});
