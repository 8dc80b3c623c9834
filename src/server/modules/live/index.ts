// The live updates streams: the hub and its routes.
export { createLiveHub, type LiveHub } from './live-hub';
export { liveRoutes } from './routes';
