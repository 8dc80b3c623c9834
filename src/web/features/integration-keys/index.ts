// The integration-keys feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { IntegrationKeysPanel } from './components/integration-keys-panel';
