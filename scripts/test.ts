// `npm test`: typecheck, lint, unit and API tests (PGlite, plus PostgreSQL when TEST_DATABASE_URL is set),
// then browser tests against the production build; ends with one summary line. A browser test that passed only on
// its retry fails the run and is named above that line.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { testsPassedOnRetry } from './retried-browser-tests';

const REPORTS = '.test-reports';
rmSync(REPORTS, { recursive: true, force: true });

const steps: [string, string[]][] = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit and API tests', ['exec', '--', 'vitest', 'run']],
  ['browser tests', ['run', 'test:e2e']],
];

/** A duration as minutes and seconds: "12m 05s". */
function minutesAndSeconds(ms: number) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

const failedSteps: string[] = [];
// each step's time, so that a suite growing slow on the machine it runs on shows before it fails on time
const durations: string[] = [];
for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  const { status } = spawnSync('npm', args, { stdio: 'inherit' });
  durations.push(`${name} ${minutesAndSeconds(performance.now() - started)}`);
  if (status !== 0) failedSteps.push(name);
}

const readJson = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const vitest = readJson(`${REPORTS}/vitest.json`);
const e2e = readJson(`${REPORTS}/e2e.json`);
// a browser test that needed its retry counts as failed: whatever made it fail once (a race, a wait too short) is still there
const retried = e2e ? testsPassedOnRetry(e2e) : [];
const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + retried.length;
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);

console.log(`\ntime: ${durations.join(', ')}`);
console.log(`unit+api: ${vitest?.numPassedTests ?? 0} passed, browser: ${e2e?.stats?.expected ?? 0} passed${retried.length ? `, ${retried.length} passed only on retry` : ''}`);
if (retried.length) console.log(`browser tests that failed and then passed on their retry (the retries' traces are in test-results/):\n${retried.map((t) => `  ${t}`).join('\n')}`);
if (failedSteps.length) console.log(`failed steps: ${failedSteps.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length || failed ? 1 : 0);
