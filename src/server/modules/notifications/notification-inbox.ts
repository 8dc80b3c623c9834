import { and, desc, eq, sql } from 'drizzle-orm';
import type { NotificationItem } from '@/domain/notifications/notification-answers';
import { NOTIFICATION_LIST_LIMIT } from '@/domain/notifications/notifications';
import type { Db } from '@/server/db/connect';
import { notifications } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

const toItem = (n: typeof notifications.$inferSelect): NotificationItem => ({
  id: n.id,
  type: n.type,
  title: n.title,
  message: n.message,
  link: n.link,
  createdAt: n.createdAt.toISOString(),
  read: n.read,
});

/** The caller's own notifications, newest first, and how many of all of them are unread. */
export async function listNotifications(db: Db, userId: string): Promise<{ items: NotificationItem[]; unreadCount: number }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  return { items: rows.map(toItem), unreadCount: await unreadCount(db, userId) };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return row?.count ?? 0;
}

/** Marks one of the caller's notifications read; another user's id is as unknown as a made-up one. */
export async function markRead(db: Db, userId: string, id: string): Promise<NotificationItem> {
  const [row] = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, knownIdOr404(id, NOTIFICATION_NOT_FOUND)), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return toItem(row);
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
