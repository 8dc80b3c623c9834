import { describe, expect, it } from 'vitest';
import { formatWaited, formatZonedDateTime } from '../../src/web/lib/format';

describe('how the screens tell a wait and a scheduled time', () => {
  it('a wait reads in its two largest units', () => {
    expect([0, 42, 60, 185, 1440, 1500, 3000].map(formatWaited)).toEqual(['0 min', '42 min', '1 h', '3 h 5 min', '1 d', '1 d 1 h', '2 d 2 h']);
  });

  it('a scheduled time reads on the clock of the zone it is given, with the zone named', () => {
    const iso = '2030-06-03T09:30:00Z';
    const there = formatZonedDateTime(iso, 'America/New_York');
    expect(there).toContain('5:30');
    expect(there).toMatch(/EDT|GMT-4/);
    expect(formatZonedDateTime(iso, 'America/Los_Angeles')).toContain('2:30');
    expect(formatZonedDateTime('2030-01-10T15:00:00Z', 'America/New_York')).toMatch(/EST|GMT-5/);
  });
});
