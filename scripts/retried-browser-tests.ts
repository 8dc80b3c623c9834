import { join, relative } from 'node:path';
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter';

type Report = Pick<JSONReport, 'suites'> & { config: Pick<JSONReport['config'], 'rootDir'> };

/** The browser tests of a Playwright JSON report that failed and then passed on their retry, as `file:line › titles` from `cwd`. */
export function testsPassedOnRetry(report: Report, cwd = process.cwd()): string[] {
  const named: string[] = [];
  const walk = (suite: JSONReportSuite, titles: string[]) => {
    const path = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
    for (const spec of suite.specs) {
      if (!spec.tests.some((t) => t.status === 'flaky')) continue;
      named.push(`${relative(cwd, join(report.config.rootDir, spec.file))}:${spec.line} › ${[...path, spec.title].join(' › ')}`);
    }
    for (const inner of suite.suites ?? []) walk(inner, path);
  };
  for (const suite of report.suites) walk(suite, []);
  return named;
}
