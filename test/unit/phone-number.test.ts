import { describe, expect, it } from 'vitest';
import { optionalPhone } from '@/domain/common/form-fields';
import { parsePhoneNumber, PHONE_NUMBER_MESSAGE, phoneEdit, phoneForDisplay } from '@/domain/common/phone-number';
import { isTextableNumber } from '@/domain/common/textable-number';

describe('a phone number as people write it', () => {
  it.each([
    ['(412) 555-0123', '+14125550123'],
    ['412-555-0123', '+14125550123'],
    ['412.555.0123', '+14125550123'],
    ['4125550123', '+14125550123'],
    ['1 412 555 0123', '+14125550123'],
    ['1-412-555-0123', '+14125550123'],
    ['+1 (412) 555-0123', '+14125550123'],
    ['  +14125550123 ', '+14125550123'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+33 1 23 45 67 89', '+33123456789'],
    ['+49 30 1234567', '+49301234567'],
    ['+44 7911 123456', '+447911123456'], // a UK mobile
    ['+49 151 23456789', '+4915123456789'], // a German mobile
    ['+61 2 9374 4000', '+61293744000'], // any country's: Sydney
  ])('%s is %s', (written, e164) => expect(parsePhoneNumber(written)).toBe(e164));

  it.each([
    'abc',
    '',
    '555-0123', // no area code
    '(112) 555-0123', // an area code never starts with 0 or 1
    '(412) 155-0123', // nor does an exchange
    '412-555-01234', // 11 digits without a leading 1
    '2 412 555 0123',
    '+1 412 155 0123', // +1 is a US number, with the same rules
    '+0 20 7946 0958', // no country code starts with 0
    '+44 1234', // too short
    '+44 1234 5678 9012 345', // more than 15 digits
    '412) 555-0123',
    '(412 555-0123',
    '((412)) 555-0123',
    '412-555-0123 ext 7',
    '+1+4125550123',
    '0412 555 0123', // a national trunk 0 is no US number
    '4125550123'.padEnd(41, ' ') + '1',
  ])('%j is not one', (written) => expect(parsePhoneNumber(written)).toBeNull());
});

describe('a phone number on a screen', () => {
  it('shows a US number the way it is read here, and anything else as stored', () => {
    expect(phoneForDisplay('+14125550123')).toBe('(412) 555-0123');
    expect(phoneForDisplay('+442079460958')).toBe('+442079460958');
    expect(phoneForDisplay('(412) 555-0100')).toBe('(412) 555-0100');
    expect(phoneForDisplay('abc')).toBe('abc');
    expect(phoneForDisplay(null)).toBe('');
  });

  it('is sent only when changed, so a number stored before the rule never blocks a save', () => {
    expect(phoneEdit('abc', 'abc')).toBeUndefined();
    expect(phoneEdit(' (412) 555-0123', '(412) 555-0123')).toBeUndefined();
    expect(phoneEdit('412 555 0123', '(412) 555-0123')).toBe('412 555 0123');
    expect(phoneEdit('', 'abc')).toBe('');
  });
});

describe('the phone field of every form schema', () => {
  it('keeps E.164, clears on blank, leaves alone when absent, and refuses in one plain sentence', () => {
    expect(optionalPhone.parse('412.555.0123')).toBe('+14125550123');
    expect(optionalPhone.parse('')).toBeNull();
    expect(optionalPhone.parse(null)).toBeNull();
    expect(optionalPhone.parse(undefined)).toBeUndefined();
    const refused = optionalPhone.safeParse('abc');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual([PHONE_NUMBER_MESSAGE]);
    expect(PHONE_NUMBER_MESSAGE).not.toMatch(/phone[A-Z]|E\.164/);
  });
});

describe('a number text alerts may go to', () => {
  it('is any mobile or local number, of any country', () => {
    for (const number of ['+14125550123', '+17175550123', '+442079460958', '+447911123456', '+4915123456789', '+49301234567']) {
      expect(isTextableNumber(number), number).toBe(true);
    }
  });

  it('is never a premium-rate number, as US 900 and 976 and the UK 09 numbers are', () => {
    for (const number of ['+19005550100', '+14129760100', '+449098790000']) expect(isTextableNumber(number), number).toBe(false);
  });

  it('is never a toll-free, non-geographic, N11 or invalid one', () => {
    for (const number of ['+18005550100', '+18885550100', '+15005550100', '+15335550100', '+17005550100', '+16005550100', '+14115550100', '+441234']) {
      expect(isTextableNumber(number), number).toBe(false);
    }
  });
});
