import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { TRIP_DETAIL_TEXTS, TRIP_MANAGEMENT } from '@/domain/trips/trip-management-texts';
import { stepRule } from '@/domain/trips/trip-steps';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import { TRIP_STEP_UI } from '@/web/features/trip-requests/trip-step-ui-texts';
import { EMT, MEDIC, onShift, stepButton, stepsOnServer, tripAssignedTo, unitOfItsOwn, unitRemoved } from '../support/crew-app';
import { tripAsNurse } from '../support/ems-dashboard';
import { blockMapTiles } from '../support/healthcare-portal';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

test.use({ viewport: { width: 375, height: 740 } });

/** The route map of the trip's details in the control center's Trip Management. */
async function tripManagementMap(page: Page, trip: TripDetails): Promise<Locator> {
  await blockMapTiles(page);
  await signInAs(page, 'user');
  await page.goto('/dashboard/trips');
  // a phone opens the list with its filters folded away
  const filters = page.getByRole('region', { name: TRIP_MANAGEMENT.filters.panelLabel });
  await filters.getByRole('button', { name: TRIP_MANAGEMENT.filters.toggle }).click();
  await filters.getByLabel(TRIP_MANAGEMENT.filters.search, { exact: true }).fill(trip.patientId);
  await page.getByRole('button', { name: TRIP_MANAGEMENT.viewTrip(trip.tripNumber) }).click();
  const map = page.getByRole('dialog', { name: TRIP_DETAIL_TEXTS.title(trip.tripNumber) }).getByRole('figure', { name: TRIP_DETAIL_TEXTS.mapLabel });
  // the map's code loads only with the first map opened: on a busy machine it takes longer than one expectation waits
  await expect(map.locator('.leaflet-container')).toBeVisible({ timeout: 30_000 });
  return map;
}

/** The crew on shift on a unit of its own, with a trip to carry and "Record my position with each step" on. */
async function onShiftWithPositionOn(page: Page, request: APIRequestContext, crew: typeof MEDIC) {
  const unit = await unitOfItsOwn(request);
  const trip = await tripAssignedTo(request, unit.id);
  await onShift(page, crew, unit);
  await page.getByRole('switch', { name: CREW_APP_UI.position.label }).check();
  return { unit, trip };
}

async function tapEnRoute(page: Page, tripId: string) {
  await stepButton(page, 'EN_ROUTE').click();
  await expect.poll(() => stepsOnServer(page, tripId)).toEqual(['EN_ROUTE']);
}

/** The centres of the marks on screen, read at one instant. */
const centres = (marks: Locator) => marks.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ x: r.x + r.width / 2, y: r.y + r.height / 2 })));

test('with the phone’s position allowed, a step carries it, and Trip Management’s map marks the step where it was recorded', async ({ page, context, request, personPage }) => {
  // a crew's phone and a coordinator's desktop, each signed in through its screens
  test.slow();
  const { unit, trip } = await onShiftWithPositionOn(page, request, MEDIC);
  // halfway along the route, so that the step's mark lies between the two ends
  const halfway = { latitude: (trip.fromLatitude! + trip.toLatitude!) / 2, longitude: (trip.fromLongitude! + trip.toLongitude!) / 2 };
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(halfway);
  await tapEnRoute(page, trip.id);

  // the facility's answer carries it; its details draw no map, Trip Management's do (docs/crew.md)
  const [step] = (await tripAsNurse(request, trip.id)).steps;
  expect(step?.position?.latitude).toBeCloseTo(halfway.latitude, 5);
  expect(step?.position?.longitude).toBeCloseTo(halfway.longitude, 5);

  const controlCenter = await personPage();
  const map = await tripManagementMap(controlCenter, trip);
  const marks = map.locator('path.leaflet-interactive');
  // the origin, the destination, then the step
  await expect(marks).toHaveCount(3);
  await expect(map).toContainText(TRIP_STEP_UI.mapLegend);
  // the legend names the step too, for whoever cannot point at the marker
  await expect(map).toContainText(TRIP_STEP_UI.onMap(stepRule('EN_ROUTE').label, ''));
  const [origin, destination, stepMark] = await centres(marks);
  expect(Math.abs(stepMark!.x - (origin!.x + destination!.x) / 2)).toBeLessThan(3);
  expect(Math.abs(stepMark!.y - (origin!.y + destination!.y) / 2)).toBeLessThan(3);
  await marks.nth(2).hover();
  await expect(controlCenter.getByRole('tooltip')).toHaveText(new RegExp(`^${TRIP_STEP_UI.onMap(stepRule('EN_ROUTE').label, '')}`));

  await unitRemoved(request, unit, trip.id);
});

test('with the phone’s position refused, the step is recorded all the same and the map marks no step', async ({ page, context, request, personPage }) => {
  // a crew's phone and a coordinator's desktop, each signed in through its screens
  test.slow();
  const { unit, trip } = await onShiftWithPositionOn(page, request, EMT);
  // the phone knows where it is, but the crew's browser refuses to say
  await context.grantPermissions([]);
  await context.setGeolocation({ latitude: trip.fromLatitude!, longitude: trip.fromLongitude! });
  await tapEnRoute(page, trip.id);
  expect((await tripAsNurse(request, trip.id)).steps.map((s) => s.position)).toEqual([null]);

  const map = await tripManagementMap(await personPage(), trip);
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(2);
  await expect(map).not.toContainText(TRIP_STEP_UI.mapLegend);

  await unitRemoved(request, unit, trip.id);
});
