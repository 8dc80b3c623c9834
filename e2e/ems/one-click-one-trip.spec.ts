// A dispatcher clicking fast on a busy list never takes a trip they did not mean to: two clicks 350 ms apart act once,
// on the trip under the first click; an Accept can be undone for 10 seconds.
import type { Locator, Page } from '@playwright/test';
import { AVAILABLE_TRIPS, MY_TRIPS } from '@/domain/portals/ems-dashboard-texts';
import { WIZARD } from '@/domain/portals/healthcare-portal-texts';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { DECLINE_REASON_LABELS, TRIP_STATUS_LABELS } from '@/domain/common/code-labels';
import { MOVE_CONFIRM_TEXTS } from '@/domain/trips/move-confirmations';
import type { TripListItem } from '@/domain/trips/trip-answers';
import { USER_FORM_TEXTS } from '@/domain/session/user-forms';
import { USERS_SCREEN } from '@/domain/portals/control-center-screens';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { EMS_UI } from '@/web/features/ems-dashboard/ems-ui-texts';
import { uniqueEmail } from '../support/accounts';
import {
  apiSession,
  approvedAgencyAccount,
  EMS_TABS,
  METRO_EMS,
  openDashboardTab,
  requestTripFor,
  signInToDashboard,
  tripAsNurse,
  tripRow,
} from '../support/ems-dashboard';
import { blockMapTiles, chooseDestination, nextStep, openTab, PORTAL_TABS, signInToPortal, tripsViaApi, wizard, wizardField } from '../support/healthcare-portal';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const STATUS_CALL = /\/api\/trips\/[^/]+\/status$/;
const available = (page: Page) => page.getByRole('list', { name: AVAILABLE_TRIPS.title });
const myTrips = (page: Page) => page.getByRole('list', { name: MY_TRIPS.title });
/** Within the hour: Start Trip goes without asking. */
const soon = () => new Date(Date.now() + 20 * 60_000).toISOString();

/** Two clicks 350 ms apart where the first one landed: a double click of a hurried hand. */
async function clickTwice(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.click(x, y);
  await page.waitForTimeout(350);
  await page.mouse.click(x, y);
}

/** The status calls the page sends from now on, with their Idempotency-Key. */
function statusCalls(page: Page) {
  const calls: { url: string; key: string | undefined; body: Record<string, unknown> }[] = [];
  page.on('request', (r) => {
    if (STATUS_CALL.test(r.url()) && r.method() === 'PUT') calls.push({ url: r.url(), key: r.headers()['idempotency-key'], body: r.postDataJSON() });
  });
  return calls;
}

test.describe('EMS agency: one click, one trip', () => {
  test('two clicks on Accept take exactly the first trip; the next row is untouched', async ({ page, request }) => {
    const first = await requestTripFor(request, [METRO_EMS]);
    const second = await requestTripFor(request, [METRO_EMS]);
    await signInToDashboard(page);
    await openDashboardTab(page, EMS_TABS.availableTrips);
    const calls = statusCalls(page);
    const row = tripRow(available(page), first.patientId);
    await expect(tripRow(available(page), second.patientId)).toBeVisible();
    await clickTwice(page, row.getByRole('button', { name: EMS_UI.trip.acceptLabel(first.patientId) }));
    await expect(row).toHaveCount(0);
    expect((await tripAsNurse(request, first.id)).status).toBe('ACCEPTED');
    expect((await tripAsNurse(request, second.id)).status).toBe('PENDING');
    expect(calls.map((c) => c.url)).toEqual([expect.stringContaining(first.id)]);
    expect(calls[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  });

  test('two clicks on Start Trip, then on Complete Trip and its confirmation, move the trip once each', async ({ page, request }) => {
    const trip = await requestTripFor(request, [METRO_EMS], undefined, { scheduledTime: soon() });
    await signInToDashboard(page);
    await openDashboardTab(page, EMS_TABS.availableTrips);
    await tripRow(available(page), trip.patientId).getByRole('button', { name: EMS_UI.trip.acceptLabel(trip.patientId) }).click();
    await openDashboardTab(page, EMS_TABS.myTrips);
    const mine = tripRow(myTrips(page), trip.patientId);
    await expect(mine).toContainText(MY_TRIPS.notStarted);
    const calls = statusCalls(page);
    await clickTwice(page, mine.getByRole('button', { name: EMS_UI.trip.startLabel(trip.patientId) }));
    await expect(mine).toContainText(TRIP_STATUS_LABELS.IN_PROGRESS);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // minutes after the start, Complete Trip asks; two clicks on its confirmation complete once
    await mine.getByRole('button', { name: EMS_UI.trip.completeLabel(trip.patientId) }).click();
    const asking = page.getByRole('dialog', { name: MOVE_CONFIRM_TEXTS.quickCompleteTitle });
    await clickTwice(page, asking.getByRole('button', { name: MOVE_CONFIRM_TEXTS.completeAnyway }));
    // the second click lands on the row behind the closed question: it opens nothing
    // the status badge, and the spec's Completed where the buttons were
    await expect(mine.getByText(MY_TRIPS.completed, { exact: true })).toHaveCount(2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(calls.map((c) => c.body.status)).toEqual(['IN_PROGRESS', 'COMPLETED']);
    expect((await tripAsNurse(request, trip.id)).history.map((h) => h.toStatus)).toEqual(['PENDING', 'ACCEPTED', 'IN_PROGRESS', 'COMPLETED']);
  });

  test('two clicks on Decline open one question; two clicks on its answer decline once', async ({ page, request }) => {
    const trip = await requestTripFor(request, [METRO_EMS]);
    await signInToDashboard(page);
    await openDashboardTab(page, EMS_TABS.availableTrips);
    const calls = statusCalls(page);
    const row = tripRow(available(page), trip.patientId);
    await clickTwice(page, row.getByRole('button', { name: EMS_UI.trip.declineLabel(trip.patientId) }));
    const asking = page.getByRole('dialog', { name: EMS_UI.decline.title });
    await asking.getByLabel(DECLINE_REASON_LABELS.DISTANCE).check();
    await clickTwice(page, asking.getByRole('button', { name: EMS_UI.decline.confirm }));
    await expect(row).toHaveCount(0);
    expect(calls.map((c) => c.body)).toEqual([{ status: 'CANCELLED', declineReason: 'DISTANCE' }]);
    expect((await tripAsNurse(request, trip.id)).history.filter((h) => h.note?.startsWith('Declined'))).toHaveLength(1);
  });

  test('Undo within 10 seconds offers the trip again to every agency still considering it; then the button is gone', async ({ page, request, mailbox }) => {
    // the Undo is waited out for real: its 10 seconds are part of what is tested
    test.setTimeout(90_000);
    const rivalName = `Undo Rival ${Date.now().toString(36)}`;
    const rival = await approvedAgencyAccount(request, mailbox, rivalName);
    const trip = await requestTripFor(request, [METRO_EMS, rivalName]);
    const other = await apiSession(request, rival.email, rival.password, '/api/auth/ems/login');
    const rivalSees = async () =>
      ((await (await request.get('/api/trips?status=PENDING', { headers: other.headers })).json()) as { data: TripListItem[] }).data.some((t) => t.id === trip.id);
    await signInToDashboard(page);
    await openDashboardTab(page, EMS_TABS.availableTrips);
    await tripRow(available(page), trip.patientId).getByRole('button', { name: EMS_UI.trip.acceptLabel(trip.patientId) }).click();
    const toast = page.getByRole('status').filter({ hasText: EMS_UI.undo.accepted(trip.patientId) });
    await expect(toast).toBeVisible();
    expect(await rivalSees()).toBe(false);
    await toast.getByRole('button', { name: /^Undo/ }).click();
    await expect(page.getByText(EMS_UI.undo.undone(trip.patientId))).toBeVisible();
    await expect(tripRow(available(page), trip.patientId)).toBeVisible();
    expect(await rivalSees()).toBe(true);
    const undone = await tripAsNurse(request, trip.id);
    expect(undone).toMatchObject({ status: 'PENDING', assignedAgencyId: null });
    expect(undone.history.map((h) => h.toStatus)).toEqual(['PENDING', 'ACCEPTED', 'PENDING']);

    // accepted again, and left alone: after 10 seconds the Undo is gone and the trip stays taken
    await tripRow(available(page), trip.patientId).getByRole('button', { name: EMS_UI.trip.acceptLabel(trip.patientId) }).click();
    await expect(toast.getByRole('button', { name: /^Undo/ })).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 20_000 });
    expect((await tripAsNurse(request, trip.id)).status).toBe('ACCEPTED');
    expect(await rivalSees()).toBe(false);
  });
});

test.describe('forms: one click, one record', () => {
  test('two clicks on Create User make one user and no false "already exists"', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.getByRole('navigation').getByRole('link', { name: DASHBOARD_SECTIONS.settings }).click();
    const table = page.getByRole('table', { name: USERS_SCREEN.tableLabel });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await page.getByRole('button', { name: USER_FORM_TEXTS.addButton }).click();
    const form = page.getByRole('dialog', { name: USER_FORM_TEXTS.addTitle });
    const email = uniqueEmail('double-click');
    await form.getByLabel(USERS_SCREEN.form.name, { exact: true }).fill('Casey Double');
    await form.getByLabel(USERS_SCREEN.form.email, { exact: true }).fill(email);
    await form.getByLabel(USERS_SCREEN.form.password, { exact: true }).fill('double-click-1');
    const creates: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/api/auth/register') && r.request().method() === 'POST') creates.push(r.status());
    });
    await clickTwice(page, form.getByRole('button', { name: USER_FORM_TEXTS.create }));
    await expect(form).toBeHidden();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: email })).toHaveCount(1);
    expect(creates.every((s) => s === 201)).toBe(true);
  });

  test('two clicks on Create Request make one request', async ({ page }) => {
    await blockMapTiles(page);
    await signInToPortal(page);
    await openTab(page, PORTAL_TABS.createRequest);
    await wizard(page).getByRole('button', { name: WIZARD.generateId }).click();
    const patientId = await wizardField(page, PORTAL_UI.wizard.labels.patientId).inputValue();
    await nextStep(page, 2);
    await chooseDestination(page, 'North Hills Regional Hospital');
    await wizardField(page, PORTAL_UI.wizard.labels.scheduledTime).fill('2030-04-02T10:15');
    await wizard(page).getByRole('button', { name: PORTAL_UI.wizard.stepButton(5, WIZARD.steps[4], false) }).click();
    await clickTwice(page, wizard(page).getByRole('button', { name: WIZARD.create }));
    // the wizard closes onto Overview after its 2 s banner (well within the expect timeout)
    await expect(page.getByRole('tab', { name: PORTAL_TABS.overview })).toHaveAttribute('aria-selected', 'true');
    expect((await tripsViaApi(page)).filter((t) => t.patientId === patientId)).toHaveLength(1);
  });
});
