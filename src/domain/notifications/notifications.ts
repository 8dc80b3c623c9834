/** GET /api/notifications: the newest this many; unreadCount counts all of the caller's unread ones. */
export const NOTIFICATION_LIST_LIMIT = 50;
