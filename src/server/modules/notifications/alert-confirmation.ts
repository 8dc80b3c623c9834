// POST …/notifications/settings/confirm and …/send-code: the owner of an alert address or number proves it with the
// code sent to it, or asks for a new code. Only the caller's own code can confirm the caller's own address.
import { and, eq } from 'drizzle-orm';
import {
  ALERT_CONFIRMATION_MESSAGES,
  canReceiveCode,
  codeCheckRefusal,
  codeSendRefusal,
  confirmationStatus,
  CONFIRMATION_CODE,
  type AlertField,
  type ConfirmAlertAddressBody,
  type SendConfirmationCodeBody,
} from '@/domain/notifications/alert-confirmation';
import type { ConfirmationAnswer } from '@/domain/notifications/notification-answers';
import { TEXTABLE_NUMBER_MESSAGE } from '@/domain/common/phone-number';
import type { Db } from '@/server/db/connect';
import { alertConfirmationCodes as codes, notificationSettings } from '@/server/db/schema';
import { badRequest, conflict, HttpError, tooManyRequests } from '@/server/http/errors';
import { verifyPassword } from '../secrets';
import { lockedCodeRecord, newCode, sendCode } from './alert-codes';
import { readNotificationSettings, settingsOf } from './notification-settings';

const CONFIRMED_COLUMN = { emailAddress: 'emailAddressConfirmed', phoneNumber: 'phoneNumberConfirmed' } as const;

async function answer(db: Db, userId: string, message: string): Promise<ConfirmationAnswer> {
  return { success: true, message, confirmation: (await readNotificationSettings(db, userId)).confirmation };
}

/** The field's saved address and its status, the settings row held until the transaction ends. */
async function lockedField(tx: Db, userId: string, field: AlertField) {
  const { stored, accountEmail } = await settingsOf(tx, userId, true);
  return { address: stored[field], status: confirmationStatus(stored, field, accountEmail) };
}

/** A new code for the saved address or number, within the limits on codes. */
export async function sendConfirmationCode(db: Db, userId: string, { field }: SendConfirmationCodeBody, now = new Date()): Promise<ConfirmationAnswer> {
  const fresh = await newCode();
  const address = await db.transaction(async (tx) => {
    const { address, status } = await lockedField(tx, userId, field);
    if (status === 'NONE') throw badRequest(ALERT_CONFIRMATION_MESSAGES.nothingToConfirm[field]);
    if (status === 'CONFIRMED') throw conflict(ALERT_CONFIRMATION_MESSAGES.alreadyConfirmed(address));
    if (!canReceiveCode(field, address)) throw badRequest(TEXTABLE_NUMBER_MESSAGE);
    const previous = await lockedCodeRecord(tx, userId, field);
    const refusal = codeSendRefusal(previous, field, address, now);
    if (refusal) throw tooManyRequests(refusal);
    await sendCode(tx, { userId, field, address }, fresh, previous, now);
    return address;
  });
  return answer(db, userId, ALERT_CONFIRMATION_MESSAGES.codeSent(address));
}

type Attempt = { done: 'already'; address: string } | { done: 'compare'; address: string; codeHash: string; triesLeft: number };

/**
 * The code entered for the saved address or number. A try is spent before the code is compared (and kept when it
 * is wrong), so guesses sent at once cannot outrun the limit; entering it again once confirmed changes nothing.
 */
export async function confirmAlertAddress(db: Db, userId: string, { field, code }: ConfirmAlertAddressBody, now = new Date()): Promise<ConfirmationAnswer> {
  const attempt = await db.transaction(async (tx): Promise<Attempt> => {
    const { address, status } = await lockedField(tx, userId, field);
    if (status === 'NONE') throw badRequest(ALERT_CONFIRMATION_MESSAGES.nothingToConfirm[field]);
    if (status === 'CONFIRMED') return { done: 'already', address };
    const record = await lockedCodeRecord(tx, userId, field);
    const refusal = codeCheckRefusal(record, field, address, now);
    if (refusal) throw new HttpError(refusal.status, refusal.message);
    await tx.update(codes).set({ tries: record!.tries + 1 }).where(and(eq(codes.userId, userId), eq(codes.field, field)));
    return { done: 'compare', address, codeHash: record!.codeHash!, triesLeft: CONFIRMATION_CODE.tries - record!.tries - 1 };
  });
  if (attempt.done === 'already') return answer(db, userId, ALERT_CONFIRMATION_MESSAGES.alreadyConfirmed(attempt.address));
  if (!(await verifyPassword(attempt.codeHash, code))) throw badRequest(ALERT_CONFIRMATION_MESSAGES.wrongCode(attempt.triesLeft));
  await db.transaction(async (tx) => {
    // the address may have changed, or a new code been sent, while the code was compared: then this one confirms nothing
    // (the same code entered twice at once confirms once)
    const { address, status } = await lockedField(tx, userId, field);
    if (address !== attempt.address) throw badRequest(ALERT_CONFIRMATION_MESSAGES.noCode);
    if (status === 'CONFIRMED') return;
    const record = await lockedCodeRecord(tx, userId, field);
    if (record?.codeHash !== attempt.codeHash) throw badRequest(ALERT_CONFIRMATION_MESSAGES.noCode);
    await tx.update(notificationSettings).set({ [CONFIRMED_COLUMN[field]]: true, updatedAt: new Date() }).where(eq(notificationSettings.userId, userId));
    await tx.update(codes).set({ codeHash: null }).where(and(eq(codes.userId, userId), eq(codes.field, field)));
  });
  return answer(db, userId, ALERT_CONFIRMATION_MESSAGES.confirmed(attempt.address));
}
