import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadheadMiles, roundTo, type TripFacts } from '@/domain/analytics/figures';
import { greatCircleMiles, type LatLng } from '@/domain/places/geo';
import { ROAD_FACTOR } from '@/domain/planning/pricing';
import { agencies, trips } from '@/server/db/schema';
import { recordDeadheadMiles } from '@/server/modules/trips/deadhead';
import { signedIn } from './fixtures';
import { insertUnit } from './fleet-fixtures';
import { startTestApp, type TestApp } from './harness';

// Deadhead miles over one unit's day, written in bulk as an import would (recordDeadheadMiles then records each trip's,
// as completion does): the first trip in the window after a drop-off before it, consecutive trips, two patients aboard
// at once, and a new shift. The starting point of every trip is written out by hand, and the total must equal the
// definition in src/domain/analytics/figures.ts as well.

let t: TestApp;
let admin: Record<string, string>;
const BASE: LatLng = { lat: 40.4, lng: -80.0 };
const P = (n: number): LatLng => ({ lat: 40.4 + n / 100, lng: -80.0 + n / 50 });
const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 9, 5, hour, minute));
const road = (a: LatLng, b: LatLng) => greatCircleMiles(a, b) * ROAD_FACTOR;

interface Leg {
  name: string;
  from: LatLng;
  to: LatLng;
  pickup: Date;
  completed: Date;
  /** where the unit set out from, worked out by hand */
  start: LatLng;
}

// 06:00 is before the window opens at 07:00: the first trip in the window must still find it
const LEGS: Leg[] = [
  { name: 'before the window', from: P(1), to: P(2), pickup: at(5, 30), completed: at(6), start: BASE },
  { name: "first in the window: the drop-off before the window", from: P(3), to: P(4), pickup: at(7), completed: at(7, 40), start: P(2) },
  { name: 'the trip just before', from: P(5), to: P(6), pickup: at(8), completed: at(8, 30), start: P(4) },
  // two patients aboard at once: the 09:40 drop-off comes after this pickup, so the 08:30 one counts
  { name: 'overlapping, picked up first', from: P(7), to: P(8), pickup: at(9), completed: at(10), start: P(6) },
  { name: 'overlapping, dropped off first', from: P(9), to: P(10), pickup: at(9, 10), completed: at(9, 40), start: P(6) },
  { name: 'after the overlap', from: P(11), to: P(12), pickup: at(10, 30), completed: at(11), start: P(8) },
  // more than a shift since the last drop-off: back at base
  { name: 'next shift', from: P(13), to: P(14), pickup: at(23, 30), completed: at(23, 59), start: BASE },
];
const WINDOW = { from: at(7), to: at(24) };

beforeAll(async () => {
  t = await startTestApp();
  admin = (await signedIn(t.app, t.db, 'ADMIN')).auth;
});
afterAll(() => t.close());

describe('deadhead miles', () => {
  it("each trip sets out from the unit's latest drop-off at or before its pickup within the shift, else the base", async () => {
    const [agency] = await t.db
      .insert(agencies)
      .values({ name: `Deadhead EMS ${Date.now()}`, serviceType: 'ALS', isActive: true, requiresReview: false, latitude: BASE.lat, longitude: BASE.lng })
      .returning();
    const unit = await insertUnit(t.db, agency!.id);
    const rows = await t.db
      .insert(trips)
      .values(
        LEGS.map((l, i) => ({
          tripNumber: `TRP-DH-${Date.now()}-${i}`,
          patientId: `PDH${i}`,
          fromLocation: `Place ${i}a`,
          toLocation: `Place ${i}b`,
          fromLatitude: l.from.lat,
          fromLongitude: l.from.lng,
          toLatitude: l.to.lat,
          toLongitude: l.to.lng,
          scheduledTime: l.pickup,
          status: 'COMPLETED' as const,
          assignedAgencyId: agency!.id,
          assignedUnitId: unit.id,
          acceptedTimestamp: new Date(l.pickup.getTime() - 30 * 60_000),
          pickupTimestamp: l.pickup,
          completionTimestamp: l.completed,
          loadedMiles: 10,
          revenue: 100,
          createdAt: new Date(l.pickup.getTime() - 60 * 60_000),
        })),
      )
      .returning();
    await recordDeadheadMiles(t.db);

    const inWindow = LEGS.filter((l) => l.completed >= WINDOW.from && l.completed < WINDOW.to);
    const byHand = roundTo(inWindow.reduce((s, l) => s + road(l.start, l.from), 0), 1);
    const facts: TripFacts[] = rows.map((r) => ({
      status: r.status,
      requestedAt: r.createdAt,
      acceptedAt: r.acceptedTimestamp,
      pickupAt: r.pickupTimestamp,
      completedAt: r.completionTimestamp,
      readyEnd: null,
      revenue: r.revenue,
      loadedMiles: r.loadedMiles,
      agencyId: r.assignedAgencyId,
      unitId: r.assignedUnitId,
      from: { lat: r.fromLatitude!, lng: r.fromLongitude! },
      to: { lat: r.toLatitude!, lng: r.toLongitude! },
    }));
    const done = facts.filter((f) => f.completedAt! >= WINDOW.from && f.completedAt! < WINDOW.to);
    expect(deadheadMiles(done, facts, new Map([[agency!.id, BASE]]))).toBe(byHand);

    const window = `from=${WINDOW.from.toISOString()}&to=${WINDOW.to.toISOString()}`;
    for (const scope of [`unitId=${unit.id}`, `agencyId=${agency!.id}`]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/optimize/revenue?${window}&${scope}`, headers: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ totalTrips: inWindow.length, deadheadMiles: byHand, loadedMiles: 10 * inWindow.length });
    }
  });
});
