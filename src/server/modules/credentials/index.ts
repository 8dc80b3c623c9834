// The credentials module's front door: what other modules use of it.
export { crewFirstExpiry, todayAtCenter, unitFirstExpiry, unitFirstExpiryOf } from './credential-expiry';
export { createCredentialWarningWorker, type CredentialWarningWorker } from './credential-worker';
export { credentialRoutes } from './routes';
