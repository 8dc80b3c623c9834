import { test as base, expect } from '@playwright/test';

/**
 * Every test fails when the page throws or the browser refuses something under the server's
 * Content-Security-Policy (an inline script or style would be the first sign of an XSS hole).
 */
export const test = base.extend<{ pageProblems: string[] }>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content.Security.Policy/i.test(msg.text())) problems.push(`CSP: ${msg.text()}`);
      });
      await use(problems);
      expect(problems, 'no page errors or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
