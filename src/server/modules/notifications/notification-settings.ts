// GET and PUT /api/trips/notifications/settings: each signed-in user's own settings, the defaults until first saved.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
  type NotificationSettingsBody,
} from '../../../domain/notification-settings';
import type { Db } from '../../db/connect';
import { notificationSettings as table } from '../../db/schema';

const columns = {
  emailNotifications: table.emailNotifications,
  smsNotifications: table.smsNotifications,
  newTripAlerts: table.newTripAlerts,
  statusUpdates: table.statusUpdates,
  emailAddress: table.emailAddress,
  phoneNumber: table.phoneNumber,
};

export async function readNotificationSettings(db: Db, userId: string): Promise<NotificationSettings> {
  const [row] = await db.select(columns).from(table).where(eq(table.userId, userId));
  return row ?? DEFAULT_NOTIFICATION_SETTINGS;
}

/** Saves the fields given over the stored (or default) ones in one statement, and answers the settings now in force. */
export async function saveNotificationSettings(db: Db, userId: string, body: NotificationSettingsBody): Promise<NotificationSettings> {
  const given = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<NotificationSettings>;
  const [row] = await db
    .insert(table)
    .values({ userId, ...DEFAULT_NOTIFICATION_SETTINGS, ...given })
    .onConflictDoUpdate({ target: table.userId, set: { ...given, updatedAt: new Date() } })
    .returning(columns);
  return row!;
}
