import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets a second run share the machine with one already going
process.env.E2E_PORT ??= '5055';
export const E2E_BASE_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;

// One mailbox folder per run, shared by the server (writes) and the test workers (read), which inherit this env.
process.env.TCC_E2E_MAILBOX ??= mkdtempSync(join(tmpdir(), 'tcc-e2e-mail-'));

export default defineConfig({
  testDir: 'e2e',
  // the screenshot tours are for visual review only: TCC_SHOTS_DIR=/tmp/shots npx playwright test screenshots
  testIgnore: process.env.TCC_SHOTS_DIR ? [] : ['**/*screenshots.spec.ts'],
  fullyParallel: true,
  workers: 2,
  // a test that fails and then passes is reported as flaky in the summary line (scripts/test.ts); two failures fail
  retries: 1,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '.test-reports/e2e.json' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'tsx scripts/e2e-server.ts',
    url: `${E2E_BASE_URL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { TCC_E2E_MAILBOX: process.env.TCC_E2E_MAILBOX, E2E_PORT: process.env.E2E_PORT },
  },
});
