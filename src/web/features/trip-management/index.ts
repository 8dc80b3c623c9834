// The trip-management feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { tripListLink } from './trip-list-state';
