import type { NotificationType } from '../common/enums';

/** A notification of the bell; its link opens the thing it is about. */
export interface NotificationItem {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  link: string | null;
  createdAt: string;
  read: boolean;
}

/** GET /api/notifications: the newest this many; unreadCount counts all of the caller's unread ones. */
export const NOTIFICATION_LIST_LIMIT = 50;
