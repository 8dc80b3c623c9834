import type { Page } from '@playwright/test';
import { COMMON_TEXTS, UNITS_SCREEN } from '@/domain/portals/control-center-screens';
import { LIST_PAGING_TEXTS } from '@/domain/common/list-paging';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { UNIT_MESSAGES, UNIT_TEXTS } from '@/domain/units/unit-forms';
import type { UnitView } from '@/domain/units/unit-answers';
import { createUnitViaApi } from '../support/control-center-api';
import { createAgencyViaApi, uniqueName } from '../support/org-api';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const UNITS = '/dashboard/units';
const MANAGE = '/dashboard/units?view=manage';
const SYSTEM_UNITS_CALL = /\/api\/tcc\/units(\?|$)/;
const UNIT_AGENCIES_CALL = /\/api\/tcc\/agencies\/names/;
const table = (page: Page) => page.getByRole('table', { name: UNITS_SCREEN.tableLabel });
const rows = (page: Page) => table(page).getByRole('row');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });
const filter = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });

interface Counts {
  total: number;
  available: number;
  committed: number;
  outOfService: number;
  maintenance: number;
  offDuty: number;
}
const STATUS_CARDS = ['available', 'committed', 'outOfService', 'maintenance', 'offDuty'] as const;
/** The cards show the counts, and their status cards add up to Total Units (checked on the figures shown). */
async function expectCards(page: Page, c: Counts) {
  for (const key of ['total', ...STATUS_CARDS] as const) {
    const label = UNITS_SCREEN.cards[key];
    await expect(page.getByRole('group', { name: label, exact: true })).toHaveText(`${label}${c[key].toLocaleString('en-US')}`);
  }
  const shown = async (key: keyof Counts) =>
    Number((await page.getByRole('group', { name: UNITS_SCREEN.cards[key], exact: true }).textContent())!.slice(UNITS_SCREEN.cards[key].length).replaceAll(',', ''));
  let sum = 0;
  for (const key of STATUS_CARDS) sum += await shown(key);
  expect(sum, 'the status cards add up to Total Units').toBe(await shown('total'));
}
const countOf = (units: UnitView[]): Counts => ({
  total: units.length,
  available: units.filter((u) => u.currentStatus === 'AVAILABLE').length,
  committed: units.filter((u) => u.currentStatus === 'COMMITTED').length,
  outOfService: units.filter((u) => u.currentStatus === 'OUT_OF_SERVICE').length,
  maintenance: units.filter((u) => u.currentStatus === 'MAINTENANCE').length,
  offDuty: units.filter((u) => u.currentStatus === 'OFF_DUTY').length,
});

/** Signs in through the login screen and waits for the dashboard, so the stored token is there. */
async function signIn(page: Page, role: 'admin' | 'user') {
  await signInAs(page, role);
  await expect(page).toHaveURL('/dashboard');
}

/** A fresh agency of the test's own with the given units, so no other test's changes show up in its figures. */
async function agencyWithUnits(page: Page, units: { unitNumber: string; type?: UnitView['type']; currentStatus?: UnitView['currentStatus'] }[]) {
  const agency = await createAgencyViaApi(page, uniqueName('Unit Test Ambulance'));
  for (const unit of units) await createUnitViaApi(page, { ...unit, agencyId: agency.id });
  return agency;
}

test.describe('control center: Units (system-wide)', () => {
  test('header, cards counted by the server, columns, and no-cache calls', async ({ page }) => {
    await signIn(page, 'admin');
    const path = (url: string) => new URL(url).pathname;
    const unitsRequest = page.waitForRequest((r) => path(r.url()) === '/api/tcc/units');
    const agenciesRequest = page.waitForRequest((r) => path(r.url()) === '/api/tcc/agencies/names');
    // the demo fleet fits on the first page
    const answered = page.waitForResponse((r) => path(r.url()) === '/api/tcc/units' && r.ok());
    await page.getByRole('navigation').getByRole('link', { name: DASHBOARD_SECTIONS.units }).click();
    await expect(page.getByRole('heading', { name: UNIT_TEXTS.title })).toBeVisible();
    await expect(page.getByText(UNIT_TEXTS.subtitle)).toBeVisible();
    await expect(page.getByRole('button', { name: COMMON_TEXTS.refresh })).toBeVisible();

    for (const request of [await unitsRequest, await agenciesRequest]) {
      expect(request.headers()).toMatchObject({ 'cache-control': 'no-cache', pragma: 'no-cache' });
    }
    const units = ((await (await answered).json()) as { data: UnitView[] }).data;
    expect(units.length).toBeGreaterThan(0);
    await expectCards(page, countOf(units));
    await expect(table(page).getByRole('columnheader')).toHaveText([
      UNITS_SCREEN.columns.unit, UNITS_SCREEN.columns.agency, UNITS_SCREEN.columns.type, UNITS_SCREEN.columns.status, UNITS_SCREEN.columns.capabilities, UNITS_SCREEN.columns.tripsCompleted, UNITS_SCREEN.columns.lastUpdate,
    ]);
    await expect(rows(page)).toHaveCount(units.length + 1);
    const first = units[0]!;
    await expect(rows(page).nth(1)).toContainText(first.unitNumber);
    await expect(rows(page).nth(1)).toContainText(first.agencyName);
    // the agency by name only, never its raw id
    await expect(rows(page).nth(1)).not.toContainText(first.agencyId);
    await expect(filter(page, UNITS_SCREEN.statusFilter).getByRole('option')).toHaveText([
      UNITS_SCREEN.allStatuses, 'Available', 'Committed', 'Out of Service', 'Maintenance',
    ]);
  });

  test('the agency and status filters narrow the table and the cards follow the agency', async ({ page }) => {
    await signIn(page, 'admin');
    const tag = uniqueName('F').replace(' ', '-');
    const agency = await agencyWithUnits(page, [
      { unitNumber: `${tag}-1` },
      { unitNumber: `${tag}-2`, currentStatus: 'MAINTENANCE', type: 'WHEELCHAIR_VAN' },
    ]);
    await page.goto(UNITS);
    await expect(rows(page).nth(1)).toBeVisible();
    await filter(page, UNITS_SCREEN.agencyFilter).selectOption({ label: agency.name });
    await expect(rows(page)).toHaveCount(3);
    await expectCards(page, { total: 2, available: 1, committed: 0, outOfService: 0, maintenance: 1, offDuty: 0 });
    await expect(row(page, `${tag}-1`)).toContainText(agency.name);
    await expect(row(page, `${tag}-1`)).toContainText(COMMON_TEXTS.active);
    await expect(row(page, `${tag}-2`)).toContainText('Wheelchair Van');

    await filter(page, UNITS_SCREEN.statusFilter).selectOption({ label: 'Maintenance' });
    await expect(rows(page)).toHaveCount(2);
    await expect(row(page, `${tag}-2`)).toBeVisible();
    await filter(page, UNITS_SCREEN.statusFilter).selectOption({ label: 'Committed' });
    await expect(page.getByText(UNIT_TEXTS.emptyTitle)).toBeVisible();
    await expect(page.getByText(UNIT_TEXTS.emptyFiltered)).toBeVisible();
    await expectCards(page, { total: 2, available: 1, committed: 0, outOfService: 0, maintenance: 1, offDuty: 0 });
  });

  test('a card for every status: Maintenance and Off Duty are counted, so the cards add up to Total Units', async ({ page }) => {
    await signIn(page, 'admin');
    const tag = uniqueName('S').replace(' ', '-');
    const agency = await agencyWithUnits(page, [
      { unitNumber: `${tag}-1` },
      { unitNumber: `${tag}-2`, currentStatus: 'COMMITTED' },
      { unitNumber: `${tag}-3`, currentStatus: 'OUT_OF_SERVICE' },
      { unitNumber: `${tag}-4`, currentStatus: 'MAINTENANCE' },
      { unitNumber: `${tag}-5`, currentStatus: 'MAINTENANCE' },
      { unitNumber: `${tag}-6`, currentStatus: 'OFF_DUTY' },
    ]);
    await page.goto(UNITS);
    await filter(page, UNITS_SCREEN.agencyFilter).selectOption({ label: agency.name });
    await expect(rows(page)).toHaveCount(7);
    await expectCards(page, { total: 6, available: 1, committed: 1, outOfService: 1, maintenance: 2, offDuty: 1 });
    // the same cards on Manage Units, beside the efficiency
    await page.goto(MANAGE);
    await filter(page, UNITS_SCREEN.agencyFilter).selectOption({ label: agency.name });
    await expect(rows(page)).toHaveCount(7);
    await expectCards(page, { total: 6, available: 1, committed: 1, outOfService: 1, maintenance: 2, offDuty: 1 });
  });

  test('failures show the screen’s error panel; Retry loads again', async ({ page }) => {
    // two failed loads each wait out the client's retries (1 s, then 2 s) before the panel shows
    test.slow();
    await signIn(page, 'admin');
    await page.route(SYSTEM_UNITS_CALL, (route) => route.fulfill({ status: 500, json: { success: false, error: 'down' } }));
    await page.goto(UNITS);
    await expect(page.getByRole('alert')).toHaveText(UNITS_SCREEN.fetchUnitsFailed('Internal Server Error'), { timeout: 15_000 });
    await page.unroute(SYSTEM_UNITS_CALL);
    await page.getByRole('button', { name: COMMON_TEXTS.retry }).click();
    await expect(rows(page).nth(1)).toBeVisible();

    await page.route(UNIT_AGENCIES_CALL, (route) => route.fulfill({ status: 403, json: { success: false, error: 'no' } }));
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText(UNITS_SCREEN.fetchAgenciesFailed('Forbidden'));
    await page.unroute(UNIT_AGENCIES_CALL);

    await page.route(SYSTEM_UNITS_CALL, (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: COMMON_TEXTS.retry }).click();
    await expect(page.getByRole('alert')).toHaveText(UNIT_MESSAGES.loadFailed, { timeout: 15_000 });
    await page.unroute(SYSTEM_UNITS_CALL);
    await page.getByRole('button', { name: COMMON_TEXTS.retry }).click();
    await expect(rows(page).nth(1)).toBeVisible();

    await page.evaluate(() => localStorage.removeItem('token'));
    await page.getByRole('button', { name: COMMON_TEXTS.refresh }).click();
    await expect(page.getByRole('alert')).toHaveText(UNIT_MESSAGES.noToken);
  });

  test('20,000 units: the screen asks the server for one page at a time, filtered there', async ({ page }) => {
    const many: UnitView[] = Array.from({ length: 20_000 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      unitNumber: `BULK-${i}`,
      agencyId: 'bulk-agency',
      agencyName: 'Bulk Ambulance',
      type: i % 2 ? 'AMBULANCE' : 'WHEELCHAIR_VAN',
      capabilities: ['BLS'],
      customCapabilities: [],
      isActive: true,
      currentStatus: i % 4 === 0 ? 'MAINTENANCE' : 'AVAILABLE',
      totalTripsCompleted: i % 7,
      averageResponseTime: null,
      lastStatusUpdate: new Date(0).toISOString(),
      crew: [],
      firstExpiry: null,
    }));
    // the list answers as the server would: filtered, then cut to the page asked for; the tiles count the whole fleet
    await page.route(SYSTEM_UNITS_CALL, (route) => {
      const q = new URL(route.request().url()).searchParams;
      const matching = many.filter((u) => !q.get('status') || u.currentStatus === q.get('status'));
      const offset = Number(q.get('offset') ?? 0);
      return route.fulfill({ json: { success: true, data: matching.slice(offset, offset + Number(q.get('limit'))), total: matching.length } });
    });
    const fleet = { totalUnits: 20_000, availableUnits: 15_000, committedUnits: 0, outOfServiceUnits: 0, maintenanceUnits: 5_000, offDutyUnits: 0, efficiency: 0 };
    await page.route(/\/api\/units\/analytics/, (route) => route.fulfill({ json: { success: true, data: fleet } }));
    await signIn(page, 'admin');
    await page.goto(UNITS);
    await expectCards(page, { total: 20_000, available: 15_000, committed: 0, outOfService: 0, maintenance: 5_000, offDuty: 0 });
    await expect(rows(page)).toHaveCount(51);
    const pager = page.getByRole('main').getByRole('navigation', { name: LIST_PAGING_TEXTS.label });
    await expect(pager).toContainText(LIST_PAGING_TEXTS.range(1, 50, 20_000));
    await pager.getByRole('button', { name: LIST_PAGING_TEXTS.next }).click();
    await expect(rows(page).nth(1)).toContainText('BULK-50');
    await filter(page, UNITS_SCREEN.statusFilter).selectOption({ label: 'Maintenance' });
    await expect(pager).toContainText(LIST_PAGING_TEXTS.range(1, 50, 5_000));
    await expect(rows(page).nth(1)).toContainText('BULK-0');
  });

  test('a standard user sees the units read-only: no Manage Units, no Add, Edit or Delete', async ({ page }) => {
    await signIn(page, 'user');
    await page.goto(MANAGE);
    await expect(rows(page).nth(1)).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('button', { name: UNITS_SCREEN.addUnit })).toHaveCount(0);
    await expect(page.getByRole('button', { name: new RegExp(`^(${COMMON_TEXTS.edit}|${COMMON_TEXTS.delete})\\b`) })).toHaveCount(0);
  });
});

test.describe('control center: Units management (admin)', () => {
  test('add, edit and delete a unit; the figures follow each change', async ({ page }) => {
    await signIn(page, 'admin');
    const agency = await agencyWithUnits(page, []);
    const unitNumber = uniqueName('M').replace(' ', '-');
    await page.goto(MANAGE);
    await expect(page.getByRole('tab', { name: UNITS_SCREEN.tabs.manage })).toHaveAttribute('aria-selected', 'true');
    const listCall = page.waitForRequest((r) => r.url().includes(`/api/units?agencyId=${agency.id}`));
    await filter(page, UNITS_SCREEN.agencyFilter).selectOption({ label: agency.name });
    expect((await listCall).headers()).toMatchObject({ 'cache-control': 'no-cache', pragma: 'no-cache' });
    await expectCards(page, { total: 0, available: 0, committed: 0, outOfService: 0, maintenance: 0, offDuty: 0 });
    await expect(page.getByRole('group', { name: UNITS_SCREEN.efficiency })).toContainText('0%');
    await expect(page.getByText(UNIT_TEXTS.emptyTitle)).toBeVisible();

    await page.getByRole('button', { name: UNITS_SCREEN.addUnit }).click();
    const add = dialog(page, UNITS_SCREEN.addUnit);
    await expect(add.getByLabel(UNITS_SCREEN.form.agency)).toHaveValue(agency.id);
    await expect(add.getByLabel(UNITS_SCREEN.form.unitNumber)).toHaveAttribute('placeholder', new RegExp(UNIT_TEXTS.unitNumberExample));
    await expect(add.getByLabel(UNITS_SCREEN.form.type)).toHaveValue('AMBULANCE');
    await expect(add.getByLabel('BLS', { exact: true })).toBeChecked();
    await expect(add.getByLabel('ALS', { exact: true })).not.toBeChecked();
    await expect(add.getByLabel(UNITS_SCREEN.form.active, { exact: true })).toBeChecked();
    await add.getByLabel(UNITS_SCREEN.form.unitNumber).fill(unitNumber);
    await add.getByLabel('ALS', { exact: true }).check();
    await add.getByLabel('Custom', { exact: true }).check();
    await add.getByLabel(UNITS_SCREEN.form.customCapability).fill('Bariatric stretcher');
    await add.getByLabel(UNITS_SCREEN.form.customCapability).press('Enter');
    await expect(add.getByRole('button', { name: UNITS_SCREEN.form.removeCustom('Bariatric stretcher') })).toBeVisible();
    await add.getByRole('button', { name: UNITS_SCREEN.dialogs.add.submitLabel }).click();
    await expect(add).toBeHidden();
    await expect(row(page, unitNumber).getByRole('listitem')).toHaveText(['BLS', 'ALS', 'Bariatric stretcher']);
    await expectCards(page, { total: 1, available: 1, committed: 0, outOfService: 0, maintenance: 0, offDuty: 0 });

    await row(page, unitNumber).getByRole('button', { name: new RegExp(`^${COMMON_TEXTS.edit}\\b`) }).click();
    const edit = dialog(page, UNITS_SCREEN.dialogs.edit.title);
    await expect(edit.getByLabel(UNITS_SCREEN.form.unitNumber)).toHaveValue(unitNumber);
    await edit.getByLabel(UNITS_SCREEN.form.status).selectOption('COMMITTED');
    await edit.getByRole('button', { name: UNITS_SCREEN.dialogs.edit.submitLabel }).click();
    await expect(edit).toBeHidden();
    await expect(row(page, unitNumber)).toContainText('Committed');
    await expectCards(page, { total: 1, available: 0, committed: 1, outOfService: 0, maintenance: 0, offDuty: 0 });

    // the system-wide tab shows the change too
    await page.getByRole('tab', { name: UNITS_SCREEN.tabs.all }).click();
    await filter(page, UNITS_SCREEN.agencyFilter).selectOption({ label: agency.name });
    await expectCards(page, { total: 1, available: 0, committed: 1, outOfService: 0, maintenance: 0, offDuty: 0 });
    await page.getByRole('tab', { name: UNITS_SCREEN.tabs.manage }).click();
    await filter(page, UNITS_SCREEN.agencyFilter).selectOption({ label: agency.name });

    const deleteButton = row(page, unitNumber).getByRole('button', { name: new RegExp(`^${COMMON_TEXTS.delete}\\b`) });
    page.once('dialog', (d) => void d.dismiss());
    await deleteButton.click();
    await expect(row(page, unitNumber)).toBeVisible();
    page.once('dialog', (d) => {
      expect(d.message()).toBe(UNIT_TEXTS.deleteConfirm);
      void d.accept();
    });
    await deleteButton.click();
    await expect(row(page, unitNumber)).toHaveCount(0);
    await expectCards(page, { total: 0, available: 0, committed: 0, outOfService: 0, maintenance: 0, offDuty: 0 });
  });

  test('a taken unit number shows the server’s refusal; an empty one is caught first', async ({ page }) => {
    await signIn(page, 'admin');
    const taken = uniqueName('D').replace(' ', '-');
    const agency = await agencyWithUnits(page, [{ unitNumber: taken }]);
    await page.goto(MANAGE);
    await page.getByRole('button', { name: UNITS_SCREEN.addUnit }).click();
    const add = dialog(page, UNITS_SCREEN.addUnit);
    await add.getByRole('button', { name: UNITS_SCREEN.dialogs.add.submitLabel }).click();
    await expect(add.getByText(UNITS_SCREEN.form.agencyRequired)).toBeVisible();
    await expect(add.getByText(UNITS_SCREEN.form.unitNumberRequired)).toBeVisible();
    await expect(add.getByLabel(UNITS_SCREEN.form.unitNumber)).toHaveAttribute('aria-invalid', 'true');

    await add.getByLabel(UNITS_SCREEN.form.agency).selectOption(agency.id);
    await add.getByLabel(UNITS_SCREEN.form.unitNumber).fill(taken.toLowerCase());
    await add.getByRole('button', { name: UNITS_SCREEN.dialogs.add.submitLabel }).click();
    await expect(add.getByRole('alert')).toHaveText(UNIT_MESSAGES.unitNumberTaken);
    await expect(add).toBeVisible();
  });

  test('search, status and type filters narrow the table; a failed delete says so', async ({ page }) => {
    await signIn(page, 'admin');
    const tag = uniqueName('S').replace(' ', '-');
    await agencyWithUnits(page, [
      { unitNumber: `${tag}-A`, type: 'AMBULANCE' },
      { unitNumber: `${tag}-W`, type: 'WHEELCHAIR_VAN', currentStatus: 'OFF_DUTY' },
      { unitNumber: `${tag}-C`, type: 'CRITICAL_CARE', currentStatus: 'COMMITTED' },
    ]);
    await page.goto(MANAGE);
    await page.getByRole('searchbox', { name: UNITS_SCREEN.search }).fill(tag);
    await expect(rows(page)).toHaveCount(4);
    await filter(page, UNITS_SCREEN.typeFilter).selectOption({ label: 'Wheelchair Van' });
    await expect(rows(page)).toHaveCount(2);
    await expect(row(page, `${tag}-W`)).toContainText('Off Duty');
    await filter(page, UNITS_SCREEN.statusFilter).selectOption({ label: 'Committed' });
    await expect(page.getByText(UNIT_TEXTS.emptyFiltered)).toBeVisible();
    await filter(page, UNITS_SCREEN.typeFilter).selectOption({ label: UNITS_SCREEN.allTypes });
    await expect(rows(page)).toHaveCount(2);

    await page.route('**/api/units/*', (route) =>
      route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
    );
    page.once('dialog', (d) => void d.accept());
    await row(page, `${tag}-C`).getByRole('button', { name: new RegExp(`^${COMMON_TEXTS.delete}\\b`) }).click();
    await expect(page.getByRole('alert')).toHaveText(UNIT_MESSAGES.deleteFailed);
    await expect(row(page, `${tag}-C`)).toBeVisible();
  });
});
