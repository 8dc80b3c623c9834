import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

// `npm run shots`: the screenshot tours (e2e/**/*screenshots.spec.ts), every screen at desktop and phone width for a
// visual review, on the browser tests' servers; not part of `npm test`. The pictures go to TCC_SHOTS_DIR.
process.env.TCC_SHOTS_DIR ??= 'test-results/shots';

export default defineConfig({
  ...suite,
  testIgnore: [],
  testMatch: '**/*screenshots.spec.ts',
  // a picture taken on a retry is as good as any: nothing here is a check the suite relies on
  failOnFlakyTests: false,
  // the suite's JSON report (.test-reports/e2e.json) is the browser tests' record, which a tour must not replace
  reporter: 'list',
});
