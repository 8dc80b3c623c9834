// Compare-offers requests: the routes and the worker that awards at the deadline.
export { type AwardWorker, createAwardWorker } from './award-worker';
export { pickupOfferRoutes } from './routes';
