import { describe, expect, it } from 'vitest';
import { adminTripBody } from '@/domain/trips/admin-trip-request';
import { placeNamed } from '@/domain/places/destination-name';
import { enhancedTripBody, priorityOfUrgency, urgencyOfPriority } from '@/domain/trips/trip-request';

const required = { patientId: 'PAB12CD34', toLocation: 'Home', scheduledTime: '2026-11-21T14:30', transportLevel: 'BLS', urgencyLevel: 'Routine' };

describe('creation payload defaults', () => {
  it("fills in the spec's defaults", () => {
    expect(enhancedTripBody.parse(required)).toEqual({
      ...required,
      patientWeight: null,
      generateQRCode: false,
      mobilityLevel: 'Ambulatory',
      oxygenRequired: false,
      monitoringRequired: false,
      selectedAgencies: [],
      notificationRadius: 100,
      // beyond the spec: a request is taken by the first agency to accept unless the facility asks to compare offers
      acceptanceMode: 'FIRST_TO_ACCEPT',
    });
  });

  it('reads form values: blanks as absent, numbers sent as text, Critical Care as CCT', () => {
    const parsed = enhancedTripBody.parse({ ...required, transportLevel: 'Critical Care', patientWeight: '72.5', notificationRadius: '50', notes: '  ', diagnosis: '' });
    expect(parsed).toMatchObject({ transportLevel: 'CCT', patientWeight: 72.5, notificationRadius: 50 });
    expect(parsed.notes).toBeUndefined();
    expect(parsed.diagnosis).toBeUndefined();
  });

  it.each(['patientId', 'toLocation', 'scheduledTime', 'transportLevel', 'urgencyLevel'])('requires %s', (field) => {
    const { [field]: _left, ...rest } = required as Record<string, string>;
    const issue = enhancedTripBody.safeParse(rest).error!.issues[0]!;
    expect(issue.path).toEqual([field]);
    expect(issue.message).toMatch(/received undefined/);
  });

  it('bounds the radius and the weight', () => {
    for (const notificationRadius of [5, 9, 201, 500, 50.5]) expect(enhancedTripBody.safeParse({ ...required, notificationRadius }).success).toBe(false);
    for (const notificationRadius of [10, 200]) expect(enhancedTripBody.safeParse({ ...required, notificationRadius }).success).toBe(true);
    expect(enhancedTripBody.safeParse({ ...required, patientWeight: -1 }).success).toBe(false);
    expect(enhancedTripBody.safeParse({ ...required, patientWeight: 0 }).success).toBe(true);
  });

  it('maps urgency to priority in one table, and back for the admin form', () => {
    expect(['Routine', 'Urgent', 'Emergent', 'Scheduled'].map(priorityOfUrgency)).toEqual(['MEDIUM', 'HIGH', 'CRITICAL', 'MEDIUM']);
    expect((['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const).map(urgencyOfPriority)).toEqual(['Routine', 'Routine', 'Urgent', 'Emergent']);
  });

  it("gives the admin form its defaults and the spec's two texts", () => {
    const ids = { originFacilityId: '11111111-1111-4111-8111-111111111111', destinationFacilityId: '22222222-2222-4222-8222-222222222222' };
    const window = { readyStart: '2026-11-21T14:30', readyEnd: '2026-11-21T15:30' };
    expect(adminTripBody.parse({ patientId: 'P1', ...ids, ...window })).toMatchObject({ transportLevel: 'BLS', priority: 'MEDIUM', isolation: false, bariatric: false });
    expect(adminTripBody.safeParse({ ...ids, ...window }).error!.issues[0]!.message).toBe('Please fill in all required fields');
    expect(adminTripBody.safeParse({ patientId: 'P1', ...ids, originFacilityId: '' , ...window }).error!.issues[0]!.message).toBe('Please fill in all required fields');
    expect(adminTripBody.safeParse({ patientId: 'P1', ...ids, readyStart: window.readyStart }).error!.issues[0]!.message).toBe('Please select ready time window');
  });
});

describe('a destination named by toLocation', () => {
  const places = [{ name: 'Riverside Rehab' }, { name: 'Twin Oaks' }, { name: ' twin OAKS' }];

  it('means the one place of that name, whatever the surrounding spaces and case', () => {
    expect(placeNamed(places, '  riverside REHAB ')).toBe(places[0]);
  });

  it('means no place when none or several carry the name', () => {
    for (const typed of ['Riverside', 'Riverside  Rehab', 'Twin Oaks', '']) expect(placeNamed(places, typed)).toBeNull();
  });
});
