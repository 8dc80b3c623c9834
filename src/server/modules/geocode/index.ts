// Coordinate lookup: the geocoder and the address lookup the other modules use.
export { createGeocoder, type Geocoder } from './geocoder';
export { locateAddress } from './locate-address';
export { geocodeRoutes } from './routes';
