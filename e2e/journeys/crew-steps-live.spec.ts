import type { APIRequestContext, Page } from '@playwright/test';
import { stepRule } from '@/domain/trips/trip-steps';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { TRIP_STEP_UI } from '@/web/features/trip-requests/trip-step-ui-texts';
import { demoApiSession, METRO_EMS, ownMetroUnit, requestTripFor } from '../support/ems-dashboard';
import { blockMapTiles, openTab, PORTAL_TABS, signInToPortal } from '../support/healthcare-portal';
import { expect, test } from '../support/test';

/** The page's tab reads as hidden: the screens' own refresh skips hidden tabs, so only the live stream can bring a change. */
const readsAsHidden = (page: Page) => page.addInitScript(() => Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' }));

/** The dispatcher's move of the test's trip, through the API as the EMS dashboard sends it. */
async function dispatcherMoves(request: APIRequestContext, tripId: string, body: object) {
  const dispatcher = await demoApiSession(request, 'ems');
  const moved = await request.put(`/api/trips/${tripId}/status`, { headers: dispatcher.headers, data: body });
  expect(moved.status(), await moved.text()).toBe(200);
}

test("the facility's Transport Requests show the booking without a guessed arrival, then the crew's step, by themselves without reload", async ({ page, request }) => {
  const trip = await requestTripFor(request, [METRO_EMS]);
  const unit = await ownMetroUnit(request, 'CS');

  await blockMapTiles(page);
  await readsAsHidden(page);
  const streamOpen = page.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
  await signInToPortal(page);
  await streamOpen;
  await openTab(page, PORTAL_TABS.requests);
  const row = page.getByRole('table', { name: PORTAL_UI.requests.tableLabel }).getByRole('row').filter({ hasText: trip.patientId });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText(stepRule('PATIENT_LOADED').label);

  // accepted with a unit that has not set out, its agency committed to no time: the row names the agency, and no guessed arrival
  await dispatcherMoves(request, trip.id, { status: 'ACCEPTED', assignedUnitId: unit.id });
  await expect(row).toContainText(METRO_EMS);
  await expect(row).not.toContainText(TRIP_STEP_UI.arriving(''));

  // the dispatcher's Start Trip records the Patient loaded step: the row shows it
  await dispatcherMoves(request, trip.id, { status: 'IN_PROGRESS' });
  await expect(row).toContainText(stepRule('PATIENT_LOADED').label);
  await expect(row).not.toContainText(TRIP_STEP_UI.arriving(''));
});
