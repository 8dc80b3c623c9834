import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { readAnswer, NotificationItem } from '@/domain/notifications/notification-answers';
import { apiRequest } from '@/web/lib/api-client';
import { notificationsQueryKey, type NotificationInbox } from './get-notifications';

/** PUT /api/notifications/{id}/read: answers the notification and the caller's new unread count. */
export async function markNotificationRead(id: string): Promise<{ data: NotificationItem; unreadCount: number }> {
  return apiRequest<typeof readAnswer>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'PUT' });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ data, unreadCount }) =>
      queryClient.setQueryData<NotificationInbox>(notificationsQueryKey, (inbox) =>
        inbox && { items: inbox.items.map((n) => (n.id === data.id ? data : n)), unreadCount },
      ),
    // a failure is only logged: the bell shows no error
    onError: (err) => console.error('Failed to mark notification as read', err),
  });
}
