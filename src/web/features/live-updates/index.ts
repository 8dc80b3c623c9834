// The live-updates feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { LiveStatusIndicator } from './live-status-indicator';
export { LiveUpdatesProvider } from './live-updates-provider';
