// PUT /api/trips/{id}/schedule: the facility changes a waiting request's time (its ready window with it), its
// destination, or both. On a compare-offers request the standing offers are set to be confirmed or changed by their
// agencies, who are told, and offers stay open at least that long. The ride home booked with it moves along.
import { and, eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { deadlineAfterChange, PICKUP_OFFER_MESSAGES, REOFFER_MINUTES } from '@/domain/trips/pickup-offers';
import { changedWhat, requestChangedNote, type RequestChange, type TripScheduleBody } from '@/domain/trips/request-changes';
import { parseScheduledTime } from '@/domain/trips/scheduled-time';
import { readTripRequest } from '@/domain/trips/trip-request-rules';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { TripDetails } from '@/domain/trips/trip-answers';
import type { AppContext } from '@/server/context';
import type { Tx } from '@/server/db/connect';
import { pickupOffers, tripHistory, trips } from '@/server/db/schema';
import { badRequest, conflict, forbidden } from '@/server/http/errors';
import type { Caller } from '@/server/plugins/auth';
import { agencyStaff, alertUsers } from '../notifications';
import { destinationFor, facilityNameOf, getTripDetails, historyActorOf, isControlCenter, moveReturnWithOutbound, pricingOf, type TripPlace, type TripValues } from '../trips';
import { lockRequest } from './offer-request';

type TripRow = typeof trips.$inferSelect;

/** The destination the body names, or undefined when it names none; 400 for a place id that is not an active place. */
async function askedDestination(tx: Tx, body: TripScheduleBody): Promise<TripPlace | { name: string; placeId: null; latitude: null; longitude: null } | undefined> {
  if (body.toLocation === undefined && body.toFacilityId === undefined) return undefined;
  const place = await destinationFor(tx, body.toFacilityId, body.toLocation ?? '');
  return place ?? { name: body.toLocation!, placeId: null, latitude: null, longitude: null };
}

/** The trip's new values: the time and ready window shifted, the destination and its point, the fee schedule's figures again. */
function changedValues(trip: TripRow, start: Date, place: Awaited<ReturnType<typeof askedDestination>>): Partial<TripValues> {
  const shift = start.getTime() - trip.scheduledTime.getTime();
  const moved = (at: Date | null) => (at === null ? null : new Date(at.getTime() + shift));
  const ends = place ? { toLocation: place.name, destinationFacilityId: place.placeId, toLatitude: place.latitude, toLongitude: place.longitude } : {};
  const values = { scheduledTime: start, readyStart: moved(trip.readyStart), readyEnd: moved(trip.readyEnd), ...ends };
  return { ...values, ...(place ? pricingOf({ ...trip, ...values } as TripValues) : {}) };
}

export async function changeRequest(ctx: AppContext, caller: Caller, id: string, body: TripScheduleBody): Promise<TripDetails> {
  if (caller.userType !== 'HEALTHCARE' && !isControlCenter(caller)) throw forbidden(AUTH_MESSAGES.forbidden);
  const asked = body.scheduledTime === undefined ? undefined : parseScheduledTime(body.scheduledTime, caller.timeZone);
  if (asked === null) throw badRequest(TRIP_ERRORS.scheduledTimeInvalid);
  const tripId = await ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, caller, id);
    if (request.status !== 'PENDING') throw conflict(PICKUP_OFFER_MESSAGES.onlyWaiting);
    const [trip] = await tx.select().from(trips).where(eq(trips.id, request.id));
    const place = await askedDestination(tx, body);
    // the rules every request obeys: different places, a time not long past
    const reading = readTripRequest(
      {
        origin: { placeId: trip!.originFacilityId ?? undefined, names: [trip!.fromLocation] },
        destination: place ? { placeId: place.placeId ?? undefined, names: [place.name] } : { names: [] },
        start: asked ?? trip!.scheduledTime,
      },
      ctx.now(),
    );
    if (!reading.ok) throw badRequest(reading.message);
    const change: RequestChange = {
      ...(asked && reading.start.getTime() !== trip!.scheduledTime.getTime() && { time: { from: trip!.scheduledTime, to: reading.start } }),
      ...(place && place.name !== trip!.toLocation && { place: { from: trip!.toLocation, to: place.name } }),
    };
    // the same time and place again (a second click, a retry) changes nothing
    if (!change.time && !change.place) return request.id;
    const now = new Date();
    const toConfirm =
      request.offersClosedAt
        ? []
        : await tx
            .update(pickupOffers)
            .set({ status: 'TO_CONFIRM', updatedAt: now })
            .where(and(eq(pickupOffers.tripId, request.id), eq(pickupOffers.status, 'OFFERED')))
            .returning({ agencyId: pickupOffers.agencyId });
    const [changed] = await tx
      .update(trips)
      .set({
        ...changedValues(trip!, reading.start, place),
        ...(toConfirm.length > 0 ? { offerDeadline: deadlineAfterChange(request.offerDeadline, ctx.now()) } : {}),
        version: sql`${trips.version} + 1`,
        updatedAt: now,
      })
      .where(eq(trips.id, request.id))
      .returning();
    const note = requestChangedNote(change, toConfirm.length);
    const onBehalfOf = isControlCenter(caller) ? await facilityNameOf(tx, changed!.hospitalId) : null;
    await tx.insert(tripHistory).values({ tripId: request.id, ...historyActorOf(caller), fromStatus: 'PENDING', toStatus: 'PENDING', note, onBehalfOf, createdAt: now });
    if (changed!.returnTripId) await moveReturnWithOutbound(tx, caller, changed!, now);
    const staff = await agencyStaff(
      tx,
      toConfirm.map((o) => o.agencyId),
    );
    await alertUsers(tx, staff, { kind: 'offerToConfirm', minutes: REOFFER_MINUTES, changed: changedWhat(change) }, changed!, ctx.center);
    return request.id;
  });
  return getTripDetails(ctx.db, caller, tripId, ctx.now());
}
