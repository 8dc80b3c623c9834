// PUT /api/trips/{id}/schedule: the facility moves a waiting request's time, its ready window with it. On a
// compare-offers request the standing offers are set to be confirmed or changed by their agencies, who are told, and
// offers stay open at least that long.
import { and, eq, sql } from 'drizzle-orm';
import { deadlineAfterChange, PICKUP_OFFER_MESSAGES, REOFFER_MINUTES, rescheduledNote, type TripScheduleBody } from '@/domain/trips/pickup-offers';
import { parseScheduledTime } from '@/domain/trips/scheduled-time';
import { readTripRequest } from '@/domain/trips/trip-request-rules';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { TripDetails } from '@/domain/trips/trip-answers';
import type { AppContext } from '@/server/context';
import { pickupOffers, tripHistory, trips } from '@/server/db/schema';
import { badRequest, conflict, forbidden } from '@/server/http/errors';
import type { Caller } from '@/server/plugins/auth';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { alertUsers } from '../notifications/alerts';
import { historyActorOf } from '../trips/trip-actor';
import { getTripDetails } from '../trips/trip-details';
import { agencyStaff, alertFacts } from '../trips/trip-notices';
import { lockRequest } from './offer-request';

export async function rescheduleRequest(ctx: AppContext, caller: Caller, id: string, body: TripScheduleBody): Promise<TripDetails> {
  if (caller.userType !== 'HEALTHCARE' && caller.userType !== 'ADMIN') throw forbidden(AUTH_MESSAGES.forbidden);
  const asked = parseScheduledTime(body.scheduledTime, caller.timeZone);
  if (!asked) throw badRequest(TRIP_ERRORS.scheduledTimeInvalid);
  const tripId = await ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, caller, id);
    if (request.status !== 'PENDING') throw conflict(PICKUP_OFFER_MESSAGES.onlyWaiting);
    // the rule every request's time obeys; the places are the request's own, already checked
    const reading = readTripRequest({ origin: { names: [] }, destination: { names: [] }, start: asked }, ctx.now());
    if (!reading.ok) throw badRequest(reading.message);
    const now = new Date();
    const shift = reading.start.getTime() - request.scheduledTime.getTime();
    const moved = (at: Date | null) => (at === null ? null : new Date(at.getTime() + shift));
    const toConfirm = request.offersClosedAt
      ? []
      : await tx
          .update(pickupOffers)
          .set({ status: 'TO_CONFIRM', updatedAt: now })
          .where(and(eq(pickupOffers.tripId, request.id), eq(pickupOffers.status, 'OFFERED')))
          .returning({ agencyId: pickupOffers.agencyId });
    const [trip] = await tx
      .update(trips)
      .set({
        scheduledTime: reading.start,
        readyStart: moved(request.readyStart),
        readyEnd: moved(request.readyEnd),
        ...(toConfirm.length > 0 ? { offerDeadline: deadlineAfterChange(request.offerDeadline, ctx.now()) } : {}),
        version: sql`${trips.version} + 1`,
        updatedAt: now,
      })
      .where(eq(trips.id, request.id))
      .returning(alertFacts);
    await tx.insert(tripHistory).values({
      tripId: request.id,
      ...historyActorOf(caller),
      fromStatus: 'PENDING',
      toStatus: 'PENDING',
      note: rescheduledNote(request.scheduledTime, reading.start, toConfirm.length),
      createdAt: now,
    });
    const staff = await agencyStaff(
      tx,
      toConfirm.map((o) => o.agencyId),
    );
    await alertUsers(tx, staff, { kind: 'offerToConfirm', minutes: REOFFER_MINUTES }, trip!, ctx.config);
    return request.id;
  });
  return getTripDetails(ctx.db, caller, tripId, ctx.now());
}
