import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { CrewTrip } from '@/domain/crew/crew-api';
import { CREW_PATHS } from '@/domain/crew/crew-paths';
import { DEMO_ACCOUNTS } from '@/domain/session/demo-accounts';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { stepRule, type TripStep } from '@/domain/trips/trip-steps';
import type { UnitView } from '@/domain/units/unit-answers';
import { SCREEN } from '@/domain/common/messages';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import { apiSession, demoApiSession, METRO_EMS, requestTripFor, tripAsNurse } from './ems-dashboard';
import { submitLogin } from './session';

type Account = { email: string; password: string };

// the demo agency's two crew members
const crewAccounts = DEMO_ACCOUNTS.filter((a) => a.role === 'crew');
export const [MEDIC, EMT]: [Account, Account] = [crewAccounts[0]!, crewAccounts[1]!];

/** A unit of Metro EMS of the test's own, added by the demo dispatcher, so that no demo trip is on it. */
export async function unitOfItsOwn(request: APIRequestContext): Promise<UnitView> {
  const dispatcher = await demoApiSession(request, 'ems');
  const unitNumber = `C-${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 4)}`;
  const answer = await request.post('/api/units', { headers: dispatcher.headers, data: { unitNumber, capabilities: ['BLS', 'ALS'] } });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: UnitView }).data;
}

/** A new request of the demo facility, accepted by the demo dispatcher for `unitId`: a trip the crew will carry. */
export async function tripAssignedTo(request: APIRequestContext, unitId: string): Promise<TripDetails> {
  const trip = await requestTripFor(request, [METRO_EMS], undefined, { notes: 'Ring the ward bell at door B' });
  const dispatcher = await demoApiSession(request, 'ems');
  const accepted = await request.put(`/api/trips/${trip.id}/status`, { headers: dispatcher.headers, data: { status: 'ACCEPTED', assignedUnitId: unitId } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return trip;
}

/** Signs the crew member in at /crew and returns once the session is stored. */
export async function signInToCrewApp(page: Page, account: Account) {
  await page.goto('/crew');
  await submitLogin(page, account.email, account.password, SCREEN.signIn);
  await page.waitForFunction(() => localStorage.getItem('token') !== null);
}

/**
 * Signs a demo crew member in at /crew and on to the unit. A shift an earlier test of the worker left open is ended
 * first, so that the app opens on the unit picker.
 */
export async function onShift(page: Page, crew: Account, unit: UnitView) {
  const earlier = await apiSession(page.request, crew.email, crew.password, CREW_PATHS.login);
  const off = await page.request.delete(CREW_PATHS.shift, { headers: earlier.headers });
  expect(off.status(), await off.text()).toBe(200);
  await signInToCrewApp(page, crew);
  await page.getByRole('button', { name: CREW_APP_UI.shift.choose(unit.unitNumber), exact: true }).click();
  await expect(page.getByRole('heading', { name: CREW_APP_UI.shift.unitHeading(unit.unitNumber) })).toBeVisible();
}

/** The one large button that records `step` on the current trip. */
export const stepButton = (page: Page, step: TripStep) => page.getByRole('button', { name: new RegExp(`^${stepRule(step).action}, patient`) });

/** The trip as the server holds it for the crew, read with the crew's own session. */
export async function tripOnServer(page: Page, tripId: string): Promise<CrewTrip | undefined> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await page.request.get(CREW_PATHS.trips, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { trips: CrewTrip[] } }).data.trips.find((t) => t.id === tripId);
}

/** The steps the server holds for the trip, oldest first. */
export const stepsOnServer = async (page: Page, tripId: string) => ((await tripOnServer(page, tripId))?.steps ?? []).map((s) => s.step);

/**
 * Ends the test's trip (an accepted one cancelled by its facility, one under way completed by the dispatcher) and
 * removes its unit, so that no later plan of the agency's counts on a unit that was the test's alone.
 */
export async function unitRemoved(request: APIRequestContext, unit: UnitView, tripId: string) {
  const dispatcher = await demoApiSession(request, 'ems');
  const { status } = await tripAsNurse(request, tripId);
  if (status === 'ACCEPTED' || status === 'IN_PROGRESS') {
    const [by, to] = status === 'ACCEPTED' ? [await demoApiSession(request, 'healthcare'), 'CANCELLED'] : [dispatcher, 'COMPLETED'];
    const ended = await request.put(`/api/trips/${tripId}/status`, { headers: by.headers, data: { status: to } });
    expect(ended.status(), await ended.text()).toBe(200);
  }
  const removed = await request.delete(`/api/units/${unit.id}`, { headers: dispatcher.headers });
  expect(removed.status(), await removed.text()).toBe(200);
}

/**
 * No signal: every request that would leave the phone fails, the page's and its service worker's alike (the browser's
 * offline switch does not reach a service worker's own fetches, nor reliably a request the route lets through), so
 * whatever shows comes from the phone. The offline switch still tells the app, as a phone does, that it is offline.
 */
export async function setPhoneOffline(context: BrowserContext, offline: boolean) {
  if (offline) {
    await context.route('**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
  } else {
    // the way out first: the app sends what waits the moment the phone says it is online again
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
  }
}

/** Waits until the crew app's service worker controls the page (installed, activated and claimed). */
export async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Waits until the phone keeps a copy of the unit's trips (its service worker's cache), as it does once it controls the page. */
export async function tripsKeptOnPhone(page: Page) {
  await expect.poll(() => page.evaluate(async () => (await caches.open('tcc-crew-trips')).keys().then((kept) => kept.length))).toBe(1);
}
