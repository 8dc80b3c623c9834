// The work order of a trip list (GET /api/trips?sort=work): what is still to be done comes first, so a list cut at
// its page size can only leave out finished trips, never one an agency still has to carry out.
import type { TripStatus } from '../common/enums';

/** How a group's trips follow one another: the soonest scheduled first, or the newest request first. */
export type WorkGroupOrder = 'soonestScheduled' | 'newest';

export interface TripWorkGroup {
  statuses: readonly TripStatus[];
  order: WorkGroupOrder;
}

/** Under way, then booked, then awaiting an agency, each soonest scheduled first; then the finished trips, newest first. */
export const TRIP_WORK_GROUPS: readonly TripWorkGroup[] = [
  { statuses: ['IN_PROGRESS'], order: 'soonestScheduled' },
  { statuses: ['ACCEPTED'], order: 'soonestScheduled' },
  { statuses: ['PENDING'], order: 'soonestScheduled' },
  { statuses: ['COMPLETED', 'CANCELLED'], order: 'newest' },
];

/** The groups of a list filtered to `statuses` (every status when unfiltered), each narrowed to them; empty groups left out. */
export function workGroupsFor(statuses: readonly TripStatus[] | undefined): TripWorkGroup[] {
  const asked = statuses?.length ? new Set(statuses) : null;
  return TRIP_WORK_GROUPS.map((g) => ({ ...g, statuses: asked ? g.statuses.filter((s) => asked.has(s)) : g.statuses })).filter(
    (g) => g.statuses.length > 0,
  );
}

/** One group's part of a page: skip `offset` of its rows, take up to `limit`. */
export interface GroupSlice {
  group: number;
  offset: number;
  limit: number;
}

/** The part of each group (of `sizes` rows, one after another) that the page of `limit` rows from `offset` holds. */
export function pageAcrossGroups(sizes: readonly number[], offset: number, limit: number): GroupSlice[] {
  const slices: GroupSlice[] = [];
  let skip = offset;
  let wanted = limit;
  sizes.forEach((size, group) => {
    const take = Math.min(wanted, Math.max(0, size - skip));
    if (take > 0) slices.push({ group, offset: skip, limit: take });
    skip = Math.max(0, skip - size);
    wanted -= take;
  });
  return slices;
}
