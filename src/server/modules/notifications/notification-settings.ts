// GET and PUT /api/trips/notifications/settings: each signed-in user's own settings, the defaults until first saved,
// answered with where the alert address and number stand: a new one is sent a code and receives nothing else until
// the code is entered.
import { eq } from 'drizzle-orm';
import {
  alertConfirmation,
  codeSendRefusal,
  confirmationsAfterSave,
  NO_CONFIRMATIONS,
  type AlertField,
  type CodeRecord,
  type StoredAlertSettings,
} from '@/domain/notifications/alert-confirmation';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationSettingsUpdate,
  textAlertsRefusal,
  type NotificationSettingsBody,
} from '@/domain/notifications/notification-settings';
import type { NotificationSettings } from '@/domain/notifications/notification-answers';
import type { Db } from '@/server/db/connect';
import { notificationSettings as table, users } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import { codeRecords, lockedCodeRecord, newCode, sendCode, type NewCode } from './alert-codes';

const columns = {
  emailNotifications: table.emailNotifications,
  smsNotifications: table.smsNotifications,
  newTripAlerts: table.newTripAlerts,
  statusUpdates: table.statusUpdates,
  emailAddress: table.emailAddress,
  phoneNumber: table.phoneNumber,
  emailAddressConfirmed: table.emailAddressConfirmed,
  phoneNumberConfirmed: table.phoneNumberConfirmed,
};

/** A user's settings as stored, with their confirmations, and the account's own e-mail address. */
export interface SettingsOf {
  stored: StoredAlertSettings;
  accountEmail: string;
}

/** `lock`: the settings row is held until the transaction ends, so two changes never judge the same old one. */
export async function settingsOf(db: Db, userId: string, lock = false): Promise<SettingsOf> {
  const query = db.select(columns).from(table).where(eq(table.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return { stored: row ?? { ...DEFAULT_NOTIFICATION_SETTINGS, ...NO_CONFIRMATIONS }, accountEmail: account!.email };
}

/** The specification's six fields, and the confirmations beside them. */
export function settingsAnswer({ stored, accountEmail }: SettingsOf, codes: Partial<Record<AlertField, CodeRecord>>, now: Date) {
  const { emailAddressConfirmed: _e, phoneNumberConfirmed: _p, ...data } = stored;
  return { data: data satisfies NotificationSettings, confirmation: alertConfirmation(stored, accountEmail, codes, now) };
}

export async function readNotificationSettings(db: Db, userId: string, now = new Date()) {
  return settingsAnswer(await settingsOf(db, userId), await codeRecords(db, userId), now);
}

/** The fields a save of `body` would send a code to, judged on `current`. */
function codeFieldsOf({ stored, accountEmail }: SettingsOf, body: NotificationSettingsBody): AlertField[] {
  const update = notificationSettingsUpdate(stored, body);
  return update.ok ? confirmationsAfterSave(stored, update.settings, accountEmail).codeFor : [];
}

/**
 * Saves the fields given over the stored (or default) ones, the address and number judged against the channels
 * they serve, and answers the settings now in force. A changed address or number is no longer confirmed, and a new
 * one is sent a code in the same transaction, unless codes to it are held back for now (it can be sent one later).
 */
export async function saveNotificationSettings(db: Db, userId: string, body: NotificationSettingsBody, now = new Date()) {
  const fresh = new Map<AlertField, NewCode>();
  for (const field of codeFieldsOf(await settingsOf(db, userId), body)) fresh.set(field, await newCode());
  return db.transaction(async (tx) => {
    const before = await settingsOf(tx, userId, true);
    const update = notificationSettingsUpdate(before.stored, body);
    if (!update.ok) throw badRequest(update.message);
    const refusal = textAlertsRefusal(update.settings);
    if (refusal) throw badRequest(refusal);
    const { confirmations, codeFor } = confirmationsAfterSave(before.stored, update.settings, before.accountEmail);
    const saved = { ...update.settings, ...confirmations };
    const [row] = await tx
      .insert(table)
      .values({ userId, ...saved })
      .onConflictDoUpdate({ target: table.userId, set: { ...saved, updatedAt: new Date() } })
      .returning(columns);
    for (const field of codeFor) {
      const previous = await lockedCodeRecord(tx, userId, field);
      if (codeSendRefusal(previous, field, row![field], now) !== null) continue;
      await sendCode(tx, { userId, field, address: row![field] }, fresh.get(field) ?? (await newCode()), previous, now);
    }
    return settingsAnswer({ stored: row!, accountEmail: before.accountEmail }, await codeRecords(tx, userId), now);
  });
}
