import { describe, expect, it } from 'vitest';
import { automaticChoiceLabel, automaticCenterTimeZone, centerTimeZone } from '@/domain/common/center-time-zone';

const f = (state: string | null, count = 1, timeZone: string | null = null) => ({ state, count, timeZone });

describe("the control center's time zone", () => {
  it('is the zone an administrator chose, whatever the facilities', () => {
    expect(centerTimeZone('America/Denver', [f('PA', 9)], 'UTC')).toBe('America/Denver');
  });

  it('is otherwise the zone most active facilities read: their chosen zone, else their state', () => {
    expect(centerTimeZone(null, [f('PA', 3), f('OH', 2), f('TX', 4)], 'UTC')).toBe('America/New_York');
    expect(centerTimeZone(null, [f('PA', 3, 'America/Chicago'), f('TX', 1), f('NY', 2)], 'UTC')).toBe('America/Chicago');
    expect(centerTimeZone(null, [f(' az ', 1)], 'UTC')).toBe('America/Phoenix');
  });

  it('breaks a tie by the order of the choices, east first', () => {
    expect(automaticCenterTimeZone([f('CA', 2), f('IL', 2)], 'UTC')).toBe('America/Chicago');
  });

  it("is the server's TZ when no facility's zone is known", () => {
    expect(centerTimeZone(null, [], 'UTC')).toBe('UTC');
    expect(centerTimeZone(null, [f('', 4), f(null, 1), f('ZZ', 2)], 'Europe/Berlin')).toBe('Europe/Berlin');
  });

  it('names the automatic choice by where it comes from', () => {
    expect(automaticChoiceLabel({ automaticTimeZone: 'America/New_York', automaticFromFacilities: true })).toBe('Automatic (Eastern): the zone most facilities are in');
    expect(automaticChoiceLabel({ automaticTimeZone: 'UTC', automaticFromFacilities: false })).toBe("Automatic (UTC): the server's zone");
  });
});
