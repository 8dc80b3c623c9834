// The will-call returns a facility may release without having booked them: patients waiting at one of its places to
// be taken back to the facility that sent them.
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ReturnToRelease } from '@/domain/trips/linked-returns';
import type { Db } from '@/server/db/connect';
import { facilities, hospitals, trips } from '@/server/db/schema';
import type { Caller } from '@/server/plugins/auth';

// more than a desk can act on at once; the oldest first
const LIMIT = 100;

export async function returnsToRelease(db: Db, caller: Caller): Promise<ReturnToRelease[]> {
  if (!caller.hospitalId) return [];
  return db
    .select({
      id: trips.id,
      tripNumber: trips.tripNumber,
      patientId: trips.patientId,
      fromLocation: trips.fromLocation,
      toLocation: trips.toLocation,
      requestedBy: hospitals.name,
    })
    .from(trips)
    .innerJoin(facilities, eq(facilities.id, trips.originFacilityId))
    .leftJoin(hospitals, eq(hospitals.id, trips.hospitalId))
    .where(
      and(
        eq(trips.returnKind, 'WILL_CALL'),
        isNull(trips.returnOpenedAt),
        eq(trips.status, 'PENDING'),
        eq(facilities.hospitalId, caller.hospitalId),
        // its own returns are in its own list already
        ne(sql`coalesce(${trips.hospitalId}, '00000000-0000-0000-0000-000000000000'::uuid)`, caller.hospitalId),
      ),
    )
    .orderBy(asc(trips.createdAt))
    .limit(LIMIT);
}
