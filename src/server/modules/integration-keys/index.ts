// An organisation's API keys: their routes and the caller behind a key.
export { type KeyUser, userForKey } from './key-callers';
export { integrationKeyRoutes } from './routes';
