// POST /api/trips/{id}/reoffer: the control center offers a waiting request to more agencies (the ones it names, those
// within a wider radius, or every eligible agency) and its escalation starts over from now.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { roundMiles } from '@/domain/trips/agency-matching';
import { CENTER_ACTION_MESSAGES, namedAgencyRefusal, reofferNote, type ReofferBody } from '@/domain/trips/center-actions';
import { greatCircleMiles, pointOrNull } from '@/domain/places/geo';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { tripIsAlready } from '@/domain/trips/trip-transitions';
import type { AppContext } from '@/server/context';
import type { Tx } from '@/server/db/connect';
import { agencyResponses, trips } from '@/server/db/schema';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import { isUuid, knownIdOr404 } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { agencyStaff, alertUsers } from '../notifications';
import { offeredLaterEvent, recordTripEvents } from '../webhooks';
import { agenciesAbleToCarry, agenciesByIds, type Candidate, eligibleAgencies } from './agency-matching';
import { historyRow } from './move-write';
import { facilityNameOf, historyActorOf } from './trip-actor';
import { getTripDetails } from './trip-details';

type TripRow = typeof trips.$inferSelect;

/** An agency to offer the request to, with how far it is from the pickup (null: either has no point). */
interface NewOffer {
  agency: Candidate;
  distanceMiles: number | null;
}

const distanceOf = (trip: TripRow, agency: Candidate): number | null => {
  const from = pointOrNull(trip.fromLatitude, trip.fromLongitude);
  const at = pointOrNull(agency.latitude, agency.longitude);
  return from && at ? roundMiles(greatCircleMiles(from, at)) : null;
};

/** The agencies the body asks for, each checked (400 naming one that cannot be offered it), nearest first. */
async function askedAgencies(tx: Tx, trip: TripRow, body: ReofferBody): Promise<NewOffer[]> {
  if (body.agencyIds) {
    const ids = [...new Set(body.agencyIds)];
    // an id that is no uuid names no agency: refused below as unknown
    const known = new Map((await agenciesByIds(tx, ids.filter(isUuid))).map((a) => [a.id, a]));
    for (const id of ids) {
      const refusal = namedAgencyRefusal(id, known.get(id), trip.transportLevel);
      if (refusal) throw badRequest(refusal);
    }
    return ids.map((id) => ({ agency: known.get(id)!, distanceMiles: distanceOf(trip, known.get(id)!) }));
  }
  if (body.radiusMiles !== undefined) {
    const origin = pointOrNull(trip.fromLatitude, trip.fromLongitude);
    if (!origin) throw badRequest(CENTER_ACTION_MESSAGES.reofferNeedsOrigin);
    const near = await eligibleAgencies(tx, origin, body.radiusMiles, trip.transportLevel);
    return near.map((a) => ({ agency: a, distanceMiles: roundMiles(a.distanceMiles) }));
  }
  return (await agenciesAbleToCarry(tx, trip.transportLevel))
    .map((a) => ({ agency: a, distanceMiles: distanceOf(trip, a) }))
    .sort((a, b) => (a.distanceMiles ?? Infinity) - (b.distanceMiles ?? Infinity) || a.agency.name.localeCompare(b.agency.name));
}

/**
 * Offers the request to the agencies asked for that are not already considering it: an agency that declined is asked
 * again only when named. 409 when it is no longer waiting, or when no agency is left to ask (nothing changes).
 */
export async function reofferTrip(ctx: AppContext, caller: Caller, id: string, body: ReofferBody): Promise<TripDetails> {
  const tripId = knownIdOr404(id, TRIP_ERRORS.notFound);
  await ctx.db.transaction(async (tx) => {
    const [trip] = await tx.select().from(trips).where(eq(trips.id, tripId)).for('update');
    if (!trip) throw notFound(TRIP_ERRORS.notFound);
    if (trip.status !== 'PENDING') throw conflict(tripIsAlready(trip.status));
    const answers = new Map(
      (await tx.select({ agencyId: agencyResponses.agencyId, response: agencyResponses.response }).from(agencyResponses).where(eq(agencyResponses.tripId, tripId))).map(
        (r) => [r.agencyId, r.response],
      ),
    );
    const asked = await askedAgencies(tx, trip, body);
    const fresh = asked.filter((o) => !answers.has(o.agency.id));
    const askedAgain = body.agencyIds ? asked.filter((o) => answers.get(o.agency.id) === 'DECLINED') : [];
    if (fresh.length + askedAgain.length === 0) throw conflict(CENTER_ACTION_MESSAGES.noOtherAgency);
    const now = new Date();
    if (fresh.length > 0) {
      await tx
        .insert(agencyResponses)
        .values(fresh.map((o) => ({ tripId, agencyId: o.agency.id, response: 'OFFERED' as const, distanceMiles: o.distanceMiles, createdAt: now })));
    }
    if (askedAgain.length > 0) {
      await tx
        .update(agencyResponses)
        .set({ response: 'OFFERED', respondedAt: null, respondedById: null, declineReason: null })
        .where(and(eq(agencyResponses.tripId, tripId), inArray(agencyResponses.agencyId, askedAgain.map((o) => o.agency.id))));
    }
    // the escalation delay counts again from now: the request leaves the Escalated list and may escalate once more
    await tx.update(trips).set({ escalatedAt: null, offeredAgainAt: now, version: sql`${trips.version} + 1`, updatedAt: now }).where(eq(trips.id, tripId));
    const offered = [...fresh, ...askedAgain];
    const note = reofferNote(offered.map((o) => o.agency.name));
    const onBehalfOf = await facilityNameOf(tx, trip.hospitalId);
    await historyRow(tx, { tripId, ...historyActorOf(caller), fromStatus: 'PENDING', note, onBehalfOf }, 'PENDING', now);
    const ids = offered.map((o) => o.agency.id);
    await alertUsers(tx, await agencyStaff(tx, ids), { kind: 'requested' }, trip, ctx.center);
    await recordTripEvents(tx, [offeredLaterEvent(trip, ids, now)]);
  });
  return getTripDetails(ctx.db, caller, tripId, ctx.now());
}
