import { describe, expect, it } from 'vitest';
import { normalisedPlace, readTripRequest, requestedTime, sameTripEnds, TRIP_REQUEST_RULE_MESSAGES } from '@/domain/trips/trip-request-rules';
import { initialWizardValues, type WizardValues } from '@/web/features/trip-requests/wizard/wizard-values';
import { ruleField, wizardRuleProblem } from '@/web/features/trip-requests/wizard/wizard-rules';

const NOW = new Date('2026-11-01T12:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('a requested time', () => {
  it('stays when it is now or later, is now when it is within the last hour, and is refused further back', () => {
    const later = new Date(NOW.getTime() + 1);
    expect(requestedTime(later, NOW)).toBe(later);
    expect(requestedTime(NOW, NOW)).toBe(NOW);
    expect(requestedTime(minutesAgo(30), NOW)).toBe(NOW);
    expect(requestedTime(minutesAgo(60), NOW)).toBe(NOW);
    expect(requestedTime(minutesAgo(61), NOW)).toBeNull();
    expect(requestedTime(minutesAgo(7 * 24 * 60), NOW)).toBeNull();
  });
});

describe('the two ends of a trip', () => {
  it('are compared by place when both are places of the directory, whatever their names', () => {
    expect(sameTripEnds({ placeId: A, names: ['General'] }, { placeId: A.toUpperCase(), names: ['Other'] })).toBe(true);
    expect(sameTripEnds({ placeId: A, names: ['General'] }, { placeId: B, names: ['General'] })).toBe(false);
  });

  it('are compared by name, as typed, when one is not a place of the directory', () => {
    expect(normalisedPlace('  St. Clair  HOSPITAL ')).toBe('st clair hospital');
    expect(normalisedPlace('Hôpital Général')).toBe('hopital general');
    expect(sameTripEnds({ placeId: A, names: ['St. Clair Hospital'] }, { names: ['st clair hospital'] })).toBe(true);
    expect(sameTripEnds({ names: ['', 'Riverside'] }, { placeId: B, names: ['riverside'] })).toBe(true);
    expect(sameTripEnds({ placeId: A, names: ['St. Clair Hospital'] }, { names: ['St. Clair Hospital Annex'] })).toBe(false);
    expect(sameTripEnds({ names: ['', null] }, { names: [''] })).toBe(false);
  });
});

describe('a request is checked in one order', () => {
  const facts = { origin: { placeId: A, names: [] }, destination: { placeId: B, names: [] }, start: NOW };
  it('places first, then the time, then the window', () => {
    expect(readTripRequest({ ...facts, destination: facts.origin, start: minutesAgo(600) }, NOW)).toEqual({ ok: false, message: TRIP_REQUEST_RULE_MESSAGES.samePlace });
    expect(readTripRequest({ ...facts, start: minutesAgo(600), end: minutesAgo(900) }, NOW)).toEqual({ ok: false, message: TRIP_REQUEST_RULE_MESSAGES.longPast });
    expect(readTripRequest({ ...facts, start: minutesAgo(20), end: minutesAgo(5) }, NOW)).toEqual({ ok: false, message: TRIP_REQUEST_RULE_MESSAGES.readyWindowOrder });
    const end = new Date(NOW.getTime() + 3_600_000);
    expect(readTripRequest({ ...facts, start: minutesAgo(20), end }, NOW)).toEqual({ ok: true, start: NOW, end });
  });
});

describe('the wizard judges its values as the server will', () => {
  const values = (over: Partial<WizardValues> = {}): WizardValues => ({
    ...initialWizardValues('General Hospital'),
    toFacilityId: B,
    toLocation: 'Rehab',
    scheduledTime: '2026-12-01T09:00',
    ...over,
  });
  const origin = { placeId: A, facilityName: 'General Hospital' };

  it('refuses its own facility as the destination, picked from the list or typed, and opens the field to fix', () => {
    expect(wizardRuleProblem(values(), origin, NOW)).toBeNull();
    expect(wizardRuleProblem(values({ toFacilityId: A }), origin, NOW)).toBe(TRIP_REQUEST_RULE_MESSAGES.samePlace);
    expect(ruleField(TRIP_REQUEST_RULE_MESSAGES.samePlace, values())).toBe('toFacilityId');
    const typed = values({ destinationMode: 'manual', toFacilityId: '', toLocation: 'general hospital' });
    expect(wizardRuleProblem(typed, origin, NOW)).toBe(TRIP_REQUEST_RULE_MESSAGES.samePlace);
    expect(ruleField(TRIP_REQUEST_RULE_MESSAGES.samePlace, typed)).toBe('toLocation');
  });

  it('refuses a scheduled time more than an hour ago', () => {
    const local = (d: Date) => new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    expect(wizardRuleProblem(values({ scheduledTime: local(minutesAgo(7 * 24 * 60)) }), origin, NOW)).toBe(TRIP_REQUEST_RULE_MESSAGES.longPast);
    expect(wizardRuleProblem(values({ scheduledTime: local(minutesAgo(30)) }), origin, NOW)).toBeNull();
    expect(ruleField(TRIP_REQUEST_RULE_MESSAGES.longPast, values())).toBe('scheduledTime');
  });
});
