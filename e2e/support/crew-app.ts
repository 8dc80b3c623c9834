import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { TripDetails } from '@/domain/trips/trip-answers';
import type { UnitView } from '@/domain/units/unit-answers';
import { SCREEN } from '@/domain/common/messages';
import { demoApiSession, METRO_EMS, requestTripFor } from './ems-dashboard';
import { submitLogin } from './session';

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
export async function signInToCrewApp(page: Page, account: { email: string; password: string }) {
  await page.goto('/crew');
  await submitLogin(page, account.email, account.password, SCREEN.signIn);
  await page.waitForFunction(() => localStorage.getItem('token') !== null);
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
