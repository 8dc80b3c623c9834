import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { CREW_PATHS } from '@/domain/crew/crew-paths';
import { greatCircleMiles } from '@/domain/places/geo';
import type { UnitView } from '@/domain/units/unit-answers';
import { LIVE_MAP_UI } from '@/web/lib/live-map-ui-texts';
import { apiSession } from './ems-dashboard';

type Account = { email: string; password: string };
export type Spot = { latitude: number; longitude: number };

/** A spot `miles` north of `from`. */
export const northOf = (from: Spot, miles: number): Spot => ({ latitude: from.latitude + miles / 69.05, longitude: from.longitude });

/** What the map's list says of a unit's distance to its pickup from `spot`. */
export const toPickupFrom = (spot: Spot, pickup: Spot) =>
  LIVE_MAP_UI.units.toPickup(greatCircleMiles({ lat: spot.latitude, lng: spot.longitude }, { lat: pickup.latitude, lng: pickup.longitude }).toFixed(1));

/** A unit's entry in the list beside the map. */
export const unitEntry = (page: Page, unitNumber: string) => page.getByRole('listitem', { name: LIVE_MAP_UI.units.marker(unitNumber), exact: true });

/** The map's marker of a unit: a button named by its number. */
export const unitMarker = (page: Page, unitNumber: string) =>
  page.getByRole('figure', { name: LIVE_MAP_UI.mapLabel }).getByRole('button', { name: unitNumber, exact: true });

/** The map's marker of a group of markers that would overlap: a button named by what it holds ("2 units here"). */
export const groupMarker = (page: Page, name: string) => page.getByRole('figure', { name: LIVE_MAP_UI.mapLabel }).getByRole('button', { name, exact: true });

/** The centre of an element on screen. */
export async function centreOf(element: Locator) {
  const box = await element.boundingBox();
  expect(box).not.toBeNull();
  return { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
}

/** A crew member on shift on `unit` reports one position through the API, as the crew app does. */
export async function positionReported(request: APIRequestContext, crew: Account, unit: UnitView, spot: Spot) {
  const session = await apiSession(request, crew.email, crew.password, CREW_PATHS.login);
  const shift = await request.post(CREW_PATHS.shift, { headers: session.headers, data: { unitId: unit.id } });
  expect(shift.status(), await shift.text()).toBe(200);
  const now = new Date().toISOString();
  const answer = await request.post(CREW_PATHS.positions, {
    headers: session.headers,
    data: { sentAt: now, positions: [{ id: randomUUID(), at: now, ...spot }] },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}
