import { expect, type Page } from '@playwright/test';
import { UI } from '@/web/lib/ui-texts';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/**
 * On a narrow screen: the tab bar shows that more tabs lie beyond its end, its arrow brings the last one into sight,
 * every tab opens from it and the open one is always wholly in sight, and the page itself never scrolls sideways.
 */
export async function expectEveryTabReachable(page: Page, names: string[]) {
  const more = page.getByRole('button', { name: UI.tabScroll.after });
  const earlier = page.getByRole('button', { name: UI.tabScroll.before });
  const last = tab(page, names.at(-1)!);
  await expect(last).not.toBeInViewport({ ratio: 1 });
  await expect(more).toBeVisible();
  await expect(earlier).toHaveCount(0);
  await expect(async () => {
    if (await more.isVisible()) await more.click();
    await expect(more).toHaveCount(0, { timeout: 1000 });
  }).toPass();
  await expect(last).toBeInViewport({ ratio: 1 });
  await expect(earlier).toBeVisible();

  for (const name of names) {
    await tab(page, name).click();
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, name)).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  }
}

/** A reload of a tab's address shows that tab open and wholly in sight in the bar. */
export async function expectOpenTabInSightAfterReload(page: Page, name: string) {
  await page.reload();
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, name)).toBeInViewport({ ratio: 1 });
}
