import { describe, expect, it } from 'vitest';
import { CREDENTIAL_UI } from '@/web/features/credentials';
import {
  credentialState,
  crewCredentialRefusal,
  dateInWords,
  daysLeft,
  dueWarning,
  unitCredentialRefusal,
} from '@/domain/credentials/credential-rules';

describe('when a credential counts as expired', () => {
  it('is valid through its expiry date and expired the day after, at the control center', () => {
    expect(daysLeft('2026-12-01', '2026-12-01')).toBe(0);
    expect(credentialState('2026-12-01', '2026-12-01')).toBe('EXPIRING');
    expect(credentialState('2026-12-01', '2026-12-02')).toBe('EXPIRED');
    expect(credentialState('2027-01-01', '2026-12-02')).toBe('EXPIRING');
    expect(credentialState('2027-01-02', '2026-12-02')).toBe('VALID');
    // across a daylight-saving change and a leap day, days are calendar days
    expect(daysLeft('2028-03-01', '2028-02-28')).toBe(2);
    expect(daysLeft('2026-11-02', '2026-10-31')).toBe(2);
  });

  it('says which credential expired and when, for a unit and for a crew member, and nothing otherwise', () => {
    const insurance = { kind: 'INSURANCE' as const, expiresOn: '2026-12-01' };
    expect(unitCredentialRefusal({ unitNumber: 'M-12', firstExpiry: insurance }, '2026-12-02')).toBe(
      "Unit M-12's insurance expired on 1 Dec 2026: it cannot be sent until it is renewed",
    );
    expect(unitCredentialRefusal({ unitNumber: 'M-12', firstExpiry: insurance }, '2026-12-01')).toBeNull();
    expect(unitCredentialRefusal({ unitNumber: 'M-12', firstExpiry: null }, '2026-12-02')).toBeNull();
    expect(crewCredentialRefusal({ firstExpiry: { kind: 'CPR', expiresOn: '2026-01-09' } }, '2026-12-02')).toBe(
      'Your CPR certification expired on 9 Jan 2026: you cannot sign on to a unit until it is renewed',
    );
    expect(dateInWords('2026-07-04')).toBe('4 Jul 2026');
  });
});

describe('the warnings before expiry', () => {
  it('warns at 30 and at 7 days before, each once, the nearest due when recorded late, never once expired', () => {
    expect(dueWarning('2027-01-10', '2026-12-02', null)).toBeNull();
    expect(dueWarning('2027-01-01', '2026-12-02', null)).toBe(30);
    expect(dueWarning('2027-01-01', '2026-12-02', 30)).toBeNull();
    expect(dueWarning('2026-12-09', '2026-12-02', 30)).toBe(7);
    expect(dueWarning('2026-12-09', '2026-12-02', 7)).toBeNull();
    expect(dueWarning('2026-12-05', '2026-12-02', null)).toBe(7);
    expect(dueWarning('2026-12-01', '2026-12-02', null)).toBeNull();
  });
});

describe("the badge beside a unit's number", () => {
  it('names the credential that lapsed or soon will, with its date', () => {
    expect(CREDENTIAL_UI.firstExpiry('EXPIRED', { kind: 'INSURANCE', expiresOn: '2026-11-29' })).toBe('Insurance expired 29 Nov 2026');
    expect(CREDENTIAL_UI.firstExpiry('EXPIRING', { kind: 'INSPECTION', expiresOn: '2026-12-14' })).toBe('Inspection expires 14 Dec 2026');
  });
});
