import { NotificationSettingsPanel } from '../components/notification-settings-panel';

/** /dashboard/notifications: the signed-in user's own notification settings. */
export function NotificationSettingsPage() {
  return <NotificationSettingsPanel />;
}
