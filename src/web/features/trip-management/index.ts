// The trip-management feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { CancelTripDialog } from './components/cancel-trip-dialog';
export { CenterTripDetailsModal } from './components/center-trip-details-modal';
export { OfferAgainDialog } from './components/offer-again-dialog';
export { tripListLink } from './trip-list-state';
