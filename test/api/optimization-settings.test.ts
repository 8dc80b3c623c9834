import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPTIMIZATION_DEFAULTS,
  OPTIMIZATION_MESSAGES,
  OPTIMIZE_SETTINGS_PATH,
  OPTIMIZE_WEIGHTS_PATH,
} from '@/domain/planning/optimization-settings';
import { signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
type Auth = Record<string, string>;
let admin: Auth, user: Auth, ems: Auth, otherEms: Auth, nurse: Auth;
beforeAll(async () => {
  t = await startTestApp();
  const as = async (role: Parameters<typeof signedIn>[2]) => (await signedIn(t.app, t.db, role)).auth;
  [admin, user, ems, otherEms, nurse] = await Promise.all([as('ADMIN'), as('USER'), as('EMS'), as('EMS'), as('HEALTHCARE')]);
});
afterAll(() => t.close());

const read = async (who: Auth) => {
  const res = await t.app.inject({ url: OPTIMIZE_SETTINGS_PATH, headers: who });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const put = (who: Auth, url: string, payload: unknown) => t.app.inject({ method: 'PUT', url, headers: who, payload: payload as object });

describe('optimization settings', () => {
  it("start at the spec's defaults for every reader; facilities and strangers are refused", async () => {
    for (const who of [admin, user, ems]) expect(await read(who)).toEqual(OPTIMIZATION_DEFAULTS);
    expect((await t.app.inject({ url: OPTIMIZE_SETTINGS_PATH, headers: nurse })).statusCode).toBe(403);
    expect((await t.app.inject({ url: OPTIMIZE_SETTINGS_PATH })).statusCode).toBe(401);
  });

  it("keep the control center's system-wide and each agency's own; a part left out keeps its value", async () => {
    const saved = await put(admin, OPTIMIZE_SETTINGS_PATH, { constraints: { maxDeadheadMiles: 40 }, refreshInterval: 60 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ ...OPTIMIZATION_DEFAULTS, constraints: { ...OPTIMIZATION_DEFAULTS.constraints, maxDeadheadMiles: 40 }, refreshInterval: 60 });
    // an agency without its own reads the control center's
    expect((await read(ems)).constraints.maxDeadheadMiles).toBe(40);

    const own = await put(ems, OPTIMIZE_SETTINGS_PATH, { autoOptimize: true, weights: { backhaulBonus: 40 } });
    expect(own.json().data).toMatchObject({ autoOptimize: true, refreshInterval: 60, weights: { ...OPTIMIZATION_DEFAULTS.weights, backhaulBonus: 40 } });
    expect(await read(admin)).toMatchObject({ autoOptimize: false, weights: OPTIMIZATION_DEFAULTS.weights });
    expect(await read(otherEms)).toMatchObject({ autoOptimize: false, weights: OPTIMIZATION_DEFAULTS.weights });

    const weights = await put(ems, OPTIMIZE_WEIGHTS_PATH, { deadheadMiles: 0.8 });
    expect(weights.json().data.weights).toEqual({ ...OPTIMIZATION_DEFAULTS.weights, backhaulBonus: 40, deadheadMiles: 0.8 });
    expect((await read(ems)).weights.deadheadMiles).toBe(0.8);
  });

  it('take a bodiless call with a JSON content type as a change of nothing', async () => {
    const before = await read(admin);
    const res = await t.app.inject({ method: 'PUT', url: OPTIMIZE_SETTINGS_PATH, headers: { ...admin, 'content-type': 'application/json' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(before);
  });

  it('may be changed by administrators and agencies only', async () => {
    for (const who of [user, nurse]) {
      expect((await put(who, OPTIMIZE_SETTINGS_PATH, { autoOptimize: true })).statusCode).toBe(403);
      expect((await put(who, OPTIMIZE_WEIGHTS_PATH, { waitTime: 1 })).statusCode).toBe(403);
    }
    expect((await read(user)).autoOptimize).toBe(false);
  });

  it.each([
    [OPTIMIZE_SETTINGS_PATH, { weights: { deadheadMiles: -1 } }, OPTIMIZATION_MESSAGES.weight('deadheadMiles')],
    [OPTIMIZE_WEIGHTS_PATH, { baseRevenue: '1' }, 'baseRevenue must be a number'],
    [OPTIMIZE_SETTINGS_PATH, { constraints: { maxWaitTime: 0 } }, OPTIMIZATION_MESSAGES.limit('maxWaitTime')],
    [OPTIMIZE_SETTINGS_PATH, { constraints: { maxBackhaulDistance: -5 } }, OPTIMIZATION_MESSAGES.limit('maxBackhaulDistance')],
    [OPTIMIZE_SETTINGS_PATH, { refreshInterval: 9 }, OPTIMIZATION_MESSAGES.refreshInterval],
    [OPTIMIZE_SETTINGS_PATH, { refreshInterval: 301 }, OPTIMIZATION_MESSAGES.refreshInterval],
    [OPTIMIZE_SETTINGS_PATH, { refreshInterval: 30.5 }, OPTIMIZATION_MESSAGES.refreshInterval],
    [OPTIMIZE_SETTINGS_PATH, { autoOptimize: 'yes' }, OPTIMIZATION_MESSAGES.autoOptimize],
    [OPTIMIZE_SETTINGS_PATH, { maxDeadheadMiles: 10 }, 'maxDeadheadMiles'],
    [OPTIMIZE_WEIGHTS_PATH, { weights: { waitTime: 1 } }, 'weights'],
  ])('refuse %s %j with 400 naming the field, storing nothing', async (url, body, error) => {
    const before = await read(admin);
    const res = await put(admin, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(error);
    expect(await read(admin)).toEqual(before);
  });
});
