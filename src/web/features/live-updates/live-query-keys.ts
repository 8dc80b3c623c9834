import type { QueryKey } from '@tanstack/react-query';
import { LIVE_EVENT } from '@/domain/notifications/live-updates';
import { crewKeys } from '../crew';
import { emsKeys } from '../ems-dashboard';
import { liveMapKeys } from '../live-map';
import { notificationsQueryKey } from '../notifications';
import { tripKeys } from '../trip-requests';

/**
 * The queries each event makes stale: the trip lists of every role (an agency's Available Trips and My Trips; under
 * `tripKeys.all` the facility's Transport Requests and overview, Trip Management and open trip details; the crew's
 * unit and trips), the live map (on a trip's change and a unit's move) and the bell.
 * Only those on screen are asked again; the others when they next show.
 */
export const LIVE_QUERY_KEYS: Record<string, readonly QueryKey[]> = {
  [LIVE_EVENT.trips]: [emsKeys.available, emsKeys.mine, tripKeys.all, crewKeys.all, liveMapKeys.all],
  // a unit's move also moves the facility's and control center's estimated arrival, shown with the trips
  [LIVE_EVENT.units]: [liveMapKeys.all, tripKeys.all],
  [LIVE_EVENT.notifications]: [notificationsQueryKey],
};
