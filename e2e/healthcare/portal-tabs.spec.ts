import { blockMapTiles, PORTAL_TABS, signInToPortal } from '../support/healthcare-portal';
import { expectEveryTabReachable, expectOpenTabInSightAfterReload } from '../support/tab-bar';
import { test } from '../support/test';

test.describe('healthcare portal on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the tab bar shows there is more and scrolls to it: every tab is reachable, the open one in sight', async ({ page }) => {
    await blockMapTiles(page);
    await signInToPortal(page);
    await expectEveryTabReachable(page, Object.values(PORTAL_TABS));
    await expectOpenTabInSightAfterReload(page, PORTAL_TABS.hospitalSettings);
  });
});
