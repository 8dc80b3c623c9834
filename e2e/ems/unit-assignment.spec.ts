import type { Page } from '@playwright/test';
import { UNIT_STATUS_LABELS, UNITS_SCREEN } from '../../src/domain/control-center-screens';
import { AVAILABLE_TRIPS, MY_TRIPS } from '../../src/domain/ems-dashboard-texts';
import { EMS_UI } from '../../src/web/lib/ems-ui-texts';
import { UNIT_CHOICE } from '../../src/web/lib/unit-choice-texts';
import { apiSession, approvedAgencyAccount, EMS_TABS, openDashboardTab, requestTripFor, signInToDashboard, tripAsNurse, tripRow } from '../support/ems-dashboard';
import { expect, test } from '../support/test';

// Which unit goes: the dispatcher names the unit beside Accept, the unit is committed while the trip is open and
// available again once the patient is delivered. The agency is the test's own, so no other test moves its units.

const STATUS_CALL = /\/api\/trips\/[^/]+\/status$/;
const unitRow = (page: Page, unitNumber: string) => page.getByRole('table', { name: UNITS_SCREEN.tableLabel }).getByRole('row').filter({ hasText: unitNumber });

test('Accept with a unit commits it; Start and Complete free it again', async ({ page, request }) => {
  const agencyName = `Unit Test EMS ${Date.now().toString(36)}`;
  const account = await approvedAgencyAccount(request, agencyName);
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
  await expect(mine).toContainText('IN PROGRESS');
  await mine.getByRole('button', { name: EMS_UI.trip.completeLabel(trip.patientId) }).click();
  await expect(mine).toContainText('COMPLETED');

  await openDashboardTab(page, EMS_TABS.units);
  await expect(unitRow(page, unitNumber)).toContainText(UNIT_STATUS_LABELS.AVAILABLE);
  // the facility sees which unit carried its patient
  expect(await tripAsNurse(request, trip.id)).toMatchObject({ status: 'COMPLETED', assignedUnitNumber: unitNumber });
});
