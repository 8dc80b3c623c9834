import { describe, expect, it } from 'vitest';
import { type ArrivalFacts, estimatedArrival } from '@/domain/trips/estimated-arrival';

const pickup = { lat: 40.4406, lng: -79.9959 };
// 10 great-circle miles north: 13 road miles, 26 minutes at 30 mph
const tenMilesNorth = { lat: 40.4406 + 10 / 69.05, lng: -79.9959 };
const now = new Date('2026-11-21T14:00:00.000Z');
const minutesFromNow = (m: number) => new Date(now.getTime() + m * 60_000);

const accepted: ArrivalFacts = {
  status: 'ACCEPTED',
  assignedUnitId: 'unit-1',
  latestStep: null,
  latestStepAt: null,
  committedPickupAt: null,
  pickup,
  unitPosition: tenMilesNorth,
};
const enRoute = { ...accepted, latestStep: 'EN_ROUTE' as const, latestStepAt: minutesFromNow(-6) };

describe('estimated arrival at the pickup', () => {
  it('gives none for a crew not yet set out whose agency committed to no time, wherever the unit is', () => {
    expect(estimatedArrival(accepted, now)).toBeNull();
    expect(estimatedArrival({ ...accepted, unitPosition: null }, now)).toBeNull();
  });

  it("counts the drive from the unit's reported position once En route, never arriving before now", () => {
    expect(estimatedArrival(enRoute, now)).toEqual({ at: minutesFromNow(20), minutes: 26, from: 'UNIT_POSITION' });
    expect(estimatedArrival({ ...enRoute, latestStepAt: minutesFromNow(-40) }, now)?.at).toEqual(now);
  });

  it('gives none En route without a reported position, unless the agency committed to a pickup time', () => {
    expect(estimatedArrival({ ...enRoute, unitPosition: null }, now)).toBeNull();
    expect(estimatedArrival({ ...enRoute, unitPosition: null, committedPickupAt: minutesFromNow(30) }, now)).toEqual({
      at: minutesFromNow(30),
      minutes: null,
      from: 'COMMITTED_PICKUP',
    });
  });

  it("expects a crew not yet set out at its agency's committed pickup, or later when the unit could not make it from its position", () => {
    const committed = { ...accepted, committedPickupAt: minutesFromNow(140) };
    expect(estimatedArrival(committed, now)).toEqual({ at: minutesFromNow(140), minutes: null, from: 'COMMITTED_PICKUP' });
    expect(estimatedArrival({ ...committed, committedPickupAt: minutesFromNow(15) }, now)).toEqual({ at: minutesFromNow(26), minutes: 26, from: 'UNIT_POSITION' });
    expect(estimatedArrival({ ...committed, unitPosition: null, committedPickupAt: minutesFromNow(15) }, now)?.from).toBe('COMMITTED_PICKUP');
  });

  it('gives none once the unit is at the pickup, outside ACCEPTED, or without a unit to measure from', () => {
    const committed = { ...accepted, committedPickupAt: minutesFromNow(30) };
    expect(estimatedArrival({ ...committed, latestStep: 'AT_PICKUP', latestStepAt: now }, now)).toBeNull();
    expect(estimatedArrival({ ...committed, status: 'IN_PROGRESS' }, now)).toBeNull();
    expect(estimatedArrival({ ...committed, status: 'PENDING' }, now)).toBeNull();
    expect(estimatedArrival({ ...enRoute, assignedUnitId: null }, now)).toBeNull();
    expect(estimatedArrival({ ...enRoute, pickup: null }, now)).toBeNull();
  });
});
