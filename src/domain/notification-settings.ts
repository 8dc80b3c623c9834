// Notification settings (spec part 2 §2 Notification Settings, §3, §7): whether and where each signed-in user is told
// of new requests and of their trips' moves. Shared by the server's validation and the settings screen.
import { z } from 'zod';

export const NOTIFICATION_SETTINGS_PATH = '/api/trips/notifications/settings';

export interface NotificationSettings {
  emailNotifications: boolean;
  smsNotifications: boolean;
  newTripAlerts: boolean;
  statusUpdates: boolean;
  emailAddress: string;
  phoneNumber: string;
}

/** What a user who never saved settings has (spec part 2 §3): every alert on, no address or number yet. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNotifications: true,
  smsNotifications: true,
  newTripAlerts: true,
  statusUpdates: true,
  emailAddress: '',
  phoneNumber: '',
};

/** E.164: a plus, a country code (never 0) and the number, 15 digits at most in all. */
export const E164_PHONE = /^\+[1-9]\d{1,14}$/;

export const NOTIFICATION_SETTINGS_MESSAGES = {
  emailAddress: 'emailAddress must be a valid email address',
  phoneNumber: 'phoneNumber must be in international format: a plus, the country code and the number (e.g. +14125550123)',
} as const;

const isEmail = (v: string) => z.email().safeParse(v).success;

/**
 * PUT body: any of the six settings; one left out keeps its value. An address or number may be '' (none); otherwise
 * it must be an e-mail address or an E.164 number. A field outside the six is refused, never silently dropped.
 */
export const notificationSettingsBody = z.strictObject({
  emailNotifications: z.boolean().optional(),
  smsNotifications: z.boolean().optional(),
  newTripAlerts: z.boolean().optional(),
  statusUpdates: z.boolean().optional(),
  emailAddress: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || isEmail(v), NOTIFICATION_SETTINGS_MESSAGES.emailAddress)
    .optional(),
  phoneNumber: z
    .string()
    .trim()
    .refine((v) => v === '' || E164_PHONE.test(v), NOTIFICATION_SETTINGS_MESSAGES.phoneNumber)
    .optional(),
});
export type NotificationSettingsBody = z.output<typeof notificationSettingsBody>;
