import { WIZARD, TRIP_MESSAGES } from '@/domain/portals/healthcare-portal-texts';
import { AVAILABLE_TRIPS } from '@/domain/portals/ems-dashboard-texts';
import { generatePatientId } from '@/domain/trips/patient-id';
import { EMS_UI } from '@/web/features/ems-dashboard/ems-ui-texts';
import { LINKED_RETURN_UI } from '@/web/lib/linked-return-ui-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { demoApiSession, EMS_TABS, METRO_EMS, openDashboardTab, ownMetroUnit, signInToDashboard, tripRow } from '../support/ems-dashboard';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { authHeader } from '../support/control-center-api';
import { chooseDestination, nextStep, openTab, openWizard, PORTAL_TABS, signInToPortal, tripsViaApi, tripViaApi, wizard, wizardField } from '../support/healthcare-portal';
import { expect, test } from '../support/test';

const LABELS = PORTAL_UI.wizard.labels;

test.describe('healthcare facility: a trip booked with its ride home', () => {
  test('a nurse books a will-call return, sees the pair, releases it; the outbound agency takes it in one step', async ({ page, personPage, request }) => {
    // two people's whole journey through the wizard, the lists and the agency's dashboard
    test.slow();
    const patientId = generatePatientId();
    await openWizard(page);
    await wizardField(page, LABELS.patientId).fill(patientId);
    await nextStep(page, 2);
    await chooseDestination(page, 'North Hills Regional Hospital');
    await wizardField(page, LABELS.scheduledTime).fill('2030-03-14T09:45');
    await wizardField(page, LINKED_RETURN_UI.wizard.returnLabel).selectOption('WILL_CALL');
    await expect(wizard(page).getByText(LINKED_RETURN_UI.wizard.willCallHint)).toBeVisible();
    await wizard(page).getByRole('button', { name: PORTAL_UI.wizard.stepButton(5, WIZARD.steps[4], false) }).click();
    await expect(wizard(page).getByText(LINKED_RETURN_UI.review.willCall)).toBeVisible();
    await wizard(page).getByRole('button', { name: WIZARD.create }).click();
    await expect(wizard(page).getByRole('status').filter({ hasText: TRIP_MESSAGES.created })).toBeVisible();

    const mine = (await tripsViaApi(page)).filter((t) => t.patientId === patientId);
    const outbound = mine.find((t) => t.returnTripId !== null)!;
    const ret = mine.find((t) => t.returnKind === 'WILL_CALL')!;
    expect(outbound.returnTripId).toBe(ret.id);

    // the outbound agency accepts the trip there; the will-call return still waits
    const dispatcher = await demoApiSession(request, 'ems');
    const unit = await ownMetroUnit(request, 'LR');
    const accepted = await request.put(`/api/trips/${outbound.id}/status`, { headers: dispatcher.headers, data: { status: 'ACCEPTED', assignedUnitId: unit.id } });
    expect(accepted.status(), await accepted.text()).toBe(200);

    // the list marks both; the outbound's details show its return, waiting to be released
    await openTab(page, PORTAL_TABS.requests);
    const table = page.getByRole('table', { name: PORTAL_UI.requests.tableLabel });
    await expect(table.getByText(LINKED_RETURN_UI.list.withReturn)).toHaveCount(1);
    await expect(table.getByText(LINKED_RETURN_UI.list.returnBadge, { exact: true })).toHaveCount(1);
    await table.getByRole('row').filter({ hasText: LINKED_RETURN_UI.list.withReturn }).getByRole('button', { name: PORTAL_UI.requests.openDetails(patientId) }).click();
    const linked = page.getByRole('dialog').getByRole('region', { name: LINKED_RETURN_UI.details.returnTrip });
    await expect(linked).toContainText(ret.tripNumber);
    await expect(linked).toContainText(LINKED_RETURN_UI.details.awaitingRelease);

    // one button; a double click releases once
    await linked.getByRole('button', { name: LINKED_RETURN_UI.details.release }).dblclick();
    await expect(linked.getByRole('alert').or(linked.getByRole('status')).first()).toHaveText(LINKED_RETURN_UI.details.released(METRO_EMS));

    // the return's own details link back to its outbound
    await linked.getByRole('button', { name: LINKED_RETURN_UI.details.open(ret.tripNumber) }).click();
    await expect(page.getByRole('dialog').getByRole('region', { name: LINKED_RETURN_UI.details.outboundTrip })).toContainText(outbound.tripNumber);
    // the address names the trip shown, so a reload shows it again, and Back closes the details
    await expect(page).toHaveURL(new RegExp(`trip=${ret.id}`));
    await page.reload();
    await expect(page.getByRole('dialog').getByRole('region', { name: LINKED_RETURN_UI.details.outboundTrip })).toContainText(outbound.tripNumber);
    await page.goBack();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const ems = await personPage();
    await signInToDashboard(ems);
    await openDashboardTab(ems, EMS_TABS.availableTrips);
    const row = tripRow(ems.getByRole('list', { name: AVAILABLE_TRIPS.title }), patientId);
    await expect(row).toContainText(LINKED_RETURN_UI.list.returnBadge);
    await row.getByRole('button', { name: EMS_UI.trip.acceptLabel(patientId) }).click();
    await expect(row).toHaveCount(0);
    await expect.poll(async () => (await tripsViaApi(page)).find((t) => t.id === ret.id)?.status).toBe('ACCEPTED');
  });

  test('cancelling the outbound asks about its return, ticked while nobody has accepted it, and cancels both', async ({ page }) => {
    await signInToPortal(page);
    const patientId = generatePatientId();
    const made = await page.request.post('/api/trips/enhanced', {
      headers: await authHeader(page),
      data: {
        patientId,
        toLocation: 'North Hills Regional Hospital',
        scheduledTime: '2030-04-02T08:00:00Z',
        transportLevel: 'BLS',
        urgencyLevel: 'Routine',
        returnTrip: { kind: 'TIMED', appointmentMinutes: 240 },
      },
    });
    expect(made.status()).toBe(201);
    const outbound = ((await made.json()) as { data: TripDetails }).data;
    await openTab(page, PORTAL_TABS.requests);
    const table = page.getByRole('table', { name: PORTAL_UI.requests.tableLabel });
    await table.getByRole('row').filter({ hasText: LINKED_RETURN_UI.list.withReturn }).getByRole('button', { name: PORTAL_UI.requests.openDetails(patientId) }).click();
    const details = page.getByRole('dialog');
    await details.getByRole('button', { name: PORTAL_UI.details.cancelRequest }).click();
    await expect(details.getByRole('checkbox', { name: LINKED_RETURN_UI.cancel.alsoReturn })).toBeChecked();
    await details.getByRole('button', { name: PORTAL_UI.details.cancelYes }).click();
    await expect(details.getByText(PORTAL_UI.details.cancelled)).toBeVisible();
    expect((await tripViaApi(page, outbound.id)).status).toBe('CANCELLED');
    expect((await tripViaApi(page, outbound.returnTripId!)).status).toBe('CANCELLED');
  });
});
