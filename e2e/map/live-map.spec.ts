import { POSITION_REPORT_SECONDS } from '@/domain/units/unit-positions';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { LIVE_MAP_UI } from '@/web/lib/live-map-ui-texts';
import { EMT, MEDIC, onShift, setPhoneOffline, stepButton, stepsOnServer, tripAssignedTo, unitOfItsOwn, unitRemoved } from '../support/crew-app';
import { demoApiSession, openDashboardTab, signInToDashboard } from '../support/ems-dashboard';
import { blockMapTiles, openTab, signInToPortal } from '../support/healthcare-portal';
import { centreOf, groupMarker, northOf, positionReported, toPickupFrom, unitEntry, unitMarker, type Spot } from '../support/live-map';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

test('the control center’s Live Map shows a unit moving as its crew’s phone reports: the positions taken without signal reach it as one batch once the phone is online', async ({
  page,
  context,
  request,
  personPage,
}) => {
  // a unit, a trip, two sign-ins and an offline stretch
  test.slow();
  const unit = await unitOfItsOwn(request);
  const trip = await tripAssignedTo(request, unit.id);
  const pickup: Spot = { latitude: trip.fromLatitude!, longitude: trip.fromLongitude! };
  const [far, nearer, nearest] = [northOf(pickup, 6), northOf(pickup, 3), northOf(pickup, 1)];

  // the coordinator's map: the tiles cannot be reached, the markers show all the same
  const coordinator = await personPage();
  await blockMapTiles(coordinator);
  await signInAs(coordinator, 'user');
  await coordinator.getByRole('link', { name: DASHBOARD_SECTIONS.liveMap }).click();
  await expect(coordinator.getByRole('heading', { name: DASHBOARD_SECTIONS.liveMap, level: 2 })).toBeVisible();
  const entry = unitEntry(coordinator, unit.unitNumber);
  await expect(entry).toContainText(LIVE_MAP_UI.units.noPosition);
  await expect(coordinator.getByText(LIVE_MAP_UI.tilesFailed)).toBeVisible();
  // the pickups stand on the map, the trip's among them (alone or in a group with others from the same door)
  await expect(coordinator.getByRole('figure', { name: LIVE_MAP_UI.mapLabel }).getByRole('button').first()).toBeVisible();

  // the crew's phone: its clock under the test's hand, so that 30 seconds pass at once
  await page.clock.install();
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(far);
  await onShift(page, MEDIC, unit);
  await page.getByRole('switch', { name: LIVE_MAP_UI.sharing.label }).check();
  // En route starts the reports, the first one at once
  await stepButton(page, 'EN_ROUTE').click();
  await expect.poll(() => stepsOnServer(page, trip.id)).toEqual(['EN_ROUTE']);
  await expect(entry).toContainText(toPickupFrom(far, pickup));
  await expect(entry).toContainText(LIVE_MAP_UI.age.justNow);
  await expect(entry).toContainText(LIVE_MAP_UI.units.carrying(trip.tripNumber));
  const marker = unitMarker(coordinator, unit.unitNumber);
  await expect(marker).toBeVisible();
  const before = await centreOf(marker);

  // no signal: each report waits on the phone
  await setPhoneOffline(context, true);
  await context.setGeolocation(nearer);
  await page.clock.runFor(POSITION_REPORT_SECONDS * 1000);
  await expect(page.getByText(LIVE_MAP_UI.sharing.waiting(1))).toBeVisible();
  await context.setGeolocation(nearest);
  await page.clock.runFor(POSITION_REPORT_SECONDS * 1000);
  await expect(page.getByText(LIVE_MAP_UI.sharing.waiting(2))).toBeVisible();
  await expect(entry).toContainText(toPickupFrom(far, pickup));

  // signal again: the queue leaves as one batch and the coordinator's map follows the newest position
  await setPhoneOffline(context, false);
  await expect(entry).toContainText(toPickupFrom(nearest, pickup));
  await expect(page.getByText(LIVE_MAP_UI.sharing.waiting(2))).toBeHidden();
  // each position lies south of the one before, towards the pickup: the marker moved down the screen
  const after = await centreOf(marker);
  expect(after.y).toBeGreaterThan(before.y);

  // the marker's popup says the same, and the trip it carries opens its details
  await marker.click();
  const popup = coordinator.locator('.leaflet-popup');
  await expect(popup).toContainText(LIVE_MAP_UI.age.justNow);
  await popup.getByRole('button', { name: new RegExp(`^${LIVE_MAP_UI.units.carrying(trip.tripNumber)}`) }).click();
  await expect(coordinator.getByRole('dialog')).toContainText(trip.tripNumber);

  await unitRemoved(request, unit, trip.id);
});

test('the facility’s Map tab shows only the units carrying its own trips; the agency’s Map tab shows its own units', async ({ page, request, personPage }) => {
  test.slow();
  const carrying = await unitOfItsOwn(request);
  const trip = await tripAssignedTo(request, carrying.id);
  const idle = await unitOfItsOwn(request);
  const pickup: Spot = { latitude: trip.fromLatitude!, longitude: trip.fromLongitude! };
  await positionReported(request, MEDIC, carrying, northOf(pickup, 2));
  // far enough from the other that the agency's map shows each on its own, not grouped
  await positionReported(request, EMT, idle, northOf(pickup, 20));

  await blockMapTiles(page);
  await signInToPortal(page);
  await openTab(page, LIVE_MAP_UI.tab);
  await expect(unitEntry(page, carrying.unitNumber)).toContainText(toPickupFrom(northOf(pickup, 2), pickup));
  await expect(unitMarker(page, carrying.unitNumber)).toBeVisible();
  await expect(page.getByText(LIVE_MAP_UI.tilesFailed)).toBeVisible();
  // a unit of the agency on none of the facility's trips is never shown to it, on the map or in the list
  await expect(unitEntry(page, idle.unitNumber)).toHaveCount(0);
  await expect(unitMarker(page, idle.unitNumber)).toHaveCount(0);
  // every unit it sees carries one of its trips
  const units = page.getByRole('region', { name: /^Units \(/ }).getByRole('listitem');
  for (const shown of await units.all()) await expect(shown).toContainText(LIVE_MAP_UI.units.carrying(''));
  // its trip opens its details
  await page.getByRole('button', { name: trip.tripNumber, exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(trip.tripNumber);

  const dispatcher = await personPage();
  await blockMapTiles(dispatcher);
  await signInToDashboard(dispatcher);
  await openDashboardTab(dispatcher, LIVE_MAP_UI.tab);
  await expect(unitEntry(dispatcher, carrying.unitNumber)).toContainText(LIVE_MAP_UI.units.carrying(trip.tripNumber));
  await expect(unitEntry(dispatcher, idle.unitNumber)).toContainText(LIVE_MAP_UI.age.justNow);
  await expect(unitMarker(dispatcher, idle.unitNumber)).toBeVisible();
  // the demo's other agencies' units are not its own (Metro EMS has A-101; C-201 is another agency's)
  await expect(unitEntry(dispatcher, 'A-101')).toBeVisible();
  await expect(unitEntry(dispatcher, 'C-201')).toHaveCount(0);

  await unitRemoved(request, carrying, trip.id);
  const removed = await request.delete(`/api/units/${idle.id}`, { headers: (await demoApiSession(request, 'ems')).headers });
  expect(removed.status(), await removed.text()).toBe(200);
});

test('units that would overlap on the map are one marker with their count, which lists them and zooms in to set them apart', async ({ page, request }) => {
  test.slow();
  const first = await unitOfItsOwn(request);
  const second = await unitOfItsOwn(request);
  // a few yards apart, far from the demo's units and pickups
  const spot = northOf({ latitude: 40.44, longitude: -79.99 }, 40);
  await positionReported(request, MEDIC, first, spot);
  await positionReported(request, EMT, second, northOf(spot, 0.03));

  await blockMapTiles(page);
  await signInAs(page, 'user');
  await page.goto('/dashboard/map');
  const group = groupMarker(page, LIVE_MAP_UI.group.name(2, 0));
  await expect(group).toBeVisible();
  await expect(unitMarker(page, first.unitNumber)).toHaveCount(0);
  await group.click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toContainText(LIVE_MAP_UI.units.marker(first.unitNumber));
  await expect(popup).toContainText(LIVE_MAP_UI.units.marker(second.unitNumber));
  await popup.getByRole('button', { name: LIVE_MAP_UI.group.zoomIn }).click();
  await expect(unitMarker(page, first.unitNumber)).toBeVisible();
  await expect(unitMarker(page, second.unitNumber)).toBeVisible();
  await expect(group).toHaveCount(0);

  for (const unit of [first, second]) {
    const removed = await request.delete(`/api/units/${unit.id}`, { headers: (await demoApiSession(request, 'ems')).headers });
    expect(removed.status(), await removed.text()).toBe(200);
  }
});
