// POST /api/trips/{id}/release-return: the patient waiting at the destination is ready, so the will-call return is
// scheduled now and offered (first to the outbound's agency). Judged and made on the locked row: released once.
import { eq, sql } from 'drizzle-orm';
import type { TripStatus } from '@/domain/common/enums';
import { mayRelease, OUTBOUND_CARRIED, releaseRefusal, RETURN_NOTES, type ReleasedReturn } from '@/domain/trips/linked-returns';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { AppContext } from '@/server/context';
import { agencies, tripHistory, trips } from '@/server/db/schema';
import { HttpError, notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { openReturn } from './open-return';
import { historyActorOf } from './trip-actor';

export async function releaseReturn(ctx: AppContext, caller: Caller, id: string): Promise<ReleasedReturn> {
  const returnId = knownIdOr404(id, TRIP_ERRORS.notFound);
  return ctx.db.transaction(async (tx) => {
    // written with table names: drizzle leaves a one-table select's columns unqualified, and these are correlated
    const [row] = await tx
      .select({
        trip: trips,
        pickupHospitalId: sql<string | null>`(select f.hospital_id from facilities as f where f.id = trips.origin_facility_id)`,
        outboundStatus: sql<TripStatus | null>`(select o.status from trips as o where o.return_trip_id = trips.id)`,
        outboundAgencyId: sql<string | null>`(select o.assigned_agency_id from trips as o where o.return_trip_id = trips.id)`,
      })
      .from(trips)
      .where(eq(trips.id, returnId))
      .for('update', { of: trips });
    if (!row) throw notFound(TRIP_ERRORS.notFound);
    const { trip } = row;
    // only the two facilities of the return (and ADMIN) may release it; to any other facility it is not there
    if (!mayRelease(caller, { hospitalId: trip.hospitalId, pickupHospitalId: row.pickupHospitalId })) throw notFound(TRIP_ERRORS.notFound);
    const refusal = releaseRefusal(trip);
    if (refusal) throw new HttpError(refusal.status, refusal.message);
    const now = ctx.now();
    await tx.insert(tripHistory).values({ tripId: trip.id, ...historyActorOf(caller), fromStatus: 'PENDING', toStatus: 'PENDING', note: RETURN_NOTES.released, createdAt: now });
    const carried = row.outboundStatus !== null && OUTBOUND_CARRIED.includes(row.outboundStatus);
    const firstLookAgencyId = carried ? row.outboundAgencyId : null;
    const opened = await openReturn(tx, trip.id, { now, firstLookAgencyId, readyAt: now }, ctx.center);
    const [agency] = firstLookAgencyId ? await tx.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, firstLookAgencyId)) : [];
    return {
      id: trip.id,
      tripNumber: trip.tripNumber,
      scheduledTime: opened!.scheduledTime.toISOString(),
      returnOpenedAt: opened!.returnOpenedAt!.toISOString(),
      firstLookAgency: agency?.name ?? null,
    };
  });
}
