// The credentials feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { CredentialsTable } from './components/credentials-table';
export { FirstExpiryBadge } from './components/first-expiry-badge';
export { CREDENTIAL_UI } from './credential-ui-texts';
