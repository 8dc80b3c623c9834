import { describe, expect, it } from 'vitest';
import { unitEntries } from '@/web/features/live-map/map-entries';
import type { MapTrip, MapUnit } from '@/domain/units/unit-positions';
import { positionAgeText } from '@/web/features/live-map/position-age';
import { LIVE_MAP_UI } from '@/web/lib/live-map-ui-texts';

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;

describe('how old a unit’s last position reads', () => {
  it('in words: just now, minutes, hours, days', () => {
    expect(positionAgeText(ago(20_000), NOW, false)).toBe('just now');
    expect(positionAgeText(ago(2 * MIN + 30_000), NOW, false)).toBe('2 min ago');
    expect(positionAgeText(ago(59 * MIN), NOW, false)).toBe('59 min ago');
    expect(positionAgeText(ago(60 * MIN), NOW, false)).toBe('1 hour ago');
    expect(positionAgeText(ago(47 * 60 * MIN), NOW, false)).toBe('47 hours ago');
    expect(positionAgeText(ago(3 * 24 * 60 * MIN), NOW, false)).toBe('3 days ago');
  });

  it('says so once stale', () => {
    expect(positionAgeText(ago(14 * MIN), NOW, true)).toBe('stale: 14 min ago');
  });

  it('reads a phone clock a little ahead as just now, never as a time to come', () => {
    expect(positionAgeText(new Date(NOW + 20_000).toISOString(), NOW, false)).toBe(LIVE_MAP_UI.age.justNow);
  });
});

const unit = (over: Partial<MapUnit> = {}): MapUnit => ({
  id: 'u1',
  unitNumber: 'M-12',
  agencyId: 'a1',
  agencyName: 'Metro EMS',
  type: 'AMBULANCE',
  status: 'COMMITTED',
  latitude: 40.7,
  longitude: -74,
  positionAt: ago(2 * MIN),
  stale: false,
  trip: null,
  ...over,
});

const trip: MapTrip = {
  id: 't1',
  tripNumber: 'TRP-20261128-0001',
  status: 'ACCEPTED',
  priority: 'MEDIUM',
  transportLevel: 'BLS',
  fromLocation: 'Riverside',
  fromLatitude: 40.8,
  fromLongitude: -74,
  toLocation: 'General',
  toLatitude: 40.7,
  toLongitude: -74,
  scheduledTime: ago(0),
  assignedAgencyName: 'Metro EMS',
  assignedUnitId: 'u1',
  escalatedAt: null,
};

describe('a unit on the map’s list', () => {
  it('turns stale past the staleness limit (10 minutes) while the screen stays open, or when the server says so', () => {
    const [fresh] = unitEntries([unit({ positionAt: ago(10 * MIN) })], [], NOW);
    expect(fresh).toMatchObject({ stale: false, age: '10 min ago' });
    const [old] = unitEntries([unit({ positionAt: ago(14 * MIN) })], [], NOW);
    expect(old).toMatchObject({ stale: true, age: 'stale: 14 min ago' });
    const [told] = unitEntries([unit({ stale: true })], [], NOW);
    expect(told).toMatchObject({ stale: true, age: 'stale: 2 min ago' });
  });

  it('without a position says none was reported, and is never stale', () => {
    const [none] = unitEntries([unit({ latitude: null, longitude: null, positionAt: null })], [], NOW);
    expect(none).toMatchObject({ position: null, stale: false, age: LIVE_MAP_UI.units.noPosition, distance: null });
  });

  it('with a position but not its time (one entered with the unit) is shown as stale, its time unknown', () => {
    const [untimed] = unitEntries([unit({ positionAt: null })], [], NOW);
    expect(untimed).toMatchObject({ position: { lat: 40.7, lng: -74 }, stale: true, age: 'stale: time unknown' });
  });

  it('says how far it is from the pickup, then from the destination once the patient is aboard', () => {
    const carrying = { id: 't1', tripNumber: trip.tripNumber, status: 'ACCEPTED' as const, latestStep: 'EN_ROUTE' as const };
    const [toPickup] = unitEntries([unit({ trip: carrying })], [trip], NOW);
    expect(toPickup?.distance).toBe(LIVE_MAP_UI.units.toPickup('6.9'));
    expect(toPickup?.tripState).toBe('En route');
    const [toDestination] = unitEntries([unit({ latitude: 40.8, trip: { ...carrying, status: 'IN_PROGRESS' } })], [{ ...trip, status: 'IN_PROGRESS' }], NOW);
    expect(toDestination?.distance).toBe(LIVE_MAP_UI.units.toDestination('6.9'));
  });
});
