// A facility's series of trips: the routes and the worker that makes each due date's request.
export { standingOrderRoutes } from './routes';
export { createStandingOrderWorker, type StandingOrderWorker } from './standing-order-worker';
