import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

/** Page errors and Content-Security-Policy refusals (an inline script or style would be the first sign of an XSS hole). */
function watchForProblems(page: Page, problems: string[]) {
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content.Security.Policy/i.test(msg.text())) problems.push(`CSP: ${msg.text()}`);
  });
}

/**
 * Every test fails when one of its pages throws or breaks the server's Content-Security-Policy.
 * `personPage` opens a page of another person, with a browser context (storage, session) of its own, for journeys
 * where several roles act on the same trip at once.
 */
export const test = base.extend<{ pageProblems: string[]; personPage: () => Promise<Page> }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      watchForProblems(page, problems);
      await use(problems);
      // a routed call still in flight as the test ends (a list refreshing itself) must not fail the next test
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      expect(problems, 'no page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  personPage: async ({ browser, baseURL, viewport, pageProblems }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({ baseURL, viewport });
      contexts.push(context);
      const page = await context.newPage();
      watchForProblems(page, pageProblems);
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };
