import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { NotificationType } from '../../../domain/enums';
import type { Db } from '../../db/connect';
import { notifications, users } from '../../db/schema';

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  link?: string;
}

/** A value of an insert, or the placeholder for it in a prepared statement. */
type Given<T> = T | Placeholder;

/**
 * The insert of the same in-app notification for each user of `userIds`, a JSON array of distinct ids: one text
 * however many users, so that a statement holding it can be prepared with placeholders for the values.
 */
export const notificationInsert = (
  userIds: Given<string>,
  n: { type: Given<NotificationType>; title: Given<string>; message: Given<string>; link: Given<string | null> },
) =>
  sql`insert into ${notifications} (user_id, type, title, message, link)
    select value::uuid, ${n.type}::text, ${n.title}::text, ${n.message}::text, ${n.link}::text
    from json_array_elements_text(${userIds}::text::json)`;

/** The same in-app notification for each of these users. */
export async function notifyUsers(db: Db, userIds: readonly string[], n: NewNotification): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(notificationInsert(JSON.stringify([...new Set(userIds)]), { ...n, link: n.link ?? null }));
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
