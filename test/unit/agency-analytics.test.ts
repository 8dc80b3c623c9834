import { describe, expect, it } from 'vitest';
import { localDate, localDayWindow, zeroFilledDays } from '@/domain/analytics/agency-analytics';

const NY = 'America/New_York';

describe('local days of the agency analytics', () => {
  it('reads the local date in the zone, not in UTC', () => {
    // 03:30 UTC is still the evening before in New York, and already the same day in Berlin
    expect(localDate(Date.parse('2026-03-10T03:30:00Z'), NY)).toBe('2026-03-09');
    expect(localDate(Date.parse('2026-03-10T03:30:00Z'), 'Europe/Berlin')).toBe('2026-03-10');
  });

  it('lists the last days oldest first, today last, starting at local midnight', () => {
    const w = localDayWindow(Date.parse('2026-03-10T15:00:00Z'), 3, NY);
    expect(w.dates).toEqual(['2026-03-08', '2026-03-09', '2026-03-10']);
    // 8 March is the spring-forward day: its midnight is still standard time (UTC-5); 10 March is daylight time (UTC-4)
    expect(w.from.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(w.todayStart.toISOString()).toBe('2026-03-10T04:00:00.000Z');
  });

  it('crosses month and year ends', () => {
    const w = localDayWindow(Date.parse('2026-01-01T12:00:00Z'), 3, 'UTC');
    expect(w.dates).toEqual(['2025-12-30', '2025-12-31', '2026-01-01']);
    expect(w.from.toISOString()).toBe('2025-12-30T00:00:00.000Z');
  });

  it('is one day, today, for a period of 1', () => {
    const w = localDayWindow(Date.parse('2026-07-04T02:00:00Z'), 1, NY);
    expect(w.dates).toEqual(['2026-07-03']);
    expect(w.from).toEqual(w.todayStart);
  });

  it('fills the days without completions with zeros, in the order of the dates', () => {
    const dates = ['2026-03-08', '2026-03-09', '2026-03-10'];
    expect(zeroFilledDays(dates, [{ date: '2026-03-10', completed: 2, revenue: 980.5 }, { date: '2026-03-08', completed: 1, revenue: 425 }])).toEqual([
      { date: '2026-03-08', completed: 1, revenue: 425 },
      { date: '2026-03-09', completed: 0, revenue: 0 },
      { date: '2026-03-10', completed: 2, revenue: 980.5 },
    ]);
    // a row outside the dates (a clock change at the edge) is not shown
    expect(zeroFilledDays(['2026-03-10'], [{ date: '2026-03-07', completed: 5, revenue: 1 }])).toEqual([{ date: '2026-03-10', completed: 0, revenue: 0 }]);
  });

});
