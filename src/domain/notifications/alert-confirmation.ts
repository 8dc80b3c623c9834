// Alert addresses their owner proved. An alert e-mail address other than the account's own, and a phone number,
// receive nothing (no alert, no test message) until the code sent to them is entered: otherwise anyone signed in could
// have TCC write to any mailbox or text any number. Shared by the server and the Notification Settings screen.
import { z } from 'zod';
import type { AlertConfirmation, ConfirmationStatus, NotificationSettings } from './notification-answers';
import { NOTIFICATION_SETTINGS_PATH } from './notification-settings';
import { isTextableNumber } from '../common/textable-number';

export const ALERT_FIELDS = ['emailAddress', 'phoneNumber'] as const;
/** The settings field an address or number is saved in. */
export type AlertField = (typeof ALERT_FIELDS)[number];

/**
 * A code is short enough to type from a phone, lives a quarter of an hour and allows a few mistakes; new codes are
 * spaced a minute apart for one address and limited per hour for each field, since each is a message to someone.
 */
export const CONFIRMATION_CODE = { digits: 6, minutes: 15, tries: 5, resendSeconds: 60, perHour: 5 } as const;

export const CONFIRM_ALERT_ADDRESS_PATH = `${NOTIFICATION_SETTINGS_PATH}/confirm`;
export const SEND_CONFIRMATION_CODE_PATH = `${NOTIFICATION_SETTINGS_PATH}/send-code`;

/** What is kept beside the settings: set by the right code, cleared when the address or number changes. */
export interface AlertConfirmations {
  emailAddressConfirmed: boolean;
  phoneNumberConfirmed: boolean;
}
export type StoredAlertSettings = NotificationSettings & AlertConfirmations;
export const NO_CONFIRMATIONS: AlertConfirmations = { emailAddressConfirmed: false, phoneNumberConfirmed: false };
const CONFIRMED_KEY = { emailAddress: 'emailAddressConfirmed', phoneNumber: 'phoneNumberConfirmed' } as const satisfies Record<AlertField, keyof AlertConfirmations>;

/** One mailbox, whatever the case it is written in. */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** Whether two values of a field reach the same place (numbers are kept in one form, E.164). */
export const sameAddress = (field: AlertField, a: string, b: string) => (field === 'emailAddress' ? sameEmail(a, b) : a === b);

/** The account's own address needs no code: it is where the account's sign-in mail already goes. */
export function confirmationStatus(s: StoredAlertSettings, field: AlertField, accountEmail: string): ConfirmationStatus {
  const address = s[field];
  if (!address) return 'NONE';
  if (s[CONFIRMED_KEY[field]] || (field === 'emailAddress' && sameEmail(address, accountEmail))) return 'CONFIRMED';
  return 'PENDING';
}

/** Where e-mail goes: the saved address once confirmed, else the account's own. */
export const alertEmailInForce = (s: StoredAlertSettings, accountEmail: string): string =>
  confirmationStatus(s, 'emailAddress', accountEmail) === 'CONFIRMED' ? s.emailAddress : accountEmail;

/** Where text messages go: the saved number once confirmed, else nowhere. */
export const alertPhoneInForce = (s: StoredAlertSettings): string | null =>
  confirmationStatus(s, 'phoneNumber', '') === 'CONFIRMED' ? s.phoneNumber : null;

/** A number that may not be sent text messages is never sent a code either. */
export const canReceiveCode = (field: AlertField, address: string) => field === 'emailAddress' || isTextableNumber(address);

/**
 * What a save leaves: a changed address or number is no longer confirmed, and a new one that needs confirming (and
 * can receive a code) is to be sent a code.
 */
export function confirmationsAfterSave(
  before: StoredAlertSettings,
  after: NotificationSettings,
  accountEmail: string,
): { confirmations: AlertConfirmations; codeFor: AlertField[] } {
  const confirmations = { emailAddressConfirmed: before.emailAddressConfirmed, phoneNumberConfirmed: before.phoneNumberConfirmed };
  const codeFor: AlertField[] = [];
  for (const field of ALERT_FIELDS) {
    if (sameAddress(field, before[field], after[field])) continue;
    confirmations[CONFIRMED_KEY[field]] = false;
    const pending = confirmationStatus({ ...after, ...confirmations }, field, accountEmail) === 'PENDING';
    if (pending && canReceiveCode(field, after[field])) codeFor.push(field);
  }
  return { confirmations, codeFor };
}

/** A code as kept: where it went, whether it can still be used, when it lapses, and what was spent and sent. */
export interface CodeRecord {
  address: string;
  /** false once used */
  live: boolean;
  expiresAt: Date;
  tries: number;
  sentAt: Date;
  hourStartedAt: Date;
  sentThisHour: number;
}

export const ALERT_CONFIRMATION_MESSAGES = {
  code: `code must be the ${CONFIRMATION_CODE.digits} digits of the message we sent`,
  nothingToConfirm: {
    emailAddress: 'Save an alert e-mail address other than your account’s first: your account’s own address needs no code.',
    phoneNumber: 'Save a phone number for text messages first.',
  },
  alreadyConfirmed: (address: string) => `${address} is already confirmed.`,
  confirmed: (address: string) => `${address} is confirmed: the alerts you choose will reach it.`,
  codeSent: (address: string) => `We sent a new code to ${address}.`,
  noCode: 'No code is waiting for this address: send a new code.',
  wrongCode: (left: number) =>
    left > 0
      ? `That code is not right: ${left} more ${left === 1 ? 'try' : 'tries'} before you need a new code.`
      : 'That code is not right, and it was the last try: send a new code.',
  tooManyTries: 'That code was entered wrongly too many times: send a new code.',
  codeExpired: `That code has expired (a code works for ${CONFIRMATION_CODE.minutes} minutes): send a new code.`,
  resendTooSoon: (seconds: number) => `A code was sent less than a minute ago: wait ${seconds} seconds before asking for another.`,
  tooManyCodes: (minutes: number) =>
    `${CONFIRMATION_CODE.perHour} codes were sent in the last hour: wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before asking for another.`,
  emailNotConfirmed: (address: string) => `${address} is not confirmed yet: enter the code we sent to it, then test again.`,
  phoneNotConfirmed: (number: string) => `${number} is not confirmed yet: enter the code we sent to it, then test again.`,
} as const;
const M = ALERT_CONFIRMATION_MESSAGES;

/** Why no new code may be sent to `address` now, or null; a new code also ends the one before it. */
export function codeSendRefusal(previous: CodeRecord | undefined, field: AlertField, address: string, now: Date): string | null {
  if (!previous) return null;
  const sinceHour = now.getTime() - previous.hourStartedAt.getTime();
  if (sinceHour < 3_600_000 && previous.sentThisHour >= CONFIRMATION_CODE.perHour) return M.tooManyCodes(Math.ceil((3_600_000 - sinceHour) / 60_000));
  const sinceSent = now.getTime() - previous.sentAt.getTime();
  const spacing = CONFIRMATION_CODE.resendSeconds * 1000;
  if (sameAddress(field, previous.address, address) && sinceSent < spacing) return M.resendTooSoon(Math.ceil((spacing - sinceSent) / 1000));
  return null;
}

/** The hour's count after one more code is sent now. */
export function codesSentThisHour(previous: CodeRecord | undefined, now: Date): { hourStartedAt: Date; sentThisHour: number } {
  if (!previous || now.getTime() - previous.hourStartedAt.getTime() >= 3_600_000) return { hourStartedAt: now, sentThisHour: 1 };
  return { hourStartedAt: previous.hourStartedAt, sentThisHour: previous.sentThisHour + 1 };
}

/** Why an entered code cannot be compared with the one kept for `address`, or null when it may be (one try spent). */
export function codeCheckRefusal(
  record: CodeRecord | undefined,
  field: AlertField,
  address: string,
  now: Date,
): { status: 400 | 429; message: string } | null {
  if (!record || !record.live || !sameAddress(field, record.address, address)) return { status: 400, message: M.noCode };
  if (record.tries >= CONFIRMATION_CODE.tries) return { status: 429, message: M.tooManyTries };
  if (now >= record.expiresAt) return { status: 400, message: M.codeExpired };
  return null;
}

export function alertConfirmation(
  s: StoredAlertSettings,
  accountEmail: string,
  codes: Partial<Record<AlertField, CodeRecord>>,
  now: Date,
): AlertConfirmation {
  const of = (field: AlertField) => {
    const status = confirmationStatus(s, field, accountEmail);
    return { status, codeSent: status === 'PENDING' && codeCheckRefusal(codes[field], field, s[field], now) === null };
  };
  return { emailAddress: of('emailAddress'), phoneNumber: of('phoneNumber') };
}

/** Nothing saved, nothing to confirm: what the screen starts from when the settings could not be read. */
export const NOTHING_TO_CONFIRM: AlertConfirmation = {
  emailAddress: { status: 'NONE', codeSent: false },
  phoneNumber: { status: 'NONE', codeSent: false },
};

const alertField = z.enum(ALERT_FIELDS);
/** POST …/send-code: a new code for the saved address or number. */
export const sendConfirmationCodeBody = z.strictObject({ field: alertField });
/** POST …/confirm: the code the message carried. */
export const confirmAlertAddressBody = z.strictObject({
  field: alertField,
  code: z.string().trim().regex(new RegExp(`^\\d{${CONFIRMATION_CODE.digits}}$`), M.code),
});
export type SendConfirmationCodeBody = z.output<typeof sendConfirmationCodeBody>;
export type ConfirmAlertAddressBody = z.output<typeof confirmAlertAddressBody>;

/** The message that carries a code: no trip, no patient, and a word for whoever did not ask for it. */
export function confirmationCodeMessage(field: AlertField, code: string): { subject: string; text: string } {
  const lifetime = `It works for ${CONFIRMATION_CODE.minutes} minutes.`;
  if (field === 'phoneNumber') {
    return { subject: '', text: `TCC: ${code} is your code to confirm this number for transport alerts. ${lifetime} Not you? Ignore this message.` };
  }
  return {
    subject: `TCC confirmation code: ${code}`,
    text: [
      'Someone, perhaps you, asked TCC to send transport alerts to this address. To confirm it, enter this code on the',
      'Notification Settings screen:',
      '',
      `    ${code}`,
      '',
      `${lifetime} If you did not ask for it, ignore this message: nothing more will be sent here.`,
    ].join('\n'),
  };
}

/** What the Notification Settings screen says of an address or number awaiting its code. */
export const ALERT_CONFIRMATION_SCREEN = {
  pending: (address: string) => `Not confirmed: enter the code we sent to ${address}.`,
  noCodeWaiting: (address: string) => `Not confirmed: send a code to ${address}, then enter it here.`,
  untilThen: {
    emailAddress: 'Until then, e-mail goes to your account’s own address.',
    phoneNumber: 'Until then, no text message is sent.',
  },
  codeLabel: { emailAddress: 'Email confirmation code', phoneNumber: 'Text message confirmation code' },
  confirm: 'Confirm',
  sendCode: 'Send a new code',
  confirmed: 'Confirmed: alerts reach it.',
  confirmFailed: 'The code could not be checked',
  sendFailed: 'No new code could be sent',
} as const;
