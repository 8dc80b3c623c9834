import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { allReadAnswer } from '@/domain/notifications/notification-answers';
import { apiRequest } from '@/web/lib/api-client';
import { notificationsQueryKey, type NotificationInbox } from './get-notifications';

/** PUT /api/notifications/read-all: every one of the caller's notifications read; answers the new unread count. */
export async function markAllNotificationsRead(): Promise<{ unreadCount: number }> {
  return apiRequest<typeof allReadAnswer>('/api/notifications/read-all', { method: 'PUT' });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unreadCount }) =>
      queryClient.setQueryData<NotificationInbox>(notificationsQueryKey, (inbox) =>
        inbox && { items: inbox.items.map((n) => ({ ...n, read: true })), unreadCount },
      ),
    // a failure is only logged: the bell shows no error
    onError: (err) => console.error('Failed to mark all notifications as read', err),
    // one that arrived meanwhile is still unread: ask for the list again
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
