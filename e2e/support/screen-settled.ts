import { expect, type Page } from '@playwright/test';

/**
 * Waits until the screen shows no spinner and nothing is marked busy, i.e. its data has loaded. The network itself is
 * never idle while signed in: the live updates stream stays open.
 */
export async function screenSettled(page: Page) {
  await expect(page.locator('.animate-spin, [aria-busy="true"]')).toHaveCount(0);
}
