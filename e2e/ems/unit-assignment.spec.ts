import type { Page } from '@playwright/test';
import { UNITS_SCREEN } from '@/domain/portals/control-center-screens';
import { TRIP_STATUS_LABELS, UNIT_STATUS_LABELS } from '@/domain/common/code-labels';
import { AVAILABLE_TRIPS, MY_TRIPS } from '@/domain/portals/ems-dashboard-texts';
import { MOVE_CONFIRM_TEXTS } from '@/domain/trips/move-confirmations';
import { EMS_UI } from '@/web/features/ems-dashboard/ems-ui-texts';
import { UNIT_CHOICE } from '@/web/features/ems-dashboard/unit-choice-texts';
import { apiSession, approvedAgencyAccount, EMS_TABS, openDashboardTab, requestTripFor, signInToDashboard, tripAsNurse, tripRow } from '../support/ems-dashboard';
import { expect, test } from '../support/test';

// Which unit goes: the dispatcher names the unit beside Accept, the unit is committed while the trip is open and
// available again once the patient is delivered. The agency is the test's own, so no other test moves its units.

const STATUS_CALL = /\/api\/trips\/[^/]+\/status$/;
const UNIT_CALL = /\/api\/trips\/[^/]+\/unit$/;
const unitRow = (page: Page, unitNumber: string) => page.getByRole('table', { name: UNITS_SCREEN.tableLabel }).getByRole('row').filter({ hasText: unitNumber });

test('Accept with a unit commits it; Start and Complete free it again', async ({ page, request, mailbox }) => {
  const agencyName = `Unit Test EMS ${Date.now().toString(36)}`;
  const account = await approvedAgencyAccount(request, mailbox, agencyName);
  const dispatcher = await apiSession(request, account.email, account.password, '/api/auth/ems/login');
  const unitNumber = 'UT-7';
  const created = await request.post('/api/units', { headers: dispatcher.headers, data: { unitNumber, capabilities: ['BLS'] } });
  expect(created.status(), await created.text()).toBe(201);
  const unitId = ((await created.json()) as { data: { id: string } }).data.id;
  const trip = await requestTripFor(request, [agencyName]);

  await signInToDashboard(page, account);
  await openDashboardTab(page, EMS_TABS.availableTrips);
  const row = tripRow(page.getByRole('list', { name: AVAILABLE_TRIPS.title }), trip.patientId);
  const unitSelect = row.getByRole('combobox', { name: UNIT_CHOICE.selectLabel(trip.patientId) });
  // optional by default: "No unit" until the dispatcher picks one
  await expect(unitSelect).toHaveValue('');
  await unitSelect.selectOption({ label: UNIT_CHOICE.option(unitNumber, 'BLS', 'AVAILABLE') });
  const accept = page.waitForRequest((r) => STATUS_CALL.test(r.url()) && r.method() === 'PUT');
  await row.getByRole('button', { name: EMS_UI.trip.acceptLabel(trip.patientId) }).click();
  expect((await accept).postDataJSON()).toMatchObject({ status: 'ACCEPTED', assignedUnitId: unitId });
  await expect(row).toHaveCount(0);

  await openDashboardTab(page, EMS_TABS.units);
  await expect(unitRow(page, unitNumber)).toContainText(UNIT_STATUS_LABELS.COMMITTED);

  await openDashboardTab(page, EMS_TABS.myTrips);
  const mine = tripRow(page.getByRole('list', { name: MY_TRIPS.title }), trip.patientId);
  await expect(mine.getByRole('term').filter({ hasText: UNIT_CHOICE.fact }).locator('xpath=following-sibling::dd')).toHaveText(unitNumber);
  await mine.getByRole('button', { name: EMS_UI.trip.startLabel(trip.patientId) }).click();
  // booked years ahead and completed at once: both moves ask first
  await page.getByRole('button', { name: MOVE_CONFIRM_TEXTS.startAnyway }).click();
  await expect(mine).toContainText(TRIP_STATUS_LABELS.IN_PROGRESS);
  await mine.getByRole('button', { name: EMS_UI.trip.completeLabel(trip.patientId) }).click();
  await page.getByRole('button', { name: MOVE_CONFIRM_TEXTS.completeAnyway }).click();
  await expect(mine).toContainText(TRIP_STATUS_LABELS.COMPLETED);

  await openDashboardTab(page, EMS_TABS.units);
  await expect(unitRow(page, unitNumber)).toContainText(UNIT_STATUS_LABELS.AVAILABLE);
  // the facility sees which unit carried its patient
  expect(await tripAsNurse(request, trip.id)).toMatchObject({ status: 'COMPLETED', assignedUnitNumber: unitNumber });
});

test('an agency that requires a unit: Accept sends the soonest free unit; My Trips replaces it and frees the first', async ({ page, request, mailbox }) => {
  const agencyName = `Unit Rule EMS ${Date.now().toString(36)}`;
  const account = await approvedAgencyAccount(request, mailbox, agencyName);
  const dispatcher = await apiSession(request, account.email, account.password, '/api/auth/ems/login');
  const ids: Record<string, string> = {};
  for (const unitNumber of ['R-1', 'R-2']) {
    const created = await request.post('/api/units', { headers: dispatcher.headers, data: { unitNumber, capabilities: ['ALS'] } });
    expect(created.status(), await created.text()).toBe(201);
    ids[unitNumber] = ((await created.json()) as { data: { id: string } }).data.id;
  }
  const trip = await requestTripFor(request, [agencyName]);

  await signInToDashboard(page, account);
  await openDashboardTab(page, EMS_TABS.settings);
  await page.getByRole('switch', { name: UNIT_CHOICE.settings.requireUnit }).check();
  await expect(page.getByRole('status').filter({ hasText: UNIT_CHOICE.settings.saved })).toBeVisible();

  await openDashboardTab(page, EMS_TABS.availableTrips);
  const row = tripRow(page.getByRole('list', { name: AVAILABLE_TRIPS.title }), trip.patientId);
  const unitSelect = row.getByRole('combobox', { name: UNIT_CHOICE.selectLabel(trip.patientId) });
  // required: no "No unit" choice, the first unit able to go is chosen
  await expect(unitSelect).toHaveValue(ids['R-1']!);
  await expect(unitSelect.getByRole('option', { name: UNIT_CHOICE.noUnit })).toHaveCount(0);
  const accept = page.waitForRequest((r) => STATUS_CALL.test(r.url()) && r.method() === 'PUT');
  await row.getByRole('button', { name: EMS_UI.trip.acceptLabel(trip.patientId) }).click();
  expect((await accept).postDataJSON()).toMatchObject({ status: 'ACCEPTED', assignedUnitId: ids['R-1'] });
  await expect(row).toHaveCount(0);

  await openDashboardTab(page, EMS_TABS.myTrips);
  const mine = tripRow(page.getByRole('list', { name: MY_TRIPS.title }), trip.patientId);
  const assign = mine.getByRole('button', { name: UNIT_CHOICE.assignLabel(trip.patientId) });
  await expect(assign).toBeDisabled();
  await mine.getByRole('combobox', { name: UNIT_CHOICE.selectLabel(trip.patientId) }).selectOption(ids['R-2']!);
  const assigned = page.waitForResponse((r) => UNIT_CALL.test(r.url()) && r.request().method() === 'PUT');
  await assign.click();
  expect((await assigned).status()).toBe(200);
  await expect(mine.getByRole('term').filter({ hasText: UNIT_CHOICE.fact }).locator('xpath=following-sibling::dd')).toHaveText('R-2');

  await openDashboardTab(page, EMS_TABS.units);
  await expect(unitRow(page, 'R-1')).toContainText(UNIT_STATUS_LABELS.AVAILABLE);
  await expect(unitRow(page, 'R-2')).toContainText(UNIT_STATUS_LABELS.COMMITTED);
});
