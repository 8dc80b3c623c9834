import type { Page } from '@playwright/test';
import { AVAILABLE_TRIPS, MY_TRIPS } from '@/domain/portals/ems-dashboard-texts';
import { WIZARD } from '@/domain/portals/healthcare-portal-texts';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { ACCEPTANCE_MODE_LABELS, PICKUP_OFFER_STATUS_LABELS } from '@/domain/common/code-labels';
import { CENTER_ACTION_UI } from '@/web/lib/center-action-ui-texts';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { approvedAgencyAccount, EMS_TABS, METRO_EMS, openDashboardTab, signInToDashboard, tripAsNurse, tripRow } from '../support/ems-dashboard';
import { agencyCheckbox, blockMapTiles, chooseDestination, nextStep, openTab, PORTAL_TABS, signInToPortal, wizard, wizardField } from '../support/healthcare-portal';
import { expect, test } from '../support/test';

const WIZARD_TEXTS = PORTAL_UI.wizard;
const O = OFFER_UI;

/** The dispatcher offers a pickup time (a date-time input's value) from Available Trips; answers the list. */
async function offerFrom(page: Page, patientId: string, pickup: string) {
  await openDashboardTab(page, EMS_TABS.availableTrips);
  const available = page.getByRole('list', { name: AVAILABLE_TRIPS.title });
  const row = tripRow(available, patientId);
  await row.getByLabel(O.agency.pickupLabel(patientId)).fill(pickup);
  await row.getByRole('button', { name: O.agency.offer }).click();
  await expect(row.getByRole('button', { name: O.agency.change })).toBeVisible();
  return available;
}

test('a nurse compares two agencies’ pickup offers as they arrive, without reload, moves the time and awards the confirmed one', async ({ page: nurse, personPage, mailbox }) => {
  test.slow();
  const metro = await personPage();
  const other = await personPage();
  for (const p of [nurse, metro, other]) await blockMapTiles(p);
  const otherName = `Keystone Offer EMS ${Date.now().toString(36)}`;
  const otherAccount = await approvedAgencyAccount(nurse.request, mailbox, otherName);

  // the nurse asks both agencies, comparing their offers
  await signInToPortal(nurse);
  await openTab(nurse, PORTAL_TABS.createRequest);
  await wizard(nurse).getByRole('button', { name: WIZARD.generateId }).click();
  const patientId = await wizardField(nurse, WIZARD_TEXTS.labels.patientId).inputValue();
  await nextStep(nurse, 2);
  await chooseDestination(nurse, 'North Hills Regional Hospital');
  await wizardField(nurse, WIZARD_TEXTS.labels.scheduledTime).fill('2030-10-02T08:45');
  await nextStep(nurse, 3);
  await nextStep(nurse, 4);
  await wizardField(nurse, WIZARD_TEXTS.labels.notificationRadius).fill('200');
  await agencyCheckbox(wizard(nurse), METRO_EMS).check();
  await agencyCheckbox(wizard(nurse), otherName).check();
  await expect(wizard(nurse).getByRole('radio', { name: ACCEPTANCE_MODE_LABELS.FIRST_TO_ACCEPT })).toBeChecked();
  await wizard(nurse).getByRole('radio', { name: ACCEPTANCE_MODE_LABELS.COMPARE_OFFERS }).check();
  await expect(wizardField(nurse, O.wizard.deadline)).toHaveValue('15');
  await nextStep(nurse, 5);
  await expect(wizard(nurse).getByText(O.wizard.reviewMode(true, '15'))).toBeVisible();
  const created = nurse.waitForResponse((r) => r.url().endsWith('/api/trips/enhanced') && r.status() === 201);
  await wizard(nurse).getByRole('button', { name: WIZARD.create }).click();
  const trip = ((await (await created).json()) as { data: TripDetails }).data;
  expect(trip.acceptanceMode).toBe('COMPARE_OFFERS');

  // she keeps the request's details open
  await openTab(nurse, PORTAL_TABS.requests);
  const listed = nurse.getByRole('row').filter({ hasText: patientId });
  await expect(listed).toContainText(O.facility.rowNote(0));
  await listed.getByRole('button', { name: PORTAL_UI.requests.openDetails(patientId) }).click();
  const details = nurse.getByRole('dialog', { name: PORTAL_UI.details.title(trip.tripNumber) });
  await expect(details.getByText(O.facility.none)).toBeVisible();
  const offers = details.getByRole('list', { name: O.facility.tableLabel }).getByRole('listitem');

  // two dispatchers, each in a browser of their own, offer a pickup time
  await signInToDashboard(metro);
  const metroAvailable = await offerFrom(metro, patientId, '2030-10-02T09:05');
  await expect(offers).toHaveCount(1);
  await signInToDashboard(other, otherAccount);
  const otherAvailable = await offerFrom(other, patientId, '2030-10-02T08:55');

  // both arrive without reload, the earlier pickup first, each with its on-time record
  await expect(offers).toHaveCount(2);
  await expect(offers.first()).toContainText(otherName);
  await expect(offers.nth(1)).toContainText(METRO_EMS);
  await expect(offers.nth(1)).toContainText(O.facility.columns.onTime);

  // the nurse moves the time: both offers are to confirm, and Metro EMS confirms its own
  await details.getByLabel(O.changeRequest.time).fill('2030-10-02T09:00');
  await details.getByRole('button', { name: O.changeRequest.save }).click();
  await expect(offers.filter({ hasText: PICKUP_OFFER_STATUS_LABELS.TO_CONFIRM })).toHaveCount(2);
  const metroRow = tripRow(metroAvailable, patientId);
  await expect(metroRow.getByText(O.agency.toConfirm)).toBeVisible();
  await metroRow.getByRole('button', { name: O.agency.offer }).click();
  await expect(metroRow.getByRole('button', { name: O.agency.change })).toBeVisible();
  await expect(offers.first()).toContainText(METRO_EMS);
  await expect(offers.first()).toContainText(PICKUP_OFFER_STATUS_LABELS.OFFERED);

  // Award asks first, naming the agency and its pickup time; a double click on the answer awards once
  const awards: number[] = [];
  nurse.on('response', (r) => {
    if (r.url().endsWith('/award')) awards.push(r.status());
  });
  await offers.first().getByRole('button', { name: O.facility.awardLabel(METRO_EMS) }).dblclick();
  const confirm = nurse.getByRole('dialog', { name: CENTER_ACTION_UI.award.title });
  await expect(confirm).toContainText(METRO_EMS);
  await expect(confirm).toContainText('9:05 AM');
  expect(awards).toEqual([]);
  await confirm.getByRole('button', { name: CENTER_ACTION_UI.award.confirm, exact: true }).dblclick();
  await expect(confirm).toBeHidden();
  await expect(offers.filter({ hasText: METRO_EMS })).toContainText(PICKUP_OFFER_STATUS_LABELS.AWARDED);
  await expect(offers.filter({ hasText: otherName })).toContainText(PICKUP_OFFER_STATUS_LABELS.NOT_AWARDED);
  expect(awards.every((s) => s === 200)).toBe(true);
  const awarded = await tripAsNurse(nurse.request, trip.id);
  expect(awarded).toMatchObject({ status: 'ACCEPTED', assignedAgency: { name: METRO_EMS } });
  expect(awarded.history.filter((h) => h.toStatus === 'ACCEPTED')).toHaveLength(1);
  // the time Metro EMS committed to stands beside the scheduled time, for the nurse and for the agency
  await expect(details.locator('div').filter({ has: nurse.getByText(O.committedPickup, { exact: true }) }).last()).toContainText('9:05 AM');
  await openDashboardTab(metro, EMS_TABS.myTrips);
  await expect(tripRow(metro.getByRole('list', { name: MY_TRIPS.title }), patientId)).toContainText(new RegExp(`${O.committedPickup}\\s*10/2/30, 9:05 AM`));

  // the trip leaves both agencies' Available Trips: the winner carries it, the other is told
  await expect(tripRow(otherAvailable, patientId)).toHaveCount(0);
  await expect(tripRow(metroAvailable, patientId)).toHaveCount(0);
});
