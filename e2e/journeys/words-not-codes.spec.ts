// No code of the data model (PENDING, WHEELCHAIR_VAN, USER…) reaches a person: every role's main screens, read at a
// desktop width, show words (src/domain/common/code-labels.ts).
import type { Page } from '@playwright/test';
import { CREW_PATHS } from '@/domain/crew/crew-paths';
import { CREW_APP_UI } from '@/web/lib/crew-app-ui-texts';
import { TRIP_PANEL_UI } from '@/web/features/ems-dashboard/trip-details-panel-texts';
import { codeWordsOn } from '../support/code-words';
import { MEDIC, signInToCrewApp, tripAssignedTo, unitOfItsOwn } from '../support/crew-app';
import { apiSession, EMS_TABS, openDashboardTab, signInToDashboard } from '../support/ems-dashboard';
import { blockMapTiles } from '../support/healthcare-portal';
import { screenSettled } from '../support/screen-settled';
import { describeScreenWalk } from '../support/screen-walk';
import { expect, test } from '../support/test';

const DESKTOP = { width: 1280, height: 800 };

async function noCodeWords(page: Page, screen: string) {
  // the screen's lists and details load after its heading
  await screenSettled(page);
  expect(await codeWordsOn(page), screen).toEqual([]);
}

describeScreenWalk('words, not codes', DESKTOP, noCodeWords);

test.describe('words, not codes: a trip of the agency and the crew app', () => {
  test.use({ viewport: DESKTOP });

  test("EMS: a trip's details from Available Trips and from My Trips", async ({ page }) => {
    await blockMapTiles(page);
    await signInToDashboard(page);
    for (const tab of [EMS_TABS.availableTrips, EMS_TABS.myTrips]) {
      await openDashboardTab(page, tab);
      await page.getByRole('button', { name: new RegExp(`^${TRIP_PANEL_UI.openLabel('')}`) }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await noCodeWords(page, `${tab}: trip details`);
      await page.keyboard.press('Escape');
    }
  });

  test("crew app: the unit picker and the unit's trips", async ({ page }) => {
    const unit = await unitOfItsOwn(page.request);
    await tripAssignedTo(page.request, unit.id);
    // a shift an earlier test of the worker left open is ended, so that the app opens on the unit picker
    const earlier = await apiSession(page.request, MEDIC.email, MEDIC.password, CREW_PATHS.login);
    expect((await page.request.delete(CREW_PATHS.shift, { headers: earlier.headers })).status()).toBe(200);
    await signInToCrewApp(page, MEDIC);
    const choose = page.getByRole('button', { name: CREW_APP_UI.shift.choose(unit.unitNumber), exact: true });
    await expect(choose).toBeVisible();
    await noCodeWords(page, 'the unit picker');
    await choose.click();
    await expect(page.getByRole('heading', { name: CREW_APP_UI.shift.unitHeading(unit.unitNumber) })).toBeVisible();
    await noCodeWords(page, "the unit's trips");
  });
});
