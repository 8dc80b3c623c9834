import type { Page } from '@playwright/test';
import { AVAILABLE_TRIPS } from '@/domain/portals/ems-dashboard-texts';
import { TRIP_MESSAGES, WIZARD } from '@/domain/portals/healthcare-portal-texts';
import { NOTIFICATION_TEXTS } from '@/domain/portals/control-center-screens';
import { TRIP_STATUS_LABELS } from '@/domain/common/code-labels';
import { LIVE_EVENTS_PATH, LIVE_TEXTS } from '@/domain/notifications/live-updates';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { seriousAxeViolations } from '../support/accessibility-audit';
import { demoApiSession, EMS_TABS, METRO_EMS, openDashboardTab, requestTripFor, signInToDashboard, tripRow } from '../support/ems-dashboard';
import { agencyCheckbox, blockMapTiles, chooseDestination, nextStep, openTab, PORTAL_TABS, signInToPortal, wizard, wizardField } from '../support/healthcare-portal';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const WIZARD_TEXTS = PORTAL_UI.wizard;
const STREAM = `**${LIVE_EVENTS_PATH}`;
const paused = (page: Page) => page.getByRole('status').filter({ hasText: LIVE_TEXTS.paused });
/** The page's tab reads as hidden: the screens' own 30 s refresh skips hidden tabs, so only the stream can bring a change, however long the test takes. */
const readsAsHidden = (page: Page) => page.addInitScript(() => Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' }));

test("a nurse's new request appears on the dispatcher's Available Trips by itself, without Refresh", async ({ page: dispatcher, personPage }) => {
  test.slow();
  const nurse = await personPage();
  for (const p of [dispatcher, nurse]) await blockMapTiles(p);

  await readsAsHidden(dispatcher);
  // the dispatcher watches Available Trips, the stream open
  const streamOpen = dispatcher.waitForResponse((r) => r.url().endsWith(LIVE_EVENTS_PATH) && r.status() === 200);
  await signInToDashboard(dispatcher);
  await streamOpen;
  await openDashboardTab(dispatcher, EMS_TABS.availableTrips);
  const available = dispatcher.getByRole('list', { name: AVAILABLE_TRIPS.title });

  // the nurse, in a browser of her own, asks Metro EMS for a transport
  await signInToPortal(nurse);
  await openTab(nurse, PORTAL_TABS.createRequest);
  await wizard(nurse).getByRole('button', { name: WIZARD.generateId }).click();
  const patientId = await wizardField(nurse, WIZARD_TEXTS.labels.patientId).inputValue();
  await expect(tripRow(available, patientId)).toHaveCount(0);
  await nextStep(nurse, 2);
  await chooseDestination(nurse, 'North Hills Regional Hospital');
  await wizardField(nurse, WIZARD_TEXTS.labels.scheduledTime).fill('2030-10-02T08:45');
  await nextStep(nurse, 3);
  await nextStep(nurse, 4);
  await agencyCheckbox(wizard(nurse), METRO_EMS).check();
  await nextStep(nurse, 5);
  const created = nurse.waitForResponse((r) => r.url().endsWith('/api/trips/enhanced') && r.status() === 201);
  await wizard(nurse).getByRole('button', { name: WIZARD.create }).click();
  await created;

  await expect(tripRow(available, patientId)).toBeVisible();
  await expect(nurse.getByRole('status').filter({ hasText: TRIP_MESSAGES.created })).toBeVisible();
});

test('the dashboards say when live updates are paused, and stop saying it once the stream is back', async ({ page, personPage }) => {
  test.slow();
  const admin = await personPage();
  for (const [p, signIn] of [
    [page, () => signInToDashboard(page)],
    [admin, () => signInAs(admin, 'admin')],
  ] as const) {
    await blockMapTiles(p);
    await p.route(STREAM, (route) => route.abort('connectionrefused'));
    await signIn();
    await expect(paused(p)).toBeVisible();
    expect(await seriousAxeViolations(p)).toEqual([]);
    const reopened = p.waitForResponse((r) => r.url().endsWith(LIVE_EVENTS_PATH) && r.status() === 200, { timeout: 20_000 });
    await p.unroute(STREAM);
    await reopened;
    await expect(paused(p)).toHaveCount(0);
  }
});

test("the nurse's bell rings in the portal the moment an agency accepts her request, and says which trip and who", async ({ page: nurse }) => {
  await blockMapTiles(nurse);
  await readsAsHidden(nurse);
  const trip = await requestTripFor(nurse.request, [METRO_EMS]);
  const streamOpen = nurse.waitForResponse((r) => r.url().endsWith(LIVE_EVENTS_PATH) && r.status() === 200);
  const inboxRead = nurse.waitForResponse((r) => r.url().endsWith('/api/notifications') && r.ok());
  await signInToPortal(nurse);
  const [, inbox] = await Promise.all([streamOpen, inboxRead]);
  const before = ((await inbox.json()) as { unreadCount: number }).unreadCount;
  const bell = nurse.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(before > 0 ? NOTIFICATION_TEXTS.bellWithCount(before) : NOTIFICATION_TEXTS.bell);
  const unread = async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

  const dispatcher = await demoApiSession(nurse.request, 'ems');
  const accepted = await nurse.request.put(`/api/trips/${trip.id}/status`, { headers: dispatcher.headers, data: { status: 'ACCEPTED' } });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // no reload, no Refresh: the stream brings the notice
  await expect.poll(unread).toBeGreaterThan(before);
  await bell.click();
  const notice = nurse.getByRole('dialog', { name: NOTIFICATION_TEXTS.bell }).getByRole('button').filter({ hasText: trip.tripNumber });
  await expect(notice.first()).toContainText(`${NOTIFICATION_TEXTS.unread}: Transport request updated`);
  await expect(notice.first()).toContainText(`is now ${TRIP_STATUS_LABELS.ACCEPTED.toLowerCase()} (${METRO_EMS})`);
  expect(await seriousAxeViolations(nurse)).toEqual([]);
});
