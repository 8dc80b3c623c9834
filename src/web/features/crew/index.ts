// The crew feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { crewKeys } from './api/crew-keys';
export { useInstallableCrewApp } from './pwa/crew-service-worker';
