// The access log of patients' trip data: recorded on every call that reads or changes it, chained by hash, searched
// by the control center and each facility for its own trips.
export { noteTrips, recordAccess, registerAccessLog } from './access-recorder';
export type { SeenTrip } from './answer-trips';
export { checkChain, purgeOldAccessEntries, type ChainCheck } from './entry-chain';
export { accessLogRoutes } from './routes';
