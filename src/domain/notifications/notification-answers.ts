// What the notification calls answer (the bell, the alert settings and their confirmation, the channel tests): the
// schemas the routes declare and the web app's types come from.
import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../common/enums';

/** A notification of the bell; its link opens the thing it is about. */
export const notificationSchema = z
  .object({
    id: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    message: z.string(),
    link: z.string().nullable().describe("The web app's path of what it is about, or null"),
    createdAt: z.iso.datetime(),
    read: z.boolean(),
  })
  .meta({ id: 'Notification' });
export type NotificationItem = z.output<typeof notificationSchema>;

const unreadCount = z.number().int().describe("How many of all the caller's notifications are unread");

/** GET /api/notifications: `data` stays the list the specification names; the unread count rides beside it. */
export const notificationListAnswer = z.object({ success: z.literal(true), data: z.array(notificationSchema), unreadCount });
/** PUT /api/notifications/read-all. */
export const allReadAnswer = z.object({
  success: z.literal(true),
  data: z.object({ updated: z.number().int().describe('How many were unread until now') }),
  unreadCount,
});
/** PUT /api/notifications/{id}/read. */
export const readAnswer = z.object({ success: z.literal(true), data: notificationSchema, unreadCount });

/** The specification's six settings: whether and where a user is told of new requests and of their trips' moves. */
export const notificationSettingsSchema = z
  .object({
    emailNotifications: z.boolean(),
    smsNotifications: z.boolean(),
    newTripAlerts: z.boolean(),
    statusUpdates: z.boolean(),
    emailAddress: z.string().describe("The alert address ('' : the account's own address)"),
    phoneNumber: z.string().describe("The alert number in E.164 ('' : none)"),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;

/** NONE: nothing saved; CONFIRMED: messages may go there; PENDING: its code must be entered first. */
export const CONFIRMATION_STATUSES = ['NONE', 'CONFIRMED', 'PENDING'] as const;
export type ConfirmationStatus = (typeof CONFIRMATION_STATUSES)[number];

const fieldConfirmation = z.object({
  status: z.enum(CONFIRMATION_STATUSES),
  codeSent: z.boolean().describe('A code was sent to it and can still be entered'),
});
/** What the screen shows of each field: its status, and whether a code for it is waiting to be entered. */
export const alertConfirmationSchema = z
  .object({ emailAddress: fieldConfirmation, phoneNumber: fieldConfirmation })
  .meta({ id: 'AlertConfirmation' });
export type AlertConfirmation = z.output<typeof alertConfirmationSchema>;

/** GET and PUT of the settings: `data` stays the specification's six fields; the confirmations ride beside it. */
export const notificationSettingsAnswer = z.object({ success: z.literal(true), data: notificationSettingsSchema, confirmation: alertConfirmationSchema });
export type NotificationSettingsAnswer = z.output<typeof notificationSettingsAnswer>;

/** The answer of a confirmation or a new code: what was done, and where each field now stands. */
export const confirmationAnswer = z.object({ success: z.literal(true), message: z.string(), confirmation: alertConfirmationSchema });
export type ConfirmationAnswer = z.output<typeof confirmationAnswer>;

/** A connection test that sent its message (a failure is an error answer with the reason). */
export const connectionTestAnswer = z.object({ success: z.literal(true), message: z.string().describe('Where the test message went') });
export type ConnectionTestAnswer = z.output<typeof connectionTestAnswer>;
