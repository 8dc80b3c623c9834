import type { Page, Route } from '@playwright/test';

/**
 * Holds every call to `url` until `release()`, then lets `finish` answer it (default: the real server),
 * so a test can look at the screen while the call is still running.
 */
export async function holdRoute(page: Page, url: string, finish: (route: Route) => Promise<void> = (route) => route.continue()) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await finish(route);
  });
  return release;
}
