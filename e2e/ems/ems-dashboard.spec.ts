import type { Page, Route } from '@playwright/test';
import { CREDENTIAL_UI } from '@/web/features/credentials/credential-ui-texts';
import { LIVE_MAP_UI } from '@/web/lib/live-map-ui-texts';
import { ANALYTICS_SCREEN } from '@/domain/analytics/analytics-texts';
import type { AgencyAnalytics } from '@/domain/analytics/overview-answers';
import type { PerformanceData, RevenueData } from '@/domain/analytics/analytics-answers';
import { UNITS_SCREEN } from '@/domain/portals/control-center-screens';
import { DECLINE_REASON_LABELS, TRIP_PRIORITY_LABELS, TRIP_STATUS_LABELS } from '@/domain/common/code-labels';
import { LIVE_EVENTS_PATH } from '@/domain/notifications/live-updates';
import {
  AGENCY_ANALYTICS_TEXTS,
  AVAILABLE_TRIPS,
  EMS_OVERVIEW,
  EMS_RECENT_LIMIT,
  EMS_TRIP_ERRORS,
  MY_TRIPS,
} from '@/domain/portals/ems-dashboard-texts';
import { SCREEN } from '@/domain/common/messages';
import { MOVE_CONFIRM_TEXTS } from '@/domain/trips/move-confirmations';
import { EMS_DASHBOARD } from '@/domain/portals/portal-texts';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { TRIP_MANAGEMENT } from '@/domain/trips/trip-management-texts';
import type { TripListItem } from '@/domain/trips/trip-answers';
import { EMS_UI } from '@/web/features/ems-dashboard/ems-ui-texts';
import { TRIP_PANEL_UI } from '@/web/features/ems-dashboard/trip-details-panel-texts';
import { formatMoney, formatPercent } from '@/web/lib/format';
import { authHeader } from '../support/control-center-api';
import {
  approvedAgencyAccount,
  apiSession,
  demoApiSession,
  EMS_TABS,
  METRO_EMS,
  openDashboardTab,
  requestTripFor,
  signInToDashboard,
  tripAsNurse,
  tripRow,
} from '../support/ems-dashboard';
import { storedSession } from '../support/session';
import { expect, test } from '../support/test';

const available = (page: Page) => page.getByRole('list', { name: AVAILABLE_TRIPS.title });
const myTrips = (page: Page) => page.getByRole('list', { name: MY_TRIPS.title });
const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const isList = (statuses: string) => (url: URL) => url.pathname === '/api/trips' && url.searchParams.get('status') === statuses;
const AVAILABLE_CALL = isList('PENDING');
const MINE_CALL = isList('ACCEPTED,IN_PROGRESS,COMPLETED');
const STATUS_CALL = /\/api\/trips\/[^/]+\/status$/;

test.describe('EMS agency: login and dashboard shell', () => {
  test('the agency user lands on the agency dashboard and Logout returns to the selection', async ({ page }) => {
    await signInToDashboard(page);
    const user = JSON.parse((await storedSession(page)).user ?? 'null') as { name: string; agencyName: string | null; userType: string };
    expect(user.userType).toBe('EMS');
    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(user.agencyName ?? EMS_DASHBOARD.fallbackName);
    await expect(header).toContainText(EMS_DASHBOARD.subtitle);
    await expect(header).toContainText(user.name);
    // the spec's tabs, with the live map's after Units and the credentials' after Crew
    const { overview, availableTrips, myTrips, units, crew, ...rest } = EMS_DASHBOARD.tabs;
    await expect(page.getByRole('tab')).toHaveText([overview, availableTrips, myTrips, units, LIVE_MAP_UI.tab, crew, CREDENTIAL_UI.tab, ...Object.values(rest)]);
    for (const name of [EMS_OVERVIEW.availableTrips, EMS_OVERVIEW.activeTrips, EMS_OVERVIEW.completedToday, EMS_OVERVIEW.todaysRevenue]) {
      await expect(card(page, name)).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: EMS_OVERVIEW.recentActivity })).toBeVisible();

    await header.getByRole('button', { name: EMS_DASHBOARD.logout }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.welcomeTitle);
    expect(await storedSession(page)).toEqual({ token: null, user: null });
  });
});

test.describe('EMS agency: carrying out a transport', () => {
  test('a trip offered to Metro EMS is accepted, moves to My Trips, is started and completed', async ({ page, request }) => {
    const trip = await requestTripFor(request, [METRO_EMS]);
    await signInToDashboard(page);
    await openDashboardTab(page, EMS_TABS.availableTrips);
    await expect(page.getByRole('heading', { name: AVAILABLE_TRIPS.title })).toBeVisible();
    await expect(page.getByText(AVAILABLE_TRIPS.subtitle, { exact: true })).toBeVisible();
    const row = tripRow(available(page), trip.patientId);
    // distance, time and revenue as the server priced the trip, never placeholders
    await expect(row).toContainText(EMS_UI.route(trip.fromLocation, trip.toLocation));
    await expect(row).toContainText(EMS_UI.trip.miles(trip.loadedMiles!));
    await expect(row).toContainText(EMS_UI.trip.minutes(trip.estimatedMinutes!));
    await expect(row).toContainText(formatMoney(trip.revenue!));
    await expect(row).toContainText(trip.transportLevel);
    await expect(row).toContainText(TRIP_PRIORITY_LABELS.HIGH);

    const accept = page.waitForRequest((r) => STATUS_CALL.test(r.url()) && r.method() === 'PUT');
    await row.getByRole('button', { name: EMS_UI.trip.acceptLabel(trip.patientId) }).click();
    const body = (await accept).postDataJSON() as Record<string, string>;
    // the server assigns the caller's own agency: the web app names none
    expect(body).toMatchObject({ status: 'ACCEPTED' });
    expect(body).not.toHaveProperty('assignedAgencyId');
    expect(Number.isNaN(Date.parse(body.acceptedTimestamp!))).toBe(false);
    await expect(row).toHaveCount(0);

    await openDashboardTab(page, EMS_TABS.myTrips);
    await expect(page.getByRole('heading', { name: MY_TRIPS.title })).toBeVisible();
    const mine = tripRow(myTrips(page), trip.patientId);
    await expect(mine).toContainText(TRIP_STATUS_LABELS.ACCEPTED);
    await expect(mine).toContainText(MY_TRIPS.notStarted);
    // the trip is booked for years ahead, so Start Trip asks first; Complete Trip right after the start asks too
    await mine.getByRole('button', { name: EMS_UI.trip.startLabel(trip.patientId) }).click();
    await page.getByRole('dialog', { name: MOVE_CONFIRM_TEXTS.earlyStartTitle }).getByRole('button', { name: MOVE_CONFIRM_TEXTS.startAnyway }).click();
    await expect(mine).toContainText(TRIP_STATUS_LABELS.IN_PROGRESS);
    await expect(mine).not.toContainText(MY_TRIPS.notStarted);
    await expect(mine.getByRole('button', { name: MY_TRIPS.startTrip })).toHaveCount(0);
    await mine.getByRole('button', { name: EMS_UI.trip.completeLabel(trip.patientId) }).click();
    await page.getByRole('dialog', { name: MOVE_CONFIRM_TEXTS.quickCompleteTitle }).getByRole('button', { name: MOVE_CONFIRM_TEXTS.completeAnyway }).click();
    await expect(mine).toContainText(TRIP_STATUS_LABELS.COMPLETED);
    // the status badge, and the spec's Completed where the buttons were
    await expect(mine.getByText(MY_TRIPS.completed, { exact: true })).toHaveCount(2);
    // nothing left to do: only the details panel opens
    await expect(mine.getByRole('button')).toHaveText([TRIP_PANEL_UI.open]);

    // the facility sees the same truth, with every step in the timeline
    const seen = await tripAsNurse(request, trip.id);
    expect(seen).toMatchObject({ status: 'COMPLETED', assignedAgency: { name: METRO_EMS } });
    expect(seen.history.map((h) => h.toStatus)).toEqual(['PENDING', 'ACCEPTED', 'IN_PROGRESS', 'COMPLETED']);
  });

  test('declining asks why, takes the trip off the list; the last agency asked declining cancels it', async ({ page, request }) => {
    const trip = await requestTripFor(request, [METRO_EMS]);
    await signInToDashboard(page);
    await openDashboardTab(page, EMS_TABS.availableTrips);
    const row = tripRow(available(page), trip.patientId);
    await row.getByRole('button', { name: EMS_UI.trip.declineLabel(trip.patientId) }).click();
    const asking = page.getByRole('dialog', { name: EMS_UI.decline.title });
    // Keep it changes nothing
    await asking.getByRole('button', { name: EMS_UI.decline.keep }).click();
    await expect(asking).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: EMS_UI.trip.declineLabel(trip.patientId) }).click();
    await expect(asking.getByRole('button', { name: EMS_UI.decline.confirm })).toBeDisabled();
    await asking.getByLabel(DECLINE_REASON_LABELS.NO_UNIT).check();
    const decline = page.waitForRequest((r) => STATUS_CALL.test(r.url()) && r.method() === 'PUT');
    await asking.getByRole('button', { name: EMS_UI.decline.confirm }).click();
    expect((await decline).postDataJSON()).toEqual({ status: 'CANCELLED', declineReason: 'NO_UNIT' });
    await expect(row).toHaveCount(0);
    await openDashboardTab(page, EMS_TABS.myTrips);
    await expect(myTrips(page).or(page.getByText(MY_TRIPS.empty))).toBeVisible();
    await expect(tripRow(myTrips(page), trip.patientId)).toHaveCount(0);
    const ended = await tripAsNurse(request, trip.id);
    expect(ended.status).toBe('CANCELLED');
    expect(ended.offeredAgencies).toEqual([expect.objectContaining({ name: METRO_EMS, response: 'DECLINED', declineReason: DECLINE_REASON_LABELS.NO_UNIT })]);
  });

  test('another agency took the trip first: its 409 text shows and the list reloads without it', async ({ page, request, mailbox }) => {
    const rivalName = `Rival Ambulance ${Date.now().toString(36)}`;
    const rival = await approvedAgencyAccount(request, mailbox, rivalName);
    const trip = await requestTripFor(request, [METRO_EMS, rivalName]);
    // with live updates up, the rival's acceptance would take the row away before the click that meets the 409
    await page.route('**/api/events', (route) => route.abort());
    await signInToDashboard(page);
    await openDashboardTab(page, EMS_TABS.availableTrips);
    const row = tripRow(available(page), trip.patientId);
    await expect(row).toBeVisible();

    const other = await apiSession(request, rival.email, rival.password, '/api/auth/ems/login');
    expect((await request.put(`/api/trips/${trip.id}/status`, { headers: other.headers, data: { status: 'ACCEPTED' } })).status()).toBe(200);
    await row.getByRole('button', { name: EMS_UI.trip.acceptLabel(trip.patientId) }).click();
    await expect(page.getByRole('alert')).toHaveText(TRIP_ERRORS.alreadyAccepted);
    await expect(row).toHaveCount(0);
  });
});

test.describe('EMS agency: banners and figures', () => {
  test('Refresh reads Loading... while the list loads; failed calls show the catalogue texts', async ({ page, request }) => {
    // four failed calls in one journey, the failed load only after the list's own retries
    test.slow();
    const trip = await requestTripFor(request, [METRO_EMS]);
    // Only the Refresh click may load the list: other tests' trips would otherwise reload it through the live stream,
    // disabling the button under the click or ending the held load. The 30 s refresh cannot come within these seconds.
    await page.route(`**${LIVE_EVENTS_PATH}`, (route) => route.abort());
    await signInToDashboard(page);
    await openDashboardTab(page, EMS_TABS.availableTrips);
    const row = tripRow(available(page), trip.patientId);
    await expect(row).toBeVisible();

    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    await page.route(AVAILABLE_CALL, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: AVAILABLE_TRIPS.refresh, exact: true }).click();
    await expect(page.getByRole('button', { name: AVAILABLE_TRIPS.loading, exact: true })).toBeVisible();
    letGo();
    await expect(page.getByRole('button', { name: AVAILABLE_TRIPS.refresh, exact: true })).toBeEnabled();
    await page.unroute(AVAILABLE_CALL);

    // the server sends no text: the catalogue's own words
    const silent = (route: Route) => route.fulfill({ status: 500, json: { success: false } });
    await page.route(STATUS_CALL, silent);
    await row.getByRole('button', { name: EMS_UI.trip.acceptLabel(trip.patientId) }).click();
    await expect(page.getByRole('alert')).toHaveText(EMS_TRIP_ERRORS.acceptFailed);
    await row.getByRole('button', { name: EMS_UI.trip.declineLabel(trip.patientId) }).click();
    const asking = page.getByRole('dialog', { name: EMS_UI.decline.title });
    await asking.getByLabel(DECLINE_REASON_LABELS.DISTANCE).check();
    await asking.getByRole('button', { name: EMS_UI.decline.confirm }).click();
    await expect(page.getByRole('alert')).toHaveText(EMS_TRIP_ERRORS.declineFailed);
    await page.unroute(STATUS_CALL);

    await page.route(AVAILABLE_CALL, silent);
    await page.getByRole('button', { name: AVAILABLE_TRIPS.refresh, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: EMS_TRIP_ERRORS.loadFailed })).toBeVisible();
    await page.unroute(AVAILABLE_CALL);

    // My Trips: a failed Start Trip
    const accepted = await page.request.put(`/api/trips/${trip.id}/status`, { headers: await authHeader(page), data: { status: 'ACCEPTED' } });
    expect(accepted.status()).toBe(200);
    await openDashboardTab(page, EMS_TABS.myTrips);
    const mine = tripRow(myTrips(page), trip.patientId);
    await page.route(STATUS_CALL, silent);
    await mine.getByRole('button', { name: EMS_UI.trip.startLabel(trip.patientId) }).click();
    await page.getByRole('button', { name: MOVE_CONFIRM_TEXTS.startAnyway }).click();
    await expect(page.getByRole('alert')).toHaveText(EMS_TRIP_ERRORS.updateFailed);
    await expect(mine).toContainText(MY_TRIPS.notStarted);
  });

  test('Recent Activity shows 3 available and 3 active trips, with the footer counting them all', async ({ page }) => {
    const base = (i: number, status: TripListItem['status']) => listItem(`PRECENT0${i}`, status);
    const pending = [1, 2, 3, 4].map((i) => base(i, 'PENDING'));
    // the server's work order: under way, then accepted, then completed
    const mine = [base(6, 'IN_PROGRESS'), base(5, 'ACCEPTED'), base(7, 'COMPLETED')];
    await page.route(AVAILABLE_CALL, (route) => route.fulfill({ json: { success: true, data: pending, total: pending.length } }));
    await page.route(MINE_CALL, (route) => route.fulfill({ json: { success: true, data: mine, total: mine.length } }));
    await signInToDashboard(page);
    const recent = page.getByRole('list', { name: EMS_OVERVIEW.recentActivity }).getByRole('listitem');
    await expect(recent).toHaveCount(EMS_RECENT_LIMIT + 2);
    await expect(recent.nth(0)).toContainText('PRECENT01');
    await expect(recent.nth(0)).toContainText(EMS_UI.route('Riverside General', 'Sewickley Valley Hospital'));
    await expect(recent.nth(0)).toContainText(TRIP_STATUS_LABELS.PENDING);
    // the trip under way before the one not started yet, as the server ordered them
    await expect(recent.nth(3)).toContainText('PRECENT06');
    await expect(recent.nth(3)).toContainText(TRIP_STATUS_LABELS.IN_PROGRESS);
    await expect(recent.nth(4)).toContainText('PRECENT05');
    await expect(page.getByRole('list', { name: EMS_OVERVIEW.recentActivity })).not.toContainText('PRECENT07');
    await expect(page.getByText(EMS_OVERVIEW.footer(6), { exact: true })).toBeVisible();
  });

  test('each list asks the server for its order and says Showing N of M trips when the page limit cut it', async ({ page }) => {
    const mine = [listItem('PCUT00001', 'IN_PROGRESS'), listItem('PCUT00002', 'ACCEPTED'), listItem('PCUT00003', 'COMPLETED')];
    const pending = [listItem('PCUT00004', 'PENDING'), listItem('PCUT00005', 'PENDING')];
    const asked: Record<string, URLSearchParams> = {};
    await page.route(MINE_CALL, (route) => {
      asked.mine = new URL(route.request().url()).searchParams;
      return route.fulfill({ json: { success: true, data: mine, total: 640 } });
    });
    await page.route(AVAILABLE_CALL, (route) => {
      asked.available = new URL(route.request().url()).searchParams;
      return route.fulfill({ json: { success: true, data: pending, total: pending.length } });
    });
    await signInToDashboard(page);
    await openDashboardTab(page, EMS_TABS.myTrips);
    await expect(myTrips(page).getByRole('listitem')).toHaveCount(3);
    await expect(myTrips(page).getByRole('listitem').first()).toContainText('PCUT00001');
    await expect(page.getByText(TRIP_MANAGEMENT.showing(3, 640), { exact: true })).toBeVisible();
    expect(asked.mine?.get('sort')).toBe('work');

    await openDashboardTab(page, EMS_TABS.availableTrips);
    await expect(available(page).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText(EMS_UI.tripCount(2), { exact: true })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText(/^Showing/)).toHaveCount(0);
    expect([asked.available?.get('sort'), asked.available?.get('order')]).toEqual(['scheduledTime', 'asc']);
  });

  test('Recent Activity says so when there is nothing, and the empty lists have their texts', async ({ page }) => {
    const none = (route: Route) => route.fulfill({ json: { success: true, data: [], total: 0 } });
    await page.route(AVAILABLE_CALL, none);
    await page.route(MINE_CALL, none);
    await signInToDashboard(page);
    await expect(page.getByText(EMS_OVERVIEW.empty, { exact: true })).toBeVisible();
    await openDashboardTab(page, EMS_TABS.availableTrips);
    await expect(page.getByText(AVAILABLE_TRIPS.empty, { exact: true })).toBeVisible();
    await openDashboardTab(page, EMS_TABS.myTrips);
    await expect(page.getByText(MY_TRIPS.empty, { exact: true })).toBeVisible();
  });

  test('the Overview cards and the Analytics tab show the figures the server computed for the agency', async ({ page, request }) => {
    // at least one completed trip today, whatever else the demo data holds
    const trip = await requestTripFor(request, [METRO_EMS]);
    const metro = await demoApiSession(request, 'ems');
    for (const status of ['ACCEPTED', 'IN_PROGRESS', 'COMPLETED']) {
      expect((await request.put(`/api/trips/${trip.id}/status`, { headers: metro.headers, data: { status } })).status()).toBe(200);
    }
    const firstLoad = page.waitForResponse((r) => r.url().includes('/api/trips/agency-analytics'));
    await signInToDashboard(page);
    const overview = ((await (await firstLoad).json()) as { data: AgencyAnalytics }).data.overview;
    expect(overview.completedToday).toBeGreaterThanOrEqual(1);
    await expect(card(page, EMS_OVERVIEW.availableTrips)).toContainText(String(overview.availableTrips));
    await expect(card(page, EMS_OVERVIEW.activeTrips)).toContainText(String(overview.activeTrips));
    await expect(card(page, EMS_OVERVIEW.completedToday)).toContainText(String(overview.completedToday));
    await expect(card(page, EMS_OVERVIEW.todaysRevenue)).toContainText(formatMoney(overview.todaysRevenue));

    const reload = page.waitForResponse((r) => r.url().includes('/api/trips/agency-analytics'));
    const revenueAnswer = page.waitForResponse((r) => r.url().includes('/api/optimize/revenue'));
    await openDashboardTab(page, EMS_TABS.analytics);
    const a = ((await (await reload).json()) as { data: AgencyAnalytics }).data;
    // revenue and miles over the same period, for the agency's own trips only
    const revenue = ((await (await revenueAnswer).json()) as { data: RevenueData }).data;
    // the period is the one the screen's analytics answered: the first load's or this reload's, whichever it showed
    expect(revenue).toMatchObject({ agencyId: metro.user.agencyId, from: a.from });
    expect(Date.parse(revenue.to)).toBeLessThanOrEqual(Date.parse(a.to));
    expect(revenue.totalTrips).toBe(a.completedPerDay.reduce((n, d) => n + d.completed, 0));
    const ANALYTICS_TEXTS = EMS_UI.analytics;
    const completed = a.completedPerDay.reduce((n, d) => n + d.completed, 0);
    expect(completed).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('tab', { name: AGENCY_ANALYTICS_TEXTS.tabs.overview, exact: true }).last()).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, ANALYTICS_TEXTS.completedInPeriod)).toContainText(completed.toLocaleString());
    await expect(card(page, ANALYTICS_TEXTS.activeTrips)).toContainText(String(a.overview.activeTrips));
    await expect(page.getByRole('img', { name: new RegExp(`: ${completed.toLocaleString()} trips? in all`) })).toBeVisible();
    await expect(page.getByRole('region', { name: ANALYTICS_TEXTS.byStatus })).toContainText(String(a.tripsByStatus.COMPLETED));
    await expect(card(page, ANALYTICS_TEXTS.loadedMiles)).toContainText(revenue.loadedMiles.toFixed(1));
    await expect(card(page, ANALYTICS_TEXTS.deadheadMiles)).toContainText(revenue.deadheadMiles.toFixed(1));
    if (revenue.revenuePerHour !== null) await expect(card(page, ANALYTICS_TEXTS.revenuePerHour)).toContainText(formatMoney(revenue.revenuePerHour));
    if (revenue.loadedMileRatio !== null) await expect(card(page, ANALYTICS_TEXTS.loadedMileRatio)).toContainText(formatPercent(revenue.loadedMileRatio));

    const performanceAnswer = page.waitForResponse((r) => r.url().includes('/api/optimize/performance'));
    await page.getByRole('tab', { name: AGENCY_ANALYTICS_TEXTS.tabs.performance, exact: true }).click();
    const performance = ((await (await performanceAnswer).json()) as { data: PerformanceData }).data;
    expect(performance.agencyId).toBe(metro.user.agencyId);
    if (performance.onTimePickupRate !== null) await expect(card(page, ANALYTICS_TEXTS.onTimePickup)).toContainText(formatPercent(performance.onTimePickupRate));
    await expect(card(page, ANALYTICS_TEXTS.onTimePickup)).toContainText(ANALYTICS_TEXTS.onTimePickupTimed(performance.timedBySteps, performance.pickedUpTrips));
    await expect(card(page, ANALYTICS_SCREEN.offersKept)).toContainText(ANALYTICS_SCREEN.offersKeptOf(performance.offersKept, performance.awardedOffers));
    await expect(card(page, ANALYTICS_TEXTS.offered)).toContainText(a.offers.offered.toLocaleString());
    await expect(card(page, ANALYTICS_TEXTS.accepted)).toContainText(a.offers.accepted.toLocaleString());
    await expect(card(page, ANALYTICS_TEXTS.medianToAcceptance)).not.toContainText(EMS_UI.notSet);

    const units = page.waitForResponse((r) => r.url().includes('/api/units/analytics'));
    await page.getByRole('tab', { name: AGENCY_ANALYTICS_TEXTS.tabs.units, exact: true }).click();
    const u = ((await (await units).json()) as { data: { totalUnits: number } }).data;
    expect(u.totalUnits).toBeGreaterThan(0);
    await expect(card(page, UNITS_SCREEN.cards.total)).toContainText(String(u.totalUnits));
  });

  test('the Units tab manages the agency’s own units only', async ({ page }) => {
    await signInToDashboard(page);
    const answer = await page.request.get('/api/units', { headers: await authHeader(page) });
    const units = ((await answer.json()) as { data: { unitNumber: string; agencyId: string }[] }).data;
    const user = JSON.parse((await storedSession(page)).user!) as { agencyId: string };
    expect(units.length).toBeGreaterThan(0);
    expect(units.every((u) => u.agencyId === user.agencyId)).toBe(true);
    await openDashboardTab(page, EMS_TABS.units);
    await expect(page.getByRole('button', { name: UNITS_SCREEN.addUnit })).toBeVisible();
    await expect(page.getByRole('table', { name: UNITS_SCREEN.tableLabel })).toContainText(units[0]!.unitNumber);
    // the agency column is for the control center
    await expect(page.getByRole('columnheader', { name: UNITS_SCREEN.columns.agency, exact: true })).toHaveCount(0);
  });

  test('Analytics that cannot load say Failed to load analytics data', async ({ page }) => {
    await page.route(/\/api\/trips\/agency-analytics/, (route) => route.fulfill({ status: 500, json: { success: false } }));
    await signInToDashboard(page);
    await openDashboardTab(page, EMS_TABS.analytics);
    await expect(page.getByRole('alert').filter({ hasText: AGENCY_ANALYTICS_TEXTS.loadFailed })).toBeVisible();
  });
});

/** A trip row as GET /api/trips answers it, for screens fed a list of the test's making. */
function listItem(patientId: string, status: TripListItem['status']): TripListItem {
  const at = '2030-06-03T09:30:00.000Z';
  return {
    id: crypto.randomUUID(),
    tripNumber: `TRP-${patientId}`,
    patientId,
    patientName: patientId,
    fromLocation: 'Riverside General',
    toLocation: 'Sewickley Valley Hospital',
    status,
    priority: 'MEDIUM',
    transportLevel: 'BLS',
    urgencyLevel: 'Routine',
    scheduledTime: at,
    createdAt: at,
    assignedAgency: null,
    diagnosis: null,
    mobilityLevel: 'Ambulatory',
    oxygenRequired: false,
    monitoringRequired: false,
    isolation: false,
    bariatric: false,
    patientWeight: null,
    actualStartTime: null,
    hospitalId: null,
    assignedAgencyId: null,
    acceptedTimestamp: null,
    pickupTimestamp: null,
    completionTimestamp: null,
    cancelledTimestamp: null,
    escalatedAt: null,
    loadedMiles: 12.5,
    estimatedMinutes: 35,
    revenue: 606.25,
    assignedUnitId: null,
    suggestedUnitId: null,
    latestStep: null,
    latestStepAt: null,
    returnTripId: null,
    returnKind: null,
    returnOpenedAt: null,
    acceptanceMode: 'FIRST_TO_ACCEPT',
    offerDeadline: null,
    committedPickupAt: null,
    phoneAcceptance: null,
  };
}
