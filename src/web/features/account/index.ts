// The account feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { ChangePasswordButton } from './components/change-password-button';
export { ForgotPasswordLink } from './components/forgot-password-link';
