// POST /api/trips/{id}/notes: the control center writes a line in a trip's timeline, whatever its status.
import { eq, sql } from 'drizzle-orm';
import type { TripNoteBody } from '@/domain/trips/center-actions';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { AppContext } from '@/server/context';
import { trips } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { historyRow } from './move-write';
import { historyActorOf } from './trip-actor';
import { getTripDetails } from './trip-details';

/** The note as a history row from and to the trip's status; the trip's version moves so the screens hear of it live. */
export async function addTripNote(ctx: AppContext, caller: Caller, id: string, body: TripNoteBody): Promise<TripDetails> {
  const tripId = knownIdOr404(id, TRIP_ERRORS.notFound);
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [trip] = await tx
      .update(trips)
      .set({ version: sql`${trips.version} + 1`, updatedAt: now })
      .where(eq(trips.id, tripId))
      .returning({ status: trips.status });
    if (!trip) throw notFound(TRIP_ERRORS.notFound);
    await historyRow(tx, { tripId, ...historyActorOf(caller), fromStatus: trip.status, note: body.note }, trip.status, now);
  });
  return getTripDetails(ctx.db, caller, tripId, ctx.now());
}
