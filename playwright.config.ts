import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: 'e2e',
  // the compiled server (built if stale) and the demo database, made once; each worker's server starts on a copy of it
  globalSetup: './e2e/support/demo-template.ts',
  // the screenshot tours are for visual review only: `npm run shots` runs them (playwright.shots.config.ts)
  testIgnore: ['**/*screenshots.spec.ts'],
  fullyParallel: true,
  // each worker starts a server and database of its own on E2E_PORT + 1 + n (e2e/support/test.ts); E2E_PORT (5055 by
  // default) lets a second run share the machine
  workers: 2,
  // a test that passes only on its retry still fails the run (scripts/test.ts names it); the retry is traced
  retries: 1,
  failOnFlakyTests: true,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '.test-reports/e2e.json' }]],
  // a hang's guard, not a speed check: a test passes on a 2-core machine at half its usual speed, while the other
  // worker and its server share the processor
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    // tracing every first run costs about a third more CPU on a 2-core machine; a failure's retry is traced instead
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's Chromium; never `npx playwright install` (no internet)
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
