import { describe, expect, it } from 'vitest';
import { TRIP_REQUEST_RULE_MESSAGES as RULES } from '@/domain/trips/trip-request-rules';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { TEST_NOW } from './harness';
import { insertPlace, tripCounts, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();
const MINUTE = 60_000;
const ago = (minutes: number) => new Date(TEST_NOW.getTime() - minutes * MINUTE).toISOString();
const WEEK = 7 * 24 * 60;

/** Every way a transport request is made: the wizard's call and the control center's form, for one origin and destination. */
const PATHS = {
  wizard: (origin: string, destination: string, start: string) => ({
    url: '/api/trips/enhanced',
    body: wizardBody(w, { fromFacilityId: origin, toFacilityId: destination, toLocation: 'Somewhere', scheduledTime: start }),
  }),
  form: (origin: string, destination: string, start: string) => ({
    url: '/api/trips',
    body: { patientId: 'PRULES001', originFacilityId: origin, destinationFacilityId: destination, readyStart: start, readyEnd: '2026-12-01T09:30' },
  }),
};

async function expectRefused(who: Headers, call: { url: string; body: object }, error: string) {
  const before = await tripCounts(w.t.db);
  const res = await w.call('POST', call.url, who, call.body);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ success: false, error });
  expect(await tripCounts(w.t.db)).toEqual(before);
}

async function created(who: Headers, call: { url: string; body: object }): Promise<TripDetails> {
  const res = await w.call('POST', call.url, who, call.body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TripDetails;
}

describe('the rules of every transport request, on every path, in the same words', () => {
  it.each(Object.keys(PATHS) as (keyof typeof PATHS)[])('%s: a trip from a place to itself is refused, for a facility and the control center', async (path) => {
    const same = PATHS[path](w.hospitalA.entry.id, w.hospitalA.entry.id, '2026-12-01T08:00');
    await expectRefused(w.nurse, same, RULES.samePlace);
    await expectRefused(w.admin, same, RULES.samePlace);
  });

  it.each(Object.keys(PATHS) as (keyof typeof PATHS)[])('%s: a time a week ago is refused', async (path) => {
    await expectRefused(w.admin, PATHS[path](w.hospitalA.entry.id, w.rehab.id, ago(WEEK)), RULES.longPast);
    await expectRefused(w.nurse, PATHS[path](w.hospitalA.entry.id, w.rehab.id, ago(61)), RULES.longPast);
  });

  it('wizard: a time 30 minutes ago is taken as now, with the hour-long window from now', async () => {
    const trip = await created(w.nurse, PATHS.wizard(w.hospitalA.entry.id, w.rehab.id, ago(30)));
    expect(trip).toMatchObject({
      scheduledTime: TEST_NOW.toISOString(),
      readyStart: TEST_NOW.toISOString(),
      readyEnd: new Date(TEST_NOW.getTime() + 60 * MINUTE).toISOString(),
    });
  });

  it('form: a window that started 30 minutes ago starts now and keeps its end', async () => {
    const trip = await created(w.admin, PATHS.form(w.hospitalA.entry.id, w.rehab.id, ago(30)));
    expect(trip).toMatchObject({ scheduledTime: TEST_NOW.toISOString(), readyStart: TEST_NOW.toISOString(), readyEnd: '2026-12-01T14:30:00.000Z' });
  });

  it('form: a window that ended before now is refused as ending before it starts', async () => {
    const call = PATHS.form(w.hospitalA.entry.id, w.rehab.id, ago(30));
    await expectRefused(w.admin, { ...call, body: { ...call.body, readyEnd: ago(10) } }, RULES.readyWindowOrder);
  });

  it("wizard: a destination typed by hand is the origin when it reads as the origin's name", async () => {
    for (const toLocation of ['General Hospital', '  general   HOSPITAL. ']) {
      await expectRefused(w.nurse, { url: '/api/trips/enhanced', body: wizardBody(w, { toFacilityId: undefined, toLocation }) }, RULES.samePlace);
    }
    // the origin's name as typed by the nurse counts too
    const typedOrigin = wizardBody(w, { fromLocation: 'General ER entrance', toFacilityId: undefined, toLocation: 'General ER Entrance' });
    await expectRefused(w.nurse, { url: '/api/trips/enhanced', body: typedOrigin }, RULES.samePlace);
    const elsewhere = await created(w.nurse, { url: '/api/trips/enhanced', body: wizardBody(w, { toFacilityId: undefined, toLocation: 'General Hospital Annex' }) });
    expect(elsewhere.toLocation).toBe('General Hospital Annex');
  });

  // last: a second place of that name changes what a typed name means
  it('two places of the directory with the same name are two places', async () => {
    const twin = await insertPlace(w.t.db, 'General Hospital', 3);
    for (const path of Object.values(PATHS)) {
      const trip = await created(w.admin, path(w.hospitalA.entry.id, twin.id, '2026-12-01T08:00'));
      expect(trip.destinationFacilityId).toBe(twin.id);
    }
  });
});
