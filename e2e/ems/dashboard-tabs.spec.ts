import type { Page } from '@playwright/test';
import { EMS_TABS, signInToDashboard } from '../support/ems-dashboard';
import { expectEveryTabReachable, expectOpenTabInSightAfterReload } from '../support/tab-bar';
import { expect, test } from '../support/test';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const expectOpen = (page: Page, name: string) => expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');

test.describe('EMS agency dashboard: the tabs in the address', () => {
  test('each tab has its address; Back and Forward move between tabs inside the app; a reload keeps the tab', async ({ page }) => {
    await signInToDashboard(page);
    await expect(page).toHaveURL('/');
    const visits: [string, string][] = [
      [EMS_TABS.availableTrips, '/?tab=available-trips'],
      [EMS_TABS.myTrips, '/?tab=my-trips'],
      [EMS_TABS.units, '/?tab=units'],
      [EMS_TABS.analytics, '/?tab=analytics'],
      [EMS_TABS.settings, '/?tab=settings'],
    ];
    for (const [name, url] of visits) {
      await tab(page, name).click();
      await expectOpen(page, name);
      await expect(page).toHaveURL(url);
    }
    await page.reload();
    await expectOpen(page, EMS_TABS.settings);
    await page.goBack();
    await expectOpen(page, EMS_TABS.analytics);
    await page.goBack();
    await expectOpen(page, EMS_TABS.units);
    await page.goForward();
    await expectOpen(page, EMS_TABS.analytics);
    await page.goto('/');
    await expectOpen(page, EMS_TABS.overview);
  });
});

test.describe('EMS agency dashboard on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the tab bar shows there is more and scrolls to it: every tab is reachable, the open one in sight', async ({ page }) => {
    await signInToDashboard(page);
    await expectEveryTabReachable(page, Object.values(EMS_TABS));
    await expectOpenTabInSightAfterReload(page, EMS_TABS.settings);
  });
});
