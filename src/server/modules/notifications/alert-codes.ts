// The codes that confirm alert addresses and numbers: made at random, kept only as a slow hash (a copy of the table
// cannot be searched for six digits within a code's lifetime), and sent through the outbox in the caller's transaction.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CONFIRMATION_CODE, codesSentThisHour, confirmationCodeMessage, type AlertField, type CodeRecord } from '@/domain/notifications/alert-confirmation';
import type { Db } from '@/server/db/connect';
import { alertConfirmationCodes as codes } from '@/server/db/schema';
import { hashPassword } from '../secrets';
import { queueMessages } from '../outbox';

/** A fresh code and its hash, made before the transaction that sends it so the hashing holds no lock. */
export interface NewCode {
  code: string;
  hash: string;
}

export async function newCode(): Promise<NewCode> {
  const code = String(randomInt(0, 10 ** CONFIRMATION_CODE.digits)).padStart(CONFIRMATION_CODE.digits, '0');
  return { code, hash: await hashPassword(code) };
}

type CodeRow = typeof codes.$inferSelect;
const recordOf = (row: CodeRow): CodeRecord & { codeHash: string | null } => ({ ...row, live: row.codeHash !== null });

/** The user's last code of each field. */
export async function codeRecords(db: Db, userId: string): Promise<Partial<Record<AlertField, CodeRecord & { codeHash: string | null }>>> {
  const rows = await db.select().from(codes).where(eq(codes.userId, userId));
  return Object.fromEntries(rows.map((row) => [row.field, recordOf(row)]));
}

/** The user's last code of one field, locked until the transaction ends, so two tries or two sends take turns. */
export async function lockedCodeRecord(db: Db, userId: string, field: AlertField) {
  const [row] = await db
    .select()
    .from(codes)
    .where(and(eq(codes.userId, userId), eq(codes.field, field)))
    .for('update');
  return row && recordOf(row);
}

/** Sends `fresh` to `address`, ending the field's code before it; `previous` is that code, for the hour's count. */
export async function sendCode(
  tx: Db,
  to: { userId: string; field: AlertField; address: string },
  fresh: NewCode,
  previous: CodeRecord | undefined,
  now: Date,
): Promise<void> {
  const values = {
    address: to.address,
    codeHash: fresh.hash,
    expiresAt: new Date(now.getTime() + CONFIRMATION_CODE.minutes * 60_000),
    tries: 0,
    sentAt: now,
    ...codesSentThisHour(previous, now),
  };
  await tx
    .insert(codes)
    .values({ userId: to.userId, field: to.field, ...values })
    .onConflictDoUpdate({ target: [codes.userId, codes.field], set: values });
  const message = confirmationCodeMessage(to.field, fresh.code);
  await queueMessages(tx, [to.field === 'emailAddress' ? { channel: 'EMAIL', to: to.address, ...message } : { channel: 'SMS', to: to.address, text: message.text }]);
}
