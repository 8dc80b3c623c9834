import { describe, expect, it } from 'vitest';
import { fieldWords, refusalInWords, refusedKey } from '@/domain/common/field-words';
import { STANDING_ORDER_MESSAGES } from '@/domain/standing-orders/standing-order-messages';

describe('refusals in the screens’ words', () => {
  it('names a leading payload key as the screens do', () => {
    expect(refusalInWords('scheduledTime must be a date and time')).toBe('Scheduled Time must be a date and time');
    expect(refusalInWords('patientId is required')).toBe('Patient ID is required');
    expect(refusalInWords('zipCode must be a 5-digit ZIP code')).toBe('ZIP Code must be a 5-digit ZIP code');
    expect(refusalInWords('toFacilityId: not a facility')).toBe('Destination Facility: not a facility');
    expect(refusalInWords('email must be a valid email address')).toBe('Email must be a valid email address');
    expect(refusalInWords(STANDING_ORDER_MESSAGES.noDays)).toBe('Days of the week: choose at least one day of the week, or a number of days between trips (everyDays)');
    expect(refusalInWords(STANDING_ORDER_MESSAGES.endBeforeStart)).toBe('End Date must be on or after the start date');
  });

  it('finds the key a refusal names, for the screen to open its field', () => {
    expect(refusedKey('scheduledTime must be a date and time')).toBe('scheduledTime');
    expect(refusedKey('selectedAgencies.0: not an agency')).toBe('selectedAgencies');
    expect(refusedKey('Origin and destination must be different facilities')).toBeNull();
  });

  it('drops a path inside the field', () => {
    expect(refusalInWords('selectedAgencies.0 must be an agency id')).toBe('Agencies to Ask must be an agency id');
  });

  it('leaves whole sentences and unknown shapes alone', () => {
    for (const sentence of [
      'Origin and destination must be different',
      'Enter a phone number like (412) 555-0123 or +44 20 7946 0958',
      'Request failed',
      'the trip is gone',
    ]) {
      expect(refusalInWords(sentence)).toBe(sentence);
    }
  });

  it('spells acronyms and their plurals in capitals', () => {
    expect(fieldWords('requestIds')).toBe('Request IDs');
    expect(fieldWords('smsNotifications')).toBe('SMS Notifications');
    expect(fieldWords('phoneNumber')).toBe('Phone Number');
  });
});
