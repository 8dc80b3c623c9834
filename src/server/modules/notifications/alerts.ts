// Alerts about trips: the bell for every recipient, and e-mail and text messages, through the outbox, for those whose
// notification settings ask for the alert's topic on that channel. Run in the transaction of the change they report,
// so an alert exists exactly when its change does.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { NotificationSettings } from '../../../domain/notification-settings';
import { alertDestinations, tripAlert, type TripAlertEvent, type TripAlertFacts } from '../../../domain/trip-alerts';
import type { Db } from '../../db/connect';
import { notificationSettings, users } from '../../db/schema';
import { outboxInsert, outboxRows, queueMessages, type OutgoingMessage } from '../outbox/queue';
import { notificationInsert, notifyUsers, type NewNotification } from './notify';

/** What alerts need from the configuration: the zone their times are written in and the address they point to. */
export interface AlertSettings {
  timeZone: string;
  publicUrl: string;
}

/** A user to alert: the account's e-mail and the settings they saved (null: never saved, the defaults apply). */
export interface AlertRecipient {
  id: string;
  email: string;
  settings: NotificationSettings | null;
}

/** What one alert writes: the same bell notice for each user, and the messages their settings ask for. */
export interface AlertWrites {
  bell: { userIds: string[]; notice: NewNotification };
  messages: OutgoingMessage[];
}

/** The alert's rows for `recipients` (bell and messages) and `bellOnly` (bell alone), without touching the database. */
export function alertWrites(
  recipients: readonly AlertRecipient[],
  event: TripAlertEvent,
  trip: TripAlertFacts,
  settings: AlertSettings,
  bellOnly: readonly string[] = [],
): AlertWrites {
  const alert = tripAlert(event, trip, settings);
  const unique = [...new Map(recipients.map((r) => [r.id, r])).values()];
  const messages = unique.flatMap(({ email, settings: saved }): OutgoingMessage[] => {
    const to = alertDestinations(saved, email, alert.topic);
    return [
      ...(to.email ? [{ channel: 'EMAIL' as const, to: to.email, subject: alert.subject, text: alert.text }] : []),
      ...(to.phone ? [{ channel: 'SMS' as const, to: to.phone, text: alert.sms }] : []),
    ];
  });
  const notice = { type: alert.type, title: alert.title, message: alert.message, ...(alert.link ? { link: alert.link } : {}) };
  return { bell: { userIds: [...new Set([...unique.map((r) => r.id), ...bellOnly])], notice }, messages };
}

/** A user's alert settings as one JSON value of a query over users left-joined to notification_settings (null: never saved). */
export const savedSettingsJson: SQL = sql`case when ${notificationSettings.userId} is null then null else json_build_object(
  'emailNotifications', ${notificationSettings.emailNotifications}, 'smsNotifications', ${notificationSettings.smsNotifications},
  'newTripAlerts', ${notificationSettings.newTripAlerts}, 'statusUpdates', ${notificationSettings.statusUpdates},
  'emailAddress', ${notificationSettings.emailAddress}, 'phoneNumber', ${notificationSettings.phoneNumber}) end`;

/** Which inserts the writes make: the bell's when it has users, the outbox's when it has messages. */
export const alertShape = (writes: AlertWrites) => ({ bell: writes.bell.userIds.length > 0, messages: writes.messages.length > 0 });
export type AlertShape = ReturnType<typeof alertShape>;

/** The writes' values as the parameters of their inserts. */
export const alertParameters = (writes: AlertWrites) => ({
  bellUsers: JSON.stringify(writes.bell.userIds),
  bellType: writes.bell.notice.type,
  bellTitle: writes.bell.notice.title,
  bellMessage: writes.bell.notice.message,
  bellLink: writes.bell.notice.link ?? null,
  messages: outboxRows(writes.messages),
});
export type AlertParameters = ReturnType<typeof alertParameters>;

/**
 * The inserts of writes of this shape as parts of one statement (for a WITH list), each value a placeholder named as
 * in alertParameters: one text per shape, prepared once.
 */
export function alertInserts(shape: AlertShape): SQL[] {
  const p = (name: keyof AlertParameters) => sql.placeholder(name);
  const notice = { type: p('bellType'), title: p('bellTitle'), message: p('bellMessage'), link: p('bellLink') };
  return [...(shape.bell ? [notificationInsert(p('bellUsers'), notice)] : []), ...(shape.messages ? [outboxInsert(p('messages'))] : [])];
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
  const recipients =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, email: users.email, settings: sql<NotificationSettings | null>`${savedSettingsJson}` })
          .from(users)
          .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
          .where(inArray(users.id, ids));
  const writes = alertWrites(recipients, event, trip, settings, bellOnly);
  await notifyUsers(db, writes.bell.userIds, writes.bell.notice);
  await queueMessages(db, writes.messages);
}
