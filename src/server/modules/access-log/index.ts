// The access log of patients' trip data: recorded on every call that reads or changes it, chained by hash, searched
// by the control center and each facility for its own trips.
export { noteTrips, recordAccess, registerAccessLog } from './access-recorder';
export { checkChain, purgeOldAccessEntries } from './entry-chain';
export { accessLogRoutes } from './routes';
