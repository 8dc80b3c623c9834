import { describe, expect, it } from 'vitest';
import { greatCircleMiles } from '@/domain/places/geo';
import {
  AVERAGE_SPEED_MPH,
  estimatedMinutesFor,
  FEE_SCHEDULE,
  HANDLING_MINUTES,
  loadedMilesBetween,
  priceTrip,
  ROAD_FACTOR,
  tripRevenue,
} from '@/domain/planning/pricing';

const pittsburgh = { lat: 40.4406, lng: -79.9959 };
const tenMilesNorth = { lat: 40.4406 + 10 / 69.05, lng: -79.9959 };

describe('pricing', () => {
  it('counts loaded miles as great-circle miles times the road factor, to one decimal', () => {
    expect(greatCircleMiles(pittsburgh, tenMilesNorth)).toBeCloseTo(10, 1);
    expect(loadedMilesBetween(pittsburgh, tenMilesNorth)).toBe(13);
    expect(ROAD_FACTOR).toBe(1.3);
  });

  it('estimates minutes as handling time plus driving at the average speed', () => {
    expect(estimatedMinutesFor(0)).toBe(HANDLING_MINUTES);
    expect(estimatedMinutesFor(AVERAGE_SPEED_MPH)).toBe(HANDLING_MINUTES + 60);
    expect(estimatedMinutesFor(13)).toBe(36);
  });

  it('bills a base fee by level plus a rate per loaded mile, times the priority multiplier', () => {
    expect(tripRevenue('BLS', 'MEDIUM', 10)).toBe(425 + 145);
    expect(tripRevenue('ALS', 'LOW', 10)).toBe(650 + 165);
    expect(tripRevenue('CCT', 'HIGH', 10)).toBe(Math.round((1150 + 220) * 1.15 * 100) / 100);
    expect(tripRevenue('BLS', 'CRITICAL', 0)).toBe(552.5);
    // every level and priority has a rate: nothing falls back to a placeholder
    for (const table of Object.values(FEE_SCHEDULE)) for (const rate of Object.values(table)) expect(rate).toBeGreaterThan(0);
  });

  it('prices a whole trip, or nothing at all when an end has no coordinates', () => {
    expect(priceTrip({ from: pittsburgh, to: tenMilesNorth, level: 'BLS', priority: 'HIGH' })).toEqual({
      loadedMiles: 13,
      estimatedMinutes: 36,
      revenue: Math.round((425 + 14.5 * 13) * 1.15 * 100) / 100,
    });
    expect(priceTrip({ from: pittsburgh, to: null, level: 'ALS', priority: 'LOW' })).toEqual({ loadedMiles: null, estimatedMinutes: null, revenue: null });
  });
});
