import type { Page } from '@playwright/test';
import { AGENCY_SETTINGS_TEXTS } from '@/domain/portals/ems-dashboard-texts';
import { SCREEN } from '@/domain/common/messages';
import { ADMIN_TRIP_FORM, TRIP_MANAGEMENT } from '@/domain/trips/trip-management-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { UI } from '@/web/lib/ui-texts';
import { demoAccount } from '../support/accounts';
import { EMS_TABS, openDashboardTab, signInToDashboard } from '../support/ems-dashboard';
import * as portal from '../support/healthcare-portal';
import { expireSession, signInAs, storedSession, submitLogin } from '../support/session';
import { expect, test } from '../support/test';

const LABELS = PORTAL_UI.wizard.labels;
const { PORTAL_TABS, wizard, wizardField } = portal;
const expiredNotice = (page: Page) => page.getByRole('status').filter({ hasText: UI.sessionExpired });
const loginHeading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title });

/** The nurse's request half made, with a diagnosis picked on step 3. */
async function halfMadeRequest(page: Page, patientId: string) {
  await portal.halfMadeRequest(page, patientId);
  await wizardField(page, LABELS.diagnosis).selectOption('Pneumonia');
}

test.describe('session expiry gives the work back', () => {
  test.slow();
  test.beforeEach(({ page }) => portal.blockMapTiles(page));

  test('a nurse mid-wizard lands on the Healthcare Facility login saying so, and signing in returns to the same step with every field', async ({ page }) => {
    await portal.signInToPortal(page);
    await halfMadeRequest(page, 'PEXPIRE01');

    await expireSession(page, () => expect(loginHeading(page, SCREEN.healthcareLogin)).toBeVisible({ timeout: 1000 }));
    await expect(expiredNotice(page)).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(await storedSession(page)).toEqual({ token: null, user: null });

    const nurse = demoAccount('healthcare');
    await submitLogin(page, nurse.email, nurse.password, SCREEN.signIn);
    await expect(page).toHaveURL('/?tab=create-request&step=3');
    await expect(wizardField(page, LABELS.diagnosis)).toHaveValue('Pneumonia');
    await portal.expectHalfMadeRequest(page, 'PEXPIRE01');
  });

  test('another facility user signing in after it sees neither the nurse’s screen nor her draft; the nurse gets both back later', async ({ page, request, mailbox }) => {
    const other = await portal.approvedHospitalAccount(request, mailbox, `Hillside Clinic ${Date.now().toString(36)}`);
    await portal.signInToPortal(page);
    await halfMadeRequest(page, 'PEXPIRE02');
    await expireSession(page, () => expect(loginHeading(page, SCREEN.healthcareLogin)).toBeVisible({ timeout: 1000 }));

    await submitLogin(page, other.email, other.password, SCREEN.signIn);
    await expect(page.getByRole('tab', { name: PORTAL_TABS.overview })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL('/');
    await portal.openTab(page, PORTAL_TABS.createRequest);
    await expect(wizard(page).getByText(portal.stepText(1))).toBeVisible();
    await expect(wizardField(page, LABELS.patientId)).toHaveValue('');
    await page.getByRole('banner').getByRole('button', { name: SCREEN.signOut }).click();

    await portal.signInToPortal(page);
    await portal.openTab(page, PORTAL_TABS.createRequest);
    await expect(wizardField(page, LABELS.diagnosis)).toHaveValue('Pneumonia');
  });

  test('a session that ended while the page was away is told on reload, at the nurse’s login, and signing in returns to the step', async ({ page }) => {
    await portal.signInToPortal(page);
    await halfMadeRequest(page, 'PEXPIRE02');
    const place = new URL(page.url());
    const { token } = await storedSession(page);
    // the tab leaves the app; the session ends meanwhile (signed out elsewhere, or its time ran out)
    await page.goto('about:blank');
    const revoked = await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(revoked.ok()).toBe(true);

    await page.goto(`${place.pathname}${place.search}`);
    await expect(loginHeading(page, SCREEN.healthcareLogin)).toBeVisible();
    await expect(expiredNotice(page)).toBeVisible();
    expect(await storedSession(page)).toEqual({ token: null, user: null });

    const nurse = demoAccount('healthcare');
    await submitLogin(page, nurse.email, nurse.password, SCREEN.signIn);
    await expect(page).toHaveURL(`${place.pathname}${place.search}`);
    await portal.expectHalfMadeRequest(page, 'PEXPIRE02');
  });

  test('an agency user editing Settings lands on the EMS Agency login saying so, and returns to Settings with the edit', async ({ page }) => {
    await signInToDashboard(page);
    await openDashboardTab(page, EMS_TABS.settings);
    const contact = page.getByLabel(AGENCY_SETTINGS_TEXTS.labels.contactName, { exact: true });
    await contact.fill('Jordan Reyes (night shift)');

    await expireSession(page, () => expect(loginHeading(page, SCREEN.emsLogin)).toBeVisible({ timeout: 1000 }));
    await expect(expiredNotice(page)).toBeVisible();

    const dispatcher = demoAccount('ems');
    await submitLogin(page, dispatcher.email, dispatcher.password, SCREEN.signIn);
    await expect(page).toHaveURL('/?tab=settings');
    await expect(page.getByRole('tab', { name: EMS_TABS.settings, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(contact).toHaveValue('Jordan Reyes (night shift)');
  });

  test('an administrator creating a request lands on /login saying so, and returns to Trip Management with the form as typed', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.goto('/dashboard/trips');
    await page.getByRole('button', { name: TRIP_MANAGEMENT.create }).click();
    const form = page.getByRole('region', { name: ADMIN_TRIP_FORM.title });
    await form.getByLabel(ADMIN_TRIP_FORM.labels.patientId, { exact: true }).fill('PADMIN001');
    await form.getByLabel(ADMIN_TRIP_FORM.labels.specialRequirements, { exact: true }).fill('Stair chair needed');

    await expireSession(page, () => expect(page).toHaveURL('/login', { timeout: 1000 }));
    await expect(loginHeading(page, SCREEN.adminLoginTitle)).toBeVisible();
    await expect(expiredNotice(page)).toBeVisible();

    const admin = demoAccount('admin');
    await submitLogin(page, admin.email, admin.password, SCREEN.adminSignIn);
    await expect(page).toHaveURL('/dashboard/trips');
    await expect(form.getByLabel(ADMIN_TRIP_FORM.labels.patientId, { exact: true })).toHaveValue('PADMIN001');
    await expect(form.getByLabel(ADMIN_TRIP_FORM.labels.specialRequirements, { exact: true })).toHaveValue('Stair chair needed');
  });
});
