import { OVERVIEW_TEXTS, UNITS_SCREEN } from '@/domain/portals/control-center-screens';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { UNIT_TEXTS } from '@/domain/units/unit-forms';
import { USER_FORM_TEXTS } from '@/domain/session/user-forms';
import { UI } from '@/web/lib/ui-texts';
import { screenSettled } from '../support/screen-settled';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

test.describe('control center on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the drawer lists every admin entry and navigates; the screens fit the width', async ({ page }) => {
    // five screens are opened and measured in turn
    test.slow();
    await signInAs(page, 'admin');
    await expect(page.getByRole('group', { name: OVERVIEW_TEXTS.tiles.units })).toContainText(/\d/);
    await page.getByRole('button', { name: UI.openMenu }).click();
    const drawer = page.getByRole('dialog', { name: UI.mainNavigation });
    await expect(drawer.getByRole('link')).toHaveText([
      DASHBOARD_SECTIONS.overview, DASHBOARD_SECTIONS.trips, DASHBOARD_SECTIONS.units, DASHBOARD_SECTIONS.liveMap, DASHBOARD_SECTIONS.hospitals, DASHBOARD_SECTIONS.agencies, DASHBOARD_SECTIONS.analytics, DASHBOARD_SECTIONS.routeOptimization, DASHBOARD_SECTIONS.notifications, DASHBOARD_SECTIONS.settings, DASHBOARD_SECTIONS.financial, DASHBOARD_SECTIONS.accessLog, DASHBOARD_SECTIONS.credentials,
    ]);
    await drawer.getByRole('link', { name: DASHBOARD_SECTIONS.units }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/dashboard/units');
    await expect(page.getByRole('heading', { name: UNIT_TEXTS.title })).toBeVisible();
    await expect(page.getByRole('table', { name: UNITS_SCREEN.tableLabel }).getByRole('row').first()).toBeVisible();

    await page.getByRole('button', { name: UI.openMenu }).click();
    await drawer.getByRole('link', { name: DASHBOARD_SECTIONS.settings }).click();
    await expect(page.getByRole('button', { name: USER_FORM_TEXTS.addButton })).toBeVisible();

    for (const path of ['/dashboard', '/dashboard/units', '/dashboard/units?view=manage', '/dashboard/settings', '/dashboard/financial']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await screenSettled(page);
      // nothing wider than the phone: the page never scrolls sideways
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    // the bell stays in the top bar, and its panel fits the screen
    await page.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
    const box = await page.getByRole('dialog', { name: 'Notifications' }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  });
});
