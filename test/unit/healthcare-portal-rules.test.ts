import { describe, expect, it } from 'vitest';
import { addressMoved, addressUpdate, editedAddress } from '@/domain/organisations/hospital-settings';
import { reachedMilestones } from '@/domain/trips/trip-milestones';

const stored = { address: '1 Main St', city: 'Pittsburgh', state: 'PA' as const, zipCode: '15213' };

describe('the address a facility settings save leaves', () => {
  it('keeps a part left out and empties a cleared one', () => {
    expect(editedAddress(stored, { zipCode: '15222' })).toEqual({ ...stored, zipCode: '15222' });
    expect(editedAddress(stored, { address: null, city: undefined })).toEqual({ ...stored, address: '' });
  });

  it('has moved only when a part really changed', () => {
    expect(addressMoved(stored, { ...stored })).toBe(false);
    expect(addressMoved(stored, { ...stored, city: ' PITTSBURGH ' })).toBe(false);
    expect(addressMoved(stored, { ...stored, address: '2 Main St' })).toBe(true);
    expect(addressMoved(stored, { ...stored, zipCode: '15222' })).toBe(true);
  });

  it('writes an unmoved address without a point, a moved one with the point looked up for it, and refuses one that moved meanwhile', () => {
    const located = { ...stored, zipCode: '90210', latitude: 34.0901, longitude: -118.4065 };
    expect(addressUpdate(stored, { city: 'PITTSBURGH', phone: '1' }, null)).toEqual({ ...stored, city: 'PITTSBURGH' });
    expect(addressUpdate(stored, { zipCode: '90210' }, located)).toEqual(located);
    // the stored address changed between the lookup and the save
    expect(addressUpdate({ ...stored, address: '9 Elm St' }, { zipCode: '90210' }, located)).toBeNull();
    expect(addressUpdate({ ...stored, zipCode: '15222' }, { ...stored }, null)).toBeNull();
    // someone saved the same address meanwhile: nothing left to locate
    expect(addressUpdate(located, { zipCode: '90210' }, located)).toEqual({ ...stored, zipCode: '90210' });
  });
});

describe('the lifecycle times a trip row shows', () => {
  const none = { acceptedTimestamp: null, pickupTimestamp: null, completionTimestamp: null, cancelledTimestamp: null };

  it('are the steps reached, in lifecycle order', () => {
    expect(reachedMilestones(none)).toEqual([]);
    expect(
      reachedMilestones({ ...none, completionTimestamp: '2026-11-21T12:00:00Z', acceptedTimestamp: '2026-11-21T10:00:00Z', pickupTimestamp: '2026-11-21T11:00:00Z' }),
    ).toEqual([
      { step: 'acceptedTimestamp', at: '2026-11-21T10:00:00Z' },
      { step: 'pickupTimestamp', at: '2026-11-21T11:00:00Z' },
      { step: 'completionTimestamp', at: '2026-11-21T12:00:00Z' },
    ]);
    expect(reachedMilestones({ ...none, cancelledTimestamp: '2026-11-21T09:00:00Z' })).toEqual([{ step: 'cancelledTimestamp', at: '2026-11-21T09:00:00Z' }]);
  });
});
