import { and, eq } from 'drizzle-orm';
import type { NotificationType } from '../../../domain/enums';
import type { Db } from '../../db/connect';
import { notifications, users } from '../../db/schema';

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  link?: string;
}

/** The insert of the same in-app notification for each of these users (at least one). */
export const notificationInsert = (db: Db, userIds: readonly string[], n: NewNotification) =>
  db.insert(notifications).values([...new Set(userIds)].map((userId) => ({ userId, ...n })));

/** The same in-app notification for each of these users. */
export async function notifyUsers(db: Db, userIds: readonly string[], n: NewNotification): Promise<void> {
  if (userIds.length === 0) return;
  await notificationInsert(db, userIds, n);
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
