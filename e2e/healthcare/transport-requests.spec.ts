import { TRIP_PRIORITY_LABELS, TRIP_STATUS_LABELS } from '@/domain/common/code-labels';
import type { Page } from '@playwright/test';
import {
  HIGH_PRIORITIES,
  PORTAL_OVERVIEW,
  RECENT_ACTIVITY_LIMIT,
  TRANSPORT_REQUESTS_COLUMNS,
  TRIP_MESSAGES,
} from '@/domain/portals/healthcare-portal-texts';
import { localDayWindow } from '@/domain/analytics/agency-analytics';
import { generatePatientId } from '@/domain/trips/patient-id';
import type { HospitalOverview } from '@/domain/analytics/overview-answers';
import type { TripDetails, TripListItem } from '@/domain/trips/trip-answers';
import { formatShortDateTime, setReaderTimeZone } from '@/web/lib/format';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { LIST_PAGE_SIZE } from '@/web/lib/use-list-page';
import { authHeader } from '../support/control-center-api';
import { openTab, PORTAL_TABS, signInToPortal, tripsViaApi, tripViaApi } from '../support/healthcare-portal';
import { expect, test } from '../support/test';

const DETAILS_TEXTS = PORTAL_UI.details;
const REQUESTS_TEXTS = PORTAL_UI.requests;
// the demo facilities are in Pennsylvania: their nurses read Eastern time, and so does what this test expects
const HOSPITAL_ZONE = 'America/New_York';
setReaderTimeZone(HOSPITAL_ZONE);
const TRIPS_CALL = /\/api\/trips(\?|$)/;
// the table's call, not Recent Activity's
const TABLE_CALL = new RegExp(`/api/trips\\?.*limit=${LIST_PAGE_SIZE}`);
const OVERVIEW_CALL = '**/api/trips/facility-overview';
const ZERO_OVERVIEW: HospitalOverview = { pendingRequests: 0, completedToday: 0, highPriority: 0 };

/** Lets the table's call through and keeps what the server answered, so the test compares with that very answer. */
async function captureTripList(page: Page) {
  let trips: TripListItem[] | null = null;
  await page.route(TABLE_CALL, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: TripListItem[] };
    trips = body.data;
    await route.fulfill({ response, json: body });
  });
  return () => {
    if (!trips) throw new Error('the trip list was not loaded');
    return trips;
  };
}

/** A PENDING request of the signed-in facility, made through the API (the wizard has its own tests). */
async function pendingRequest(page: Page): Promise<TripDetails> {
  const answer = await page.request.post('/api/trips/enhanced', {
    headers: await authHeader(page),
    data: { patientId: generatePatientId(), toLocation: 'Sewickley Valley Hospital', scheduledTime: '2030-05-02T08:00:00Z', transportLevel: 'BLS', urgencyLevel: 'Routine' },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: TripDetails }).data;
}

const card = (page: Page, name: string) => page.getByRole('group', { name });

test.describe('healthcare facility: overview and transport requests', () => {
  // these tests compare the screens with the answers they captured: a live refresh brought by another test's request
  // for the same facility would change the lists mid-test
  test.beforeEach(({ page }) => page.route('**/api/events', (route) => route.abort()));

  test('the cards show the server’s counts over every trip, Completed Today by completion time; Recent Activity the newest requests', async ({ page }) => {
    let counted: HospitalOverview | null = null;
    await page.route(OVERVIEW_CALL, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: HospitalOverview };
      counted = body.data;
      await route.fulfill({ response, json: body });
    });
    await signInToPortal(page);
    const recent = page.getByRole('list', { name: PORTAL_OVERVIEW.recentActivity }).getByRole('listitem');
    await expect(recent.first()).toBeVisible();
    const trips = await tripsViaApi(page);
    await expect(card(page, PORTAL_OVERVIEW.pendingRequests)).not.toHaveAttribute('aria-busy', 'true');
    // the demo facility's trips all fit in one list answer, so the server's counts can be checked against it
    const open = ['PENDING', 'ACCEPTED', 'IN_PROGRESS'];
    // today is the facility's day, which near midnight is not the day of the machine running the test
    const { todayStart } = localDayWindow(Date.now(), 1, HOSPITAL_ZONE);
    expect(counted).toEqual({
      pendingRequests: trips.filter((t) => t.status === 'PENDING').length,
      completedToday: trips.filter((t) => t.status === 'COMPLETED' && t.completionTimestamp && new Date(t.completionTimestamp) >= todayStart).length,
      highPriority: trips.filter((t) => open.includes(t.status) && HIGH_PRIORITIES.includes(t.priority)).length,
    });
    await expect(card(page, PORTAL_OVERVIEW.pendingRequests)).toContainText(String(counted!.pendingRequests));
    await expect(card(page, PORTAL_OVERVIEW.completedToday)).toContainText(String(counted!.completedToday));
    await expect(card(page, PORTAL_OVERVIEW.highPriority)).toContainText(String(counted!.highPriority));
    await expect(recent).toHaveCount(Math.min(RECENT_ACTIVITY_LIMIT, trips.length));
    const newest = [...trips].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, RECENT_ACTIVITY_LIMIT);
    for (const [i, t] of newest.entries()) {
      await expect(recent.nth(i)).toContainText(t.patientId);
      await expect(recent.nth(i)).toContainText(t.toLocation);
      await expect(recent.nth(i)).toContainText(t.transportLevel);
      await expect(recent.nth(i)).toContainText(TRIP_STATUS_LABELS[t.status]);
    }
    if (trips.length > RECENT_ACTIVITY_LIMIT) await expect(page.getByText(PORTAL_OVERVIEW.showing(RECENT_ACTIVITY_LIMIT, trips.length))).toBeVisible();

    // the cards show what the overview call answers, never a count of the loaded list
    await page.unroute(OVERVIEW_CALL);
    await page.route(OVERVIEW_CALL, (route) => route.fulfill({ json: { success: true, data: { pendingRequests: 641, completedToday: 617, highPriority: 623 } } }));
    await page.reload();
    await expect(card(page, PORTAL_OVERVIEW.pendingRequests)).toContainText('641');
    await expect(card(page, PORTAL_OVERVIEW.completedToday)).toContainText('617');
    await expect(card(page, PORTAL_OVERVIEW.highPriority)).toContainText('623');
  });

  test('while loading no entries show; an empty list says so; a failed load says Failed to load trips', async ({ page }) => {
    let answer: 'hold' | 'empty' | 'fail' = 'hold';
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    await page.route(TRIPS_CALL, async (route) => {
      if (answer === 'hold') await held;
      if (answer === 'fail') return route.fulfill({ status: 500, json: { success: false } });
      return route.fulfill({ json: { success: true, data: [], total: 0 } });
    });
    await page.route(OVERVIEW_CALL, async (route) => {
      if (answer === 'hold') await held;
      return route.fulfill({ json: { success: true, data: ZERO_OVERVIEW } });
    });
    await signInToPortal(page);
    await expect(page.getByRole('status').filter({ hasText: PORTAL_UI.loadingTrips })).toBeVisible();
    await expect(card(page, PORTAL_OVERVIEW.pendingRequests)).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('list', { name: PORTAL_OVERVIEW.recentActivity })).toHaveCount(0);
    answer = 'empty';
    letGo();
    await expect(page.getByText(PORTAL_OVERVIEW.empty)).toBeVisible();
    await expect(card(page, PORTAL_OVERVIEW.pendingRequests)).toContainText('0');

    answer = 'fail';
    await openTab(page, PORTAL_TABS.requests);
    await page.getByRole('button', { name: PORTAL_UI.refresh }).click();
    await expect(page.getByRole('alert')).toHaveText(TRIP_MESSAGES.loadFailed);
  });

  test('the table shows every request newest first with the real patient id and level; a row opens its details and timeline', async ({ page }) => {
    const served = await captureTripList(page);
    await signInToPortal(page);
    await openTab(page, PORTAL_TABS.requests);
    const table = page.getByRole('table', { name: PORTAL_UI.requests.tableLabel });
    // the spec's six columns, with when the pickup is and which agency is coming beside them
    await expect(table.getByRole('columnheader')).toHaveText([TRANSPORT_REQUESTS_COLUMNS.patientId, TRANSPORT_REQUESTS_COLUMNS.destination, REQUESTS_TEXTS.columns.scheduledPickup, TRANSPORT_REQUESTS_COLUMNS.level, TRANSPORT_REQUESTS_COLUMNS.status, REQUESTS_TEXTS.columns.agency, TRANSPORT_REQUESTS_COLUMNS.priority, TRANSPORT_REQUESTS_COLUMNS.requestTime]);
    const trips = served();
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(trips.length + 1);
    const first = trips[0]!;
    await expect(rows.nth(1).getByRole('cell')).toHaveText([
      first.patientId,
      first.toLocation,
      formatShortDateTime(first.scheduledTime),
      first.transportLevel,
      new RegExp(`^${TRIP_STATUS_LABELS[first.status]}`),
      first.assignedAgency?.name ?? (first.status === 'PENDING' ? REQUESTS_TEXTS.awaitingAgency : REQUESTS_TEXTS.noAgency),
      TRIP_PRIORITY_LABELS[first.priority],
      /\d/,
    ]);
    expect(new Set(trips.map((t) => t.transportLevel)).size).toBeGreaterThan(1);

    // under the status, the times it was accepted, picked up and completed (or cancelled); none while pending. Rows
    // are found by their patient id, so only a patient with one trip in the list will do (a standing order has many).
    const statusCell = (t: TripListItem) => rows.filter({ hasText: t.patientId }).getByRole('cell').nth(4);
    const alone = (t: TripListItem) => trips.filter((other) => other.patientId === t.patientId).length === 1;
    const completed = trips.find((t) => t.status === 'COMPLETED' && alone(t))!;
    const FIELDS_TEXTS = DETAILS_TEXTS.fields;
    await expect(statusCell(completed)).toHaveText(
      `${TRIP_STATUS_LABELS.COMPLETED}${FIELDS_TEXTS.accepted}${formatShortDateTime(completed.acceptedTimestamp!)}${FIELDS_TEXTS.pickedUp}${formatShortDateTime(completed.pickupTimestamp!)}` +
        `${FIELDS_TEXTS.completed}${formatShortDateTime(completed.completionTimestamp!)}`,
    );
    const cancelled = trips.find((t) => t.status === 'CANCELLED' && t.acceptedTimestamp === null && alone(t))!;
    await expect(statusCell(cancelled)).toHaveText(`${TRIP_STATUS_LABELS.CANCELLED}${FIELDS_TEXTS.cancelled}${formatShortDateTime(cancelled.cancelledTimestamp!)}`);
    // a request waiting past the escalation delay says so under its status: one still within it shows the status alone
    await expect(statusCell(trips.find((t) => t.status === 'PENDING' && t.escalatedAt === null && alone(t))!)).toHaveText(TRIP_STATUS_LABELS.PENDING);

    await rows.filter({ hasText: completed.patientId }).getByRole('button').click();
    const details = page.getByRole('dialog', { name: DETAILS_TEXTS.title(completed.tripNumber) });
    const stored = await tripViaApi(page, completed.id);
    const timeline = details.getByRole('list', { name: DETAILS_TEXTS.sections.timeline }).getByRole('listitem');
    await expect(timeline).toHaveCount(stored.history.length);
    await expect(timeline.last()).toContainText(TRIP_STATUS_LABELS.COMPLETED);
    await expect(details.getByRole('button', { name: DETAILS_TEXTS.cancelRequest })).toHaveCount(0);
    await details.getByRole('button', { name: PORTAL_UI.close }).click();
    await expect(details).toBeHidden();
  });

  test('the facility cancels its own pending request after confirming; a refusal shows the server’s words', async ({ page }) => {
    await signInToPortal(page);
    const trip = await pendingRequest(page);
    await openTab(page, PORTAL_TABS.requests);
    await page.getByRole('button', { name: PORTAL_UI.requests.openDetails(trip.patientId) }).click();
    const details = page.getByRole('dialog', { name: DETAILS_TEXTS.title(trip.tripNumber) });
    await expect(details.getByRole('list', { name: DETAILS_TEXTS.sections.agencies }).getByRole('listitem')).toHaveCount(trip.offeredAgencies.length);

    await page.route(`**/api/trips/${trip.id}/status`, (route) => route.fulfill({ status: 500, json: { success: false } }), { times: 1 });
    await details.getByRole('button', { name: DETAILS_TEXTS.cancelRequest }).click();
    await details.getByRole('button', { name: DETAILS_TEXTS.cancelYes }).click();
    await expect(details.getByRole('alert')).toHaveText(TRIP_MESSAGES.updateStatusFailed);

    await details.getByRole('button', { name: DETAILS_TEXTS.cancelYes }).click();
    await expect(details.getByRole('status').filter({ hasText: DETAILS_TEXTS.cancelled })).toBeVisible();
    await expect(details.getByRole('list', { name: DETAILS_TEXTS.sections.timeline }).getByRole('listitem').last()).toContainText(TRIP_STATUS_LABELS.CANCELLED);
    expect((await tripViaApi(page, trip.id)).status).toBe('CANCELLED');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('row').filter({ hasText: trip.patientId })).toContainText(TRIP_STATUS_LABELS.CANCELLED);

    // "Keep the request" leaves it as it is
    const other = await pendingRequest(page);
    await page.getByRole('button', { name: PORTAL_UI.refresh }).click();
    await page.getByRole('button', { name: PORTAL_UI.requests.openDetails(other.patientId) }).click();
    const second = page.getByRole('dialog', { name: DETAILS_TEXTS.title(other.tripNumber) });
    await second.getByRole('button', { name: DETAILS_TEXTS.cancelRequest }).click();
    await second.getByRole('button', { name: DETAILS_TEXTS.cancelNo }).click();
    await expect(second.getByRole('button', { name: DETAILS_TEXTS.cancelRequest })).toBeVisible();
    expect((await tripViaApi(page, other.id)).status).toBe('PENDING');
  });
});
