import { describe, expect, it } from 'vitest';
import {
  ALERT_CONFIRMATION_MESSAGES,
  codeCheckRefusal,
  codeSendRefusal,
  codesSentThisHour,
  CONFIRMATION_CODE,
  confirmationsAfterSave,
  confirmationStatus,
  NO_CONFIRMATIONS,
  type CodeRecord,
} from '@/domain/notifications/alert-confirmation';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@/domain/notifications/notification-settings';

const ACCOUNT = 'me@example.org';
const at = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 12, 0) + minutes * 60_000);
const record = (over: Partial<CodeRecord> = {}): CodeRecord => ({
  address: 'desk@example.org',
  live: true,
  expiresAt: at(CONFIRMATION_CODE.minutes),
  tries: 0,
  sentAt: at(0),
  hourStartedAt: at(0),
  sentThisHour: 1,
  ...over,
});

describe('confirmationStatus', () => {
  it("needs a code for any address but the account's own, and for every number", () => {
    const s = { ...DEFAULT_NOTIFICATION_SETTINGS, ...NO_CONFIRMATIONS };
    expect(confirmationStatus(s, 'emailAddress', ACCOUNT)).toBe('NONE');
    expect(confirmationStatus({ ...s, emailAddress: 'ME@example.org' }, 'emailAddress', ACCOUNT)).toBe('CONFIRMED');
    expect(confirmationStatus({ ...s, emailAddress: 'desk@example.org' }, 'emailAddress', ACCOUNT)).toBe('PENDING');
    expect(confirmationStatus({ ...s, emailAddress: 'desk@example.org', emailAddressConfirmed: true }, 'emailAddress', ACCOUNT)).toBe('CONFIRMED');
    expect(confirmationStatus({ ...s, phoneNumber: '+14125550100' }, 'phoneNumber', ACCOUNT)).toBe('PENDING');
    expect(confirmationStatus({ ...s, phoneNumber: '+14125550100', phoneNumberConfirmed: true }, 'phoneNumber', ACCOUNT)).toBe('CONFIRMED');
  });
});

describe('confirmationsAfterSave', () => {
  const before = { ...DEFAULT_NOTIFICATION_SETTINGS, emailAddress: 'desk@example.org', phoneNumber: '+14125550100', emailAddressConfirmed: true, phoneNumberConfirmed: true };

  it('keeps what did not change (case aside) and sends codes to what did', () => {
    expect(confirmationsAfterSave(before, { ...before, emailAddress: 'Desk@Example.org' }, ACCOUNT)).toEqual({
      confirmations: { emailAddressConfirmed: true, phoneNumberConfirmed: true },
      codeFor: [],
    });
    expect(confirmationsAfterSave(before, { ...before, emailAddress: 'night@example.org', phoneNumber: '+14125550101' }, ACCOUNT)).toEqual({
      confirmations: NO_CONFIRMATIONS,
      codeFor: ['emailAddress', 'phoneNumber'],
    });
  });

  it("sends no code to the account's own address, to nothing, or to a number that cannot take text messages", () => {
    const after = { ...before, emailAddress: ACCOUNT, phoneNumber: '+19005550100' };
    expect(confirmationsAfterSave(before, after, ACCOUNT)).toEqual({ confirmations: NO_CONFIRMATIONS, codeFor: [] });
    expect(confirmationsAfterSave(before, { ...before, emailAddress: '', phoneNumber: '' }, ACCOUNT).codeFor).toEqual([]);
  });
});

describe('codeSendRefusal', () => {
  it('spaces codes to one address a minute apart; another address need not wait', () => {
    expect(codeSendRefusal(undefined, 'emailAddress', 'desk@example.org', at(0))).toBeNull();
    expect(codeSendRefusal(record(), 'emailAddress', 'desk@example.org', at(0.5))).toBe(ALERT_CONFIRMATION_MESSAGES.resendTooSoon(30));
    expect(codeSendRefusal(record(), 'emailAddress', 'night@example.org', at(0.5))).toBeNull();
    expect(codeSendRefusal(record(), 'emailAddress', 'desk@example.org', at(1))).toBeNull();
  });

  it(`holds back a code past ${CONFIRMATION_CODE.perHour} in an hour, until that hour is over`, () => {
    const busy = record({ sentThisHour: CONFIRMATION_CODE.perHour, sentAt: at(20) });
    expect(codeSendRefusal(busy, 'emailAddress', 'night@example.org', at(30))).toBe(ALERT_CONFIRMATION_MESSAGES.tooManyCodes(30));
    expect(codeSendRefusal(busy, 'emailAddress', 'night@example.org', at(60))).toBeNull();
    expect(codesSentThisHour(busy, at(60))).toEqual({ hourStartedAt: at(60), sentThisHour: 1 });
    expect(codesSentThisHour(record(), at(10))).toEqual({ hourStartedAt: at(0), sentThisHour: 2 });
  });
});

describe('codeCheckRefusal', () => {
  it('compares a code only while it is live, for this address, within its tries and its time', () => {
    expect(codeCheckRefusal(record(), 'emailAddress', 'Desk@example.org', at(1))).toBeNull();
    expect(codeCheckRefusal(undefined, 'emailAddress', 'desk@example.org', at(1))).toEqual({ status: 400, message: ALERT_CONFIRMATION_MESSAGES.noCode });
    expect(codeCheckRefusal(record({ live: false }), 'emailAddress', 'desk@example.org', at(1))).toEqual({ status: 400, message: ALERT_CONFIRMATION_MESSAGES.noCode });
    expect(codeCheckRefusal(record(), 'emailAddress', 'night@example.org', at(1))).toEqual({ status: 400, message: ALERT_CONFIRMATION_MESSAGES.noCode });
    expect(codeCheckRefusal(record({ tries: CONFIRMATION_CODE.tries }), 'emailAddress', 'desk@example.org', at(1))).toEqual({ status: 429, message: ALERT_CONFIRMATION_MESSAGES.tooManyTries });
    expect(codeCheckRefusal(record(), 'emailAddress', 'desk@example.org', at(CONFIRMATION_CODE.minutes))).toEqual({ status: 400, message: ALERT_CONFIRMATION_MESSAGES.codeExpired });
  });
});
