import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  canServeLevel,
  highestLevel,
  levelsServed,
  matchAgencies,
  type MatchableAgency,
} from '@/domain/trips/agency-matching';
import { greatCircleMiles } from '@/domain/places/geo';

const origin = { lat: 40.4406, lng: -79.9959 }; // Pittsburgh
let n = 0;
const agency = (over: Partial<MatchableAgency> = {}): MatchableAgency => ({
  id: `a${++n}`,
  name: `Agency ${n}`,
  serviceType: 'ALS',
  capabilities: [],
  isActive: true,
  requiresReview: false,
  latitude: origin.lat,
  longitude: origin.lng,
  ...over,
});
/** A point `miles` due north of the origin. */
const north = (miles: number) => ({ latitude: origin.lat + miles / 69.05, longitude: origin.lng });

describe('level nesting', () => {
  it.each([
    ['BLS', [], ['BLS']],
    ['ALS', [], ['BLS', 'ALS']],
    ['BLS/ALS', [], ['BLS', 'ALS']],
    ['Critical Care', [], ['BLS', 'ALS', 'CCT']],
    ['EMS', ['BLS'], ['BLS']],
    ['EMS', ['ALS'], ['BLS', 'ALS']],
    ['Ground Ambulance', ['BLS', 'CCT'], ['BLS', 'ALS', 'CCT']],
    ['Ground Ambulance', ['Critical Care'], ['BLS', 'ALS', 'CCT']],
    ['EMS', [], []],
    ['EMS', ['Neonatal', 'Bariatric'], []],
    ['Wheelchair Van', [], ['BLS']],
    ['Non-Emergency Medical Transport', ['Isolation'], ['BLS']],
    ['Wheelchair Van', ['ALS'], ['BLS', 'ALS']],
    ['Air Ambulance', ['CCT'], ['BLS', 'ALS', 'CCT']],
    ['Other', [], []],
  ])('%s with %j serves %j', (serviceType, capabilities, levels) => {
    expect(levelsServed({ serviceType, capabilities })).toEqual(levels);
  });

  it('reads service types and capabilities in any case', () => {
    expect(highestLevel({ serviceType: 'critical care', capabilities: [] })).toBe('CCT');
    expect(canServeLevel({ serviceType: 'ems', capabilities: ['als'] }, 'ALS')).toBe(true);
    expect(canServeLevel({ serviceType: 'BLS', capabilities: [] }, 'ALS')).toBe(false);
  });
});

describe('matching', () => {
  it('includes an agency exactly on the radius and excludes one just beyond it', () => {
    const edge = agency(north(50));
    const radius = greatCircleMiles(origin, { lat: edge.latitude!, lng: edge.longitude! });
    const beyond = agency({ latitude: edge.latitude! + 0.0001, longitude: origin.lng });
    expect(matchAgencies([edge, beyond], origin, radius, 'BLS').map((a) => a.id)).toEqual([edge.id]);
  });

  it('excludes inactive, unapproved and unplaced agencies and those unable to carry the level', () => {
    const ok = agency(north(5));
    const inactive = agency({ ...north(1), isActive: false });
    const inReview = agency({ ...north(1), requiresReview: true });
    const nowhere = agency({ latitude: null, longitude: null });
    const blsOnly = agency({ ...north(1), serviceType: 'BLS' });
    const all = [ok, inactive, inReview, nowhere, blsOnly];
    expect(matchAgencies(all, origin, 100, 'ALS').map((a) => a.id)).toEqual([ok.id]);
    expect(matchAgencies(all, origin, 100, 'BLS').map((a) => a.id)).toEqual([blsOnly.id, ok.id]);
  });

  it('lists the nearest first with the distance in miles', () => {
    const far = agency(north(80));
    const near = agency(north(3));
    const mid = agency(north(20));
    const matched = matchAgencies([far, near, mid], origin, 100, null);
    expect(matched.map((a) => a.id)).toEqual([near.id, mid.id, far.id]);
    expect(matched[0]!.distanceMiles).toBeCloseTo(3, 1);
    expect(matched[2]!.distanceMiles).toBeCloseTo(80, 0);
  });

  it("pre-filters with a box that never cuts off a point within the radius", () => {
    for (const lat of [25, 40.44, 48.9, 64]) {
      for (const radius of [10, 100, 200]) {
        const box = boundingBox({ lat, lng: -80 }, radius);
        for (let bearing = 0; bearing < 360; bearing += 5) {
          // walk to the circle's edge along the bearing
          const b = (bearing * Math.PI) / 180;
          const d = radius / 3958.8;
          const la1 = (lat * Math.PI) / 180;
          const la2 = Math.asin(Math.sin(la1) * Math.cos(d) + Math.cos(la1) * Math.sin(d) * Math.cos(b));
          const lo2 = (-80 * Math.PI) / 180 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(la1), Math.cos(d) - Math.sin(la1) * Math.sin(la2));
          const p = { lat: (la2 * 180) / Math.PI, lng: (lo2 * 180) / Math.PI };
          expect(p.lat).toBeGreaterThanOrEqual(box.minLat);
          expect(p.lat).toBeLessThanOrEqual(box.maxLat);
          expect(p.lng).toBeGreaterThanOrEqual(box.minLng);
          expect(p.lng).toBeLessThanOrEqual(box.maxLng);
        }
      }
    }
  });
});
