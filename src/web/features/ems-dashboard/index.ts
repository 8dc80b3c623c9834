// The ems-dashboard feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { emsKeys } from './api/ems-trip-keys';
export { updateTripStatus } from './api/update-trip-status';
