import type { SessionUser } from '@/domain/session/session-answers';
import type { Hospital } from '@/domain/organisations/hospital-answers';
import { HOSPITAL_SETTINGS, WIZARD } from '@/domain/portals/healthcare-portal-texts';
import { IDENTITY_REVIEW_MESSAGES, IDENTITY_REVIEW_TEXTS } from '@/domain/organisations/identity-review';
import { SCREEN } from '@/domain/common/messages';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { approvedHospitalAccount, openTab, PORTAL_TABS, signInToPortal, wizard, wizardField } from '../support/healthcare-portal';
import { ORG_UI } from '@/web/lib/org-ui-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { UI } from '@/web/lib/ui-texts';
import { authHeader } from '../support/control-center-api';
import { rowButton, uniqueName } from '../support/org-api';
import { holdRoute } from '../support/hold-route';
import { confirmationLink, mailTo } from '../support/mailbox';
import { signInAs, storedSession, submitLogin } from '../support/session';
import { expect, test } from '../support/test';

const UPDATE = '**/api/auth/healthcare/facility/update';
const OWN_RECORD = '**/api/auth/healthcare/facility';
const field = (page: import('@playwright/test').Page, label: string) =>
  page.getByRole('tabpanel', { name: PORTAL_TABS.settings }).getByLabel(label, { exact: true });

test.describe('healthcare facility: Settings', () => {
  test('Save Changes stores the facility at once, its new name and e-mail once the control center approves them', async ({ page, personPage, mailbox }) => {
    // registers, approves and signs in a facility of its own, then waits out the 3 s banner and a reload
    test.slow();
    // a facility of its own: the demo facility's name is what other journeys look for
    const name = uniqueName('Lakeside Clinic');
    const account = await approvedHospitalAccount(page.request, mailbox, name);
    await page.goto('/');
    await page.getByRole('button', { name: SCREEN.healthcareLogin, exact: true }).click();
    await submitLogin(page, account.email, account.password, SCREEN.signIn);
    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(name);
    // the form is filled from the facility's own record, read through its own call
    const ownRecord = page.waitForResponse((r) => r.url().endsWith('/api/auth/healthcare/facility') && r.request().method() === 'GET');
    await openTab(page, PORTAL_TABS.settings);
    expect(((await (await ownRecord).json()) as { data: Hospital }).data).toMatchObject({ name, type: 'Clinic' });
    await expect(field(page, HOSPITAL_SETTINGS.labels.facilityName)).toHaveValue(name);
    await expect(field(page, HOSPITAL_SETTINGS.labels.facilityType)).toHaveValue('Clinic');

    const renamed = `${name} – North Campus`;
    // an address of its own: an organisation's e-mail is never another's
    const deskEmail = `front-desk-${Date.now().toString(36)}@lakeside.example.org`;
    await field(page, HOSPITAL_SETTINGS.labels.facilityName).fill(renamed);
    await field(page, HOSPITAL_SETTINGS.labels.facilityType).selectOption('Rehabilitation Facility');
    await field(page, HOSPITAL_SETTINGS.labels.email).fill(deskEmail);
    await field(page, HOSPITAL_SETTINGS.labels.phone).fill('(412) 555-0199');
    await field(page, HOSPITAL_SETTINGS.labels.address).fill('1400 Locust Street');
    await field(page, HOSPITAL_SETTINGS.labels.city).fill('Pittsburgh');
    await field(page, HOSPITAL_SETTINGS.labels.state).selectOption('PA');
    await field(page, HOSPITAL_SETTINGS.labels.zipCode).fill('15219');
    const release = await holdRoute(page, UPDATE);
    await page.getByRole('button', { name: HOSPITAL_SETTINGS.save }).click();
    await expect(page.getByRole('button', { name: HOSPITAL_SETTINGS.saving })).toBeDisabled();
    // the banner's 3 s start once the answer released here arrives: a busy machine only makes Overview come later
    const releasedAt = Date.now();
    release();
    await expect(page.getByRole('status').filter({ hasText: HOSPITAL_SETTINGS.updated })).toBeVisible();
    // the change of name and e-mail waits for the control center, and Settings says so
    const pending = page.getByRole('status').filter({ hasText: IDENTITY_REVIEW_TEXTS.pendingTitle });
    await expect(pending).toContainText(IDENTITY_REVIEW_TEXTS.pendingName(name, renamed));
    await expect(pending).toContainText(IDENTITY_REVIEW_MESSAGES.awaitingConfirmation(deskEmail));
    await expect(page.getByRole('tab', { name: PORTAL_TABS.overview })).toHaveAttribute('aria-selected', 'true');
    expect(Date.now() - releasedAt).toBeGreaterThan(2_000);
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(header).toContainText('Rehabilitation Facility');

    // the form opens again with what was stored, and the name asked for
    await openTab(page, PORTAL_TABS.settings);
    await expect(field(page, HOSPITAL_SETTINGS.labels.facilityName)).toHaveValue(renamed);
    await expect(field(page, HOSPITAL_SETTINGS.labels.phone)).toHaveValue('(412) 555-0199');
    await expect(field(page, HOSPITAL_SETTINGS.labels.zipCode)).toHaveValue('15219');
    // and says so again after a reload, for as long as the change waits
    await page.reload();
    await openTab(page, PORTAL_TABS.settings);
    await expect(page.getByRole('status').filter({ hasText: IDENTITY_REVIEW_TEXTS.pendingTitle })).toContainText(
      IDENTITY_REVIEW_TEXTS.pendingName(name, renamed),
    );
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(name);

    // an administrator sees the request on Healthcare Facilities and approves it
    const admin = await personPage();
    await signInAs(admin, 'admin');
    await expect(admin).toHaveURL('/dashboard');
    await admin.goto('/dashboard/hospitals');
    await admin.getByRole('searchbox', { name: ORG_UI.hospitals.search }).fill(name);
    const row = admin.getByRole('table', { name: DASHBOARD_SECTIONS.hospitals }).getByRole('row').filter({ hasText: name });
    await expect(row).toContainText(IDENTITY_REVIEW_TEXTS.pendingName(name, renamed));
    // the new address has not opened its link: the change cannot be approved yet
    await expect(row).toContainText(IDENTITY_REVIEW_TEXTS.unconfirmed);
    await expect(rowButton(row, IDENTITY_REVIEW_TEXTS.approveChange)).toBeDisabled();

    // the link in the mail to the new address confirms it, on a browser where nobody is signed in; again is harmless
    const link = confirmationLink(await mailTo(mailbox, deskEmail, 'confirm-email'));
    const inbox = await personPage();
    for (let k = 0; k < 2; k++) {
      await inbox.goto(link);
      await expect(inbox.getByRole('heading', { name: UI.confirmEmailTitle })).toBeVisible();
      await expect(inbox.getByText(IDENTITY_REVIEW_MESSAGES.emailConfirmed)).toBeVisible();
    }
    await page.reload();
    await openTab(page, PORTAL_TABS.settings);
    await expect(page.getByRole('status').filter({ hasText: IDENTITY_REVIEW_TEXTS.pendingTitle })).toContainText(IDENTITY_REVIEW_MESSAGES.awaitingReview);

    await admin.reload();
    await admin.getByRole('searchbox', { name: ORG_UI.hospitals.search }).fill(name);
    await expect(row).not.toContainText(IDENTITY_REVIEW_TEXTS.unconfirmed);
    await rowButton(row, IDENTITY_REVIEW_TEXTS.approveChange).click();
    await expect(admin.getByText(IDENTITY_REVIEW_TEXTS.changeApproved(name))).toBeVisible();
    // the list is read again: the row's name cell holds the new name and no marker
    await expect(row.getByRole('cell').first()).toHaveText(renamed);

    // from then on the facility is known by its new name
    await page.reload();
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(renamed);
    await expect.poll(async () => (JSON.parse((await storedSession(page)).user!) as SessionUser).facilityName).toBe(renamed);
    await openTab(page, PORTAL_TABS.settings);
    await expect(page.getByRole('status').filter({ hasText: IDENTITY_REVIEW_TEXTS.pendingTitle })).toHaveCount(0);
    await expect(field(page, HOSPITAL_SETTINGS.labels.city)).toHaveValue('Pittsburgh');
    // the request wizard now starts from the new name
    await openTab(page, PORTAL_TABS.createRequest);
    await wizard(page).getByRole('button', { name: WIZARD.next }).click();
    await expect(wizardField(page, PORTAL_UI.wizard.labels.fromLocation)).toHaveValue(renamed);
    // the new address was located (offline: the ZIP code's centroid), so agency distances start from it
    const stored = await page.request.get('/api/auth/healthcare/facility', { headers: await authHeader(page) });
    expect(((await stored.json()) as { data: Hospital }).data).toMatchObject({
      name: renamed,
      email: deskEmail,
      address: '1400 Locust Street',
      zipCode: '15219',
      latitude: 40.4423,
      longitude: -79.983,
    });
  });

  test('Settings shows what the facility’s own record holds; a failed load says so and Try again loads it', async ({ page }) => {
    let fail = true;
    await page.route(OWN_RECORD, async (route) => {
      if (fail) return route.fulfill({ status: 500, json: { success: false } });
      const response = await route.fetch();
      const body = (await response.json()) as { data: Hospital };
      // a record unlike the directory entry, so the form can only have it from this call
      return route.fulfill({ response, json: { ...body, data: { ...body.data, phone: '(412) 555-0777', zipCode: '15222' } } });
    });
    await signInToPortal(page);
    await openTab(page, PORTAL_TABS.settings);
    await expect(page.getByRole('alert')).toHaveText(PORTAL_UI.settings.loadFailed);
    await expect(field(page, HOSPITAL_SETTINGS.labels.facilityName)).toHaveCount(0);
    fail = false;
    await page.getByRole('button', { name: PORTAL_UI.retry }).click();
    await expect(field(page, HOSPITAL_SETTINGS.labels.phone)).toHaveValue('(412) 555-0777');
    await expect(field(page, HOSPITAL_SETTINGS.labels.zipCode)).toHaveValue('15222');
  });

  test('Cancel leaves the stored values and returns to Overview; failures show the server’s words or the catalogue text', async ({ page }) => {
    await signInToPortal(page);
    await openTab(page, PORTAL_TABS.settings);
    const name = await field(page, HOSPITAL_SETTINGS.labels.facilityName).inputValue();
    await field(page, HOSPITAL_SETTINGS.labels.facilityName).fill('Not saved');
    await page.getByRole('button', { name: HOSPITAL_SETTINGS.cancel }).click();
    await expect(page.getByRole('tab', { name: PORTAL_TABS.overview })).toHaveAttribute('aria-selected', 'true');
    await openTab(page, PORTAL_TABS.settings);
    await expect(field(page, HOSPITAL_SETTINGS.labels.facilityName)).toHaveValue(name);

    // the e-mail format is checked before the call
    let called = false;
    await page.route(UPDATE, (route) => {
      called = true;
      return route.fulfill({ status: 500, json: { success: false } });
    });
    await field(page, HOSPITAL_SETTINGS.labels.email).fill('not-an-address');
    await page.getByRole('button', { name: HOSPITAL_SETTINGS.save }).click();
    await expect(field(page, HOSPITAL_SETTINGS.labels.email)).toHaveAttribute('aria-invalid', 'true');
    expect(called).toBe(false);

    await field(page, HOSPITAL_SETTINGS.labels.email).fill('transfers@example.org');
    await page.getByRole('button', { name: HOSPITAL_SETTINGS.save }).click();
    await expect(page.getByRole('alert')).toHaveText(HOSPITAL_SETTINGS.updateFailed);
    await page.unroute(UPDATE);
    await page.route(UPDATE, (route) => route.fulfill({ status: 400, json: { success: false, error: 'zipCode must be a 5-digit ZIP code' } }));
    await page.getByRole('button', { name: HOSPITAL_SETTINGS.save }).click();
    await expect(page.getByRole('alert')).toHaveText('ZIP Code must be a 5-digit ZIP code');
  });
});
