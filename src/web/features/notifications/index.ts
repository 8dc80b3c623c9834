// The notifications feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { notificationsQueryKey } from './api/get-notifications';
export { NotificationBell } from './components/notification-bell';
