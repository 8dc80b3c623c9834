import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ADMIN_TRIP_MESSAGES } from '@/domain/trips/admin-trip-request';
import { ESCALATION_MINUTES, ESCALATION_SCREEN } from '@/domain/trips/escalation';
import { readableTime } from '@/domain/common/time-zones';
import { GENERATED_PATIENT_ID } from '@/domain/trips/patient-id';
import type { Place } from '@/domain/places/place-answers';
import type { Hospital } from '@/domain/organisations/hospital-answers';
import {
  ADMIN_TRIP_FORM,
  TRIP_DATE_RANGE_LABELS,
  TRIP_DETAIL_TEXTS,
  TRIP_MANAGEMENT,
} from '@/domain/trips/trip-management-texts';
import { TRIP_PRIORITY_LABELS, TRIP_STATUS_LABELS } from '@/domain/common/code-labels';
import { TRIP_CSV_COLUMNS, UNASSIGNED_AGENCY } from '@/domain/trips/trip-views';
import { type TripDetails, type TripListAnswer, type TripListItem } from '@/domain/trips/trip-answers';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { csvRows } from '../../test/support/csv-rows';
import { authHeader } from '../support/control-center-api';
import { blockMapTiles } from '../support/healthcare-portal';
import { signInAs, storedSession } from '../support/session';
import { expect, test } from '../support/test';

const TRIPS = '/dashboard/trips';
const TRIP_LIST_CALL = /\/api\/trips\?/;
const main = (page: Page) => page.getByRole('main');
const table = (page: Page) => page.getByRole('table', { name: TRIP_MANAGEMENT.tableLabel });
const bodyRows = (page: Page) => table(page).getByRole('rowgroup').nth(1).getByRole('row');
const filter = (page: Page, label: string) => page.getByRole('region', { name: TRIP_MANAGEMENT.filters.panelLabel }).getByLabel(label, { exact: true });
const form = (page: Page) => page.getByRole('region', { name: ADMIN_TRIP_FORM.title });
const formField = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const showing = (page: Page) => main(page).getByText(/^Showing [\d,]+ of [\d,]+ trips$/);

/** A prefix no other test uses: every patient id of a test starts with it, so a search finds exactly that test's trips. */
const uniquePrefix = () => `E2E${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2, 5).toUpperCase()}`;

async function signIn(page: Page, role: 'admin' | 'user') {
  await signInAs(page, role);
  await expect(page).toHaveURL('/dashboard');
}

async function activePlaces(page: Page): Promise<Place[]> {
  const answer = await page.request.get('/api/tcc/facilities?active=true', { headers: await authHeader(page) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: Place[] }).data;
}

/** Two active places of the directory, each belonging to a hospital (so the trip has one to filter by). */
async function twoPlaces(page: Page): Promise<[Place, Place]> {
  const places = (await activePlaces(page)).filter((f) => f.hospitalId !== null && f.latitude !== null);
  expect(places.length).toBeGreaterThanOrEqual(2);
  return [places[0]!, places[1]!];
}

interface TripSpec {
  patientId: string;
  priority?: string;
  transportLevel?: string;
  readyStart?: string;
  readyEnd?: string;
}

/** POST /api/trips as the signed-in administrator (the form's own call). */
async function createTripViaApi(page: Page, spec: TripSpec): Promise<TripDetails> {
  const [from, to] = await twoPlaces(page);
  const answer = await page.request.post('/api/trips', {
    headers: await authHeader(page),
    data: {
      originFacilityId: from.id,
      destinationFacilityId: to.id,
      readyStart: '2027-03-10T09:00',
      readyEnd: '2027-03-10T10:00',
      ...spec,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: TripDetails }).data;
}

async function cancelViaApi(page: Page, id: string) {
  const answer = await page.request.put(`/api/trips/${id}/status`, { headers: await authHeader(page), data: { status: 'CANCELLED' } });
  expect(answer.status()).toBe(200);
}

/** The patient ids of the rows on screen, top to bottom. */
const patientIdsShown = (page: Page) => bodyRows(page).locator('td[data-label="Patient ID"]').allTextContents();

/**
 * Types a search and waits for the list's answer to it: the list asks a moment after the typing stops, and shows the
 * rows it had until then.
 */
async function search(page: Page, text: string) {
  const answered = page.waitForResponse((r) => TRIP_LIST_CALL.test(r.url()) && new URL(r.url()).searchParams.get('search') === text);
  await filter(page, TRIP_MANAGEMENT.filters.search).fill(text);
  await answered;
}

test.describe('control center: Trip Management', () => {
  test.beforeEach(async ({ page }) => {
    await blockMapTiles(page);
  });

  test('the admin creates a transport request with the form and finds it in the list', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(TRIPS);
    const [from, to] = await twoPlaces(page);
    const patientId = `${uniquePrefix()}F`;

    await page.getByRole('button', { name: TRIP_MANAGEMENT.create }).click();
    await expect(formField(page, ADMIN_TRIP_FORM.labels.transportLevel)).toHaveValue('BLS');
    await expect(formField(page, ADMIN_TRIP_FORM.labels.priority)).toHaveValue('MEDIUM');
    await expect(formField(page, ADMIN_TRIP_FORM.labels.isolation)).not.toBeChecked();
    await expect(formField(page, ADMIN_TRIP_FORM.labels.bariatric)).not.toBeChecked();
    await formField(page, ADMIN_TRIP_FORM.labels.originFacilityId).selectOption(from.id);
    await formField(page, ADMIN_TRIP_FORM.labels.destinationFacilityId).selectOption(to.id);
    await form(page).getByRole('button', { name: ADMIN_TRIP_FORM.generateId }).click();
    await expect(formField(page, ADMIN_TRIP_FORM.labels.patientId)).toHaveValue(GENERATED_PATIENT_ID);
    await formField(page, ADMIN_TRIP_FORM.labels.patientId).fill(patientId);
    await formField(page, ADMIN_TRIP_FORM.labels.transportLevel).selectOption('ALS');
    await formField(page, ADMIN_TRIP_FORM.labels.priority).selectOption('HIGH');
    await formField(page, ADMIN_TRIP_FORM.labels.specialRequirements).fill('Needs a second crew member');
    await formField(page, ADMIN_TRIP_FORM.labels.readyStart).fill('2027-04-02T08:30');
    await formField(page, ADMIN_TRIP_FORM.labels.readyEnd).fill('2027-04-02T10:00');
    await formField(page, ADMIN_TRIP_FORM.labels.isolation).check();
    await form(page).getByRole('button', { name: ADMIN_TRIP_FORM.submit }).click();

    await expect(form(page).getByRole('status').filter({ hasText: ADMIN_TRIP_MESSAGES.created })).toBeVisible();
    // the form starts over with the spec's defaults
    await expect(formField(page, ADMIN_TRIP_FORM.labels.patientId)).toHaveValue('');
    await expect(formField(page, ADMIN_TRIP_FORM.labels.originFacilityId)).toHaveValue('');
    await expect(formField(page, ADMIN_TRIP_FORM.labels.transportLevel)).toHaveValue('BLS');
    await expect(formField(page, ADMIN_TRIP_FORM.labels.priority)).toHaveValue('MEDIUM');
    await expect(formField(page, ADMIN_TRIP_FORM.labels.isolation)).not.toBeChecked();

    await search(page, patientId);
    await expect(bodyRows(page)).toHaveCount(1);
    const row = bodyRows(page).first();
    for (const text of [patientId, from.name, to.name, TRIP_STATUS_LABELS.PENDING, TRIP_PRIORITY_LABELS.HIGH, 'ALS', UNASSIGNED_AGENCY]) await expect(row).toContainText(text);
    await expect(showing(page)).toHaveText(/^Showing 1 of [\d,]+ trips$/);

    const answer = await page.request.get(`/api/trips?search=${patientId}`, { headers: await authHeader(page) });
    const [stored] = ((await answer.json()) as TripListAnswer).data;
    const details = await page.request.get(`/api/trips/${stored!.id}`, { headers: await authHeader(page) });
    expect(((await details.json()) as { data: TripDetails }).data).toMatchObject({
      isolation: true,
      bariatric: false,
      specialRequirements: 'Needs a second crew member',
    });
  });

  test("the form's messages: the spec's two in order, the two extra checks, and the server's refusal", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(TRIPS);
    const [from, to] = await twoPlaces(page);
    await page.getByRole('button', { name: TRIP_MANAGEMENT.create }).click();
    const submit = () => form(page).getByRole('button', { name: ADMIN_TRIP_FORM.submit }).click();
    const message = form(page).getByRole('alert');

    await formField(page, ADMIN_TRIP_FORM.labels.readyStart).fill('2027-04-02T08:30');
    await submit();
    await expect(message).toHaveText(ADMIN_TRIP_MESSAGES.requiredFields);
    await formField(page, ADMIN_TRIP_FORM.labels.originFacilityId).selectOption(from.id);
    await formField(page, ADMIN_TRIP_FORM.labels.destinationFacilityId).selectOption(from.id);
    await formField(page, ADMIN_TRIP_FORM.labels.patientId).fill(`${uniquePrefix()}V`);
    await submit();
    await expect(message).toHaveText(ADMIN_TRIP_MESSAGES.readyWindow);
    await formField(page, ADMIN_TRIP_FORM.labels.readyEnd).fill('2027-04-02T07:00');
    await submit();
    await expect(message).toHaveText(ADMIN_TRIP_MESSAGES.samePlace);
    await formField(page, ADMIN_TRIP_FORM.labels.destinationFacilityId).selectOption(to.id);
    await submit();
    await expect(message).toHaveText(ADMIN_TRIP_MESSAGES.readyWindowOrder);

    // the server's own words when it gives some, else the spec's fallback
    await formField(page, ADMIN_TRIP_FORM.labels.readyEnd).fill('2027-04-02T09:00');
    await page.route('**/api/trips', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, json: { success: false, error: 'Destination facility is closed' } })
        : route.continue(),
    );
    await submit();
    await expect(message).toHaveText('Destination facility is closed');
    await page.unroute('**/api/trips');
    await page.route('**/api/trips', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 502, body: '' }) : route.continue()));
    await submit();
    await expect(message).toHaveText(ADMIN_TRIP_MESSAGES.createFailed);
    // nothing was stored: the values stay for another try
    await expect(formField(page, ADMIN_TRIP_FORM.labels.destinationFacilityId)).toHaveValue(to.id);
  });

  test("the form says 'Failed to load facilities' when the list cannot be read", async ({ page }) => {
    await signIn(page, 'admin');
    await page.route(/\/api\/tcc\/facilities\?active=true$/, (route) => route.fulfill({ status: 500, json: { success: false, error: 'boom' } }));
    await page.goto(TRIPS);
    await page.getByRole('button', { name: TRIP_MANAGEMENT.create }).click();
    await expect(form(page).getByRole('alert')).toHaveText(ADMIN_TRIP_MESSAGES.loadPlacesFailed);
    await expect(formField(page, ADMIN_TRIP_FORM.labels.originFacilityId)).toBeDisabled();
  });

  test('filters by search, status, priority, level and date range, and counts what it shows', async ({ page }) => {
    await signIn(page, 'admin');
    const prefix = uniquePrefix();
    const low = await createTripViaApi(page, { patientId: `${prefix}L`, priority: 'LOW' });
    const high = await createTripViaApi(page, { patientId: `${prefix}H`, priority: 'HIGH', transportLevel: 'ALS' });
    const critical = await createTripViaApi(page, { patientId: `${prefix}C`, priority: 'CRITICAL', transportLevel: 'CCT' });
    await cancelViaApi(page, critical.id);
    await page.goto(TRIPS);

    await search(page, prefix);
    await expect(bodyRows(page)).toHaveCount(3);
    await expect(showing(page)).toHaveText(/^Showing 3 of [\d,]+ trips$/);
    // Y is every trip: the Total tile's figure, both read at one moment (other tests add trips meanwhile, and both follow)
    const totalTile = page.getByRole('group', { name: TRIP_MANAGEMENT.counts.total, exact: true });
    await expect
      .poll(async () => {
        const all = /of ([\d,]+) trips/.exec((await showing(page).textContent()) ?? '')?.[1];
        const tile = /([\d,]+)$/.exec(((await totalTile.textContent()) ?? '').trim())?.[1];
        return all !== undefined && tile === all;
      })
      .toBe(true);

    await filter(page, TRIP_MANAGEMENT.filters.status).selectOption({ label: TRIP_STATUS_LABELS.CANCELLED });
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(critical.patientId);
    await filter(page, TRIP_MANAGEMENT.filters.status).selectOption({ label: TRIP_STATUS_LABELS.PENDING });
    await expect.poll(() => patientIdsShown(page).then((ids) => ids.sort())).toEqual([high.patientId, low.patientId].sort());

    await filter(page, TRIP_MANAGEMENT.filters.priority).selectOption({ label: TRIP_PRIORITY_LABELS.HIGH });
    await expect.poll(() => patientIdsShown(page)).toEqual([high.patientId]);
    await filter(page, TRIP_MANAGEMENT.filters.priority).selectOption({ label: TRIP_MANAGEMENT.filters.allPriorities });
    await filter(page, TRIP_MANAGEMENT.filters.transportLevel).selectOption('BLS');
    await expect.poll(() => patientIdsShown(page)).toEqual([low.patientId]);
    await expect(page.getByRole('button', { name: TRIP_MANAGEMENT.filters.clear })).toBeVisible();

    // the trips were just made: the last 24 hours still hold them
    await filter(page, TRIP_MANAGEMENT.filters.dateRange).selectOption({ label: TRIP_DATE_RANGE_LABELS['24h'] });
    await expect.poll(() => patientIdsShown(page)).toEqual([low.patientId]);
    await page.getByRole('button', { name: TRIP_MANAGEMENT.filters.clear }).click();
    await expect(filter(page, TRIP_MANAGEMENT.filters.search)).toHaveValue('');
    await expect(filter(page, TRIP_MANAGEMENT.filters.dateRange)).toHaveValue('all');
  });

  test('the date range leaves out a trip created before it', async ({ page }) => {
    await signIn(page, 'admin');
    // a demo trip the server itself places outside the last 24 hours
    const headers = await authHeader(page);
    const inRange = (range: string) =>
      page.request.get(`/api/trips?dateRange=${range}&sort=createdAt&order=asc&limit=500`, { headers }).then(async (r) => ((await r.json()) as TripListAnswer).data);
    const recent = new Set((await inRange('24h')).map((t) => t.id));
    const old = (await inRange('all')).find((t) => !recent.has(t.id));
    expect(old, 'the demo data holds a trip older than a day').toBeDefined();

    await page.goto(TRIPS);
    await search(page, old!.tripNumber);
    await expect(bodyRows(page)).toHaveCount(1);
    await filter(page, TRIP_MANAGEMENT.filters.dateRange).selectOption({ label: TRIP_DATE_RANGE_LABELS['24h'] });
    await expect(main(page).getByText(TRIP_MANAGEMENT.empty.title, { exact: true })).toBeVisible();
    await expect(main(page).getByText(TRIP_MANAGEMENT.empty.filtered, { exact: true })).toBeVisible();
    await expect(table(page)).toHaveCount(0);
    await filter(page, TRIP_MANAGEMENT.filters.dateRange).selectOption({ label: TRIP_DATE_RANGE_LABELS.all });
    await expect(bodyRows(page)).toHaveCount(1);
  });

  test('sorts by Trip Number and by Scheduled Time, each both ways', async ({ page }) => {
    await signIn(page, 'admin');
    const prefix = uniquePrefix();
    // created first, second, third; scheduled second, third, first
    const a = await createTripViaApi(page, { patientId: `${prefix}A`, readyStart: '2027-05-03T09:00', readyEnd: '2027-05-03T10:00' });
    const b = await createTripViaApi(page, { patientId: `${prefix}B`, readyStart: '2027-05-01T09:00', readyEnd: '2027-05-01T10:00' });
    const c = await createTripViaApi(page, { patientId: `${prefix}C`, readyStart: '2027-05-02T09:00', readyEnd: '2027-05-02T10:00' });
    const byNumber = [a, b, c].sort((x, y) => x.tripNumber.localeCompare(y.tripNumber)).map((t) => t.patientId);
    await page.goto(TRIPS);
    await search(page, prefix);

    const header = (name: string) => table(page).getByRole('columnheader', { name });
    // newest first until a header is clicked
    await expect.poll(() => patientIdsShown(page)).toEqual([c, b, a].map((t) => t.patientId));
    await expect(header(TRIP_MANAGEMENT.columns.tripNumber)).toHaveAttribute('aria-sort', 'none');

    await header(TRIP_MANAGEMENT.columns.tripNumber).getByRole('button').click();
    await expect(header(TRIP_MANAGEMENT.columns.tripNumber)).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => patientIdsShown(page)).toEqual(byNumber);
    await header(TRIP_MANAGEMENT.columns.tripNumber).getByRole('button').click();
    await expect(header(TRIP_MANAGEMENT.columns.tripNumber)).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => patientIdsShown(page)).toEqual([...byNumber].reverse());

    await header(TRIP_MANAGEMENT.columns.scheduledTime).getByRole('button').click();
    await expect(header(TRIP_MANAGEMENT.columns.scheduledTime)).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(TRIP_MANAGEMENT.columns.tripNumber)).toHaveAttribute('aria-sort', 'none');
    await expect.poll(() => patientIdsShown(page)).toEqual([b, c, a].map((t) => t.patientId));
    await header(TRIP_MANAGEMENT.columns.scheduledTime).getByRole('button').click();
    await expect(header(TRIP_MANAGEMENT.columns.scheduledTime)).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => patientIdsShown(page)).toEqual([a, c, b].map((t) => t.patientId));
  });

  test('opens a trip: every field, the timeline from its history, the route map, and Close', async ({ page }) => {
    await signIn(page, 'admin');
    const trip = await createTripViaApi(page, { patientId: `${uniquePrefix()}D`, priority: 'CRITICAL' });
    await cancelViaApi(page, trip.id);
    await page.goto(TRIPS);
    await search(page, trip.patientId);
    await page.getByRole('button', { name: TRIP_MANAGEMENT.viewTrip(trip.tripNumber) }).click();

    const dialog = page.getByRole('dialog', { name: TRIP_DETAIL_TEXTS.title(trip.tripNumber) });
    await expect(dialog).toBeVisible();
    for (const text of [trip.patientId, trip.fromLocation, trip.toLocation, TRIP_PRIORITY_LABELS.CRITICAL, TRIP_STATUS_LABELS.CANCELLED]) await expect(dialog).toContainText(text);
    const timeline = dialog.getByRole('list', { name: PORTAL_UI.details.sections.timeline });
    await expect(timeline.getByRole('listitem')).toHaveCount(2);
    await expect(timeline.getByRole('listitem').first()).toContainText(PORTAL_UI.details.created);
    await expect(timeline.getByRole('listitem').last()).toContainText(TRIP_STATUS_LABELS.CANCELLED);
    const map = dialog.getByRole('figure', { name: TRIP_DETAIL_TEXTS.mapLabel });
    await expect(map.locator('.leaflet-container')).toBeVisible();
    // the two ends and the line between them, drawn as vectors whether or not tiles load
    await expect(map.locator('path.leaflet-interactive')).toHaveCount(2);
    await expect(map).toContainText(`${TRIP_DETAIL_TEXTS.origin}: ${trip.fromLocation}`);
    // the control center does not cancel from here
    await expect(dialog.getByRole('button', { name: PORTAL_UI.details.cancelRequest })).toHaveCount(0);

    await dialog.getByRole('button', { name: TRIP_DETAIL_TEXTS.close, exact: true }).last().click();
    await expect(dialog).toBeHidden();
  });

  test('a request escalated for want of an agency says so in the list and in its timeline', async ({ page }) => {
    await signIn(page, 'admin');
    // the demo data holds requests left waiting past the delay, escalated by the seed or by the server's sweep
    const answer = await page.request.get('/api/trips?status=PENDING', { headers: await authHeader(page) });
    const escalated = ((await answer.json()) as { data: TripListItem[] }).data.find((t) => t.escalatedAt !== null && t.returnKind === null)!;
    expect(escalated).toBeDefined();
    await page.goto(TRIPS);
    await search(page, escalated.tripNumber);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(ESCALATION_SCREEN.badge);
    await page.getByRole('button', { name: TRIP_MANAGEMENT.viewTrip(escalated.tripNumber) }).click();
    const dialog = page.getByRole('dialog', { name: TRIP_DETAIL_TEXTS.title(escalated.tripNumber) });
    await expect(dialog).toContainText(ESCALATION_SCREEN.badge);
    const timeline = dialog.getByRole('list', { name: PORTAL_UI.details.sections.timeline });
    // a request of another test may have had a note before it escalated: the escalation's own line is looked for
    const escalation = timeline.getByRole('listitem').filter({ hasText: 'Automatic escalation' });
    await expect(escalation).toHaveCount(1);
    await expect(escalation).toContainText(/Escalated after \d+ minutes without an agency/);
    // the note gives the wait it was escalated after: at least the delay, and at most the time from its making to then
    const waited = Number((await escalation.textContent())?.match(/Escalated after (\d+) minutes without an agency/)?.[1]);
    const sinceMade = Math.floor((Date.parse(escalated.escalatedAt!) - Date.parse(escalated.createdAt)) / 60_000);
    expect(waited).toBeGreaterThanOrEqual(ESCALATION_MINUTES.default);
    expect(waited).toBeLessThanOrEqual(sinceMade);
  });

  test('Export CSV downloads every trip matching the filters, named by date, with the spec columns', async ({ page }) => {
    await signIn(page, 'admin');
    const prefix = uniquePrefix();
    const first = await createTripViaApi(page, { patientId: `${prefix}X`, priority: 'HIGH', transportLevel: 'CCT' });
    const second = await createTripViaApi(page, { patientId: `${prefix}Y` });
    await page.goto(TRIPS);
    await search(page, prefix);
    await expect(bodyRows(page)).toHaveCount(2);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: TRIP_MANAGEMENT.exportCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^trips-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = csvRows(await readFile((await file.path())!, 'utf8'));
    expect(header).toEqual([...TRIP_CSV_COLUMNS]);
    expect(rows.map((r) => r[1])).toEqual([second.patientId, first.patientId]);
    // after the spec's columns, the same times on the reader's clock, then status and priority in words
    const zone = (JSON.parse((await storedSession(page)).user!) as { timeZone: string }).timeZone;
    expect(rows[1]).toEqual([
      first.tripNumber,
      first.patientId,
      first.fromLocation,
      first.toLocation,
      'PENDING',
      'HIGH',
      'CCT',
      first.scheduledTime,
      UNASSIGNED_AGENCY,
      first.createdAt,
      readableTime(new Date(first.scheduledTime), zone),
      readableTime(new Date(first.createdAt), zone),
      TRIP_STATUS_LABELS.PENDING,
      TRIP_PRIORITY_LABELS.HIGH,
    ]);
  });

  test("the two empty states and 'Failed to fetch trips'", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(TRIPS);
    await search(page, `${uniquePrefix()}-none`);
    await expect(main(page).getByText(TRIP_MANAGEMENT.empty.title, { exact: true })).toBeVisible();
    await expect(main(page).getByText(TRIP_MANAGEMENT.empty.filtered, { exact: true })).toBeVisible();
    await expect(showing(page)).toHaveText(/^Showing 0 of [\d,]+ trips$/);

    // a server with no trips at all
    const none = { success: true, data: [], total: 0, summary: { total: 0, byStatus: { PENDING: 0, ACCEPTED: 0, IN_PROGRESS: 0, COMPLETED: 0, CANCELLED: 0 } } };
    await page.route(TRIP_LIST_CALL, (route) => route.fulfill({ json: none }));
    await page.getByRole('button', { name: TRIP_MANAGEMENT.filters.clear }).click();
    await expect(main(page).getByText(TRIP_MANAGEMENT.empty.none, { exact: true })).toBeVisible();
    await expect(showing(page)).toHaveText('Showing 0 of 0 trips');

    await page.unroute(TRIP_LIST_CALL);
    await page.route(TRIP_LIST_CALL, (route) => route.fulfill({ status: 500, json: { success: false, error: 'database down' } }));
    await page.getByRole('button', { name: TRIP_MANAGEMENT.refresh }).click();
    await expect(main(page).getByRole('alert').filter({ hasText: TRIP_MANAGEMENT.fetchFailed })).toBeVisible();
    await expect(table(page)).toHaveCount(0);
  });

  test('reloads every 30 seconds: a trip made elsewhere appears without a click', async ({ page }) => {
    // the fallback while live updates are down: with the stream up the trip would appear at once
    await page.route('**/api/events', (route) => route.abort());
    await page.clock.install();
    await signIn(page, 'admin');
    await page.goto(TRIPS);
    const patientId = `${uniquePrefix()}R`;
    // the search waits on the page's clock, which runs only when told
    await filter(page, TRIP_MANAGEMENT.filters.search).fill(patientId);
    await page.clock.runFor(1000);
    await expect(main(page).getByText(TRIP_MANAGEMENT.empty.title, { exact: true })).toBeVisible();

    await createTripViaApi(page, { patientId });
    await page.clock.runFor(25_000);
    await expect(main(page).getByText(TRIP_MANAGEMENT.empty.title, { exact: true })).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(patientId);
  });

  test('pages through the list 50 at a time', async ({ page }) => {
    await signIn(page, 'admin');
    // more than one page of trips, whatever the demo data holds
    const counted = await page.request.get('/api/trips?limit=1', { headers: await authHeader(page) });
    const { total } = (await counted.json()) as TripListAnswer;
    const prefix = uniquePrefix();
    for (let i = total; i <= 50; i++) await createTripViaApi(page, { patientId: `${prefix}${i}` });
    await page.goto(TRIPS);
    const pager = main(page).getByRole('navigation', { name: TRIP_MANAGEMENT.paging.label });
    await expect(pager).toContainText(/^1–50 of [\d,]+/);
    await expect(bodyRows(page)).toHaveCount(50);
    const firstPage = await patientIdsShown(page);
    await pager.getByRole('button', { name: TRIP_MANAGEMENT.paging.next }).click();
    await expect(pager).toContainText(/^51–/);
    await expect.poll(() => patientIdsShown(page).then((ids) => ids[0])).not.toBe(firstPage[0]);
    await pager.getByRole('button', { name: TRIP_MANAGEMENT.paging.previous }).click();
    await expect(pager).toContainText(/^1–50 of/);
  });

  test('an administrator can filter by any hospital', async ({ page }) => {
    await signIn(page, 'admin');
    const hospitals = await page.request.get('/api/tcc/hospitals', { headers: await authHeader(page) });
    const list = ((await hospitals.json()) as { data: Hospital[] }).data;
    await page.goto(TRIPS);
    const select = filter(page, TRIP_MANAGEMENT.filters.hospital);
    await expect(select.locator('option')).toHaveCount(list.length + 1);
    await expect(select.locator('option').first()).toHaveText(TRIP_MANAGEMENT.filters.allHospitals);

    const trip = await createTripViaApi(page, { patientId: `${uniquePrefix()}P` });
    await search(page, trip.patientId);
    await expect(bodyRows(page)).toHaveCount(1);
    const other = list.find((h) => h.id !== trip.hospitalId)!;
    await select.selectOption(other.id);
    await expect(main(page).getByText(TRIP_MANAGEMENT.empty.title, { exact: true })).toBeVisible();
    await select.selectOption(trip.hospitalId!);
    await expect(bodyRows(page)).toHaveCount(1);
  });

  test('a USER sees the trips and exports them, without the create button or the hospital filter', async ({ page }) => {
    await signIn(page, 'user');
    await page.goto(TRIPS);
    await expect(main(page).getByRole('heading', { name: TRIP_MANAGEMENT.title })).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: TRIP_MANAGEMENT.create })).toHaveCount(0);
    await expect(filter(page, TRIP_MANAGEMENT.filters.hospital)).toHaveCount(0);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: TRIP_MANAGEMENT.exportCsv }).click();
    expect((await download).suggestedFilename()).toMatch(/^trips-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
