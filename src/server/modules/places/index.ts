// The directory of places: its routes and a place's details.
export { placeDetailsOf } from './place-details';
export { placeRoutes } from './routes';
