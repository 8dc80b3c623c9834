// The control center's time zone: its setting and the zone every instance holds.
export { type CenterClock, createCenterClock } from './center-clock';
export { centerTimeZoneRoutes } from './routes';
