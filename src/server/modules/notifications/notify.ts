import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { NotificationType } from '@/domain/common/enums';
import type { Db } from '@/server/db/connect';
import { notifications, users } from '@/server/db/schema';

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  link?: string;
}

/** A value of an insert, or the placeholder for it in a prepared statement. */
type Given<T> = T | Placeholder;

/** Each user's message of one notice, as notificationInsert takes them: a message may differ by the reader's time zone. */
export type NoticeMessages = { user: string; message: string }[];

/**
 * The insert of one in-app notification for each user of `messages`, a JSON array of NoticeMessages with distinct
 * users: one text however many users, so that a statement holding it can be prepared with placeholders for the values.
 */
export const notificationInsert = (messages: Given<string>, n: { type: Given<NotificationType>; title: Given<string>; link: Given<string | null> }) =>
  sql`insert into ${notifications} (user_id, type, title, message, link)
    select (value->>'user')::uuid, ${n.type}::text, ${n.title}::text, value->>'message', ${n.link}::text
    from json_array_elements(${messages}::text::json)`;

/** The same in-app notification for each of these users. */
export async function notifyUsers(db: Db, userIds: readonly string[], n: NewNotification): Promise<void> {
  await notifyEach(db, [...new Set(userIds)].map((user) => ({ user, message: n.message })), n);
}

/** One in-app notification for each user, with that user's message. */
export async function notifyEach(db: Db, messages: NoticeMessages, n: Omit<NewNotification, 'message'>): Promise<void> {
  if (messages.length === 0) return;
  await db.execute(notificationInsert(JSON.stringify(messages), { type: n.type, title: n.title, link: n.link ?? null }));
}

/** An in-app notification for every active administrator. */
export async function notifyAdmins(db: Db, n: NewNotification): Promise<void> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userType, 'ADMIN'), eq(users.status, 'ACTIVE')));
  await notifyUsers(
    db,
    admins.map((a) => a.id),
    n,
  );
}
