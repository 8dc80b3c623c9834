// GET /api/trips for a facility's Transport Requests: its states and its pickup days, in the facility's zone
// (Eastern: the test app's clock is 2026-06-01 12:00 UTC, 8:00 AM EDT), filtered and counted by the server.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TripListAnswer } from '@/domain/trips/trip-answers';
import { PICKUP_DAY_ERRORS } from '@/domain/trips/pickup-days';
import { trips } from '@/server/db/schema';
import { useTripWorld, wizardBody } from './trip-fixtures';

const w = useTripWorld();

const list = async (query: string) => {
  const res = await w.call('GET', `/api/trips${query}`, w.nurse);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TripListAnswer;
};
const names = async (query: string) => {
  const answer = await list(query);
  return { trips: answer.data.map((t) => byId.get(t.id)).sort(), total: answer.total };
};
const only = (...keys: string[]) => ({ trips: [...keys].sort(), total: keys.length });

/** Six requests of the nurse's hospital, one state and pickup each; the pickups sit either side of local midnights. */
const byId = new Map<string, string>();
beforeAll(async () => {
  const specs = [
    // 10:00 PM EDT today: still today here, though June 2 in UTC
    ['waiting', { status: 'PENDING' }, '2026-06-02T02:00:00Z'],
    // 11:00 PM EDT yesterday: the past here, though June 1 in UTC
    ['booked', { status: 'ACCEPTED', latestStep: null }, '2026-06-01T03:00:00Z'],
    ['setOut', { status: 'ACCEPTED', latestStep: 'EN_ROUTE', latestStepAt: new Date('2026-06-01T11:50:00Z') }, '2026-06-02T14:00:00Z'],
    ['carrying', { status: 'IN_PROGRESS', latestStep: 'PATIENT_LOADED', latestStepAt: new Date('2026-06-01T11:55:00Z') }, '2026-06-05T14:00:00Z'],
    ['done', { status: 'COMPLETED', latestStep: 'HANDED_OVER', latestStepAt: new Date('2026-05-20T15:00:00Z') }, '2026-05-20T14:00:00Z'],
    // 12:30 AM EDT today
    ['cancelled', { status: 'CANCELLED' }, '2026-06-01T04:30:00Z'],
  ] as const;
  for (const [key, state, pickup] of specs) {
    const res = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { selectedAgencies: [w.a.alsNear.id] }));
    if (res.statusCode !== 201) throw new Error(res.body);
    const id = res.json().data.id as string;
    await w.t.db
      .update(trips)
      .set({ ...state, scheduledTime: new Date(pickup), ...(state.status === 'PENDING' ? {} : { assignedAgencyId: w.a.alsNear.id }) })
      .where(eq(trips.id, id));
    byId.set(id, key);
  }
  // another facility's request is never counted in
  await w.call('POST', '/api/trips/enhanced', w.nurseB, wizardBody(w, { selectedAgencies: [w.a.alsNear.id] }));
});

describe("a facility's requests by state", () => {
  it.each([
    ['waiting', ['waiting']],
    ['booked', ['booked']],
    ['on-the-way', ['setOut', 'carrying']],
    ['done', ['done']],
    ['cancelled', ['cancelled']],
    ['waiting,booked', ['waiting', 'booked']],
    ['WAITING, on-the-way', ['waiting', 'setOut', 'carrying']],
  ])('state=%s', async (state, expected) => {
    expect(await names(`?state=${encodeURIComponent(state)}`)).toEqual(only(...expected));
  });

  it('covers every request exactly once across the five states', async () => {
    expect(await names('?state=waiting,booked,on-the-way,done,cancelled')).toEqual(only('waiting', 'booked', 'setOut', 'carrying', 'done', 'cancelled'));
  });
});

describe("a facility's requests by the pickup's day, in the facility's zone", () => {
  it.each([
    ['today', ['waiting', 'cancelled']],
    ['upcoming', ['setOut', 'carrying']],
    ['past', ['booked', 'done']],
    ['range&from=2026-06-01&to=2026-06-02', ['waiting', 'cancelled', 'setOut']],
    ['range&from=2026-05-31&to=2026-05-31', ['booked']],
    ['range&from=2026-05-01&to=2026-06-30', ['waiting', 'booked', 'setOut', 'carrying', 'done', 'cancelled']],
  ])('day=%s', async (day, expected) => {
    expect(await names(`?day=${day}`)).toEqual(only(...expected));
  });

  it("narrows with the state, and pages what is left with its count: today's waiting requests", async () => {
    expect(await names('?state=waiting&day=today')).toEqual(only('waiting'));
    const first = await list('?day=today&limit=1&offset=0');
    const second = await list('?day=today&limit=1&offset=1');
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([...first.data, ...second.data].map((t) => byId.get(t.id)).sort()).toEqual(['cancelled', 'waiting']);
    expect((await list('?day=today&limit=1&offset=2')).data).toEqual([]);
  });
});

describe('bad state and day filters', () => {
  it.each([
    ['?state=soon', 'state must list values among waiting, booked, on-the-way, done, cancelled'],
    ['?state=', 'state must list values among waiting, booked, on-the-way, done, cancelled'],
    ['?day=tomorrow', 'day must be one of today, upcoming, past, range'],
    ['?day=range&to=2026-06-02', PICKUP_DAY_ERRORS.rangeNeedsDate('from')],
    ['?day=range&from=2026-06-02', PICKUP_DAY_ERRORS.rangeNeedsDate('to')],
    ['?day=today&from=2026-06-02', PICKUP_DAY_ERRORS.dateNeedsRange('from')],
    ['?to=2026-06-02', PICKUP_DAY_ERRORS.dateNeedsRange('to')],
    ['?day=range&from=2026-06-03&to=2026-06-02', PICKUP_DAY_ERRORS.fromAfterTo],
    ['?day=range&from=2026-02-30&to=2026-03-02', PICKUP_DAY_ERRORS.date('from')],
    ['?day=range&from=2026-06-01&to=06/02/2026', PICKUP_DAY_ERRORS.date('to')],
  ])('refuses %s with 400 naming the field', async (query, error) => {
    const res = await w.call('GET', `/api/trips${query}`, w.nurse);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error });
  });
});
