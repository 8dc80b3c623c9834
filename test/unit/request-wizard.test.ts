import { describe, expect, it } from 'vitest';
import type { AgencyOption } from '@/domain/trips/trip-answers';
import { enhancedTripBody } from '@/domain/trips/trip-request';
import { radiusOf } from '@/web/features/trip-requests/wizard/use-agency-match';
import { initialWizardValues, selectedListed, toRequestBody, type WizardValues } from '@/web/features/trip-requests/wizard/wizard-values';

const agency = (id: string): AgencyOption => ({
  id,
  name: `Agency ${id}`,
  serviceType: 'ALS',
  availableUnits: 1,
  totalUnits: 2,
  distance: 1.5,
  latitude: 40.4,
  longitude: -79.9,
  capabilities: [],
  levels: ['BLS', 'ALS'],
});
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const PLACE = '44444444-4444-4444-8444-444444444444';

const filled = (over: Partial<WizardValues> = {}): WizardValues => ({
  ...initialWizardValues('Riverside General Hospital'),
  patientId: 'PABCD1234',
  toFacilityId: PLACE,
  toLocation: 'North Hills Regional Hospital',
  scheduledTime: '2030-03-14T09:45',
  ...over,
});

describe('the wizard’s starting values', () => {
  it('are the spec’s defaults, from the user’s own facility', () => {
    expect(initialWizardValues('Riverside General Hospital')).toMatchObject({
      fromLocation: 'Riverside General Hospital',
      transportLevel: 'BLS',
      urgencyLevel: 'Routine',
      mobilityLevel: 'Ambulatory',
      notificationRadius: '100',
      generateQRCode: false,
      destinationMode: 'list',
      selectedAgencies: [],
    });
  });
});

describe('the creation payload', () => {
  it('offers a listed destination to the ticked agencies the current list still holds', () => {
    const body = toRequestBody(filled({ selectedAgencies: [A, C] }), [agency(A), agency(B)]);
    expect(body.selectedAgencies).toEqual([A]);
    expect(body.toFacilityId).toBe(PLACE);
    expect(enhancedTripBody.safeParse(body).success).toBe(true);
  });

  it('sends no agencies and no place for a manual destination, so the server broadcasts', () => {
    const body = toRequestBody(filled({ destinationMode: 'manual', toFacilityId: '', selectedAgencies: [A] }), [agency(A)]);
    expect(body.selectedAgencies).toEqual([]);
    expect(body.toFacilityId).toBeUndefined();
  });

  it('sends the scheduled time as an instant and numbers as numbers', () => {
    const body = toRequestBody(filled({ patientWeight: '72.5', notificationRadius: '40' }), []);
    expect(body.scheduledTime).toBe(new Date('2030-03-14T09:45').toISOString());
    expect(body.patientWeight).toBe(72.5);
    expect(enhancedTripBody.parse(body)).toMatchObject({ patientWeight: 72.5, notificationRadius: 40 });
    expect(toRequestBody(filled(), []).patientWeight).toBeNull();
  });

  it('names no agency while the list is unknown', () => {
    expect(selectedListed(filled({ selectedAgencies: [A] }), undefined)).toEqual([]);
  });
});

describe('the notification radius', () => {
  it.each([
    ['100', 100],
    ['10', 10],
    ['200', 200],
    ['9', null],
    ['201', null],
    ['12.5', null],
    ['', null],
  ])('%s → %s', (text, miles) => expect(radiusOf(text)).toBe(miles));
});
