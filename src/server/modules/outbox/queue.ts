// Putting messages in the outbox. Callers pass their transaction when the message belongs to a change, so the
// message exists exactly when the change does; the worker (outbox-worker.ts) delivers it after the commit.
import type { Db } from '../../db/connect';
import { outbox } from '../../db/schema';
import type { OutgoingMail } from '../mail/mailer';

export type OutgoingMessage = ({ channel: 'EMAIL' } & OutgoingMail) | { channel: 'SMS'; to: string; text: string };

/** The insert of these messages (at least one). */
export const outboxInsert = (db: Db, messages: readonly OutgoingMessage[]) =>
  db.insert(outbox).values(messages.map((m) => ({ channel: m.channel, to: m.to, subject: m.channel === 'EMAIL' ? m.subject : '', text: m.text })));

/** Records the messages for delivery; answers their ids in order. */
export async function queueMessages(db: Db, messages: readonly OutgoingMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await outboxInsert(db, messages).returning({ id: outbox.id });
  return rows.map((r) => r.id);
}

export const queueMail = async (db: Db, mail: OutgoingMail): Promise<string> => (await queueMessages(db, [{ channel: 'EMAIL', ...mail }]))[0]!;
