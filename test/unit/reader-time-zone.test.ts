import { afterEach, describe, expect, it } from 'vitest';
import { formatClockTime, formatDate, instantOfLocalInput, formatDateTime, formatPlanTime, formatShortDateTime, formatTime, setReaderTimeZone } from '@/web/lib/format';
import { clockTime, organisationTimeZone, readableTime } from '@/domain/common/time-zones';

const AT = '2026-12-01T05:30:00.000Z';

describe("times on screen, in the reader's organisation's zone", () => {
  afterEach(() => setReaderTimeZone(undefined));

  it('writes every clock time with the zone it is in', () => {
    setReaderTimeZone('America/Los_Angeles');
    expect(formatDateTime(AT)).toMatch(/Nov 30, 2026.*9:30 PM PST$/);
    expect(formatShortDateTime(AT)).toMatch(/11\/30\/26.*9:30 PM PST$/);
    expect(formatTime(AT)).toMatch(/9:30 PM PST$/);
    expect(formatClockTime(Date.parse(AT))).toMatch(/9:30:00 PM PST$/);
    setReaderTimeZone('America/New_York');
    expect(formatDateTime(AT)).toMatch(/Dec 1, 2026.*12:30 AM EST$/);
  });

  it("dates a moment by the reader's calendar, not the browser's", () => {
    setReaderTimeZone('America/Los_Angeles');
    expect(formatDate(AT)).toBe('Nov 30, 2026');
    // the same evening in Los Angeles is the same day there, although it is already the 1st in UTC
    expect(formatPlanTime(AT, new Date('2026-11-30T20:00:00.000Z'))).toMatch(/^9:30 PM PST$/);
    setReaderTimeZone('America/New_York');
    expect(formatPlanTime(AT, new Date('2026-11-30T20:00:00.000Z'))).toMatch(/12\/1\/26.*12:30 AM EST$/);
  });
});

describe('instantOfLocalInput', () => {
  afterEach(() => setReaderTimeZone(undefined));

  it("reads what was typed in a date-time input on the reader's clock, whatever the browser's", () => {
    setReaderTimeZone('America/Los_Angeles');
    expect(instantOfLocalInput('2026-12-01T14:30')).toBe('2026-12-01T22:30:00.000Z');
    setReaderTimeZone('America/New_York');
    expect(instantOfLocalInput('2026-07-01T14:30')).toBe('2026-07-01T18:30:00.000Z');
    expect(instantOfLocalInput('')).toBeNull();
    expect(instantOfLocalInput('tomorrow')).toBeNull();
  });
});

describe('organisationTimeZone', () => {
  it("takes the organisation's choice, else its state's zone, else none", () => {
    expect(organisationTimeZone({ timeZone: 'America/Chicago', state: 'PA' })).toBe('America/Chicago');
    expect(organisationTimeZone({ timeZone: null, state: 'pa ' })).toBe('America/New_York');
    expect(organisationTimeZone({ timeZone: null, state: 'AZ' })).toBe('America/Phoenix');
    expect(organisationTimeZone({ timeZone: null, state: '' })).toBeNull();
    expect(organisationTimeZone({ timeZone: null, state: null })).toBeNull();
  });

  it('reads a time with its abbreviation, summer and winter', () => {
    expect(readableTime(new Date('2026-07-01T16:00:00Z'), 'America/New_York')).toBe('Jul 1, 2026, 12:00 PM EDT');
    expect(readableTime(new Date('2026-12-01T17:00:00Z'), 'America/New_York')).toBe('Dec 1, 2026, 12:00 PM EST');
  });

  it('reads the hour and minute on a 24-hour clock in the zone, as a cancelled step tells the crew', () => {
    expect(clockTime(new Date('2026-11-21T19:02:30Z'), 'America/New_York')).toBe('14:02');
    expect(clockTime(new Date('2026-07-01T04:05:00Z'), 'America/Chicago')).toBe('23:05');
  });
});
