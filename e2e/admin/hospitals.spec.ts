import type { Page } from '@playwright/test';
import { GEOCODE_MESSAGES, AUTH_MESSAGES, SCREEN } from '@/domain/common/messages';
import { HOSPITAL_COLUMNS, ORG_ACTIONS, ORG_STATUS_FILTER, ORG_STATUS_LABELS } from '@/domain/organisations/org-list-texts';
import { HOSPITAL_MESSAGES } from '@/domain/organisations/org-messages';
import { REJECTION_REASON_MAX, REVIEW_DIALOG_TEXTS } from '@/domain/organisations/registration-review';
import { DASHBOARD_SECTIONS, HEALTHCARE_PORTAL } from '@/domain/portals/portal-texts';
import { PENDING_PASSWORD } from '@/server/db/seed/catalogue';
import { PENDING_HOSPITAL } from '@/server/db/seed/region';
import { ORG_FORM_LABELS, ORG_UI } from '@/web/lib/org-ui-texts';
import { authHeader } from '../support/control-center-api';
import { holdRoute } from '../support/hold-route';
import { mailTo } from '../support/mailbox';
import { registerHospitalViaApi, reviewDialog, reviewRow, rowButton, uniqueName } from '../support/org-api';
import { signInAs, storedSession, submitLogin } from '../support/session';
import { expect, test } from '../support/test';

const HOSPITALS = '/dashboard/hospitals';
const table = (page: Page) => page.getByRole('table', { name: DASHBOARD_SECTIONS.hospitals });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const search = (page: Page, text: string) => page.getByRole('searchbox', { name: ORG_UI.hospitals.search }).fill(text);
const statusFilter = (page: Page) => page.getByRole('combobox', { name: ORG_UI.hospitals.statusFilter });
const statusCells = (page: Page) => table(page).locator(`td[data-label="${HOSPITAL_COLUMNS.status}"]`);
const dialog = (page: Page) => page.getByRole('dialog', { name: ORG_UI.hospitals.editTitle });
const field = (page: Page, label: string) => dialog(page).getByLabel(label, { exact: true });

async function openHospitals(page: Page, role: 'admin' | 'user' = 'admin') {
  await signInAs(page, role);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: DASHBOARD_SECTIONS.hospitals }).click();
  await expect(page).toHaveURL(HOSPITALS);
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
}

/** Signs the current user out by clearing storage, then signs in at the healthcare login. */
async function healthcareLogin(page: Page, email: string, password: string) {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/');
  await page.getByRole('button', { name: SCREEN.healthcareLogin, exact: true }).click();
  await submitLogin(page, email, password, SCREEN.signIn);
}

/** Turns a registration away through the API as the signed-in administrator: the facility is then inactive. */
async function rejectViaApi(page: Page, name: string) {
  const headers = await authHeader(page);
  const listed = await page.request.get(`/api/tcc/hospitals?search=${encodeURIComponent(name)}`, { headers });
  const [hospital] = ((await listed.json()) as { data: { id: string }[] }).data;
  const answer = await page.request.put(`/api/tcc/hospitals/${hospital!.id}/reject`, { headers, data: { reason: 'Licence number not found' } });
  expect(answer.status(), await answer.text()).toBe(200);
}

test.describe('control center: Healthcare Facilities', () => {
  test('lists every facility with its columns, registrations awaiting review first; search narrows the list', async ({ page }) => {
    await page.goto('/');
    await registerHospitalViaApi(page, uniqueName('Zeta Waiting Clinic'));
    await openHospitals(page);
    await expect(table(page).getByRole('columnheader')).toHaveText(Object.values(HOSPITAL_COLUMNS));
    const riverside = row(page, 'Riverside General Hospital');
    await expect(riverside).toContainText('transfers@riverside-general.org');
    await expect(riverside).toContainText('Pittsburgh, PA 15212');
    await expect(riverside).toContainText('320 E North Ave');
    await expect(riverside.getByRole('cell').nth(5)).toHaveText(ORG_STATUS_LABELS.active);
    // only facilities awaiting review offer Approve and Reject
    await expect(rowButton(riverside, ORG_ACTIONS.approve)).toHaveCount(0);
    await expect(table(page).getByRole('row').nth(1).getByRole('cell').nth(5)).toHaveText(ORG_STATUS_LABELS.pending);

    await search(page, 'monroeville');
    await expect(table(page).getByRole('row')).toHaveCount(2);
    await expect(row(page, 'Monroeville Community Hospital')).toBeVisible();
    await search(page, 'no such facility anywhere');
    await expect(page.getByText(HOSPITAL_MESSAGES.emptyList)).toBeVisible();
    await expect(page.getByText(ORG_UI.hospitals.noMatch)).toBeVisible();
  });

  test('the admin approves the pending facility; its user then signs in and lands on the portal', async ({ page }) => {
    await openHospitals(page);
    await search(page, PENDING_HOSPITAL.name);
    const pending = row(page, PENDING_HOSPITAL.name);
    await expect(pending).toContainText(ORG_STATUS_LABELS.pending);
    await rowButton(pending, ORG_ACTIONS.approve).click();
    // asked first, naming the facility
    const confirm = reviewDialog(page, 'approve', PENDING_HOSPITAL.name);
    await expect(confirm).toContainText(REVIEW_DIALOG_TEXTS.approveBody(PENDING_HOSPITAL.name));
    await expect(confirm.getByLabel(REVIEW_DIALOG_TEXTS.reasonLabel)).toHaveCount(0);
    await confirm.getByRole('button', { name: ORG_ACTIONS.approve, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: ORG_UI.approved(PENDING_HOSPITAL.name) })).toBeVisible();
    await expect(pending).toContainText(ORG_STATUS_LABELS.active);
    await expect(rowButton(pending, ORG_ACTIONS.approve)).toHaveCount(0);
    await expect(rowButton(pending, ORG_ACTIONS.reject)).toHaveCount(0);

    await healthcareLogin(page, PENDING_HOSPITAL.email, PENDING_PASSWORD);
    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(PENDING_HOSPITAL.name);
    await expect(header).toContainText(HEALTHCARE_PORTAL.title);
  });

  test('the admin rejects a registration with a reason the applicant is e-mailed; its user is then refused at the login', async ({ page, mailbox }) => {
    await page.goto('/');
    const name = uniqueName('Rejected Clinic');
    const account = await registerHospitalViaApi(page, name);
    await openHospitals(page);
    await search(page, name);
    await expect(row(page, name)).toContainText(ORG_STATUS_LABELS.pending);

    // Cancel changes nothing: no call, still awaiting review
    const reviewCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/tcc\/hospitals\/[^/]+\/(approve|reject)$/.test(r.url())) reviewCalls.push(r.url());
    });
    await rowButton(row(page, name), ORG_ACTIONS.reject).click();
    const confirm = reviewDialog(page, 'reject', name);
    await expect(confirm).toContainText(REVIEW_DIALOG_TEXTS.rejectBody(name));
    const reason = confirm.getByLabel(REVIEW_DIALOG_TEXTS.reasonLabel);
    await expect(reason).toBeFocused();
    await reason.fill('Wrong facility');
    await confirm.getByRole('button', { name: ORG_ACTIONS.cancel }).click();
    await expect(confirm).toBeHidden();
    await expect(row(page, name)).toContainText(ORG_STATUS_LABELS.pending);
    expect(reviewCalls).toEqual([]);

    // the reason is required, and at most its limit
    await rowButton(row(page, name), ORG_ACTIONS.reject).click();
    await expect(reason).toHaveValue('');
    await expect(reason).toHaveAttribute('maxlength', String(REJECTION_REASON_MAX));
    const rejectButton = confirm.getByRole('button', { name: ORG_ACTIONS.reject, exact: true });
    await reason.fill('   ');
    await rejectButton.click();
    await expect(reason).toHaveAccessibleDescription(new RegExp(`^${REVIEW_DIALOG_TEXTS.reasonRequired}`));
    expect(reviewCalls).toEqual([]);

    // a double click sends one decision: the button is busy while the call runs
    const why = 'The state licence number on the form does not match any licensed facility';
    await reason.fill(why);
    const release = await holdRoute(page, '**/api/tcc/hospitals/*/reject');
    await rejectButton.dblclick();
    await expect(confirm.getByRole('button', { name: REVIEW_DIALOG_TEXTS.rejecting })).toBeDisabled();
    await expect(rowButton(row(page, name), ORG_ACTIONS.approve)).toBeDisabled();
    release();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: ORG_UI.rejected(name) })).toBeVisible();
    await expect(row(page, name)).toContainText(ORG_STATUS_LABELS.inactive);
    expect(reviewCalls).toHaveLength(1);
    expect(await mailTo(mailbox, account.email, why)).toContain('was not approved');
    await page.unrouteAll();

    await healthcareLogin(page, account.email, account.password);
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.accountDisabled);
  });

  test('Edit: required fields and e-mail are checked, the lookup needs an address, a failure shows in the modal, the change persists', async ({ page }) => {
    const hospital = 'Mon Valley Medical Center';
    await openHospitals(page);
    await search(page, hospital);
    await rowButton(row(page, hospital), ORG_ACTIONS.edit).click();
    await expect(dialog(page)).toBeVisible();
    await expect(field(page, ORG_FORM_LABELS.name)).toHaveValue(hospital);
    await expect(field(page, ORG_FORM_LABELS.type)).toHaveValue('Hospital');
    await expect(field(page, ORG_FORM_LABELS.type).getByRole('option')).toHaveCount(10); // the 9 types and the prompt
    await expect(field(page, ORG_FORM_LABELS.state)).toHaveValue('PA');
    await expect(field(page, ORG_FORM_LABELS.latitude)).toHaveValue('40.3117');

    const update = dialog(page).getByRole('button', { name: HOSPITAL_MESSAGES.updateButton });
    await field(page, ORG_FORM_LABELS.name).fill('  ');
    await field(page, ORG_FORM_LABELS.region).fill('');
    await update.click();
    await expect(dialog(page).getByText(ORG_UI.requiredField(ORG_FORM_LABELS.name))).toBeVisible();
    await expect(dialog(page).getByText(ORG_UI.requiredField(ORG_FORM_LABELS.region))).toBeVisible();
    await expect(field(page, ORG_FORM_LABELS.name)).toBeFocused();
    await field(page, ORG_FORM_LABELS.name).fill(hospital);
    await field(page, ORG_FORM_LABELS.region).fill('Mon Valley');
    await field(page, ORG_FORM_LABELS.email).fill('not-an-email');
    await update.click();
    await expect(field(page, ORG_FORM_LABELS.email)).toHaveAccessibleDescription(ORG_UI.invalidEmail);

    await field(page, ORG_FORM_LABELS.city).fill('');
    await dialog(page).getByRole('button', { name: SCREEN.lookupCoordinates }).click();
    await expect(dialog(page).getByRole('alert').filter({ hasText: GEOCODE_MESSAGES.fillAddressFirst })).toBeVisible();
    await field(page, ORG_FORM_LABELS.city).fill('Jefferson Hills');

    const email = 'transfer.center@monvalleymc.org';
    await field(page, ORG_FORM_LABELS.email).fill(email);
    await field(page, ORG_FORM_LABELS.phone).fill('(412) 555-0199');
    const release = await holdRoute(page, '**/api/tcc/hospitals/*', (route) => route.fulfill({ status: 500, json: { success: false } }));
    await update.click();
    await expect(dialog(page).getByRole('button', { name: HOSPITAL_MESSAGES.updating })).toBeDisabled();
    release();
    await expect(dialog(page).getByRole('alert').filter({ hasText: HOSPITAL_MESSAGES.updateFailed })).toBeVisible();

    await page.unrouteAll();
    await update.click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: ORG_UI.updated(hospital) })).toBeVisible();
    await expect(row(page, hospital)).toContainText(email);

    await page.reload();
    await search(page, hospital);
    await expect(row(page, hospital)).toContainText(email);
    await rowButton(row(page, hospital), ORG_ACTIONS.edit).click();
    await expect(field(page, ORG_FORM_LABELS.phone)).toHaveValue('(412) 555-0199');
    await dialog(page).getByRole('button', { name: ORG_ACTIONS.cancel }).click();
    await expect(dialog(page)).toBeHidden();
  });

  test('the Active switch: locked while a registration awaits review, then switches the facility off and on again', async ({ page }) => {
    await page.goto('/');
    const name = uniqueName('Switch Test Clinic');
    await registerHospitalViaApi(page, name, { address: '4765 Liberty Ave', city: 'Pittsburgh', state: 'PA', zipCode: '15224' });
    await openHospitals(page);
    await search(page, name);
    const active = dialog(page).getByRole('switch', { name: ORG_UI.hospitals.activeLabel });
    await rowButton(row(page, name), ORG_ACTIONS.edit).click();
    await expect(active).toBeDisabled();
    await expect(active).toHaveAccessibleDescription(ORG_UI.inReviewHint);
    await dialog(page).getByRole('button', { name: ORG_ACTIONS.cancel }).click();

    await reviewRow(page, row(page, name), name, 'approve');
    await expect(row(page, name)).toContainText(ORG_STATUS_LABELS.active);
    for (const [on, status] of [[false, ORG_STATUS_LABELS.inactive], [true, ORG_STATUS_LABELS.active]] as const) {
      await rowButton(row(page, name), ORG_ACTIONS.edit).click();
      await field(page, ORG_FORM_LABELS.region).fill('City of Pittsburgh');
      await active.setChecked(on);
      await dialog(page).getByRole('button', { name: HOSPITAL_MESSAGES.updateButton }).click();
      await expect(dialog(page)).toBeHidden();
      await expect(row(page, name)).toContainText(status);
    }
  });

  test('Delete asks first; a facility with transports is refused with the server’s reason', async ({ page }) => {
    const hospital = 'Riverside General Hospital';
    await openHospitals(page);
    let deletes = 0;
    page.on('request', (r) => {
      if (r.method() === 'DELETE') deletes += 1;
    });
    page.once('dialog', (d) => {
      expect(d.message()).toBe(HOSPITAL_MESSAGES.deleteConfirm);
      void d.dismiss();
    });
    await rowButton(row(page, hospital), ORG_ACTIONS.delete).click();
    await expect(row(page, hospital)).toBeVisible();
    expect(deletes).toBe(0);

    page.once('dialog', (d) => void d.accept());
    await rowButton(row(page, hospital), ORG_ACTIONS.delete).click();
    await expect(page.getByRole('alert').filter({ hasText: HOSPITAL_MESSAGES.hasTrips })).toBeVisible();
    await expect(row(page, hospital)).toBeVisible();
  });

  test('a failed load shows Error loading hospitals with Retry; an empty list says No hospitals found', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    await page.route(/\/api\/tcc\/hospitals(\?|$)/, (route) => route.fulfill({ status: 500, json: { success: false, error: 'boom' } }));
    await page.goto(HOSPITALS);
    await expect(page.getByRole('heading', { name: HOSPITAL_MESSAGES.loadErrorHeading })).toBeVisible();
    await expect(page.getByText(HOSPITAL_MESSAGES.fetchFailed)).toBeVisible();

    await page.unrouteAll();
    await page.route(/\/api\/tcc\/hospitals(\/names)?(\?|$)/, (route) => route.fulfill({ json: { success: true, data: [], total: 0 } }));
    await page.getByRole('button', { name: ORG_ACTIONS.retry }).click();
    await expect(page.getByText(HOSPITAL_MESSAGES.emptyList)).toBeVisible();
  });

  test('a standard user sees the facilities without any write button', async ({ page }) => {
    await openHospitals(page, 'user');
    await expect(table(page).getByRole('columnheader')).toHaveCount(6);
    for (const action of [ORG_ACTIONS.approve, ORG_ACTIONS.reject, ORG_ACTIONS.edit, ORG_ACTIONS.delete]) {
      await expect(page.getByRole('button', { name: action })).toHaveCount(0);
    }
  });

  test('on a phone the rows become cards that fit the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    await page.goto(HOSPITALS);
    const riverside = row(page, 'Riverside General Hospital');
    await expect(riverside).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await rowButton(riverside, ORG_ACTIONS.edit).click();
    await expect(dialog(page)).toBeVisible();
    const box = await dialog(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
  });

  test('Add Facility signs the administrator out and opens the healthcare registration', async ({ page }) => {
    await openHospitals(page);
    // the registration reads ?register= once and then clears it from the address: the navigation itself is awaited
    const opened = page.waitForURL('/?register=healthcare');
    await page.getByRole('button', { name: ORG_UI.hospitals.addHospital }).click();
    await opened;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.createHealthcare);
    expect((await storedSession(page)).token).toBeNull();
  });

  test('the status filter narrows the list to All, Active, Inactive or Pending Review, and the address keeps it', async ({ page }) => {
    await page.goto('/');
    const tag = uniqueName('Filter');
    const [waiting, turnedAway] = [`${tag} Waiting Clinic`, `${tag} Turned Away Clinic`];
    await registerHospitalViaApi(page, waiting);
    await registerHospitalViaApi(page, turnedAway);
    await openHospitals(page);
    await rejectViaApi(page, turnedAway);
    await expect(statusFilter(page).getByRole('option')).toHaveText([ORG_STATUS_FILTER.all, ORG_STATUS_FILTER.active, ORG_STATUS_FILTER.inactive, ORG_STATUS_FILTER.pending]);

    // the whole list, one status at a time: every row shown has that status
    await statusFilter(page).selectOption({ label: ORG_STATUS_FILTER.active });
    await expect(page).toHaveURL(`${HOSPITALS}?status=active`);
    await expect(row(page, 'Riverside General Hospital')).toBeVisible();
    await expect(statusCells(page).filter({ hasNotText: ORG_STATUS_LABELS.active })).toHaveCount(0);

    // with a search, the two registrations of this test
    await search(page, tag);
    await expect(page.getByText(ORG_UI.hospitals.noMatch)).toBeVisible();
    for (const [choice, shown] of [
      ['pending', [waiting]],
      ['inactive', [turnedAway]],
      // registrations awaiting review first
      ['all', [waiting, turnedAway]],
    ] as const) {
      await statusFilter(page).selectOption({ label: ORG_STATUS_FILTER[choice] });
      await expect(page).toHaveURL(choice === 'all' ? HOSPITALS : `${HOSPITALS}?status=${choice}`);
      await expect(table(page).locator(`td[data-label="${HOSPITAL_COLUMNS.name}"]`)).toHaveText(shown.map((n) => new RegExp(`^${n}`)), { useInnerText: true });
    }
    await expect(row(page, waiting).getByRole('cell').nth(5)).toHaveText(ORG_STATUS_LABELS.pending);
    await expect(row(page, turnedAway).getByRole('cell').nth(5)).toHaveText(ORG_STATUS_LABELS.inactive);

    // a link or a reload opens the list filtered
    await page.goto(`${HOSPITALS}?status=pending`);
    await expect(statusFilter(page)).toHaveValue('pending');
    await expect(statusCells(page).first()).toHaveText(ORG_STATUS_LABELS.pending);
    await expect(statusCells(page).filter({ hasNotText: ORG_STATUS_LABELS.pending })).toHaveCount(0);
  });

  test('on a phone a long e-mail address wraps inside its cell instead of widening the screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const name = uniqueName('Long Address Clinic');
    const email = `transfers.and.discharge.coordination.${Date.now().toString(36)}@riverside-general-northside-campus.example.org`;
    await registerHospitalViaApi(page, name, { email });
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    await page.goto(HOSPITALS);
    await search(page, name);
    const cell = row(page, name).locator(`td[data-label="${HOSPITAL_COLUMNS.email}"]`);
    await expect(cell).toContainText(email);
    const address = cell.getByText(email.slice(0, 20));
    const [cellBox, addressBox] = [(await cell.boundingBox())!, (await address.boundingBox())!];
    // on more than one line, all of it inside the cell, the cell inside the screen
    expect(addressBox.height).toBeGreaterThan(30);
    expect(addressBox.x + addressBox.width).toBeLessThanOrEqual(cellBox.x + cellBox.width + 0.5);
    expect(cellBox.x + cellBox.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await page.getByRole('region', { name: DASHBOARD_SECTIONS.hospitals }).evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});
