import type { Page } from '@playwright/test';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { UNIT_TEXTS } from '@/domain/units/unit-forms';
import { UI } from '@/web/lib/ui-texts';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

declare global {
  interface Window {
    loadingPanelSeen?: boolean;
  }
}

/** From now on, whether the loading panel of a screen's code ever appears. */
const watchForLoadingPanel = (page: Page) =>
  page.evaluate((label) => {
    window.loadingPanelSeen = false;
    new MutationObserver(() => {
      if (document.body.textContent?.includes(label)) window.loadingPanelSeen = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, UI.loadingScreen);

test('a screen whose link the pointer rested on opens without its loading panel', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL('/dashboard');
  const link = page.getByRole('navigation', { name: UI.mainNavigation }).getByRole('link', { name: DASHBOARD_SECTIONS.units, exact: true });

  const code = page.waitForResponse(/\/assets\/units-page-[\w-]+\.js$/);
  await link.hover();
  // the screen's module, fetched by the hover, evaluated: the app's own import of it has settled by the time this one has
  const url = (await code).url();
  await page.evaluate((href) => import(href).then(() => undefined), url);

  await watchForLoadingPanel(page);
  await link.click();
  await expect(page.getByRole('heading', { name: UNIT_TEXTS.title })).toBeVisible();
  expect(await page.evaluate(() => window.loadingPanelSeen)).toBe(false);
});

test('a screen opened without a pointer resting on its link first still loads, through its loading panel', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL('/dashboard');
  await watchForLoadingPanel(page);
  // straight to the address: nothing has fetched the screen's code before
  await page.evaluate(() => {
    history.pushState(null, '', '/dashboard/hospitals');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('table', { name: DASHBOARD_SECTIONS.hospitals })).toBeVisible();
  expect(await page.evaluate(() => window.loadingPanelSeen)).toBe(true);
});
