// The single sign-on feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { OrganisationSignIn } from './components/organisation-sign-in';
export { SingleSignOnPanel } from './components/single-sign-on-panel';
export { SingleSignOnReviewPanel } from './components/single-sign-on-review-panel';
