import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { startWorkerServer, type WorkerServer } from './worker-server';

/** Page errors and Content-Security-Policy refusals (an inline script or style would be the first sign of an XSS hole). */
function watchForProblems(page: Page, problems: string[]) {
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content.Security.Policy/i.test(msg.text())) problems.push(`CSP: ${msg.text()}`);
  });
}

/**
 * Each worker has a server and database of its own (`workerServer`, on the port 1 + its parallel index above
 * E2E_PORT), so no test sees what another worker's tests do meanwhile; `baseURL` and `mailbox` are that server's.
 * A worker started again after a failure gets a new server.
 * Every test fails when one of its pages throws or breaks the server's Content-Security-Policy.
 * `personPage` opens a page of another person, with a browser context (storage, session) of its own, for journeys
 * where several roles act on the same trip at once.
 */
export const test = base.extend<
  { pageProblems: string[]; personPage: () => Promise<Page> },
  { basePort: number; serverEnv: Record<string, string>; workerServer: WorkerServer; mailbox: string }
>({
  // E2E_PORT is the base of a run's ports, so that runs with other bases can share the machine
  basePort: [Number(process.env.E2E_PORT ?? 5055), { scope: 'worker' }],
  // what a spec adds to its server's environment (`test.use({ serverEnv: { TZ: 'UTC' } })`): its own workers serve it
  serverEnv: [{}, { scope: 'worker', option: true }],
  workerServer: [
    async ({ basePort, serverEnv }, use, workerInfo) => {
      const server = await startWorkerServer(basePort + 1 + workerInfo.parallelIndex, serverEnv);
      await use(server);
      await server.stop();
    },
    // copying the demo database and starting the server, on a machine that may be busy
    { scope: 'worker', timeout: 120_000 },
  ],
  mailbox: [async ({ workerServer }, use) => use(workerServer.mailbox), { scope: 'worker' }],
  baseURL: async ({ workerServer }, use) => use(workerServer.baseURL),
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
