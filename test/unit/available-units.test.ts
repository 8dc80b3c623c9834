import { describe, expect, it } from 'vitest';
import { nextWallClock } from '@/domain/units/available-units';
import { highestLevelCarried } from '@/domain/units/vehicle-fit';

describe('highestLevelCarried', () => {
  it('is the highest of its BLS, ALS and CCT capabilities, CCT for critical care, none for a wheelchair van', () => {
    expect(highestLevelCarried({ type: 'AMBULANCE', capabilities: ['BLS', 'ALS', 'OXYGEN'] })).toBe('ALS');
    expect(highestLevelCarried({ type: 'CRITICAL_CARE', capabilities: [] })).toBe('CCT');
    expect(highestLevelCarried({ type: 'WHEELCHAIR_VAN', capabilities: ['WHEELCHAIR'] })).toBeNull();
    expect(highestLevelCarried({ type: 'AMBULANCE', capabilities: ['OXYGEN'] })).toBeNull();
  });
});

describe('nextWallClock', () => {
  const zone = 'America/New_York';
  it('is later today when the time is still to come, else tomorrow', () => {
    expect(nextWallClock(new Date('2026-11-25T15:00:00Z'), '19:00', zone)!.toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(nextWallClock(new Date('2026-11-26T01:00:00Z'), '19:00', zone)!.toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });
  it('follows the zone across a change of clocks, and refuses a malformed time', () => {
    // 7 p.m. the day daylight saving ends (1 November 2026) is 00:00 UTC the next day, not 23:00
    expect(nextWallClock(new Date('2026-11-01T12:00:00Z'), '19:00', zone)!.toISOString()).toBe('2026-11-02T00:00:00.000Z');
    expect(nextWallClock(new Date('2026-11-01T12:00:00Z'), '25:00', zone)).toBeNull();
    expect(nextWallClock(new Date('2026-11-01T12:00:00Z'), null, zone)).toBeNull();
  });
});
