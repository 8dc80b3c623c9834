// Alerts about trips: the bell for every recipient, and e-mail and text messages, through the outbox, for those whose
// notification settings ask for the alert's topic on that channel. Run in the transaction of the change they report,
// so an alert exists exactly when its change does.
import { eq, inArray } from 'drizzle-orm';
import type { NotificationSettings } from '../../../domain/notification-settings';
import { alertDestinations, tripAlert, type TripAlertEvent, type TripAlertFacts } from '../../../domain/trip-alerts';
import type { Db } from '../../db/connect';
import { notificationSettings, users } from '../../db/schema';
import { queueMessages, type OutgoingMessage } from '../outbox/queue';
import { notifyUsers } from './notify';

/** What alerts need from the configuration: the zone their times are written in and the address they point to. */
export interface AlertSettings {
  timeZone: string;
  publicUrl: string;
}

/** `bellOnly`: users told in the bell alone, whatever their settings (the trip is no longer theirs to act on). */
export async function alertUsers(
  db: Db,
  userIds: readonly string[],
  event: TripAlertEvent,
  trip: TripAlertFacts,
  settings: AlertSettings,
  bellOnly: readonly string[] = [],
): Promise<void> {
  const ids = [...new Set(userIds)];
  const alert = tripAlert(event, trip, settings);
  await notifyUsers(db, [...ids, ...bellOnly], { type: alert.type, title: alert.title, message: alert.message, ...(alert.link ? { link: alert.link } : {}) });
  if (ids.length === 0) return;
  const rows = await db
    .select({
      email: users.email,
      saved: notificationSettings.userId,
      emailNotifications: notificationSettings.emailNotifications,
      smsNotifications: notificationSettings.smsNotifications,
      newTripAlerts: notificationSettings.newTripAlerts,
      statusUpdates: notificationSettings.statusUpdates,
      emailAddress: notificationSettings.emailAddress,
      phoneNumber: notificationSettings.phoneNumber,
    })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(inArray(users.id, ids));
  const messages = rows.flatMap(({ email, saved, ...s }): OutgoingMessage[] => {
    const to = alertDestinations(saved ? (s as NotificationSettings) : null, email, alert.topic);
    return [
      ...(to.email ? [{ channel: 'EMAIL' as const, to: to.email, subject: alert.subject, text: alert.text }] : []),
      ...(to.phone ? [{ channel: 'SMS' as const, to: to.phone, text: alert.sms }] : []),
    ];
  });
  await queueMessages(db, messages);
}
