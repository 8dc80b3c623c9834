import type { Page } from '@playwright/test';
import { auditScreen } from '../support/accessibility-audit';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { describeScreenWalk } from '../support/screen-walk';
import { expect } from '../support/test';

/** Nothing scrolls the page sideways, nothing reaches past the edges outside a keyboard-scrollable region, axe finds nothing serious. */
async function fitsThePhone(page: Page, screen: string) {
  await auditScreen(page, screen);
  expect.soft(await horizontalOverflow(page), `${screen}: nothing wider than the phone`).toEqual([]);
}

describeScreenWalk('every screen fits a phone 375 px wide', { width: 375, height: 740 }, fitsThePhone);
