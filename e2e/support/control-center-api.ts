import { expect, type Page } from '@playwright/test';
import type { UserListItem } from '@/domain/session/session-answers';
import type { Place } from '@/domain/places/place-answers';
import { generatePatientId } from '@/domain/trips/patient-id';
import type { TripDetails } from '@/domain/trips/trip-answers';
import type { UnitCreateBody } from '@/domain/units/unit-forms';
import type { UnitView } from '@/domain/units/unit-answers';
import { uniqueEmail } from './accounts';

/** The signed-in user's bearer header, for calls a test makes beside the screen. */
export async function authHeader(page: Page): Promise<{ authorization: string }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) throw new Error('sign in before calling the API as that user');
  return { authorization: `Bearer ${token}` };
}

/** Adds a unit through the API as the signed-in administrator. */
export async function createUnitViaApi(page: Page, body: Partial<UnitCreateBody> & { unitNumber: string; agencyId: string }): Promise<UnitView> {
  const answer = await page.request.post('/api/units', { headers: await authHeader(page), data: body });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: UnitView }).data;
}

export interface CreatedUser {
  user: UserListItem;
  email: string;
  password: string;
}

/** A control-center account of its own for a test, created by the signed-in administrator. */
export async function createUserViaApi(page: Page, userType: 'USER' | 'ADMIN', name = 'Taylor Quinn'): Promise<CreatedUser> {
  const account = { email: uniqueEmail(userType.toLowerCase()), password: 'own-account-2024' };
  const answer = await page.request.post('/api/auth/register', {
    headers: await authHeader(page),
    data: { ...account, name, userType },
  });
  expect(answer.status()).toBe(201);
  return { ...account, user: ((await answer.json()) as { user: UserListItem }).user };
}

/** Whether an e-mail and password still open the control center's login. */
export async function canSignIn(page: Page, email: string, password: string): Promise<boolean> {
  const answer = await page.request.post('/api/auth/login', { data: { email, password } });
  return answer.ok();
}

/**
 * Two pending requests one unit could carry back to back, made by the signed-in administrator: there and back between
 * two places of the directory, ready ten minutes apart, so the backhaul analysis has at least this pair to find.
 */
export async function backhaulPairViaApi(page: Page): Promise<[TripDetails, TripDetails]> {
  const headers = await authHeader(page);
  const listed = await page.request.get('/api/tcc/facilities?active=true', { headers });
  expect(listed.status()).toBe(200);
  const places = ((await listed.json()) as { data: Place[] }).data.filter((f) => f.latitude !== null && f.longitude !== null);
  expect(places.length).toBeGreaterThanOrEqual(2);
  const [a, b] = [places[0]!, places[1]!];
  const trip = async (from: Place, to: Place, ready: string, readyEnd: string) => {
    const answer = await page.request.post('/api/trips', {
      headers,
      data: { patientId: generatePatientId(), originFacilityId: from.id, destinationFacilityId: to.id, readyStart: ready, readyEnd },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    return ((await answer.json()) as { data: TripDetails }).data;
  };
  return [await trip(a, b, '2031-06-03T09:00', '2031-06-03T10:00'), await trip(b, a, '2031-06-03T09:10', '2031-06-03T10:10')];
}
