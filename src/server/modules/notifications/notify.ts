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

/** One user's bell notice, as notificationInsert takes them: a notice's message may differ by the reader's time zone. */
export type BellRow = { user: string; type: NotificationType; title: string; message: string; link: string | null };

/**
 * The insert of the bell notices of `rows`, a JSON array of BellRows: one text however many notices and users, so that a
 * statement holding it can be prepared with a placeholder for them.
 */
export const notificationInsert = (rows: Given<string>) =>
  sql`insert into ${notifications} (user_id, type, title, message, link) select n."user", n.type, n.title, n.message, n.link
    from json_to_recordset(${rows}::text::json) as n("user" uuid, type text, title text, message text, link text)`;

/** The same in-app notification for each of these users. */
export async function notifyUsers(db: Db, userIds: readonly string[], n: NewNotification): Promise<void> {
  await notifyEach(db, [...new Set(userIds)].map((user) => ({ user, type: n.type, title: n.title, message: n.message, link: n.link ?? null })));
}

/** The bell notices of `rows`, one for each. */
export async function notifyEach(db: Db, rows: readonly BellRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(notificationInsert(JSON.stringify(rows)));
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
