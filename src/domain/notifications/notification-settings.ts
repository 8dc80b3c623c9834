// Notification settings: whether and where each signed-in user is told
// of new requests and of their trips' moves. Shared by the server's validation and the settings screen.
import { z } from 'zod';
import type { NotificationSettings } from './notification-answers';
import { parsePhoneNumber, PHONE_INPUT_MAX_LENGTH, PHONE_NUMBER_MESSAGE, TEXTABLE_NUMBER_MESSAGE } from '../common/phone-number';
import { isTextableNumber } from '../common/textable-number';

export const NOTIFICATION_SETTINGS_PATH = '/api/trips/notifications/settings';

/** What a user who never saved settings has: every alert on, no address or number yet. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNotifications: true,
  smsNotifications: true,
  newTripAlerts: true,
  statusUpdates: true,
  emailAddress: '',
  phoneNumber: '',
};

export const NOTIFICATION_SETTINGS_MESSAGES = {
  emailAddress: 'Enter an email address like name@example.org',
  phoneNumber: PHONE_NUMBER_MESSAGE,
} as const;

const isEmail = (v: string) => z.email().safeParse(v).success;

/**
 * PUT body: any of the six settings; one left out keeps its value. The address and number are read against the
 * channel they serve (notificationSettingsUpdate). A field outside the six is refused, never silently dropped.
 */
export const notificationSettingsBody = z.strictObject({
  emailNotifications: z.boolean().optional(),
  smsNotifications: z.boolean().optional(),
  newTripAlerts: z.boolean().optional(),
  statusUpdates: z.boolean().optional(),
  emailAddress: z.string().trim().max(254, NOTIFICATION_SETTINGS_MESSAGES.emailAddress).optional(),
  phoneNumber: z.string().trim().max(PHONE_INPUT_MAX_LENGTH, NOTIFICATION_SETTINGS_MESSAGES.phoneNumber).optional(),
});
export type NotificationSettingsBody = z.output<typeof notificationSettingsBody>;

/** A channel's address as sent: '' clears it; a readable one is kept (as `read` gives it); one that is not is a problem. */
function channelAddress(sent: string | undefined, read: (text: string) => string | null): { value?: string; unreadable?: true } {
  if (sent === undefined) return {};
  if (sent === '') return { value: '' };
  const value = read(sent);
  return value === null ? { unreadable: true } : { value };
}

/**
 * The settings a save leaves, or the one message refusing it. An address or number is checked only while its
 * channel is on: with SMS off, a number the user cannot see neither blocks the save nor replaces the one stored
 * (the same for the e-mail address with e-mail off). A number is kept in E.164.
 */
export function notificationSettingsUpdate(
  stored: NotificationSettings,
  body: NotificationSettingsBody,
): { ok: true; settings: NotificationSettings } | { ok: false; message: string } {
  const given = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<NotificationSettings>;
  const next: NotificationSettings = { ...stored, ...given, emailAddress: stored.emailAddress, phoneNumber: stored.phoneNumber };
  const email = channelAddress(body.emailAddress, (v) => (isEmail(v) ? v : null));
  const phone = channelAddress(body.phoneNumber, parsePhoneNumber);
  if (email.unreadable && next.emailNotifications) return { ok: false, message: NOTIFICATION_SETTINGS_MESSAGES.emailAddress };
  if (phone.unreadable && next.smsNotifications) return { ok: false, message: NOTIFICATION_SETTINGS_MESSAGES.phoneNumber };
  if (email.value !== undefined) next.emailAddress = email.value;
  if (phone.value !== undefined) next.phoneNumber = phone.value;
  return { ok: true, settings: next };
}

/**
 * The refusal of settings that would text a number that charges or reaches no phone, however the number came to be
 * stored. The server alone judges it, after `notificationSettingsUpdate`: the number types of every country are too
 * large a load for the settings screen.
 */
export const textAlertsRefusal = (settings: NotificationSettings): string | null =>
  settings.smsNotifications && settings.phoneNumber && !isTextableNumber(settings.phoneNumber) ? TEXTABLE_NUMBER_MESSAGE : null;

/** POST /api/trips/test-email and /api/trips/test-sms: a test message to the caller's own address or number. */
export const TEST_EMAIL_PATH = '/api/trips/test-email';
export const TEST_SMS_PATH = '/api/trips/test-sms';

export const CONNECTION_TEST_MESSAGES = {
  emailSent: (to: string) => `A test message was sent to ${to}.`,
  smsSent: (to: string) => `A test message was sent to ${to}.`,
  // an administrator is told which setting to fix; everyone else, in plain words, whom to tell
  emailNotConfigured:
    'No mail server is configured (SMTP_URL): messages are kept in the mail outbox and written to the server log, not sent.',
  smsNotConfigured: 'No SMS provider is configured (SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM): text messages are not sent.',
  emailNotSetUp: 'E-mail is not set up on this system yet, so no message was sent. Please tell the control center.',
  smsNotSetUp: 'Text messages are not set up on this system yet, so no message was sent. Please tell the control center.',
  noPhoneNumber: 'Save a phone number for text messages first.',
  emailFailed: (reason: string) => `The mail server could not be used: ${reason}`,
  smsFailed: (reason: string) => `The SMS provider could not be used: ${reason}`,
  emailUnreachable: 'The test message could not be sent. Please try again later, or tell the control center if it keeps failing.',
  smsUnreachable: 'The test text message could not be sent. Please try again later, or tell the control center if it keeps failing.',
  emailSubject: 'TCC test message',
  // what a test says: no trip and no patient, only that the channel works
  emailBody: 'This is a test message from TCC. Transport alerts you choose in your notification settings will reach you at this address.',
  smsBody: 'TCC test message: transport alerts you choose in your notification settings will reach you at this number.',
} as const;

/** The Notification Settings screen's texts and how long its messages stay. */
export const NOTIFICATION_SETTINGS_SCREEN = {
  title: 'Notification Settings',
  intro: 'How you hear of new transport requests and of changes to your trips.',
  toggles: {
    emailNotifications: 'Email Notifications',
    smsNotifications: 'SMS Notifications',
    newTripAlerts: 'New Trip Alerts',
    statusUpdates: 'Status Updates',
  },
  hints: {
    emailNotifications: 'Alerts by e-mail, to the address below',
    smsNotifications: 'Alerts by text message, to the number below',
    newTripAlerts: 'A transport request offered to you',
    statusUpdates: 'Your trips accepted, picked up, completed or cancelled',
  },
  // named apart from an organisation's own e-mail and phone, which share the Settings tab with these in the portals
  emailAddress: 'Alert Email Address',
  phoneNumber: 'Alert Phone Number',
  phonePlaceholder: '+14125550123',
  testsUseSaved: 'Connection tests use your saved address and number, once confirmed.',
  testEmail: 'Test Email Connection',
  testSms: 'Test SMS Connection',
  save: 'Save Settings',
  states: { testing: 'Testing...', connected: 'Connection Successful', notConnected: 'Connection Failed', saving: 'Saving...', saved: 'Saved!', error: 'Error' },
  saved: 'Notification settings saved successfully!',
  emailConnected: 'Email service connection successful!',
  smsConnected: 'SMS service connection successful!',
  emailFailed: 'Email service connection failed',
  smsFailed: 'SMS service connection failed',
  saveFailed: 'Failed to save settings',
  loading: 'Loading notification settings...',
  dismiss: 'Dismiss message',
  /** A success message clears after 3 s, an error after 5 s. */
  successMs: 3000,
  errorMs: 5000,
} as const;
