// The center-settings feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { CenterTimeZonePanel } from './components/center-time-zone-panel';
