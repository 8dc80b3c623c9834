// A trip list the server's page limit cut says so, in Trip Management's words, so no screen hides that trips are left out.
import { TRIP_MANAGEMENT } from './trip-management-texts';

/** 'Showing 500 of 812 trips' when the answer holds fewer trips than match; null when it holds them all. */
export const tripListCutText = (shown: number, total: number): string | null => (shown < total ? TRIP_MANAGEMENT.showing(shown, total) : null);
