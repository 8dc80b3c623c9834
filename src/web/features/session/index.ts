// The session feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { logout, useSignOut } from './api/logout';
export { sessionQueryKey } from './api/verify-session';
export { useSession, useSignedInUser } from './session-context';
export { expiredSessionDoor, forgetExpiredSessionHere, returnPlaceFor } from './session-expiry';
export { SessionProvider } from './session-provider';
export { SessionWatch } from './session-watch';
export { useDraftedForm, useKeptDraft } from './use-drafted-form';
export { useDraftedState } from './use-drafted-state';
