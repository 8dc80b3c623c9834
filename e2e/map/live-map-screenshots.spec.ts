import type { Page } from '@playwright/test';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { LIVE_MAP_UI } from '@/web/lib/live-map-ui-texts';
import { MEDIC, onShift, tripAssignedTo, unitOfItsOwn, unitRemoved } from '../support/crew-app';
import { openDashboardTab, signInToDashboard } from '../support/ems-dashboard';
import { blockMapTiles, openTab, signInToPortal } from '../support/healthcare-portal';
import { northOf, positionReported } from '../support/live-map';
import { signInAs } from '../support/session';
import { SHOT_VIEWPORTS, SHOTS_DIR, skipUnlessShooting } from '../support/shots';
import { expect, test } from '../support/test';

skipUnlessShooting();

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });

for (const [size, viewport] of SHOT_VIEWPORTS) {
  test(`the live map's three views and the crew's consent switch, ${size}`, async ({ page, request, personPage }) => {
    test.slow();
    await page.setViewportSize(viewport);
    const unit = await unitOfItsOwn(request);
    const trip = await tripAssignedTo(request, unit.id);
    await positionReported(request, MEDIC, unit, northOf({ latitude: trip.fromLatitude!, longitude: trip.fromLongitude! }, 2));
    await blockMapTiles(page);

    await signInAs(page, 'user');
    await page.goto('/dashboard/map');
    await expect(page.getByRole('heading', { name: DASHBOARD_SECTIONS.liveMap, level: 2 })).toBeVisible();
    await expect(page.getByText(LIVE_MAP_UI.tilesFailed)).toBeVisible();
    await shoot(page, `live-map-control-center-${size}`);

    const nurse = await personPage();
    await nurse.setViewportSize(viewport);
    await blockMapTiles(nurse);
    await signInToPortal(nurse);
    await openTab(nurse, LIVE_MAP_UI.tab);
    await expect(nurse.getByText(LIVE_MAP_UI.tilesFailed)).toBeVisible();
    await shoot(nurse, `live-map-facility-${size}`);

    const dispatcher = await personPage();
    await dispatcher.setViewportSize(viewport);
    await blockMapTiles(dispatcher);
    await signInToDashboard(dispatcher);
    await openDashboardTab(dispatcher, LIVE_MAP_UI.tab);
    await expect(dispatcher.getByText(LIVE_MAP_UI.tilesFailed)).toBeVisible();
    await shoot(dispatcher, `live-map-agency-${size}`);

    const crew = await personPage();
    await crew.setViewportSize(viewport);
    await onShift(crew, MEDIC, unit);
    await expect(crew.getByRole('switch', { name: LIVE_MAP_UI.sharing.label })).toBeVisible();
    // the unit's controls are at the foot of the screen, under the step button's bar
    await crew.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await shoot(crew, `live-map-crew-switch-${size}`);

    await unitRemoved(request, unit, trip.id);
  });
}
