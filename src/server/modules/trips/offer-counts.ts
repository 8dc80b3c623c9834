// How many pickup offers stand on each waiting compare-offers request of a list page, for the list row.
import { and, count, inArray } from 'drizzle-orm';
import { UNDECIDED_OFFER_STATUSES } from '@/domain/trips/pickup-offers';
import type { Db } from '@/server/db/connect';
import { pickupOffers } from '@/server/db/schema';
import type { Caller } from '@/server/plugins/auth';
import type { TripListRow } from './trip-rows';

/** Whether a listed trip takes offers now. */
const comparing = (t: TripListRow) => t.status === 'PENDING' && t.acceptanceMode === 'COMPARE_OFFERS';

/**
 * The standing offers of the page's comparing requests, by trip id (0 for one without any); nothing for an agency,
 * which sees its own offer only. One grouped read, none when no row of the page compares offers.
 */
export async function offerCountsOf(db: Db, caller: Caller, listed: readonly TripListRow[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (caller.userType === 'EMS' || caller.userType === 'CREW') return counts;
  const ids = listed.filter(comparing).map((t) => t.id);
  if (ids.length === 0) return counts;
  for (const id of ids) counts.set(id, 0);
  const rows = await db
    .select({ tripId: pickupOffers.tripId, n: count() })
    .from(pickupOffers)
    .where(and(inArray(pickupOffers.tripId, ids), inArray(pickupOffers.status, [...UNDECIDED_OFFER_STATUSES])))
    .groupBy(pickupOffers.tripId);
  for (const r of rows) counts.set(r.tripId, Number(r.n));
  return counts;
}
