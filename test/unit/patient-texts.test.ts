import { describe, expect, it } from 'vitest';
import { TRANSPORT_LEVELS } from '@/domain/common/enums';
import {
  maskedPhone,
  optOutRequest,
  PATIENT_CONTACT_MESSAGES,
  PATIENT_TEXT_STOP_LINE,
  patientContactOf,
  patientText,
  type PatientTextEvent,
} from '@/domain/notifications/patient-texts';
import { enhancedTripBody } from '@/domain/trips/trip-request';

// A trip's clinical fields, and the words of care that must never reach a patient's lock screen.
const TRIP = {
  patientName: 'Margaret Okafor',
  patientId: 'PMOK4471',
  diagnosis: 'Suspected sepsis',
  specialNeeds: 'Hard of hearing',
  notes: 'Key safe code 4471',
  mobilityLevel: 'Stretcher',
  insuranceCompany: 'Highmark',
};
const CLINICAL_WORDS = [
  ...TRANSPORT_LEVELS,
  'critical care',
  'diagnosis',
  'oxygen',
  'monitor',
  'stretcher',
  'wheelchair',
  'bariatric',
  'isolation',
  'ventilator',
  'dialysis',
  'cardiac',
  'sepsis',
  'urgent',
  'emergent',
  'patient id',
  'insurance',
];

const pickupAt = new Date('2026-11-21T11:30:00Z');
const EVENTS: PatientTextEvent[] = [
  { kind: 'booked', pickupAt, agencyName: 'Metro EMS' },
  { kind: 'onItsWay', arrivalAt: new Date('2026-11-21T11:42:00Z'), agencyName: 'Metro EMS' },
  { kind: 'onItsWay', arrivalAt: null, agencyName: 'Metro EMS' },
  { kind: 'unbooked', pickupAt },
  { kind: 'cancelled', pickupAt },
];

describe('the patient texts', () => {
  it("say the time on the facility's clock, and who comes", () => {
    expect(patientText(EVENTS[0]!, 'America/New_York')).toBe('Your transport is booked for 06:30 with Metro EMS. Reply STOP to opt out.');
    expect(patientText(EVENTS[1]!, 'America/Chicago')).toBe('Metro EMS is on its way to pick you up, arriving about 05:42. Reply STOP to opt out.');
    expect(patientText(EVENTS[3]!, 'America/New_York')).toContain('06:30');
    expect(patientText(EVENTS[4]!, 'America/New_York')).toContain('06:30');
  });

  it.each(EVENTS.map((e) => [e.kind, e] as const))('%s: ends with the STOP line and holds no clinical word nor any field of the trip', (_kind, event) => {
    const text = patientText(event, 'America/New_York');
    expect(text.endsWith(PATIENT_TEXT_STOP_LINE)).toBe(true);
    for (const word of CLINICAL_WORDS) expect(text.toLowerCase()).not.toContain(word.toLowerCase());
    for (const value of Object.values(TRIP)) {
      for (const part of value.split(' ')) expect(text.toLowerCase()).not.toContain(part.toLowerCase());
    }
  });
});

describe('the patient contact of a request', () => {
  const read = (over: object) => patientContactOf(enhancedTripBody.parse({ patientId: 'P1', toLocation: 'X', scheduledTime: '2026-11-21T14:30', transportLevel: 'BLS', urgencyLevel: 'Routine', ...over }));

  it('is optional, and needs consent when given', () => {
    expect(read({})).toEqual({ ok: true, phone: null });
    expect(read({ patientContactPhone: '' })).toEqual({ ok: true, phone: null });
    expect(read({ patientContactPhone: '(412) 555-0123' })).toEqual({ ok: false, message: PATIENT_CONTACT_MESSAGES.consentRequired });
    expect(read({ patientContactPhone: '(412) 555-0123', patientContactConsent: true })).toEqual({ ok: true, phone: '+14125550123' });
    expect(read({ patientContactPhone: '800 555 0123', patientContactConsent: true })).toEqual({ ok: false, message: PATIENT_CONTACT_MESSAGES.notTextable });
  });

  it('refuses a number that is not one in words naming the field', () => {
    const parsed = enhancedTripBody.safeParse({ patientContactPhone: 'my daughter' });
    expect(parsed.error?.issues.find((i) => i.path[0] === 'patientContactPhone')?.message).toBe(PATIENT_CONTACT_MESSAGES.notAPhone);
  });
});

describe('an incoming text', () => {
  it.each(['STOP', 'stop', ' Stopall ', 'UNSUBSCRIBE', 'cancel', 'End', 'QUIT'])('%s opts out', (body) => expect(optOutRequest(body)).toBe('OPT_OUT'));
  it('START opts in again; anything else is no request', () => {
    expect(optOutRequest('start')).toBe('OPT_IN');
    expect(optOutRequest('please stop')).toBeNull();
    expect(optOutRequest('Thanks')).toBeNull();
  });
});

it('a number is shown by its last 4 digits only', () => {
  expect(maskedPhone('+14125550123')).toBe('•••-•••-0123');
});
