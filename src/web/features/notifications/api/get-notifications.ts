import { queryOptions, useQuery } from '@tanstack/react-query';
import type { notificationListAnswer, NotificationItem } from '@/domain/notifications/notification-answers';
import { apiRequest } from '@/web/lib/api-client';

export const notificationsQueryKey = ['notifications'] as const;

/** The bell asks again this often while the app is open (and the tab visible). */
export const NOTIFICATION_POLL_MS = 30_000;

export interface NotificationInbox {
  items: NotificationItem[];
  unreadCount: number;
}

/** GET /api/notifications: the newest of the caller's own notifications and how many of all are unread. */
export async function getNotifications(): Promise<NotificationInbox> {
  try {
    const answer = await apiRequest<typeof notificationListAnswer>('/api/notifications');
    return { items: answer.data, unreadCount: answer.unreadCount };
  } catch (err) {
    // a failed load is only logged; the bell keeps what it showed
    console.error('Failed to load notifications', err);
    throw err;
  }
}

export const notificationsQuery = queryOptions({
  queryKey: notificationsQueryKey,
  queryFn: getNotifications,
  refetchInterval: NOTIFICATION_POLL_MS,
  staleTime: 0,
});

export const useNotifications = () => useQuery(notificationsQuery);
