// The trip-requests feature as the rest of the web app sees it: code outside this folder imports it from here alone.
export { destinationsQuery } from './api/get-destinations';
export { useRecentTrips } from './api/get-recent-trips';
export { tripQuery, useTrip } from './api/get-trip';
export { tripOptionKeys } from './api/get-trip-options';
export { useHospitalTripPage } from './api/get-trips';
export { TRIPS_PATH, tripKeys } from './api/trip-keys';
export { Legend, textOf, useLeafletMap } from './components/leaflet-base';
export { LinkedReturnBadge } from './components/linked-return-badge';
export { PatientIdField } from './components/patient-id-field';
export { ReturnsToRelease } from './components/returns-to-release';
export { PriorityBadge, TripStatusBadge } from './components/trip-badges';
export { type CreatedTrip, TripCreatedBanner } from './components/trip-created-banner';
export { TripDetailsModal } from './components/trip-details-modal';
export { FieldGroup, FieldRow, yesNo } from './components/trip-fields';
export { TripStepNote } from './components/trip-step-note';
export { OptionSelect } from './wizard/option-select';
export { RequestWizard } from './wizard/request-wizard';
export { useDestinations } from './api/get-destinations';
