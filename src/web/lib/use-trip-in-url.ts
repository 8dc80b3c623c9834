import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PORTAL_QUERY } from '../app/paths';

// marks the history entry that opening a trip added, so closing it can step back instead of adding another
const OPENED_HERE = { tripOpened: true } as const;
const openedHere = () => (window.history.state as typeof OPENED_HERE | null)?.tripOpened === true;

const withTrip = (tripId: string | null) => {
  const params = new URLSearchParams(window.location.search);
  if (tripId === null) params.delete(PORTAL_QUERY.trip);
  else params.set(PORTAL_QUERY.trip, tripId);
  const query = params.toString();
  return query ? `${window.location.pathname}?${query}` : window.location.pathname;
};

/**
 * The trip whose details are open, kept in the address (`&trip=<id>`): a reload reopens it, Back closes it, and a
 * link can open it. `show` puts another trip in the open details' place (a linked trip), so Back still closes them.
 */
export function useTripInUrl() {
  const tripId = new URLSearchParams(useSearch()).get(PORTAL_QUERY.trip);
  const [, navigate] = useLocation();
  const open = useCallback((id: string) => navigate(withTrip(id), { state: OPENED_HERE }), [navigate]);
  const show = useCallback((id: string) => navigate(withTrip(id), { replace: true, state: window.history.state as unknown }), [navigate]);
  const close = useCallback(() => {
    if (!new URLSearchParams(window.location.search).has(PORTAL_QUERY.trip)) return;
    if (openedHere()) window.history.back();
    else navigate(withTrip(null), { replace: true });
  }, [navigate]);
  return { tripId, open, show, close };
}
