import { generatePatientId } from '@/domain/trips/patient-id';
import { requestChangedNote } from '@/domain/trips/request-changes';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { authHeader } from '../support/control-center-api';
import { openTab, PORTAL_TABS, signInToPortal, tripViaApi } from '../support/healthcare-portal';
import { expect, test } from '../support/test';

const CHANGE_REQUEST_TEXTS = OFFER_UI.changeRequest;

test.describe('healthcare facility: changing a waiting request', () => {
  for (const viewport of [{ width: 1280, height: 900 }, { width: 375, height: 812 }]) {
    test(`a nurse moves a request to another destination; a double-clicked Save changes it once (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInToPortal(page);
      const patientId = generatePatientId();
      const created = await page.request.post('/api/trips/enhanced', {
        headers: await authHeader(page),
        data: { patientId, toLocation: 'North Hills Regional Hospital', scheduledTime: '2030-04-02T10:15', transportLevel: 'BLS', urgencyLevel: 'Routine' },
      });
      expect(created.status(), await created.text()).toBe(201);
      const trip = ((await created.json()) as { data: TripDetails }).data;

      await openTab(page, PORTAL_TABS.requests);
      const table = page.getByRole('table', { name: PORTAL_UI.requests.tableLabel });
      await table.getByRole('button', { name: PORTAL_UI.requests.openDetails(patientId) }).click();
      const form = page.getByRole('dialog').getByRole('form', { name: CHANGE_REQUEST_TEXTS.title });
      await form.getByLabel(CHANGE_REQUEST_TEXTS.destination).selectOption({ label: 'McKnight Road Dialysis — Pittsburgh' });
      await form.getByRole('button', { name: CHANGE_REQUEST_TEXTS.save }).dblclick();
      await expect(form.getByText(CHANGE_REQUEST_TEXTS.saved)).toBeVisible();
      await expect(form.getByLabel(CHANGE_REQUEST_TEXTS.destination)).toHaveValue('');
      await expect(form.getByLabel(CHANGE_REQUEST_TEXTS.destination).locator('option').first()).toHaveText(CHANGE_REQUEST_TEXTS.keepDestination('McKnight Road Dialysis'));

      const after = await tripViaApi(page, trip.id);
      expect(after.toLocation).toBe('McKnight Road Dialysis');
      const note = requestChangedNote({ place: { from: 'North Hills Regional Hospital', to: 'McKnight Road Dialysis' } }, 0);
      expect(after.history.filter((h) => h.note === note)).toHaveLength(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  }
});
