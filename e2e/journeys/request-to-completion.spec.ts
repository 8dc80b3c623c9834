import { readFile } from 'node:fs/promises';
import { AVAILABLE_TRIPS, MY_TRIPS } from '@/domain/portals/ems-dashboard-texts';
import { TRIP_MESSAGES, WIZARD } from '@/domain/portals/healthcare-portal-texts';
import { MOVE_CONFIRM_TEXTS } from '@/domain/trips/move-confirmations';
import { TRIP_DETAIL_TEXTS, TRIP_MANAGEMENT } from '@/domain/trips/trip-management-texts';
import { TRIP_STATUS_LABELS } from '@/domain/common/code-labels';
import { TRIP_CSV_COLUMNS } from '@/domain/trips/trip-views';
import { EMS_UI } from '@/web/features/ems-dashboard/ems-ui-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { csvRows } from '../../test/support/csv-rows';
import { EMS_TABS, METRO_EMS, openDashboardTab, signInToDashboard, tripRow } from '../support/ems-dashboard';
import {
  agencyCheckbox,
  blockMapTiles,
  chooseDestination,
  nextStep,
  openTab,
  PORTAL_TABS,
  reviewAgencyNames,
  signInToPortal,
  wizard,
  wizardField,
} from '../support/healthcare-portal';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const WIZARD_TEXTS = PORTAL_UI.wizard;
const DESTINATION = 'North Hills Regional Hospital';

/**
 * One transport from request to completion, each person at their own screen and nothing set up behind their backs:
 * the nurse requests it in the wizard, Metro EMS's dispatcher accepts, starts and completes it, the nurse watches
 * each status arrive, and the control center finds it with its whole history and exports it.
 */
test('a transport requested by a nurse is carried out by an agency and accounted for by the control center, through the screens alone', async ({
  page: nurse,
  personPage,
}) => {
  test.slow();
  const dispatcher = await personPage();
  const admin = await personPage();
  for (const p of [nurse, dispatcher, admin]) await blockMapTiles(p);

  // the nurse asks Metro EMS alone for a BLS transfer
  await signInToPortal(nurse);
  await openTab(nurse, PORTAL_TABS.createRequest);
  await wizard(nurse).getByRole('button', { name: WIZARD.generateId }).click();
  const patientId = await wizardField(nurse, WIZARD_TEXTS.labels.patientId).inputValue();
  await nextStep(nurse, 2);
  const origin = await wizardField(nurse, WIZARD_TEXTS.labels.fromLocation).inputValue();
  await chooseDestination(nurse, DESTINATION);
  await wizardField(nurse, WIZARD_TEXTS.labels.scheduledTime).fill('2030-09-12T14:15');
  await wizardField(nurse, WIZARD_TEXTS.labels.urgencyLevel).selectOption('Urgent');
  await nextStep(nurse, 3);
  await nextStep(nurse, 4);
  await agencyCheckbox(wizard(nurse), METRO_EMS).check();
  await nextStep(nurse, 5);
  await expect(reviewAgencyNames(nurse)).toHaveCount(1);
  await expect(reviewAgencyNames(nurse).first()).toContainText(METRO_EMS);
  await wizard(nurse).getByRole('button', { name: WIZARD.create }).click();
  await expect(wizard(nurse).getByRole('status').filter({ hasText: TRIP_MESSAGES.created })).toBeVisible();
  // the wizard closes onto Overview by itself
  await expect(nurse.getByRole('tab', { name: PORTAL_TABS.overview })).toHaveAttribute('aria-selected', 'true');

  await openTab(nurse, PORTAL_TABS.requests);
  const request = nurse.getByRole('table', { name: PORTAL_UI.requests.tableLabel }).getByRole('row').filter({ hasText: patientId });
  // Patient ID, Destination, Scheduled Pickup, Level, then Status
  const statusCell = request.getByRole('cell').nth(4);
  await expect(statusCell).toHaveText(TRIP_STATUS_LABELS.PENDING);
  const FIELDS_TEXTS = PORTAL_UI.details.fields;
  /** The nurse presses Refresh and reads the request's status, then the lifecycle steps it has reached, each with its time. */
  const nurseSees = async (status: string, steps: string[]) => {
    await nurse.getByRole('button', { name: PORTAL_UI.refresh, exact: true }).click();
    // the badge first, then the steps' terms (Accepted is both)
    await expect(statusCell).toHaveText(new RegExp(`^${status}`));
    await expect(statusCell.getByRole('term')).toHaveText(steps);
  };

  // Metro EMS's dispatcher finds it among the available trips and accepts it
  await signInToDashboard(dispatcher);
  await openDashboardTab(dispatcher, EMS_TABS.availableTrips);
  const offer = tripRow(dispatcher.getByRole('list', { name: AVAILABLE_TRIPS.title }), patientId);
  await expect(offer).toContainText(EMS_UI.route(origin, DESTINATION));
  await offer.getByRole('button', { name: EMS_UI.trip.acceptLabel(patientId) }).click();
  await expect(offer).toHaveCount(0);
  await nurseSees(TRIP_STATUS_LABELS.ACCEPTED, [FIELDS_TEXTS.accepted]);

  await openDashboardTab(dispatcher, EMS_TABS.myTrips);
  const job = tripRow(dispatcher.getByRole('list', { name: MY_TRIPS.title }), patientId);
  await expect(job).toContainText(MY_TRIPS.notStarted);
  await job.getByRole('button', { name: EMS_UI.trip.startLabel(patientId) }).click();
  // booked for a later day: Start Trip asks first, as Complete Trip does minutes after the start
  await dispatcher.getByRole('button', { name: MOVE_CONFIRM_TEXTS.startAnyway }).click();
  await expect(job).toContainText(TRIP_STATUS_LABELS.IN_PROGRESS);
  await nurseSees(TRIP_STATUS_LABELS.IN_PROGRESS, [FIELDS_TEXTS.accepted, FIELDS_TEXTS.pickedUp]);

  await job.getByRole('button', { name: EMS_UI.trip.completeLabel(patientId) }).click();
  await dispatcher.getByRole('button', { name: MOVE_CONFIRM_TEXTS.completeAnyway }).click();
  // the status badge, and the spec's Completed where the buttons were
  await expect(job.getByText(MY_TRIPS.completed, { exact: true })).toHaveCount(2);
  await nurseSees(TRIP_STATUS_LABELS.COMPLETED, [FIELDS_TEXTS.accepted, FIELDS_TEXTS.pickedUp, FIELDS_TEXTS.completed]);

  // the nurse's details name the agency and hold every step
  await request.getByRole('button', { name: PORTAL_UI.requests.openDetails(patientId) }).click();
  const details = nurse.getByRole('dialog');
  await expect(details).toContainText(METRO_EMS);
  await expect(details.getByRole('list', { name: PORTAL_UI.details.sections.timeline }).getByRole('listitem')).toHaveCount(4);

  // the control center finds it, filters and sorts around it, reads its timeline and exports it
  await signInAs(admin, 'admin');
  await expect(admin).toHaveURL('/dashboard');
  await admin.goto('/dashboard/trips');
  const filter = (label: string) => admin.getByRole('region', { name: TRIP_MANAGEMENT.filters.panelLabel }).getByLabel(label, { exact: true });
  const table = admin.getByRole('table', { name: TRIP_MANAGEMENT.tableLabel });
  const rows = table.getByRole('rowgroup').nth(1).getByRole('row');
  await filter(TRIP_MANAGEMENT.filters.search).fill(patientId);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(METRO_EMS);
  await filter(TRIP_MANAGEMENT.filters.status).selectOption({ label: TRIP_STATUS_LABELS.PENDING });
  await expect(admin.getByRole('main').getByText(TRIP_MANAGEMENT.empty.filtered, { exact: true })).toBeVisible();
  await filter(TRIP_MANAGEMENT.filters.status).selectOption({ label: TRIP_STATUS_LABELS.COMPLETED });
  await expect(rows).toHaveCount(1);
  const byNumber = table.getByRole('columnheader', { name: TRIP_MANAGEMENT.columns.tripNumber });
  await byNumber.getByRole('button').click();
  await expect(byNumber).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows).toHaveCount(1);

  const tripNumber = (await rows.first().locator('td[data-label="Trip Number"]').textContent())!.trim();
  await admin.getByRole('button', { name: TRIP_MANAGEMENT.viewTrip(tripNumber) }).click();
  const dialog = admin.getByRole('dialog', { name: TRIP_DETAIL_TEXTS.title(tripNumber) });
  const steps = dialog.getByRole('list', { name: PORTAL_UI.details.sections.timeline }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const [i, status] of [TRIP_STATUS_LABELS.PENDING, TRIP_STATUS_LABELS.ACCEPTED, TRIP_STATUS_LABELS.IN_PROGRESS, TRIP_STATUS_LABELS.COMPLETED].entries()) await expect(steps.nth(i)).toContainText(status);
  await dialog.getByRole('button', { name: TRIP_DETAIL_TEXTS.close, exact: true }).last().click();

  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: TRIP_MANAGEMENT.exportCsv }).click();
  const [header, ...lines] = csvRows(await readFile((await (await download).path())!, 'utf8'));
  expect(header).toEqual([...TRIP_CSV_COLUMNS]);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({ 0: tripNumber, 1: patientId, 2: origin, 3: DESTINATION, 4: 'COMPLETED', 5: 'HIGH', 6: 'BLS', 8: METRO_EMS });
});

