// The auth feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { usePublicConfig } from './api/get-public-config';
export { BackLink } from './components/back-link';
export { AuthCard, LoggedOutShell } from './components/logged-out-shell';
