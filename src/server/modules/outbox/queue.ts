// Putting messages in the outbox. Callers pass their transaction when the message belongs to a change, so the
// message exists exactly when the change does; the worker (outbox-worker.ts) delivers it after the commit.
import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import { outbox } from '@/server/db/schema';
import type { OutgoingMail } from '../mail';

/** A text to a patient names the facility whose trip it tells of: the worker sends it only while the facility texts patients. */
export type OutgoingMessage = ({ channel: 'EMAIL' } & OutgoingMail) | { channel: 'SMS'; to: string; text: string; hospitalId?: string };

/** The messages as outboxInsert takes them: a JSON array of outbox rows (a text message has no subject). */
export const outboxRows = (messages: readonly OutgoingMessage[]): string =>
  JSON.stringify(
    messages.map((m) =>
      m.channel === 'EMAIL'
        ? { channel: m.channel, to: m.to, subject: m.subject, text: m.text }
        : { channel: m.channel, to: m.to, subject: '', text: m.text, hospital_id: m.hospitalId },
    ),
  );

/**
 * The insert of the messages of `rows` (outboxRows), in their order: one text however many messages, so that a
 * statement holding it can be prepared with a placeholder for them.
 */
export const outboxInsert = (rows: string | Placeholder) =>
  sql`insert into ${outbox} (channel, "to", subject, text, hospital_id) select m.channel, m."to", m.subject, m.text, m.hospital_id
    from json_to_recordset(${rows}::text::json) as m(channel text, "to" text, subject text, text text, hospital_id uuid)`;

/** Records the messages for delivery; answers their ids in order. */
export async function queueMessages(db: Db, messages: readonly OutgoingMessage[]): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = await rawRows<{ id: string }>(db, sql`${outboxInsert(outboxRows(messages))} returning id`);
  return rows.map((r) => r.id);
}

export const queueMail = async (db: Db, mail: OutgoingMail): Promise<string> => (await queueMessages(db, [{ channel: 'EMAIL', ...mail }]))[0]!;
