import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkDarpAnswer, type DarpAnswer } from '../../bench/darp-check';
import { generateCordeau } from '../../bench/darp-generate';
import { parseCordeau } from '@/planner/darp/cordeau';

// `npm run darp -- FILE` as a benchmark harness runs it: one JSON object on stdout, or a non-zero exit naming the line.
const folder = mkdtempSync(join(tmpdir(), 'tcc-darp-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const INSTANCE = `2 3 480 3 30
  0   0.000   0.000   0   0    0  480
  1   1.000   0.000   3   1    0 1440
  2   0.000   2.000   3   1   60   75
  3   5.000   5.000   3   1    0 1440
  4   4.000   0.000   3  -1   30   45
  5   0.000   5.000   3  -1    0 1440
  6   6.000   5.000   3  -1    0 1440
  7   0.000   0.000   0   0    0  480
`;

function darp(text: string, ...args: string[]) {
  const file = join(folder, `instance-${Math.random().toString(36).slice(2)}.txt`);
  writeFileSync(file, text);
  // a run that ignored its limit is stopped long before the test's own timeout, and then fails below
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/darp.ts', file, ...args], { encoding: 'utf8', timeout: 40_000 });
}

/** The run's seconds on the clock, from spawning the command to its exit. */
function timed(run: () => ReturnType<typeof darp>) {
  const began = performance.now();
  const result = run();
  return { ...result, seconds: (performance.now() - began) / 1000 };
}

/**
 * The promise: the command exits within --time-limit seconds of its start, loading its sources and reading the file
 * counted in. This much more is only the spawning and the exit, with a loaded machine's room to spare.
 */
const MARGIN_SECONDS = 5;

describe('the darp command', () => {
  it('prints the routes (pickups 1..n, drop-offs n+1..2n, no depots) and their cost, every request served within the rules', () => {
    const run = darp(INSTANCE, '--time-limit', '2');
    expect(run.status, run.stderr).toBe(0);
    const answer = JSON.parse(run.stdout) as DarpAnswer;
    expect(Object.keys(answer).sort()).toEqual(['cost', 'routes']);
    const check = checkDarpAnswer(parseCordeau(INSTANCE), answer);
    expect(check.violations).toEqual([]);
    expect(answer.cost).toBeCloseTo(check.cost, 5);
  });

  it('ends within its time limit on a 1,500-request file, with a plan whose every route keeps the rules', () => {
    const text = generateCordeau({ vehicles: 100, requests: 1500, capacity: 3, maxRideTime: 30, maxLoad: 1, seed: 15 });
    const run = timed(() => darp(text, '--time-limit', '4'));
    expect(run.seconds).toBeLessThan(4 + MARGIN_SECONDS);
    // every request served (0) or those left out named on stderr (2)
    expect([0, 2], run.stderr).toContain(run.status);
    const answer = JSON.parse(run.stdout) as DarpAnswer;
    expect(answer.routes.length).toBeGreaterThan(0);
    const check = checkDarpAnswer(parseCordeau(text), answer);
    expect(check.violations.filter((v) => !v.endsWith('is not served'))).toEqual([]);
  });

  it('ends within its time limit when the header announces 1,000,000 vehicles', () => {
    const text = INSTANCE.replace('2 3 480 3 30', '1000000 3 480 3 30');
    const run = timed(() => darp(text, '--time-limit', '2'));
    expect(run.seconds).toBeLessThan(2 + MARGIN_SECONDS);
    expect(run.status, run.stderr).toBe(0);
    expect(checkDarpAnswer(parseCordeau(text), JSON.parse(run.stdout) as DarpAnswer).violations).toEqual([]);
  });

  it('exits non-zero naming the line of a malformed file, and prints nothing on stdout', () => {
    const run = darp(INSTANCE.replace('  2   0.000   2.000', '  2   0.000   two'));
    expect(run.status).not.toBe(0);
    expect(run.stderr).toMatch(/line 4: "two" is not a number/);
    expect(run.stdout).toBe('');
  });

  it('refuses a missing file and a bad time limit with a non-zero exit', () => {
    expect(spawnSync(process.execPath, ['--import', 'tsx', 'scripts/darp.ts', join(folder, 'none.txt')], { encoding: 'utf8' }).status).not.toBe(0);
    expect(darp(INSTANCE, '--time-limit', 'soon').stderr).toMatch(/--time-limit needs a positive number/);
  });
});
