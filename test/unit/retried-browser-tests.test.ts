import type { JSONReportSpec, JSONReportTest } from '@playwright/test/reporter';
import { describe, expect, it } from 'vitest';
import { testsPassedOnRetry } from '../../scripts/retried-browser-tests';

const spec = (title: string, line: number, status: JSONReportTest['status']) =>
  ({ title, file: 'ems/dashboard.spec.ts', line, tests: [{ status }] }) as JSONReportSpec;

describe('the browser tests that passed only on their retry', () => {
  it('are named by file, line and titles, from every nesting of describe blocks; the others are not', () => {
    const report = {
      config: { rootDir: '/repo/e2e' },
      suites: [
        {
          title: 'ems/dashboard.spec.ts',
          file: 'ems/dashboard.spec.ts',
          line: 0,
          column: 0,
          specs: [spec('signs in', 10, 'expected'), spec('accepts a trip', 20, 'flaky')],
          suites: [
            {
              title: 'My Trips',
              file: 'ems/dashboard.spec.ts',
              line: 30,
              column: 0,
              specs: [spec('starts a trip', 31, 'flaky'), spec('completes a trip', 40, 'unexpected'), spec('exports', 50, 'skipped')],
            },
          ],
        },
      ],
    };
    expect(testsPassedOnRetry(report, '/repo')).toEqual([
      'e2e/ems/dashboard.spec.ts:20 › accepts a trip',
      'e2e/ems/dashboard.spec.ts:31 › My Trips › starts a trip',
    ]);
  });
});
