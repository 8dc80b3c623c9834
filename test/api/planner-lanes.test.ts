import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { DISPATCH_PLAN_PATH, DISPATCH_PLAN_SECONDS } from '@/domain/planning/dispatch-plan';
import { IDEMPOTENCY_HEADER } from '@/domain/common/idempotency';
import { PLANNER_MESSAGES } from '@/domain/planning/planner-admission';
import { OPTIMIZE_ROUTES_PATH } from '@/domain/planning/route-optimization';
import { DEFAULT_ROUTE_TIME_LIMIT_MS } from '@/planner/route';
import { agencies, agencyResponses, trips, units } from '@/server/db/schema';
import type { HttpError } from '@/server/http/errors';
import { signedIn } from './fixtures';
import { createAgency, insertUnit, signedInMember } from './fleet-fixtures';
import { startTestApp, type TestApp } from './harness';

// A busy agency: enough pending requests that a plan of its shift searches for its whole time limit.
const BASE = { lat: 40.4406, lng: -79.9959 };
const REQUESTS = 120;

let t: TestApp;
type Auth = Record<string, string>;
let busyEms: Auth, quietEms: Auth, admin: Auth;
let busyAgencyId: string, unitId: string;
let tripIds: string[];

async function agencyWithUnits(name: string, count: number) {
  const agency = await createAgency(t.db, { name });
  await t.db.update(agencies).set({ latitude: BASE.lat, longitude: BASE.lng }).where(eq(agencies.id, agency.id));
  const fleet = [];
  for (let k = 0; k < count; k++) fleet.push(await insertUnit(t.db, agency.id, { unitNumber: `${name.slice(0, 1)}-${k + 1}` }));
  await t.db.update(units).set({ capabilities: ['BLS', 'ALS'] }).where(eq(units.agencyId, agency.id));
  return { agency, fleet };
}

beforeAll(async () => {
  t = await startTestApp();
  const busy = await agencyWithUnits('Busy Lanes EMS', 3);
  busyAgencyId = busy.agency.id;
  unitId = busy.fleet[0]!.id;
  const quiet = await agencyWithUnits('Quiet Lanes EMS', 1);
  // places up to 20 miles north and east of the base (1° of latitude ≈ 69 miles), ready over the next ten hours
  const at = (k: number, salt: number) => ({ lat: BASE.lat + ((k * salt) % 21) / 69.05, lng: BASE.lng + ((k * (salt + 2)) % 17) / 53 });
  const rows = await t.db
    .insert(trips)
    .values(
      Array.from({ length: REQUESTS }, (_, k) => {
        const readyStart = new Date(Date.now() + (15 + ((k * 37) % 600)) * 60_000);
        const [from, to] = [at(k, 7), at(k, 11)];
        return {
          tripNumber: `TRP-LANE-${k}`,
          patientId: `PLANE${k}`,
          fromLocation: `place ${k} a`,
          toLocation: `place ${k} b`,
          fromLatitude: from.lat,
          fromLongitude: from.lng,
          toLatitude: to.lat,
          toLongitude: to.lng,
          scheduledTime: readyStart,
          readyStart,
          readyEnd: new Date(readyStart.getTime() + 60 * 60_000),
          status: 'PENDING' as const,
          transportLevel: 'BLS' as const,
          mobilityLevel: 'Ambulatory',
          priority: 'MEDIUM' as const,
        };
      }),
    )
    .returning({ id: trips.id });
  tripIds = rows.map((r) => r.id);
  await t.db.insert(agencyResponses).values(tripIds.map((tripId) => ({ tripId, agencyId: busyAgencyId, response: 'OFFERED' as const })));
  busyEms = (await signedInMember(t.app, t.db, busyAgencyId)).auth;
  quietEms = (await signedInMember(t.app, t.db, quiet.agency.id)).auth;
  admin = (await signedIn(t.app, t.db, 'ADMIN')).auth;
  // as opening the planning screen does
  await t.app.planner.warm();
});
afterAll(() => t.close());

const plan = (who: Auth, headers: Auth = {}) => t.app.inject({ method: 'POST', url: DISPATCH_PLAN_PATH, headers: { ...who, ...headers }, payload: {} });
const solving = (organisation: string) => ({ organisation, solving: true });
const busyOrganisation = () => `agency ${busyAgencyId}`;

const PLAN_STOPPED = 499;

/** How each plan asked of the planner from now on ends: stopped (its status, 499) or searched to its time limit. */
function howPlansEnd(): Promise<number | 'searched to its limit'>[] {
  const ends: Promise<number | 'searched to its limit'>[] = [];
  const planSlot = t.app.planner.planSlot.bind(t.app.planner);
  const spy = vi.spyOn(t.app.planner, 'planSlot').mockImplementation((organisation, signal) => {
    const slot = planSlot(organisation, signal);
    return {
      ...slot,
      solve(problem) {
        const solved = slot.solve(problem);
        ends.push(solved.then(() => 'searched to its limit' as const, (err: HttpError) => err.statusCode));
        return solved;
      },
    };
  });
  onTestFinished(() => spy.mockRestore());
  return ends;
}

describe('the planner under load', () => {
  it('makes one of 8 parallel plans of an agency and refuses 7 saying when to ask again; a route call is answered within its limit meanwhile', async () => {
    let plansEnded = Infinity;
    const plans = Array.from({ length: 8 }, () =>
      plan(busyEms).then((answer) => {
        if (answer.statusCode === 200) plansEnded = performance.now();
        return answer;
      }),
    );
    await vi.waitFor(() => expect(t.app.planner.plans()).toEqual([solving(busyOrganisation())]), { timeout: 10_000 });

    // the control center plans beside it; a third organisation finds both plan threads taken
    const center = plan(admin);
    await vi.waitFor(() => expect(t.app.planner.plans()).toContainEqual(solving('control center')), { timeout: 10_000 });
    // sent as the web app sends every write: a repeat of it is asked afresh once the planner has room, not given this refusal again
    const asTheWebAppSends = { [IDEMPOTENCY_HEADER]: 'lanes-third-organisation' };
    const third = await plan(quietEms, asTheWebAppSends);
    expect(third.statusCode, third.body).toBe(429);
    const thirdWait = Number(third.headers['retry-after']);
    expect(thirdWait).toBeGreaterThanOrEqual(1);
    expect(thirdWait).toBeLessThanOrEqual(DISPATCH_PLAN_SECONDS);
    expect(third.json()).toEqual({ success: false, error: PLANNER_MESSAGES.plannerBusy(thirdWait) });

    // a single unit's route has a thread of its own: the plans do not hold it up
    const began = performance.now();
    const route = await t.app.inject({ method: 'POST', url: OPTIMIZE_ROUTES_PATH, headers: busyEms, payload: { unitId, requestIds: tripIds.slice(0, 3) } });
    const routeEnded = performance.now();
    expect(route.statusCode, route.body).toBe(200);
    // the promise: within its limit from the call; twice that leaves a loaded machine room to read the database
    expect(routeEnded - began).toBeLessThan(2 * DEFAULT_ROUTE_TIME_LIMIT_MS);

    const answers = await Promise.all(plans);
    expect(routeEnded).toBeLessThan(plansEnded);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(DISPATCH_PLAN_SECONDS);
      expect(refused.json()).toEqual({ success: false, error: PLANNER_MESSAGES.organisationBusy(wait) });
    }
    const made = answers.find((a) => a.statusCode === 200)!.json();
    expect(made.data.totals.requests).toBe(REQUESTS);
    expect(made.data.totals.assigned).toBeGreaterThan(0);
    expect((await center).statusCode).toBe(200);
    expect(t.app.planner.plans()).toEqual([]);
    const again = await plan(quietEms, asTheWebAppSends);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('stops a plan whose caller hangs up, long before its time limit, and frees its organisation’s slot', async () => {
    const searches = howPlansEnd();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(
      `POST ${DISPATCH_PLAN_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${busyEms.authorization}\r\n` +
        'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    );
    await vi.waitFor(() => expect(t.app.planner.plans()).toEqual([solving(busyOrganisation())]), { timeout: 10_000 });
    socket.destroy();
    // the plan would search for DISPATCH_PLAN_SECONDS; hung up on, it is stopped at its next look at the clock
    await vi.waitFor(() => expect(t.app.planner.plans()).toEqual([]), { timeout: 10_000 });
    expect(await Promise.all(searches)).toEqual([PLAN_STOPPED]);
  });
});
