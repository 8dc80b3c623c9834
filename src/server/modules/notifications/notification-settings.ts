// GET and PUT /api/trips/notifications/settings: each signed-in user's own settings, the defaults until first saved.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationSettingsUpdate,
  type NotificationSettings,
  type NotificationSettingsBody,
} from '../../../domain/notification-settings';
import type { Db } from '../../db/connect';
import { notificationSettings as table } from '../../db/schema';
import { badRequest } from '../../http/errors';

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

/**
 * Saves the fields given over the stored (or default) ones, the address and number judged against the channels
 * they serve, and answers the settings now in force. The row is locked so two saves do not judge the same old one.
 */
export async function saveNotificationSettings(db: Db, userId: string, body: NotificationSettingsBody): Promise<NotificationSettings> {
  return db.transaction(async (tx) => {
    const [stored] = await tx.select(columns).from(table).where(eq(table.userId, userId)).for('update');
    const update = notificationSettingsUpdate(stored ?? DEFAULT_NOTIFICATION_SETTINGS, body);
    if (!update.ok) throw badRequest(update.message);
    const [row] = await tx
      .insert(table)
      .values({ userId, ...update.settings })
      .onConflictDoUpdate({ target: table.userId, set: { ...update.settings, updatedAt: new Date() } })
      .returning(columns);
    return row!;
  });
}
