import { describe, expect, it } from 'vitest';
import { STANDING_ORDER_MESSAGES } from '@/domain/standing-orders/standing-order-messages';
import { dueOccurrences, occurrenceDates, occurrencesOf, seriesOverAt, zonedTime, type StandingOrderRule } from '@/domain/standing-orders/standing-order-rule';

const NY = 'America/New_York';
const rule = (r: Partial<StandingOrderRule>): StandingOrderRule => ({
  daysOfWeek: ['MON', 'WED', 'FRI'],
  everyDays: null,
  time: '06:30',
  startDate: '2027-03-01',
  endDate: null,
  count: 36,
  ...r,
});
const datesOf = (r: Partial<StandingOrderRule>) => {
  const reading = occurrenceDates(rule(r));
  if (!reading.ok) throw new Error(reading.message);
  return reading.dates;
};
const refusal = (r: Partial<StandingOrderRule>) => {
  const reading = occurrenceDates(rule(r));
  return reading.ok ? null : reading.message;
};

describe('standing order dates', () => {
  it('makes Mon/Wed/Fri for twelve weeks: 36 dates, each on one of those days', () => {
    const dates = datesOf({});
    expect(dates).toHaveLength(36);
    expect(dates.slice(0, 4)).toEqual(['2027-03-01', '2027-03-03', '2027-03-05', '2027-03-08']);
    expect(dates.at(-1)).toBe('2027-05-21');
    expect(new Set(dates.map((d) => new Date(`${d}T12:00:00Z`).getUTCDay()))).toEqual(new Set([1, 3, 5]));
  });

  it('ends on the end date, which it includes', () => {
    expect(datesOf({ count: null, endDate: '2027-03-08' })).toEqual(['2027-03-01', '2027-03-03', '2027-03-05', '2027-03-08']);
  });

  it('repeats every N days from the start date', () => {
    expect(datesOf({ daysOfWeek: null, everyDays: 3, count: 4 })).toEqual(['2027-03-01', '2027-03-04', '2027-03-07', '2027-03-10']);
    expect(datesOf({ daysOfWeek: null, everyDays: 2, count: null, endDate: '2027-03-05' })).toEqual(['2027-03-01', '2027-03-03', '2027-03-05']);
  });

  it('crosses month and year ends and leap days', () => {
    expect(datesOf({ daysOfWeek: null, everyDays: 1, startDate: '2028-02-28', count: 3 })).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(datesOf({ daysOfWeek: null, everyDays: 1, startDate: '2027-12-31', count: 2 })).toEqual(['2027-12-31', '2028-01-01']);
  });

  it('refuses a series with no days, an end before its start, more than 500 trips, or no date at all', () => {
    expect(refusal({ daysOfWeek: [] })).toBe(STANDING_ORDER_MESSAGES.noDays);
    expect(refusal({ daysOfWeek: null, everyDays: null })).toBe(STANDING_ORDER_MESSAGES.noDays);
    expect(refusal({ count: null, endDate: '2027-02-28' })).toBe(STANDING_ORDER_MESSAGES.endBeforeStart);
    expect(refusal({ count: 501 })).toBe(STANDING_ORDER_MESSAGES.tooMany(501));
    expect(refusal({ count: null, endDate: '9999-12-31' })).toMatch(/more than 500 trips/);
    expect(refusal({ daysOfWeek: ['SUN'], count: null, endDate: '2027-03-06' })).toBe(STANDING_ORDER_MESSAGES.noOccurrences);
    expect(datesOf({ daysOfWeek: null, everyDays: 1, count: 500 })).toHaveLength(500);
  });
});

describe('standing order times across daylight-saving changes', () => {
  it('keeps 06:30 local across both changes of 2027: EST before, EDT between, EST after', () => {
    const dates = datesOf({ daysOfWeek: null, everyDays: 1, startDate: '2027-03-13', count: 240 });
    const all = occurrencesOf(dates, { time: '06:30' }, [], NY);
    const at = (d: string) => all.find((o) => o.date === d)!.at.toISOString();
    expect(at('2027-03-13')).toBe('2027-03-13T11:30:00.000Z');
    expect(at('2027-03-14')).toBe('2027-03-14T10:30:00.000Z');
    expect(at('2027-11-06')).toBe('2027-11-06T10:30:00.000Z');
    expect(at('2027-11-07')).toBe('2027-11-07T11:30:00.000Z');
    expect(new Set(all.map((o) => o.date)).size).toBe(240);
    expect(all.every((o) => !o.shifted)).toBe(true);
  });

  it('moves 02:30 on the spring-forward Sunday to 03:30 and says so', () => {
    expect(zonedTime('2027-03-14', '02:30', NY)).toEqual({ at: new Date('2027-03-14T07:30:00.000Z'), time: '03:30', shifted: true });
    expect(zonedTime('2027-03-13', '02:30', NY).shifted).toBe(false);
  });

  it('takes 01:30 on the fall-back Sunday once, the first (daylight-time) one', () => {
    expect(zonedTime('2027-11-07', '01:30', NY)).toEqual({ at: new Date('2027-11-07T05:30:00.000Z'), time: '01:30', shifted: false });
    const dates = datesOf({ daysOfWeek: ['SUN'], startDate: '2027-10-31', count: 2, time: '01:30' });
    expect(occurrencesOf(dates, { time: '01:30' }, [], NY).map((o) => o.at.toISOString())).toEqual([
      '2027-10-31T05:30:00.000Z',
      '2027-11-07T05:30:00.000Z',
    ]);
  });
});

describe('skipped and changed dates, and the dates due now', () => {
  const dates = datesOf({ count: 6 });
  const occurrences = occurrencesOf(
    dates,
    { time: '06:30' },
    [
      { date: '2027-03-03', skipped: true, time: null },
      { date: '2027-03-05', skipped: false, time: '09:15' },
    ],
    NY,
  );

  it('skips one date and moves another without touching the rest', () => {
    expect(occurrences.map((o) => [o.date, o.time, o.skipped])).toEqual([
      ['2027-03-01', '06:30', false],
      ['2027-03-03', '06:30', true],
      ['2027-03-05', '09:15', false],
      ['2027-03-08', '06:30', false],
      ['2027-03-10', '06:30', false],
      ['2027-03-12', '06:30', false],
    ]);
    expect(occurrences[2]!.at.toISOString()).toBe('2027-03-05T14:15:00.000Z');
  });

  it('is due from now to the days ahead in the facility zone, never a skipped or past date', () => {
    // 2027-03-01 at 07:00 in New York: today's 06:30 is past; a week ahead reaches 2027-03-08
    const due = dueOccurrences(occurrences, new Date('2027-03-01T12:00:00Z'), 7, NY);
    expect(due.map((o) => o.date)).toEqual(['2027-03-05', '2027-03-08']);
    // 2027-03-01 at 21:00 in New York is already 03-02 in UTC: the horizon counts the facility's days
    expect(dueOccurrences(occurrences, new Date('2027-03-02T02:00:00Z'), 9, NY).map((o) => o.date)).toEqual(['2027-03-05', '2027-03-08', '2027-03-10']);
  });
});

describe('when a series is over', () => {
  it('is the end of its last date in the facility zone, or when it was ended', () => {
    // 36 Mon/Wed/Fri trips from Monday 2027-03-01 end on Friday 2027-05-21; midnight after it is 04:00 UTC in daylight time
    expect(seriesOverAt(rule({}), null, NY)).toEqual(new Date('2027-05-22T04:00:00.000Z'));
    expect(seriesOverAt(rule({ count: null, endDate: '2027-01-15', startDate: '2027-01-04' }), null, NY)).toEqual(new Date('2027-01-16T05:00:00.000Z'));
    const ended = new Date('2027-03-10T12:00:00.000Z');
    expect(seriesOverAt(rule({}), ended, NY)).toBe(ended);
    expect(seriesOverAt(rule({ daysOfWeek: [] }), null, NY)).toBeNull();
  });
});
