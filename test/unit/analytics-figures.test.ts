import { describe, expect, it } from 'vitest';
import {
  acceptanceRate,
  averageMinutes,
  averageRevenuePerTrip,
  bedsideMinutes,
  completedIn,
  deadheadMiles,
  handoverMinutes,
  loadedMileRatio,
  loadedMiles,
  medianMinutes,
  offersKept,
  onTimePickupRate,
  pickupMinutes,
  pickupsTimedBySteps,
  responseMinutes,
  revenuePerHour,
  totalRevenue,
  unitEfficiency,
  type TripFacts,
} from '@/domain/analytics/figures';
import { localDaysIn, resolveWindow, TIMEFRAME_MESSAGES, wholeUtcDaysOf } from '@/domain/analytics/timeframe';

// A day of one agency, times as minutes after 08:00 UTC on 2026-11-02; every figure below is worked out by hand.
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 2, 8, minutes));
const day = { from: at(0), to: at(24 * 60) };
// two points one degree of longitude apart on the equator: 69.09 great-circle miles, 89.82 road miles (× 1.3)
const BASE = { lat: 0, lng: 0 };
const EAST = { lat: 0, lng: 1 };
const FAR_EAST = { lat: 0, lng: 2 };

const trip = (over: Partial<TripFacts>): TripFacts => ({
  status: 'COMPLETED',
  requestedAt: at(0),
  acceptedAt: null,
  pickupAt: null,
  completedAt: null,
  readyEnd: null,
  revenue: null,
  loadedMiles: null,
  agencyId: 'metro',
  unitId: 'm1',
  from: null,
  to: null,
  ...over,
});

// unit m1: base → EAST, carries the patient to FAR_EAST, then from there back to EAST with a second patient
const first = trip({ requestedAt: at(0), acceptedAt: at(10), pickupAt: at(40), completedAt: at(100), readyEnd: at(30), revenue: 600, loadedMiles: 89.8, from: EAST, to: FAR_EAST });
const second = trip({ requestedAt: at(90), acceptedAt: at(95), pickupAt: at(130), completedAt: at(215), readyEnd: at(150), revenue: 450.5, loadedMiles: 89.8, from: FAR_EAST, to: EAST });
// accepted, not yet done: counts for response time only
const underway = trip({ status: 'IN_PROGRESS', requestedAt: at(200), acceptedAt: at(230), pickupAt: at(250), readyEnd: at(260), unitId: 'm2', from: EAST });
// completed the day before: outside the window
const yesterday = trip({ requestedAt: at(-1500), acceptedAt: at(-1490), pickupAt: at(-1480), completedAt: at(-1400), revenue: 999, loadedMiles: 10, unitId: 'm3', from: BASE, to: EAST });
const trips = [first, second, underway, yesterday];
const completed = completedIn(trips, day);

describe('the figures, on one hand-built day', () => {
  it('counts only trips completed inside the window', () => {
    expect(completed).toEqual([first, second]);
  });

  it('total revenue is the sum of their fees; the average divides by their number', () => {
    expect(totalRevenue(completed)).toBe(1050.5);
    expect(averageRevenuePerTrip(completed)).toBe(525.25);
    expect(averageRevenuePerTrip([])).toBeNull();
  });

  it('revenue per hour divides by the unit time from acceptance to completion (90 + 120 minutes = 3.5 h)', () => {
    expect(revenuePerHour(completed)).toBe(300.14); // 1050.5 / 3.5
    expect(revenuePerHour([])).toBeNull();
  });

  it('loaded miles add up; deadhead runs from base, then from the previous drop-off of the same shift', () => {
    expect(loadedMiles(completed)).toBe(179.6);
    // first: base (0,0) → EAST 89.8 road miles; second: picked up where first dropped off (FAR_EAST) → 0
    const bases = new Map([['metro', BASE]]);
    expect(deadheadMiles(completed, trips, bases)).toBe(89.8);
    // without the earlier trip the second starts from base too: 89.8 + 179.6
    expect(deadheadMiles([second], [second], bases)).toBe(179.6);
    expect(loadedMileRatio(179.6, 89.8)).toBe(0.667);
    expect(loadedMileRatio(0, 0)).toBeNull();
  });

  it('a drop-off more than a shift before the pickup no longer places the unit', () => {
    const late = trip({ acceptedAt: at(900), pickupAt: at(960), completedAt: at(1000), from: FAR_EAST, to: EAST });
    expect(deadheadMiles([late], [first, late], new Map([['metro', BASE]]))).toBe(179.6);
  });

  it('response time runs from request to acceptance; time to pickup from acceptance to pickup', () => {
    expect(responseMinutes(trips, day)).toEqual([10, 5, 30]);
    expect(averageMinutes(responseMinutes(trips, day))).toBe(15);
    expect(medianMinutes(responseMinutes(trips, day))).toBe(10);
    expect(pickupMinutes(trips, day)).toEqual([30, 35, 20]);
    expect(medianMinutes([30, 35, 20, 40])).toBe(32.5);
    expect(medianMinutes([])).toBeNull();
  });

  it('a pickup is on time up to the end of its ready window', () => {
    // first picked up 10 minutes late; second and underway on time
    expect(onTimePickupRate(trips, day)).toBe(0.667);
  });

  it('keeps an offer when the unit arrives no later than the committed time and the tolerance', () => {
    // first committed to 35 and picked up at 40 (kept, within 5 minutes); second committed to 120, picked up at 130
    const awarded = [{ ...first, committedPickupAt: at(35) }, { ...second, committedPickupAt: at(120) }, underway, yesterday];
    expect(offersKept(awarded, day)).toEqual({ awardedOffers: 2, offersKept: 1, offersKeptRate: 0.5 });
    // the crew's At pickup step times the arrival: second reached the patient at 124
    const stepped = [awarded[0]!, { ...awarded[1]!, steps: { AT_PICKUP: at(124) } }, underway];
    expect(offersKept(stepped, day)).toEqual({ awardedOffers: 2, offersKept: 2, offersKeptRate: 1 });
    expect(offersKept(trips, day)).toEqual({ awardedOffers: 0, offersKept: 0, offersKeptRate: null });
  });

  it("times the arrival by the crew's At pickup step where there is one, else by the pickup, and says how many it timed", () => {
    // the crew of `first` reached the patient at 25, on time, and loaded them at 40; handed over 12 minutes after arriving
    const stepped = { ...first, steps: { AT_PICKUP: at(25), PATIENT_LOADED: at(40), AT_DESTINATION: at(88), HANDED_OVER: at(100) } };
    const withSteps = [stepped, second, underway, yesterday];
    expect(pickupMinutes(withSteps, day)).toEqual([15, 35, 20]);
    expect(onTimePickupRate(withSteps, day)).toBe(1);
    expect(bedsideMinutes(withSteps, day)).toEqual([15]);
    expect(handoverMinutes(withSteps, day)).toEqual([12]);
    expect(pickupsTimedBySteps(withSteps, day)).toEqual({ trips: 3, timedBySteps: 1 });
    // without steps, today's definitions, and nothing to time at the bedside
    expect(pickupsTimedBySteps(trips, day)).toEqual({ trips: 3, timedBySteps: 0 });
    expect(bedsideMinutes(trips, day)).toEqual([]);
  });

  it('acceptance rate counts answered offers only', () => {
    const offers = [
      { response: 'ACCEPTED', respondedAt: at(10) },
      { response: 'DECLINED', respondedAt: at(20) },
      { response: 'DECLINED', respondedAt: at(30) },
      { response: 'OFFERED', respondedAt: null },
      { response: 'ACCEPTED', respondedAt: at(-100) },
    ] as const;
    expect(acceptanceRate(offers, day)).toBe(0.333);
    expect(acceptanceRate([], day)).toBeNull();
  });

  it('unit efficiency is time committed over time available or committed, clipped to the window', () => {
    const spans = [
      { status: 'AVAILABLE', from: at(-60), to: at(60) }, // 60 min inside
      { status: 'COMMITTED', from: at(60), to: at(150) }, // 90
      { status: 'OUT_OF_SERVICE', from: at(150), to: at(300) }, // not in service
      { status: 'AVAILABLE', from: at(300), to: at(330) }, // 30
    ];
    expect(unitEfficiency(spans, day)).toBe(0.5);
    expect(unitEfficiency([], day)).toBeNull();
  });
});

describe('resolveWindow', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('names a window ending now, 24 h by default', () => {
    expect(resolveWindow({}, now)).toEqual({ from: new Date('2026-11-23T12:00:00Z'), to: now });
    expect(resolveWindow({ timeframe: '7d' }, now)).toEqual({ from: new Date('2026-11-17T12:00:00Z'), to: now });
  });
  it('takes from and to as given', () => {
    expect(resolveWindow({ from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00+01:00' }, now)).toEqual({
      from: new Date('2026-01-01T00:00:00Z'),
      to: new Date('2026-01-31T23:00:00Z'),
    });
  });
  it.each([
    [{ timeframe: '2w' }, TIMEFRAME_MESSAGES.timeframe],
    [{ from: '2026-01-01T00:00:00Z' }, TIMEFRAME_MESSAGES.fromTo],
    [{ from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, TIMEFRAME_MESSAGES.order],
    [{ from: '2023-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }, TIMEFRAME_MESSAGES.tooLong],
    [{ timeframe: '24h', from: '2026-01-01T00:00:00Z', to: '2026-02-01T00:00:00Z' }, TIMEFRAME_MESSAGES.both],
  ])('%o → %s', (q, error) => {
    expect(resolveWindow(q, now)).toEqual({ error });
  });
});

describe('localDaysIn', () => {
  it('starts each local date at its own midnight, 23 or 25 hours apart across daylight saving', () => {
    const w = { from: new Date('2026-10-31T15:00:00Z'), to: new Date('2026-11-03T02:00:00Z') };
    expect(localDaysIn(w, 'America/New_York')).toEqual([
      { date: '2026-10-31', starts: w.from },
      { date: '2026-11-01', starts: new Date('2026-11-01T04:00:00Z') },
      // 1 November ends at 05:00 UTC, standard time: a 25-hour day
      { date: '2026-11-02', starts: new Date('2026-11-02T05:00:00Z') },
    ]);
    const spring = { from: new Date('2026-03-07T12:00:00Z'), to: new Date('2026-03-09T12:00:00Z') };
    expect(localDaysIn(spring, 'America/New_York').map((d) => d.starts.toISOString())).toEqual([
      '2026-03-07T12:00:00.000Z',
      '2026-03-08T05:00:00.000Z',
      '2026-03-09T04:00:00.000Z',
    ]);
  });
});

describe('wholeUtcDaysOf', () => {
  const at = (iso: string) => new Date(iso);
  it('keeps the whole days for the per-day counts and the partial stretches around them', () => {
    expect(wholeUtcDaysOf({ from: at('2026-11-01T15:00:00Z'), to: at('2026-11-04T02:00:00Z') })).toEqual({
      days: { from: '2026-11-02', to: '2026-11-04' },
      edges: [
        { from: at('2026-11-01T15:00:00Z'), to: at('2026-11-02T00:00:00Z') },
        { from: at('2026-11-04T00:00:00Z'), to: at('2026-11-04T02:00:00Z') },
      ],
    });
  });
  it('has no edge where the window starts or ends at midnight UTC', () => {
    expect(wholeUtcDaysOf({ from: at('2026-11-01T00:00:00Z'), to: at('2026-11-03T00:00:00Z') })).toEqual({
      days: { from: '2026-11-01', to: '2026-11-03' },
      edges: [],
    });
  });
  it('counts a window without a whole day one by one', () => {
    const w = { from: at('2026-11-01T15:00:00Z'), to: at('2026-11-02T14:00:00Z') };
    expect(wholeUtcDaysOf(w)).toEqual({ days: null, edges: [w] });
    const inside = { from: at('2026-11-01T01:00:00Z'), to: at('2026-11-01T05:00:00Z') };
    expect(wholeUtcDaysOf(inside)).toEqual({ days: null, edges: [inside] });
  });
});
