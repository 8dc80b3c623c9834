import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { TripDetails } from '@/domain/trips/trip-answers';
import type { UnitView } from '@/domain/units/unit-answers';
import { CREW_MEMBERS_PATH } from '@/domain/crew/crew-member-forms';
import { SCREEN } from '@/domain/common/messages';
import { uniqueEmail } from './accounts';
import { demoApiSession, METRO_EMS, requestTripFor } from './ems-dashboard';
import { mailTo } from './mailbox';
import { submitLogin } from './session';

export interface CrewAccount {
  email: string;
  password: string;
  unit: UnitView;
}

/**
 * A crew member of Metro EMS with a unit of the test's own (so that no demo trip is on it): the demo dispatcher adds
 * both, and the member sets a password through the invitation mailed to them, as a new crew member would.
 */
export async function crewWithOwnUnit(request: APIRequestContext, mailbox: string): Promise<CrewAccount> {
  const dispatcher = await demoApiSession(request, 'ems');
  const unitNumber = `C-${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 4)}`;
  const unitAnswer = await request.post('/api/units', { headers: dispatcher.headers, data: { unitNumber, capabilities: ['BLS', 'ALS'] } });
  expect(unitAnswer.status(), await unitAnswer.text()).toBe(201);
  const unit = ((await unitAnswer.json()) as { data: UnitView }).data;

  const email = uniqueEmail('crew');
  const added = await request.post(CREW_MEMBERS_PATH, { headers: dispatcher.headers, data: { name: 'Jordan Reyes', email, certification: 'EMT' } });
  expect(added.status(), await added.text()).toBe(201);
  const token = /[?&]reset=([\w%-]+)/.exec(await mailTo(mailbox, email, 'reset='))?.[1];
  expect(token, 'the invitation carries a set-password link').toBeDefined();
  const password = 'crew-shift-2024';
  const reset = await request.post('/api/auth/reset-password', { data: { token: decodeURIComponent(token!), password, confirmPassword: password } });
  expect(reset.status(), await reset.text()).toBe(200);
  return { email, password, unit };
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
 * No signal: the page's requests fail, and so do those its service worker makes (the browser's offline switch does
 * not reach a service worker's own fetches), so whatever shows comes from the phone.
 */
export async function setPhoneOffline(context: BrowserContext, offline: boolean) {
  await context.setOffline(offline);
  if (offline) await context.route('**', (route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.fallback()));
  else await context.unrouteAll({ behavior: 'ignoreErrors' });
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
