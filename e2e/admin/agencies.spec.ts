import type { Page } from '@playwright/test';
import type { Agency } from '@/domain/organisations/agency-answers';
import { AGENCY_SERVICE_TYPES } from '@/domain/common/choices';
import { LIST_PAGING_TEXTS } from '@/domain/common/list-paging';
import { EMS_DASHBOARD } from '@/domain/portals/portal-texts';
import { SCREEN } from '@/domain/common/messages';
import { AGENCY_SCREEN, ORG_ACTIONS, ORG_STATUS_LABELS } from '@/domain/organisations/org-list-texts';
import { AGENCY_MESSAGES } from '@/domain/organisations/org-messages';
import { IDENTITY_REVIEW_TEXTS } from '@/domain/organisations/identity-review';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { PENDING_PASSWORD } from '@/server/db/seed/catalogue';
import { PENDING_AGENCY } from '@/server/db/seed/region';
import { ORG_FORM_LABELS, ORG_UI } from '@/web/lib/org-ui-texts';
import { demoAccount, uniqueEmail } from '../support/accounts';
import { apiSession, approvedAgencyAccount } from '../support/ems-dashboard';
import { holdRoute } from '../support/hold-route';
import { createAgencyViaApi, reviewRow, rowButton, uniqueName } from '../support/org-api';
import { signInAs, storedSession, submitLogin } from '../support/session';
import { expect, test } from '../support/test';

const AGENCIES = '/dashboard/agencies';
const AGENCY_LIST_CALL = /\/api\/tcc\/agencies(\?|$)/;
const table = (page: Page) => page.getByRole('table', { name: DASHBOARD_SECTIONS.agencies });
const rows = (page: Page) => table(page).getByRole('row');
const row = (page: Page, name: string) => rows(page).filter({ hasText: name });
const search = (page: Page, text: string) => page.getByRole('searchbox', { name: ORG_UI.agencies.search }).fill(text);
const statusFilter = (page: Page) => page.getByRole('combobox', { name: ORG_UI.agencies.statusFilter });
const modal = (page: Page, title: string) => page.getByRole('dialog', { name: title });

async function openAgencies(page: Page, role: 'admin' | 'user' = 'admin') {
  await signInAs(page, role);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: DASHBOARD_SECTIONS.agencies }).click();
  await expect(page).toHaveURL(AGENCIES);
  await expect(rows(page).nth(1)).toBeVisible();
}

test.describe('control center: EMS Agencies', () => {
  test('shows agency, contact, location, capability chips and status for each agency', async ({ page }) => {
    await openAgencies(page);
    await expect(table(page).getByRole('columnheader')).toHaveText(Object.values(AGENCY_SCREEN.columns));
    const metro = row(page, 'Metro EMS');
    await expect(metro).toContainText('Mike Kowalski');
    await expect(metro).toContainText('(412) 555-0150');
    await expect(metro).toContainText('dispatch@metro-ems.com');
    await expect(metro).toContainText('Pittsburgh, PA 15212');
    await expect(metro.getByRole('listitem')).toHaveText(['BLS', 'ALS', 'Bariatric']);
    await expect(metro).toContainText(ORG_STATUS_LABELS.active);
  });

  test('search and the status filter narrow the list', async ({ page }) => {
    await openAgencies(page);
    const tag = uniqueName('Filtertest');
    const on = await createAgencyViaApi(page, `${tag} Alpha`);
    await createAgencyViaApi(page, `${tag} Beta`, { active: false });
    await page.getByRole('button', { name: ORG_ACTIONS.refresh }).click();

    await search(page, tag);
    await expect(rows(page)).toHaveCount(3);
    // other tests add agencies meanwhile: the total is whatever the list held when it loaded
    await expect(page.getByText(new RegExp(`^${ORG_UI.agencies.count(2, 1_000_000_007).replace('1000000007', '\\d+')}$`))).toBeVisible();
    await expect(statusFilter(page).getByRole('option')).toContainText([
      AGENCY_SCREEN.statusFilter.all,
      AGENCY_SCREEN.statusFilter.active,
      AGENCY_SCREEN.statusFilter.inactive,
    ]);
    await statusFilter(page).selectOption({ label: AGENCY_SCREEN.statusFilter.inactive });
    await expect(rows(page)).toHaveCount(2);
    await expect(row(page, `${tag} Beta`)).toContainText(ORG_STATUS_LABELS.inactive);
    await statusFilter(page).selectOption({ label: AGENCY_SCREEN.statusFilter.active });
    await expect(rows(page)).toHaveCount(2);
    await expect(row(page, `${tag} Alpha`)).toContainText(ORG_STATUS_LABELS.active);
    await expect(row(page, `${tag} Alpha`)).toContainText(ORG_UI.agencies.agencyId(on.id));

    // the id shown in the row finds the agency too
    await statusFilter(page).selectOption({ label: AGENCY_SCREEN.statusFilter.all });
    await search(page, on.id);
    await expect(rows(page)).toHaveCount(2);
    await search(page, `${tag} Gamma`);
    await expect(page.getByText(ORG_UI.agencies.noMatch)).toBeVisible();
  });

  test('Edit Agency: required fields are checked, Save Changes reads Saving..., the change shows in the list', async ({ page }) => {
    await openAgencies(page);
    const name = uniqueName('Editable EMS');
    await createAgencyViaApi(page, name);
    await page.getByRole('button', { name: ORG_ACTIONS.refresh }).click();
    await search(page, name);
    await rowButton(row(page, name), ORG_ACTIONS.edit).click();
    const edit = modal(page, AGENCY_SCREEN.editAgency);
    await expect(edit).toBeVisible();
    const field = (label: string) => edit.getByLabel(label, { exact: true });
    await expect(field(ORG_FORM_LABELS.agencyName)).toHaveValue(name);
    await expect(field(ORG_FORM_LABELS.serviceType).getByRole('option')).toHaveText(AGENCY_SERVICE_TYPES.map((s) => s.label));

    await field(ORG_FORM_LABELS.contactName).fill('');
    await field(ORG_FORM_LABELS.email).fill('dispatch(at)example');
    await edit.getByRole('button', { name: AGENCY_MESSAGES.saveButton }).click();
    await expect(edit.getByText(ORG_UI.requiredField(ORG_FORM_LABELS.contactName))).toBeVisible();
    await expect(edit.getByText(ORG_UI.invalidEmail)).toBeVisible();

    const renamed = `${name} Renamed`;
    await field(ORG_FORM_LABELS.agencyName).fill(renamed);
    await field(ORG_FORM_LABELS.contactName).fill('Jamie Rivera');
    await field(ORG_FORM_LABELS.email).fill('jamie.rivera@editable-ems.org');
    await field(ORG_FORM_LABELS.phone).fill('(412) 555-0190');
    await field(ORG_FORM_LABELS.serviceType).selectOption({ label: 'ALS Only' });
    await field('ALS').check();
    await field('Critical Care').check();
    await edit.getByRole('switch', { name: ORG_UI.agencies.activeLabel }).uncheck();
    const release = await holdRoute(page, '**/api/tcc/agencies/*');
    await edit.getByRole('button', { name: AGENCY_MESSAGES.saveButton }).click();
    await expect(edit.getByRole('button', { name: AGENCY_MESSAGES.saving })).toBeDisabled();
    release();
    await expect(edit).toBeHidden();

    await search(page, renamed);
    const saved = row(page, renamed);
    await expect(saved).toContainText('Jamie Rivera');
    await expect(saved).toContainText('(412) 555-0190');
    await expect(saved).toContainText('jamie.rivera@editable-ems.org');
    await expect(saved.getByRole('listitem')).toHaveText(['BLS', 'ALS', 'Critical Care']);
    await expect(saved).toContainText(ORG_STATUS_LABELS.inactive);
    await page.reload();
    await search(page, renamed);
    await expect(row(page, renamed)).toContainText('Jamie Rivera');
  });

  test('Add Agency creates an agency that is listed at once, and the admin stays signed in', async ({ page }) => {
    await openAgencies(page);
    const name = uniqueName('Three Rivers Mobility');
    await page.getByRole('button', { name: AGENCY_SCREEN.addAgency }).click();
    const add = modal(page, AGENCY_SCREEN.addAgency);
    await expect(add).toBeVisible();
    const field = (label: string) => add.getByLabel(label, { exact: true });
    await add.getByRole('button', { name: AGENCY_SCREEN.addAgency }).click();
    await expect(add.getByText(ORG_UI.requiredField(ORG_FORM_LABELS.agencyName))).toBeVisible();

    await field(ORG_FORM_LABELS.agencyName).fill(name);
    await field(ORG_FORM_LABELS.contactName).fill('Dana Whitfield');
    await field(ORG_FORM_LABELS.email).fill(uniqueEmail('dispatch'));
    await field(ORG_FORM_LABELS.city).fill('Pittsburgh');
    await field(ORG_FORM_LABELS.state).selectOption('PA');
    await field(ORG_FORM_LABELS.zipCode).fill('15222');
    await field(ORG_FORM_LABELS.serviceType).selectOption({ label: 'BLS/ALS' });
    await field('BLS').check();
    await add.getByRole('button', { name: AGENCY_SCREEN.addAgency }).click();
    await expect(add).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: ORG_UI.created(name) })).toBeVisible();

    await expect(page).toHaveURL(AGENCIES);
    await expect(page.getByText(demoAccount('admin').email)).toBeVisible();
    expect((await storedSession(page)).token).toBeTruthy();
    await search(page, name);
    await expect(row(page, name)).toContainText('Dana Whitfield');
    await expect(row(page, name)).toContainText('Pittsburgh, PA 15222');
    await expect(row(page, name)).toContainText(ORG_STATUS_LABELS.active);
  });

  test('the admin approves the pending agency under Pending Review; its user then signs in', async ({ page }) => {
    await openAgencies(page);
    await statusFilter(page).selectOption({ label: AGENCY_SCREEN.statusFilter.pending });
    const pending = row(page, PENDING_AGENCY.name);
    await expect(pending).toContainText(ORG_STATUS_LABELS.pending);
    await reviewRow(page, pending, PENDING_AGENCY.name, 'approve');
    await expect(page.getByRole('status').filter({ hasText: ORG_UI.approved(PENDING_AGENCY.name) })).toBeVisible();
    await expect(pending).toHaveCount(0);
    await statusFilter(page).selectOption({ label: AGENCY_SCREEN.statusFilter.active });
    await expect(row(page, PENDING_AGENCY.name)).toContainText(ORG_STATUS_LABELS.active);
    await expect(rowButton(row(page, PENDING_AGENCY.name), ORG_ACTIONS.approve)).toHaveCount(0);

    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await page.getByRole('button', { name: SCREEN.emsLogin, exact: true }).click();
    await submitLogin(page, PENDING_AGENCY.email, PENDING_PASSWORD, SCREEN.signIn);
    await expect(page.getByRole('banner')).toContainText(EMS_DASHBOARD.subtitle);
  });

  test('Delete asks first; an agency with transports is refused with the server’s reason, a new one is removed', async ({ page }) => {
    await openAgencies(page);
    page.on('dialog', (d) => {
      expect(d.message()).toBe(AGENCY_MESSAGES.deleteConfirm);
      void d.accept();
    });
    await rowButton(row(page, 'Metro EMS'), ORG_ACTIONS.delete).click();
    await expect(page.getByRole('alert').filter({ hasText: AGENCY_MESSAGES.hasTrips })).toBeVisible();
    await expect(row(page, 'Metro EMS')).toBeVisible();

    const name = uniqueName('Short Lived EMS');
    await createAgencyViaApi(page, name);
    await page.getByRole('button', { name: ORG_ACTIONS.refresh }).click();
    await rowButton(row(page, name), ORG_ACTIONS.delete).click();
    await expect(page.getByRole('status').filter({ hasText: ORG_UI.deleted(name) })).toBeVisible();
    await expect(row(page, name)).toHaveCount(0);
  });

  test('a failed load says Failed to load agencies with Retry', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    await page.route(AGENCY_LIST_CALL, (route) => route.fulfill({ status: 500, json: { success: false } }));
    await page.goto(AGENCIES);
    await expect(page.getByRole('heading', { name: AGENCY_MESSAGES.loadFailed })).toBeVisible();
    await page.unrouteAll();
    await page.getByRole('button', { name: ORG_ACTIONS.retry }).click();
    await expect(row(page, 'Metro EMS')).toBeVisible();
  });

  // how quick is measured by the benchmarks, never asserted here: a busy machine must not fail a correct screen
  test('3,000 agencies: the screen asks the server for one page at a time, searched and filtered there', async ({ page }) => {
    const many = Array.from({ length: 3000 }, (_, i) => fakeAgency(i));
    const asked: URL[] = [];
    // the list and its light counts answer as the server would: filtered, then cut to the page asked for
    await page.route(/\/api\/tcc\/agencies(\/names)?\?/, (route) => {
      const url = new URL(route.request().url());
      asked.push(url);
      const q = url.searchParams;
      const matching = q.get('status') === 'pending' || q.get('status') === 'inactive' ? [] : many.filter((a) => a.name.includes(q.get('search') ?? ''));
      const offset = Number(q.get('offset') ?? 0);
      return route.fulfill({ json: { success: true, data: matching.slice(offset, offset + Number(q.get('limit'))), total: matching.length } });
    });
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    await page.goto(AGENCIES);
    await expect(rows(page)).toHaveCount(51);
    await expect(page.getByText(ORG_UI.agencies.count(3000, 3000), { exact: true })).toBeVisible();
    const pager = page.getByRole('navigation', { name: LIST_PAGING_TEXTS.label });
    await expect(pager).toContainText(LIST_PAGING_TEXTS.range(1, 50, 3000));
    await pager.getByRole('button', { name: LIST_PAGING_TEXTS.next }).click();
    await expect(pager).toContainText(LIST_PAGING_TEXTS.range(51, 100, 3000));
    await expect(rows(page).nth(1)).toContainText('Agency 50 EMS');
    await search(page, 'Agency 2718 ');
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByText(ORG_UI.agencies.count(1, 3000), { exact: true })).toBeVisible();
    await expect(pager).toHaveCount(0);
    await statusFilter(page).selectOption({ label: AGENCY_SCREEN.statusFilter.inactive });
    await expect(page.getByText(ORG_UI.agencies.noMatch)).toBeVisible();
    expect(asked.every((url) => Number(url.searchParams.get('limit')) <= 50)).toBe(true);
  });

  test('a standard user sees the agencies without Add Agency or any write button', async ({ page }) => {
    await openAgencies(page, 'user');
    await expect(table(page).getByRole('columnheader')).toHaveCount(5);
    for (const action of [AGENCY_SCREEN.addAgency, ORG_ACTIONS.approve, ORG_ACTIONS.reject, ORG_ACTIONS.edit, ORG_ACTIONS.delete]) {
      await expect(page.getByRole('button', { name: action })).toHaveCount(0);
    }
  });

  test("an agency's own change of name waits on its row: a standard user sees it, an administrator rejects it", async ({ page, request, personPage, mailbox }) => {
    // registers, verifies and approves an agency of its own first
    test.slow();
    const name = uniqueName('Ridgeline Ambulance');
    const account = await approvedAgencyAccount(request, mailbox, name);
    const agency = await apiSession(request, account.email, account.password, '/api/auth/ems/login');
    const own = ((await (await request.get('/api/auth/ems/agency', { headers: agency.headers })).json()) as { data: { contactName: string; email: string } }).data;
    const renamed = `${name} North`;
    const asked = await request.put('/api/auth/ems/agency/update', { headers: agency.headers, data: { agencyName: renamed, contactName: own.contactName, email: own.email } });
    expect(asked.status(), await asked.text()).toBe(200);

    // a standard user sees what is asked for, old → new, and no decision to take
    const user = await personPage();
    await openAgencies(user, 'user');
    await search(user, name);
    await expect(row(user, name)).toContainText(IDENTITY_REVIEW_TEXTS.pendingName(name, renamed));
    await expect(user.getByRole('button', { name: new RegExp(`^(${IDENTITY_REVIEW_TEXTS.approveChange}|${IDENTITY_REVIEW_TEXTS.rejectChange})`) })).toHaveCount(0);

    await openAgencies(page);
    await search(page, name);
    await expect(row(page, name)).toContainText(IDENTITY_REVIEW_TEXTS.pendingTitle);
    await expect(row(page, name)).toContainText(IDENTITY_REVIEW_TEXTS.pendingName(name, renamed));
    await rowButton(row(page, name), IDENTITY_REVIEW_TEXTS.rejectChange).click();
    await expect(page.getByText(IDENTITY_REVIEW_TEXTS.changeRejected(name))).toBeVisible();
    // the list is read again: the name stays, the marker and its buttons are gone
    await expect(row(page, name)).not.toContainText(IDENTITY_REVIEW_TEXTS.pendingTitle);
    await expect(rowButton(row(page, name), IDENTITY_REVIEW_TEXTS.approveChange)).toHaveCount(0);
    await expect(row(page, name).getByRole('cell').first()).toContainText(name);
    await expect(row(page, name).getByRole('cell').first()).not.toContainText(renamed);
  });

  test('on a phone the rows become cards and the form fits the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    await page.goto(AGENCIES);
    await expect(rows(page).nth(1)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: AGENCY_SCREEN.addAgency }).click();
    const box = await modal(page, AGENCY_SCREEN.addAgency).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
  });
});

/** A made-up active agency for the long-list test. */
function fakeAgency(i: number): Agency {
  const contactInfo = {
    contactName: `Dispatcher ${i}`, phone: null, email: `dispatch${i}@agency.example`, address: '', city: 'Pittsburgh', state: 'PA',
    zipCode: '15222', capabilities: ['BLS'], serviceArea: [], operatingHours: null, pricingStructure: null, status: 'ACTIVE',
  };
  const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
  return {
    id, name: `Agency ${i} EMS`, isActive: true, requiresReview: false, status: 'ACTIVE', serviceType: 'BLS', capabilities: ['BLS'],
    latitude: null, longitude: null, createdAt: new Date(0).toISOString(), contactInfo, unitCount: 0,
    pendingName: null, pendingEmail: null, emailAwaitsConfirmation: false, changeRequestedAt: null,
  };
}

