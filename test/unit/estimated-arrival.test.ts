import { describe, expect, it } from 'vitest';
import { type ArrivalFacts, estimatedArrival } from '@/domain/trips/estimated-arrival';

const pickup = { lat: 40.4406, lng: -79.9959 };
// 10 great-circle miles north: 13 road miles, 26 minutes at 30 mph
const tenMilesNorth = { lat: 40.4406 + 10 / 69.05, lng: -79.9959 };
const twentyMilesNorth = { lat: 40.4406 + 20 / 69.05, lng: -79.9959 };
const now = new Date('2026-11-21T14:00:00.000Z');
const minutesFromNow = (m: number) => new Date(now.getTime() + m * 60_000);

const accepted: ArrivalFacts = {
  status: 'ACCEPTED',
  assignedUnitId: 'unit-1',
  latestStep: null,
  latestStepAt: null,
  scheduledTime: now,
  committedPickupAt: null,
  pickup,
  unitPosition: null,
  agencyBase: twentyMilesNorth,
};

describe('estimated arrival at the pickup', () => {
  it("measures from the unit's last reported position when there is one, else from its agency's base", () => {
    expect(estimatedArrival({ ...accepted, unitPosition: tenMilesNorth }, now)).toEqual({ at: minutesFromNow(26), minutes: 26, from: 'UNIT_POSITION' });
    expect(estimatedArrival(accepted, now)).toEqual({ at: minutesFromNow(52), minutes: 52, from: 'AGENCY_BASE' });
  });

  it('expects a unit not yet en route at the scheduled time, or later when it could not make it from where it is', () => {
    const later = { ...accepted, scheduledTime: minutesFromNow(120), unitPosition: tenMilesNorth };
    expect(estimatedArrival(later, now)?.at).toEqual(minutesFromNow(120));
    expect(estimatedArrival({ ...later, scheduledTime: minutesFromNow(10) }, now)?.at).toEqual(minutesFromNow(26));
  });

  it('expects a unit not yet en route at the pickup time its agency committed to, when it won the trip with an offer', () => {
    const committed = { ...accepted, scheduledTime: minutesFromNow(120), committedPickupAt: minutesFromNow(140), unitPosition: tenMilesNorth };
    expect(estimatedArrival(committed, now)?.at).toEqual(minutesFromNow(140));
    expect(estimatedArrival({ ...committed, committedPickupAt: minutesFromNow(15) }, now)?.at).toEqual(minutesFromNow(26));
  });

  it('counts the drive from the En route step, never arriving before now', () => {
    const enRoute = { ...accepted, unitPosition: tenMilesNorth, latestStep: 'EN_ROUTE' as const, latestStepAt: minutesFromNow(-6) };
    expect(estimatedArrival(enRoute, now)).toEqual({ at: minutesFromNow(20), minutes: 26, from: 'UNIT_POSITION' });
    expect(estimatedArrival({ ...enRoute, latestStepAt: minutesFromNow(-40) }, now)?.at).toEqual(now);
  });

  it('gives none once the unit is at the pickup, outside ACCEPTED, without a unit, or without a point to measure from', () => {
    expect(estimatedArrival({ ...accepted, latestStep: 'AT_PICKUP', latestStepAt: now }, now)).toBeNull();
    expect(estimatedArrival({ ...accepted, status: 'IN_PROGRESS' }, now)).toBeNull();
    expect(estimatedArrival({ ...accepted, status: 'PENDING' }, now)).toBeNull();
    expect(estimatedArrival({ ...accepted, assignedUnitId: null }, now)).toBeNull();
    expect(estimatedArrival({ ...accepted, pickup: null }, now)).toBeNull();
    expect(estimatedArrival({ ...accepted, agencyBase: null }, now)).toBeNull();
  });
});
