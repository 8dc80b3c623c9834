import type { Page } from '@playwright/test';
import type { TripListItem } from '@/domain/trips/trip-answers';
import type { PendingStep } from '@/web/features/crew/queue/step-queue-rules';
import { STEP_MESSAGES, stepRule } from '@/domain/trips/trip-steps';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import { auditScreen } from '../support/accessibility-audit';
import {
  controlledByServiceWorker,
  EMT,
  MEDIC,
  onShift,
  setPhoneOffline,
  stepButton,
  tripAssignedTo,
  tripOnServer,
  tripsKeptOnPhone,
  unitOfItsOwn,
  unitRemoved,
} from '../support/crew-app';
import { demoApiSession } from '../support/ems-dashboard';
import { openTab, PORTAL_TABS, signInToPortal } from '../support/healthcare-portal';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 375, height: 740 } });

/** The steps the phone keeps in IndexedDB, oldest tap first. */
const queuedOnPhone = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<PendingStep[]>((resolve, reject) => {
        const open = indexedDB.open('tcc-crew');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('steps').objectStore('steps').getAll();
          read.onsuccess = () => resolve(read.result as PendingStep[]);
          read.onerror = () => reject(read.error);
        };
      }),
  );

test('/crew is an installable app: its manifest, and a service worker that controls the crew’s page alone and opens it without signal', async ({ page, context }) => {
  const answer = await page.goto('/crew');
  expect(answer?.headers()['content-security-policy']).toContain("worker-src 'self'");
  await expect(page.getByRole('heading', { name: CREW_APP_UI.signInTitle })).toBeVisible();

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href!)).json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string }[] };
  expect(manifest).toMatchObject({ name: CREW_APP_UI.appName, start_url: '/crew', display: 'standalone' });
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size);
    expect(icon, `a ${size} icon`).toBeDefined();
    const png = await page.request.get(icon!.src);
    expect(png.headers()['content-type']).toBe('image/png');
  }

  await controlledByServiceWorker(page);
  await setPhoneOffline(context, true);
  const kept = await page.reload();
  await expect(page.getByRole('heading', { name: CREW_APP_UI.signInTitle })).toBeVisible();
  // the page came from the phone: the same copy each time (the server would tag each answer with a new request id)
  expect((await page.reload())?.headers()['x-request-id']).toBe(kept?.headers()['x-request-id']);
  await setPhoneOffline(context, false);

  // the rest of TCC is never the worker's: the role selection and the API are answered by the server alone
  await page.goto('/');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});

test('a crew carries a trip through a stretch without signal: the steps wait on the phone, survive a reload, and reach the server in order with their tapped times', async ({ page, context, request, personPage }) => {
  // a unit, a trip, the accessibility scan, then the whole offline stretch
  test.slow();
  const unit = await unitOfItsOwn(request);
  const trip = await tripAssignedTo(request, unit.id);
  await onShift(page, MEDIC, unit);
  await expect(page.getByRole('heading', { name: `${CREW_APP_UI.trips.patient} ${trip.patientId}` })).toBeVisible();
  await expect(page.getByText('Ring the ward bell at door B')).toBeVisible();
  await expect(page.getByRole('link', { name: CREW_APP_UI.trips.openMap(trip.toLocation) }).first()).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);
  await auditScreen(page, 'crew app at 375 px');
  await controlledByServiceWorker(page);
  await tripsKeptOnPhone(page);

  await setPhoneOffline(context, true);
  for (const step of ['EN_ROUTE', 'AT_PICKUP', 'PATIENT_LOADED'] as const) {
    await stepButton(page, step).click();
    await expect(page.getByText(CREW_APP_UI.undo.recorded(stepRule(step).label))).toBeVisible();
  }
  await expect(page.getByText(CREW_APP_UI.queue.waiting(3))).toBeVisible();
  const tapped = await queuedOnPhone(page);
  expect(tapped.map((s) => s.step)).toEqual(['EN_ROUTE', 'AT_PICKUP', 'PATIENT_LOADED']);

  await page.reload();
  await expect(page.getByText(CREW_APP_UI.queue.waiting(3))).toBeVisible();
  await expect(page.getByRole('heading', { name: `${CREW_APP_UI.trips.patient} ${trip.patientId}` })).toBeVisible();
  await expect(stepButton(page, 'AT_DESTINATION')).toBeVisible();

  // the facility's Transport Requests stay open meanwhile, never reloaded: the steps arrive by the live channel
  const facility = await personPage();
  const streamOpen = facility.waitForResponse((r) => r.url().endsWith('/api/events') && r.status() === 200);
  await signInToPortal(facility);
  await streamOpen;
  await openTab(facility, PORTAL_TABS.requests);
  const facilityRow = facility.getByRole('table', { name: PORTAL_UI.requests.tableLabel }).getByRole('row').filter({ hasText: trip.patientId });
  await expect(facilityRow).toBeVisible();
  await expect(facilityRow).not.toContainText(stepRule('PATIENT_LOADED').label);

  await setPhoneOffline(context, false);
  await expect(page.getByText(CREW_APP_UI.queue.waiting(3))).toBeHidden();
  await expect(facilityRow).toContainText(stepRule('PATIENT_LOADED').label);
  const recorded = (await tripOnServer(page, trip.id))!;
  expect(recorded.status).toBe('IN_PROGRESS');
  expect(recorded.steps.map((s) => [s.id, s.step])).toEqual(tapped.map((s) => [s.id, s.step]));
  // the phone and the server share a clock here: the server keeps each tap's time, corrected by an offset of moments
  recorded.steps.forEach((s, i) => expect(Math.abs(Date.parse(s.occurredAt) - Date.parse(tapped[i]!.at))).toBeLessThan(5_000));

  // the facility's list reads the crew's latest step
  const nurse = await demoApiSession(request, 'healthcare');
  const rows = ((await (await request.get(`/api/trips?search=${trip.patientId}`, { headers: nurse.headers })).json()) as { data: TripListItem[] }).data;
  expect(rows.find((r) => r.id === trip.id)).toMatchObject({ status: 'IN_PROGRESS', latestStep: 'PATIENT_LOADED', latestStepAt: recorded.steps[2]!.occurredAt });
});

test('a step tapped without signal on a trip the facility cancelled meanwhile is refused, and the crew reads why', async ({ page, context, request }) => {
  const unit = await unitOfItsOwn(request);
  const trip = await tripAssignedTo(request, unit.id);
  await onShift(page, EMT, unit);
  await controlledByServiceWorker(page);

  await setPhoneOffline(context, true);
  await stepButton(page, 'EN_ROUTE').click();
  await expect(page.getByText(CREW_APP_UI.queue.waiting(1))).toBeVisible();
  const nurse = await demoApiSession(request, 'healthcare');
  const cancelled = await request.put(`/api/trips/${trip.id}/status`, { headers: nurse.headers, data: { status: 'CANCELLED' } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await setPhoneOffline(context, false);
  await expect(page.getByRole('alert').filter({ hasText: `${stepRule('EN_ROUTE').label} was not recorded: ` })).toContainText(STEP_MESSAGES.cancelled('HEALTHCARE', ''));
  await expect(page.getByText(CREW_APP_UI.queue.waiting(1))).toBeHidden();
  expect((await tripOnServer(page, trip.id))?.steps ?? []).toEqual([]);

  await unitRemoved(request, unit, trip.id);
});
