import { describe, expect, it } from 'vitest';
import { EMS_TABS, HEALTHCARE_TABS, portalTabHref } from '@/web/app/paths';
import { stepInQuery } from '@/web/features/trip-requests/wizard/use-step-in-url';

describe('a portal screen’s address', () => {
  it('is / for Overview and ?tab=<tab> for the others, with any further parameters', () => {
    expect(portalTabHref(HEALTHCARE_TABS.overview)).toBe('/');
    expect(portalTabHref(EMS_TABS.overview, { trip: 't1' })).toBe('/?trip=t1');
    expect(portalTabHref(HEALTHCARE_TABS.requests, { trip: 't 1' })).toBe('/?tab=transport-requests&trip=t+1');
    expect(portalTabHref(EMS_TABS.availableTrips)).toBe('/?tab=available-trips');
  });

  it('names a wizard step only as a whole number from 1 to the step count', () => {
    expect(stepInQuery('?tab=create-request&step=3', 5)).toBe(2);
    expect(stepInQuery('step=1', 5)).toBe(0);
    for (const bad of ['', '?step=', '?step=0', '?step=6', '?step=2.5', '?step=-1', '?step=two', '?step=1e0']) {
      expect(stepInQuery(bad, 5), bad).toBeNull();
    }
  });
});
