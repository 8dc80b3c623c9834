import { describe, expect, it } from 'vitest';
import { loadedMilesBetween } from '@/domain/planning/pricing';
import { unitCarries } from '@/domain/units/vehicle-fit';
import { backhaulPairs, type BackhaulRequest } from '@/planner/backhaul/backhaul-pairs';

/** A small deterministic generator, so a failing case can be replayed. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function requests(seed: number, n: number, spreadDeg: number): BackhaulRequest[] {
  const next = random(seed);
  const point = () => ({ lat: 40.4 + (next() - 0.5) * spreadDeg, lng: -79.9 + (next() - 0.5) * spreadDeg });
  return Array.from({ length: n }, (_, i) => {
    const pickup = point();
    const dropOff = point();
    return { id: `r${i}`, pickup, dropOff, readyAt: Date.UTC(2026, 10, 25, 8) + Math.floor(next() * 10 * 60) * 60_000, loadedMiles: loadedMilesBetween(pickup, dropOff) };
  });
}

/**
 * Every two requests, checked one by one in both orders: the definition the grid must agree with. Of two orders that
 * both qualify, the one with less empty driving (so the higher efficiency) is kept.
 */
function naive(rs: BackhaulRequest[], maxDistanceMiles: number, maxTimeWindowMinutes: number) {
  const found: string[] = [];
  const empty = (a: BackhaulRequest, b: BackhaulRequest) => {
    if (Math.abs(a.readyAt - b.readyAt) > maxTimeWindowMinutes * 60_000) return Infinity;
    const miles = loadedMilesBetween(a.dropOff, b.pickup);
    return miles > maxDistanceMiles ? Infinity : miles;
  };
  rs.forEach((a, i) => {
    for (const b of rs.slice(i + 1)) {
      const ab = empty(a, b);
      const ba = empty(b, a);
      if (ab === Infinity && ba === Infinity) continue;
      found.push(ab < ba || (ab === ba && a.readyAt <= b.readyAt) ? `${a.id}>${b.id}` : `${b.id}>${a.id}`);
    }
  });
  return found.sort();
}

describe('backhaulPairs', () => {
  it.each([
    [1, 60, 0.6, 15, 90],
    [2, 150, 1.2, 15, 90],
    [3, 200, 3, 40, 30],
    [4, 80, 0.2, 2, 240],
  ])('finds exactly the pairs an all-pairs scan finds (seed %i, %i requests)', (seed, n, spread, miles, minutes) => {
    const rs = requests(seed, n, spread);
    const pairs = backhaulPairs(rs, { maxDistanceMiles: miles, maxTimeWindowMinutes: minutes });
    expect(pairs.map((p) => `${p.first.id}>${p.second.id}`).sort()).toEqual(naive(rs, miles, minutes));
    expect(pairs.length).toBeGreaterThan(0);
  });

  it('measures each pair and lists the best first', () => {
    const at = { lat: 40.44, lng: -79.99 };
    const far = { lat: 40.6, lng: -79.99 };
    const rs: BackhaulRequest[] = [
      { id: 'a', pickup: far, dropOff: at, readyAt: 0, loadedMiles: loadedMilesBetween(far, at) },
      { id: 'b', pickup: at, dropOff: far, readyAt: 30 * 60_000, loadedMiles: loadedMilesBetween(at, far) },
      { id: 'c', pickup: { lat: 40.5, lng: -79.99 }, dropOff: far, readyAt: 45 * 60_000, loadedMiles: 5 },
    ];
    const pairs = backhaulPairs(rs, { maxDistanceMiles: 15, maxTimeWindowMinutes: 90 });
    expect(pairs[0]).toMatchObject({ first: { id: 'a' }, second: { id: 'b' }, distance: 0, timeWindow: 30, efficiency: 100 });
    // a and b each end where the other starts, and c ends where a starts: no empty mile, earliest first on a tie;
    // b then a is the same two requests as a then b, so it is not listed again
    expect(pairs.slice(0, 2).map((p) => `${p.first.id}>${p.second.id}`)).toEqual(['a>b', 'c>a']);
    expect(pairs.slice(2).every((p) => p.distance > 0 && p.efficiency < 100)).toBe(true);
    const twice = new Set(pairs.map((p) => [p.first.id, p.second.id].sort().join()));
    expect(twice.size).toBe(pairs.length);
    for (let i = 1; i < pairs.length; i++) expect(pairs[i - 1]!.efficiency).toBeGreaterThanOrEqual(pairs[i]!.efficiency);
  });

  it('lists only pairs one kind of unit of the fleet can carry both of', () => {
    const at = { lat: 40.44, lng: -79.99 };
    const far = { lat: 40.6, lng: -79.99 };
    const rs: BackhaulRequest[] = [
      { id: 'bls', pickup: far, dropOff: at, readyAt: 0, loadedMiles: 14, need: { transportLevel: 'BLS' } },
      { id: 'cct', pickup: at, dropOff: far, readyAt: 30 * 60_000, loadedMiles: 14, need: { transportLevel: 'CCT' } },
      { id: 'als', pickup: at, dropOff: far, readyAt: 40 * 60_000, loadedMiles: 14, need: { transportLevel: 'ALS' } },
    ];
    const limits = { maxDistanceMiles: 15, maxTimeWindowMinutes: 90 };
    const names = (fleet: Parameters<typeof unitCarries>[0][]) =>
      backhaulPairs(rs, { ...limits, fleet: fleet.map(unitCarries) }).map((p) => `${p.first.id}>${p.second.id}`);
    const als = { type: 'AMBULANCE' as const, capabilities: ['ALS' as const] };
    const cct = { type: 'CRITICAL_CARE' as const, capabilities: [] };
    expect(names([als])).toEqual(['bls>als']);
    // a BLS unit beside the ALS one carries neither the CCT trip nor, alone, the ALS one
    expect(names([als, { type: 'AMBULANCE', capabilities: ['BLS'] }])).toEqual(['bls>als']);
    expect(names([cct])).toEqual(['bls>cct', 'bls>als', 'cct>als']);
    expect(names([{ type: 'WHEELCHAIR_VAN', capabilities: ['WHEELCHAIR'] }])).toEqual([]);
    expect(names([])).toEqual([]);
  });
});
