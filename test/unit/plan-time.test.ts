import { describe, expect, it } from 'vitest';
import { formatPlanTime, formatShortDateTime, formatTime } from '@/web/lib/format';

describe('a planned moment on screen', () => {
  const now = new Date(2026, 10, 25, 19, 15);
  it('is the clock time alone on the same day', () => {
    const later = new Date(2026, 10, 25, 23, 40).toISOString();
    expect(formatPlanTime(later, now)).toBe(formatTime(later));
  });
  it('carries its date on another day, so a route into tomorrow is not read as tonight', () => {
    const tomorrow = new Date(2026, 10, 26, 13, 15).toISOString();
    expect(formatPlanTime(tomorrow, now)).toBe(formatShortDateTime(tomorrow));
    expect(formatPlanTime(tomorrow, now)).not.toBe(formatTime(tomorrow));
  });
});
