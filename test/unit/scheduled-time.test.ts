import { describe, expect, it } from 'vitest';
import { dateInZone, isDateTimeText, parseScheduledTime, zoneOffsetMs } from '@/domain/trips/scheduled-time';

const NY = 'America/New_York';
const iso = (text: string, zone = NY) => parseScheduledTime(text, zone)?.toISOString() ?? null;

describe('scheduled time', () => {
  it('reads a datetime-local value in the configured zone, in winter (EST) and in summer (EDT)', () => {
    expect(iso('2026-01-15T14:30')).toBe('2026-01-15T19:30:00.000Z');
    expect(iso('2026-07-01T14:30')).toBe('2026-07-01T18:30:00.000Z');
    expect(iso('2026-11-21T14:30:15')).toBe('2026-11-21T19:30:15.000Z');
    expect(iso('2026-07-01T14:30', 'UTC')).toBe('2026-07-01T14:30:00.000Z');
    expect(iso('2026-07-01T14:30', 'Europe/Berlin')).toBe('2026-07-01T12:30:00.000Z');
  });

  it('takes a value with an offset as it is, whatever the zone', () => {
    expect(iso('2026-07-01T14:30:00Z')).toBe('2026-07-01T14:30:00.000Z');
    expect(iso('2026-07-01T14:30:00.250+02:00')).toBe('2026-07-01T12:30:00.250Z');
    expect(iso('2026-01-15T09:00-05:00', 'Asia/Tokyo')).toBe('2026-01-15T14:00:00.000Z');
  });

  it('moves a time skipped by the spring-forward gap forward, and takes the first of a repeated autumn hour', () => {
    expect(iso('2026-03-08T02:30')).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
    expect(iso('2026-11-01T01:30')).toBe('2026-11-01T05:30:00.000Z'); // 01:30 EDT, the first one
    expect(iso('2026-11-01T02:30')).toBe('2026-11-01T07:30:00.000Z'); // after the change: EST
  });

  it('refuses texts that are not a real date and time', () => {
    for (const bad of ['', 'tomorrow', '2026-02-30T10:00', '2026-13-01T10:00', '2026-01-01T24:00', '2026-01-01', '2026-01-01T10:00+0200']) {
      expect(isDateTimeText(bad), bad).toBe(false);
      expect(parseScheduledTime(bad, NY), bad).toBeNull();
    }
    expect(isDateTimeText('2026-02-28T23:59')).toBe(true);
    expect(isDateTimeText('2028-02-29T00:00Z')).toBe(true);
  });

  it('knows the zone offset, also for a zone half an hour off', () => {
    expect(zoneOffsetMs(Date.UTC(2026, 0, 15), NY)).toBe(-5 * 3_600_000);
    expect(zoneOffsetMs(Date.UTC(2026, 6, 1), NY)).toBe(-4 * 3_600_000);
    expect(zoneOffsetMs(Date.UTC(2026, 6, 1), 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
  });

  it("names the calendar date of an instant in the zone, which may not be UTC's", () => {
    expect(dateInZone(new Date('2026-03-05T03:30:00Z'), NY)).toBe('2026-03-04');
    expect(dateInZone(new Date('2026-03-05T03:30:00Z'), 'UTC')).toBe('2026-03-05');
    expect(dateInZone(new Date('2026-12-31T20:00:00Z'), 'Asia/Tokyo')).toBe('2027-01-01');
  });
});
