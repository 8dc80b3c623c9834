import { describe, expect, it } from 'vitest';
import { earlyStartMinutes, MOVE_CONFIRM_TEXTS, quickCompleteMinutes, spanText } from '@/domain/trips/move-confirmations';

const now = new Date('2026-11-27T10:00:00Z');

describe('which moves ask before they are sent', () => {
  it('Start Trip asks from 60 minutes before the scheduled pickup, not closer to it or after it', () => {
    expect(earlyStartMinutes({ scheduledTime: '2026-11-27T11:00:00Z' }, now)).toBe(60);
    expect(earlyStartMinutes({ scheduledTime: '2026-11-27T15:05:00Z' }, now)).toBe(305);
    expect(earlyStartMinutes({ scheduledTime: '2026-11-27T10:59:00Z' }, now)).toBeNull();
    expect(earlyStartMinutes({ scheduledTime: '2026-11-27T09:00:00Z' }, now)).toBeNull();
  });

  it('Complete Trip asks within 5 minutes of the start, and never for a trip without a start', () => {
    expect(quickCompleteMinutes({ actualStartTime: '2026-11-27T09:59:30Z' }, now)).toBe(0);
    expect(quickCompleteMinutes({ actualStartTime: '2026-11-27T09:55:30Z' }, now)).toBe(4);
    expect(quickCompleteMinutes({ actualStartTime: '2026-11-27T09:55:00Z' }, now)).toBeNull();
    expect(quickCompleteMinutes({ actualStartTime: null }, now)).toBeNull();
  });

  it('says spans and the question in words a dispatcher reads', () => {
    expect([spanText(45), spanText(60), spanText(125), spanText(1500), spanText(4 * 1440 + 7)]).toEqual(['45 min', '1 h', '2 h 5 min', '25 h', '4 days']);
    expect(MOVE_CONFIRM_TEXTS.earlyStart('PAB12CD34', 305, '11/27/26, 3:05 PM')).toBe(
      'The pickup of PAB12CD34 is scheduled for 11/27/26, 3:05 PM, in 5 h 5 min. Start Trip records the patient as picked up now.',
    );
    expect(MOVE_CONFIRM_TEXTS.quickComplete('PAB12CD34', 0)).toBe('PAB12CD34 was picked up less than a minute ago. Complete Trip records the patient as delivered now.');
  });
});
