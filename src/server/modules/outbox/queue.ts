// Putting messages in the outbox. Callers pass their transaction when the message belongs to a change, so the
// message exists exactly when the change does; the worker (outbox-worker.ts) delivers it after the commit.
import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import { outbox } from '@/server/db/schema';
import type { OutgoingMail } from '../mail/mailer';

export type OutgoingMessage = ({ channel: 'EMAIL' } & OutgoingMail) | { channel: 'SMS'; to: string; text: string };

/** The messages as outboxInsert takes them: a JSON array of outbox rows (a text message has no subject). */
export const outboxRows = (messages: readonly OutgoingMessage[]): string =>
  JSON.stringify(messages.map((m) => ({ channel: m.channel, to: m.to, subject: m.channel === 'EMAIL' ? m.subject : '', text: m.text })));

/**
 * The insert of the messages of `rows` (outboxRows), in their order: one text however many messages, so that a
 * statement holding it can be prepared with a placeholder for them.
 */
export const outboxInsert = (rows: string | Placeholder) =>
  sql`insert into ${outbox} (channel, "to", subject, text) select m.channel, m."to", m.subject, m.text
    from json_to_recordset(${rows}::text::json) as m(channel text, "to" text, subject text, text text)`;

/** Records the messages for delivery; answers their ids in order. */
export async function queueMessages(db: Db, messages: readonly OutgoingMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await rawRows<{ id: string }>(db, sql`${outboxInsert(outboxRows(messages))} returning id`);
  return rows.map((r) => r.id);
}

export const queueMail = async (db: Db, mail: OutgoingMail): Promise<string> => (await queueMessages(db, [{ channel: 'EMAIL', ...mail }]))[0]!;
