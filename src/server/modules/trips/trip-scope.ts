// Which trips a caller may see, as a condition of the query itself (never a filter on names afterwards).
import { and, eq, or, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { TripStatus } from '@/domain/common/enums';
import type { Caller } from '@/server/plugins/auth';
import { openOffers, trips } from '@/server/db/schema';

const NOTHING = sql`false`;

/** Whose scope: a caller, or (for a prepared query) a role with placeholders for its organisation's ids. */
export type ScopeOf = Pick<Caller, 'userType'> & { hospitalId: string | Placeholder | null; agencyId: string | Placeholder | null };

/**
 * ADMIN and USER: every trip. HEALTHCARE: the trips its own hospital requested. EMS: the PENDING trips offered to
 * its agency that it has not declined, and the trips assigned to it; never a trip another agency took.
 * `statuses`: those the query keeps to, when it does; without PENDING an agency's scope is its own trips alone.
 */
export function tripScope(caller: ScopeOf, statuses?: readonly TripStatus[]): SQL | undefined {
  switch (caller.userType) {
    case 'ADMIN':
    case 'USER':
      return undefined;
    case 'HEALTHCARE':
      return caller.hospitalId ? eq(trips.hospitalId, caller.hospitalId) : NOTHING;
    case 'EMS': {
      if (!caller.agencyId) return NOTHING;
      // a plain condition along (assigned agency, status, created_at): the offers' OR would keep that index from ordering
      if (statuses?.length && !statuses.includes('PENDING')) return eq(trips.assignedAgencyId, caller.agencyId);
      // the agency's open offers (not declined, trip PENDING: a few hundred rows where its offers ever made run to
      // thousands); the trip's status is checked as well, so an offer a concurrent move left open shows nothing
      const openOffered = sql`select ${openOffers.tripId} from ${openOffers} where ${eq(openOffers.agencyId, caller.agencyId)}`;
      if (isAvailableTrips(caller, statuses)) {
        // Available Trips: one semi-join from those offers (and any PENDING trip assigned to it), never a pass over
        // every PENDING trip testing each against them
        return and(
          eq(trips.status, 'PENDING'),
          sql`${trips.id} in (${openOffered} union all select assigned.id from ${trips} as assigned
            where assigned.assigned_agency_id = ${caller.agencyId} and assigned.status = 'PENDING')`,
        );
      }
      // an uncorrelated IN: PostgreSQL reads the open offers once into a hash (a "hashed SubPlan") instead of probing
      // them for every trip row, as a correlated EXISTS under OR makes it do
      return or(eq(trips.assignedAgencyId, caller.agencyId), and(eq(trips.status, 'PENDING'), sql`${trips.id} in (${openOffered})`));
    }
    default:
      return NOTHING;
  }
}

/** An agency's Available Trips: PENDING alone, its scope its open offers (a few hundred at most, each read whatever the page). */
export const isAvailableTrips = (caller: ScopeOf, statuses?: readonly TripStatus[]) =>
  caller.userType === 'EMS' && statuses?.length === 1 && statuses[0] === 'PENDING';

const ORGANISATION = { hospitalId: sql.placeholder('hospitalId'), agencyId: sql.placeholder('agencyId') };

/** Whose scope a read is made in: a caller, or the control center's for the server's own work (`userType` ADMIN). */
export type Reader = Pick<Caller, 'userType' | 'hospitalId' | 'agencyId'>;

/**
 * The caller's scope with placeholders for the ids it has, its key (the same for every caller of the same role with the
 * same ids present), and the values to fill in: a query prepared once for the shape serves each such caller.
 */
export function scopeShape(caller: Reader) {
  const shape: ScopeOf = {
    userType: caller.userType,
    hospitalId: caller.hospitalId ? ORGANISATION.hospitalId : null,
    agencyId: caller.agencyId ? ORGANISATION.agencyId : null,
  };
  const key = `${caller.userType}${caller.hospitalId ? '_h' : ''}${caller.agencyId ? '_a' : ''}`;
  return { shape, key, values: { hospitalId: caller.hospitalId, agencyId: caller.agencyId } };
}
