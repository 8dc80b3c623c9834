// Units: their routes, positions, crews and the units available for a trip.
export { availableUnits } from './available-units';
export { purgeOldPositions } from './position-retention';
export { unitRoutes } from './routes';
export { crewOnUnit } from './unit-crew';
export { carriedTripId, carryingOrder, placeUnit } from './unit-position';
export { nameableColumns } from './unit-queries';
export { unitScopeOf } from './unit-scope';
export { updateUnit } from './unit-writes';
