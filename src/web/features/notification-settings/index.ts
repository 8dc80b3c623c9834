// The notification-settings feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { NotificationSettingsPanel } from './components/notification-settings-panel';
export { useFading, useFadingSave } from './components/use-fading';
