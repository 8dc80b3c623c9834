// Alerts about trips: the bell for every recipient, and e-mail and text messages, through the outbox, for those whose
// notification settings ask for the alert's topic on that channel. Run in the transaction of the change they report,
// so an alert exists exactly when its change does.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { StoredAlertSettings } from '@/domain/notifications/alert-confirmation';
import { organisationTimeZone } from '@/domain/common/time-zones';
import { alertDestinations, tripAlert, type TripAlert, type TripAlertEvent, type TripAlertFacts } from '@/domain/notifications/trip-alerts';
import type { Db } from '@/server/db/connect';
import { notificationSettings, users } from '@/server/db/schema';
import { outboxInsert, outboxRows, type OutgoingMessage, queueMessages } from '../outbox';
import { type BellRow, notificationInsert, notifyEach } from './notify';

/** What alerts need from the configuration: the control center's zone and the address they point to. */
export interface AlertSettings {
  timeZone: string;
  publicUrl: string;
}

/** What a user's organisation says of its time zone, as stored (src/domain/common/time-zones.ts). */
export interface RecipientZone {
  timeZone: string | null;
  state: string | null;
}

/** A user told in the bell: the alert's times are written in their organisation's zone. */
export interface BellRecipient {
  id: string;
  zone: RecipientZone;
}

/** A user to alert: the account's e-mail and the settings they saved with their confirmations (null: never saved, the defaults apply). */
export interface AlertRecipient extends BellRecipient {
  email: string;
  settings: StoredAlertSettings | null;
}

/** What alerts write: a bell notice for each user, in their zone, and the messages their settings ask for. */
export interface AlertWrites {
  bell: BellRow[];
  messages: OutgoingMessage[];
}

/** The user's organisation's JSON RecipientZone, in a query over `users`. */
export const recipientZoneJson: SQL = sql`json_build_object(
  'timeZone', coalesce((select h.time_zone from hospitals as h where h.id = users.hospital_id),
    (select a.time_zone from agencies as a where a.id = users.agency_id)),
  'state', coalesce((select h.state from hospitals as h where h.id = users.hospital_id),
    (select a.state from agencies as a where a.id = users.agency_id)))`;

/** The alert's rows for `recipients` (bell and messages) and `bellOnly` (bell alone), without touching the database. */
export function alertWrites(
  recipients: readonly AlertRecipient[],
  event: TripAlertEvent,
  trip: TripAlertFacts,
  settings: AlertSettings,
  bellOnly: readonly BellRecipient[] = [],
): AlertWrites {
  // one alert per zone its readers are in: usually one
  const byZone = new Map<string, TripAlert>();
  const alertFor = (zone: RecipientZone | null): TripAlert => {
    const timeZone = (zone && organisationTimeZone(zone)) ?? settings.timeZone;
    let alert = byZone.get(timeZone);
    if (!alert) byZone.set(timeZone, (alert = tripAlert(event, trip, { timeZone, publicUrl: settings.publicUrl })));
    return alert;
  };
  const unique = [...new Map(recipients.map((r) => [r.id, r])).values()];
  const messages = unique.flatMap(({ email, settings: saved, zone }): OutgoingMessage[] => {
    const alert = alertFor(zone);
    const to = alertDestinations(saved, email, alert.topic);
    return [
      ...(to.email ? [{ channel: 'EMAIL' as const, to: to.email, subject: alert.subject, text: alert.text }] : []),
      ...(to.phone ? [{ channel: 'SMS' as const, to: to.phone, text: alert.sms }] : []),
    ];
  });
  const told = [...new Map([...unique, ...bellOnly].map((r) => [r.id, r])).values()];
  const { type, title, link } = alertFor(null);
  return { bell: told.map((r) => ({ user: r.id, type, title, message: alertFor(r.zone).message, link })), messages };
}

/** The writes of several alerts of one change, made together. */
export const allAlerts = (...writes: AlertWrites[]): AlertWrites => ({ bell: writes.flatMap((w) => w.bell), messages: writes.flatMap((w) => w.messages) });

/** A user's alert settings as one JSON value of a query over users left-joined to notification_settings (null: never saved). */
export const savedSettingsJson: SQL = sql`case when ${notificationSettings.userId} is null then null else json_build_object(
  'emailNotifications', ${notificationSettings.emailNotifications}, 'smsNotifications', ${notificationSettings.smsNotifications},
  'newTripAlerts', ${notificationSettings.newTripAlerts}, 'statusUpdates', ${notificationSettings.statusUpdates},
  'emailAddress', ${notificationSettings.emailAddress}, 'phoneNumber', ${notificationSettings.phoneNumber},
  'emailAddressConfirmed', ${notificationSettings.emailAddressConfirmed}, 'phoneNumberConfirmed', ${notificationSettings.phoneNumberConfirmed}) end`;

/** Which inserts the writes make: the bell's when it has users, the outbox's when it has messages. */
export const alertShape = (writes: AlertWrites) => ({ bell: writes.bell.length > 0, messages: writes.messages.length > 0 });
export type AlertShape = ReturnType<typeof alertShape>;

/** The writes' values as the parameters of their inserts. */
export const alertParameters = (writes: AlertWrites) => ({ bell: JSON.stringify(writes.bell), messages: outboxRows(writes.messages) });
export type AlertParameters = ReturnType<typeof alertParameters>;

/**
 * The inserts of writes of this shape as parts of one statement (for a WITH list), each value a placeholder named as
 * in alertParameters: one text per shape, prepared once.
 */
export function alertInserts(shape: AlertShape): SQL[] {
  const p = (name: keyof AlertParameters) => sql.placeholder(name);
  return [...(shape.bell ? [notificationInsert(p('bell'))] : []), ...(shape.messages ? [outboxInsert(p('messages'))] : [])];
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
  const ids = [...new Set([...userIds, ...bellOnly])];
  const found =
    ids.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            email: users.email,
            settings: sql<StoredAlertSettings | null>`${savedSettingsJson}`,
            zone: sql<RecipientZone>`${recipientZoneJson}`,
          })
          .from(users)
          .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
          .where(inArray(users.id, ids));
  const recipients = found.filter((r) => userIds.includes(r.id));
  const writes = alertWrites(recipients, event, trip, settings, found.filter((r) => bellOnly.includes(r.id)));
  await notifyEach(db, writes.bell);
  await queueMessages(db, writes.messages);
}
