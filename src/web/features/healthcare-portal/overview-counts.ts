import { HIGH_PRIORITIES } from '../../../domain/healthcare-portal-texts';
import type { TripListItem } from '../../../domain/trip-views';

const OPEN_STATUSES = new Set(['PENDING', 'ACCEPTED', 'IN_PROGRESS']);

const sameLocalDay = (iso: string, now: Date) => new Date(iso).toDateString() === now.toDateString();


/** The overview cards, computed from the facility's own trips. */
export function overviewCounts(trips: readonly TripListItem[], now = new Date()) {
  return {
    pending: trips.filter((t) => t.status === 'PENDING').length,
    completedToday: trips.filter((t) => t.status === 'COMPLETED' && t.completionTimestamp !== null && sameLocalDay(t.completionTimestamp, now)).length,
    // a nurse watches the urgent requests still under way, not last month's finished ones
    highPriority: trips.filter((t) => OPEN_STATUSES.has(t.status) && HIGH_PRIORITIES.includes(t.priority)).length,
  };
}
