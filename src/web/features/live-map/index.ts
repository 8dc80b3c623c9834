// The live-map feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { liveMapKeys } from './api/live-map-keys';
export { LiveMapView } from './components/live-map-view';
