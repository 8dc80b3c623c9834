import type { Page } from '@playwright/test';
import { PORTAL_OVERVIEW, RECENT_ACTIVITY_LIMIT, WIZARD } from '@/domain/portals/healthcare-portal-texts';
import { PICKUP_DAY_LABELS } from '@/domain/trips/pickup-days';
import { TRIP_STATE_LABELS } from '@/domain/trips/trip-states';
import { generatePatientId } from '@/domain/trips/patient-id';
import { formatShortDateTime, setReaderTimeZone } from '@/web/lib/format';
import { PATIENT_TEXT_UI } from '@/web/lib/patient-text-ui-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { authHeader } from '../support/control-center-api';
import { nextStep, openTab, openWizard, PORTAL_TABS, signInToPortal, tripsViaApi, wizard, wizardField, wizardStep } from '../support/healthcare-portal';
import { expect, test } from '../support/test';

const REQUESTS_TEXTS = PORTAL_UI.requests;
const FILTERS_TEXTS = REQUESTS_TEXTS.filters;
// the demo facilities are in Pennsylvania: their nurses read Eastern time
setReaderTimeZone('America/New_York');
const requests = (page: Page) => page.getByRole('tabpanel', { name: PORTAL_TABS.requests });

/** How many of the facility's requests the server counts for these filters. */
async function countFor(page: Page, query: string): Promise<number> {
  const res = await page.request.get(`/api/trips?${query}&limit=1`, { headers: await authHeader(page) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test.describe(`the nurse's lists at ${viewport.width} px`, () => {
    test.use({ viewport });
    // another worker's trips for the same facility would change the lists mid-test
    test.beforeEach(({ page }) => page.route('**/api/events', (route) => route.abort()));

    test("filters today's waiting requests in the address: a reload keeps them, Back returns to the filter before", async ({ page }) => {
      await signInToPortal(page);
      await openTab(page, PORTAL_TABS.requests);
      const list = requests(page);
      const asked = page.waitForRequest((r) => /\/api\/trips\?.*state=waiting/.test(r.url()) && r.url().includes('day=today'));
      await list.getByLabel(FILTERS_TEXTS.state, { exact: true }).selectOption({ label: TRIP_STATE_LABELS.waiting });
      await list.getByLabel(FILTERS_TEXTS.day, { exact: true }).selectOption({ label: PICKUP_DAY_LABELS.today });
      await asked;
      await expect(page).toHaveURL(/state=waiting/);
      await expect(page).toHaveURL(/day=today/);
      const todayWaiting = await countFor(page, 'state=waiting&day=today');
      await expect(list.getByRole('status')).toHaveText(REQUESTS_TEXTS.count(todayWaiting));

      await page.reload();
      await expect(requests(page).getByLabel(FILTERS_TEXTS.state, { exact: true })).toHaveValue('waiting');
      await expect(requests(page).getByLabel(FILTERS_TEXTS.day, { exact: true })).toHaveValue('today');
      await expect(requests(page).getByRole('status')).toHaveText(REQUESTS_TEXTS.count(todayWaiting));

      await requests(page).getByLabel(FILTERS_TEXTS.day, { exact: true }).selectOption({ label: PICKUP_DAY_LABELS.upcoming });
      await expect(page).toHaveURL(/day=upcoming/);
      await expect(requests(page).getByRole('status')).toHaveText(REQUESTS_TEXTS.count(await countFor(page, 'state=waiting&day=upcoming')));
      await page.goBack();
      await expect(requests(page).getByLabel(FILTERS_TEXTS.day, { exact: true })).toHaveValue('today');
      await expect(requests(page).getByLabel(FILTERS_TEXTS.state, { exact: true })).toHaveValue('waiting');
      await expect(requests(page).getByRole('status')).toHaveText(REQUESTS_TEXTS.count(todayWaiting));
    });

    test('Recent Activity shows each request’s pickup and request times, each labelled', async ({ page }) => {
      await signInToPortal(page);
      const recent = page.getByRole('list', { name: PORTAL_OVERVIEW.recentActivity }).getByRole('listitem');
      await expect(recent.first()).toBeVisible();
      const newest = [...(await tripsViaApi(page))].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, RECENT_ACTIVITY_LIMIT);
      for (const [i, t] of newest.entries()) {
        await expect(recent.nth(i)).toContainText(PORTAL_UI.recentActivity.pickup(formatShortDateTime(t.scheduledTime)));
        await expect(recent.nth(i)).toContainText(PORTAL_UI.recentActivity.requested(formatShortDateTime(t.createdAt)));
      }
    });

    test("the wizard refuses a patient phone without consent at its own step's Next, in TCC's words, and Review shows the consent", async ({ page }) => {
      await openWizard(page);
      await wizardField(page, PORTAL_UI.wizard.labels.patientId).fill(generatePatientId());
      await wizardField(page, PATIENT_TEXT_UI.wizard.phone).fill('(412) 555-0142');
      await wizard(page).getByRole('button', { name: WIZARD.next, exact: true }).click();
      await expect(wizard(page).getByText(WIZARD.stepOf(1, WIZARD.steps.length))).toBeVisible();
      await expect(wizard(page).getByText(PATIENT_TEXT_UI.wizard.consentMissing, { exact: true })).toBeVisible();
      const consent = wizard(page).getByRole('switch', { name: PATIENT_TEXT_UI.wizard.consent });
      await expect(consent).toBeFocused();
      await consent.check();
      await expect(wizard(page).getByText(PATIENT_TEXT_UI.wizard.consentMissing, { exact: true })).toHaveCount(0);
      await nextStep(page, 2);
      await nextStep(page, 3);
      await nextStep(page, 4);
      await nextStep(page, 5);
      const review = wizardStep(page, 4);
      await expect(review.getByText(PATIENT_TEXT_UI.wizard.consentReview, { exact: true })).toBeVisible();
      await expect(review.getByText(PATIENT_TEXT_UI.wizard.consentGiven, { exact: true })).toBeVisible();
    });
  });
}
