// POST /api/optimize/plan/offers: one unit's part of the control center's dispatch plan, offered to the unit's agency
// with the unit suggested. Each request is locked while it is offered, so a move of it (an accept, a last decline, a
// facility's cancel) comes wholly before or after; the agency hears of each offer as of a new request, or, for a
// compare-offers request, is asked to offer a pickup time. A plan offer that still stands is never made twice.
import { and, eq, sql } from 'drizzle-orm';
import { roundMiles } from '@/domain/trips/agency-matching';
import { greatCircleMiles } from '@/domain/places/geo';
import { PLAN_OFFER_MESSAGES, type PlanOffersBody } from '@/domain/planning/plan-offers';
import { plannedTripActionOf, standingPlanOffer } from '@/domain/planning/planned-trip';
import { offersClosedRefusal } from '@/domain/trips/pickup-offers';
import type { PlanOffersAnswer } from '@/domain/planning/dispatch-plan-answers';
import { unitRefusal } from '@/domain/units/unit-assignment';
import { todayAtCenter } from '../credentials';
import type { AppContext } from '@/server/context';
import { agencies, agencyResponses, trips, units } from '@/server/db/schema';
import { conflict, notFound } from '@/server/http/errors';
import { isUuid } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { agencyStaff, alertUsers } from '../notifications';
import { historyActorOf, historyRow } from '../trips';
import { nameableColumns } from '../units';
import { offeredLaterEvent, recordTripEvents } from '../webhooks';
import { plannedTripFacts } from './planned-trip-facts';

/** 409 naming the first request the plan already offered to the agency, whose offer still stands: nothing is offered. */
async function refuseStandingOffers(ctx: Pick<AppContext, 'db'>, caller: Caller, agency: { id: string; name: string }, requestIds: readonly string[]) {
  const facts = await plannedTripFacts(ctx.db, requestIds.filter(isUuid));
  for (const f of facts.values()) {
    const standing = standingPlanOffer(f, agency.id);
    if (standing) throw conflict(PLAN_OFFER_MESSAGES.alreadyOffered(f.tripNumber, agency.name, standing.at, caller.timeZone));
  }
}

export async function offerUnitPlan(ctx: Pick<AppContext, 'db' | 'center' | 'now'>, caller: Caller, body: PlanOffersBody): Promise<PlanOffersAnswer> {
  const [unit] = isUuid(body.unitId)
    ? await ctx.db
        .select({ ...nameableColumns, agencyId: agencies.id, agencyName: agencies.name, agencyLat: agencies.latitude, agencyLng: agencies.longitude })
        .from(units)
        .innerJoin(agencies, eq(agencies.id, units.agencyId))
        .where(and(eq(units.id, body.unitId), eq(units.isActive, true), eq(agencies.isActive, true), eq(agencies.requiresReview, false)))
    : [];
  if (!unit) throw notFound(PLAN_OFFER_MESSAGES.unitNotFound);
  await refuseStandingOffers(ctx, caller, { id: unit.agencyId, name: unit.agencyName }, body.requestIds);
  const staff = await agencyStaff(ctx.db, [unit.agencyId]);
  const answer: PlanOffersAnswer = { agencyName: unit.agencyName, unitNumber: unit.unitNumber, offered: [], skipped: [] };
  for (const requestId of new Set(body.requestIds)) {
    type Outcome = { tripNumber: string; action: ReturnType<typeof plannedTripActionOf>; reason?: undefined } | { tripNumber: string | null; reason: string };
    const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
      const [trip] = isUuid(requestId) ? await tx.select().from(trips).where(eq(trips.id, requestId)).for('update') : [];
      if (!trip) return { reason: PLAN_OFFER_MESSAGES.requestUnknown, tripNumber: null };
      if (trip.status !== 'PENDING') return { reason: PLAN_OFFER_MESSAGES.requestGone, tripNumber: trip.tripNumber };
      const refusal = unitRefusal(unit, trip, todayAtCenter(ctx.center));
      if (refusal) return { reason: refusal, tripNumber: trip.tripNumber };
      const now = new Date();
      const action = plannedTripActionOf(trip.acceptanceMode);
      // a compare-offers request whose offers have closed takes no invitation
      const closed = action === 'INVITE_OFFER' ? offersClosedRefusal(trip, ctx.now(), caller.timeZone) : null;
      if (closed) return { reason: closed, tripNumber: trip.tripNumber };
      // another call offered it meanwhile: its offer stands
      const [standing] = await tx
        .select({ response: agencyResponses.response, suggested: agencyResponses.suggestedUnitId })
        .from(agencyResponses)
        .where(and(eq(agencyResponses.tripId, trip.id), eq(agencyResponses.agencyId, unit.agencyId)));
      if (standing?.response === 'OFFERED' && standing.suggested !== null) {
        return { reason: PLAN_OFFER_MESSAGES.alreadyOffered(trip.tripNumber, unit.agencyName, now, caller.timeZone), tripNumber: trip.tripNumber };
      }
      const from = trip.fromLatitude !== null && trip.fromLongitude !== null ? { lat: trip.fromLatitude, lng: trip.fromLongitude } : null;
      const base = unit.agencyLat !== null && unit.agencyLng !== null ? { lat: unit.agencyLat, lng: unit.agencyLng } : null;
      const distanceMiles = from && base ? roundMiles(greatCircleMiles(from, base)) : null;
      // offered anew even after a decline: the control center's plan found the agency a unit that can go
      await tx
        .insert(agencyResponses)
        .values({ tripId: trip.id, agencyId: unit.agencyId, response: 'OFFERED', distanceMiles, suggestedUnitId: unit.id, createdAt: now })
        .onConflictDoUpdate({
          target: [agencyResponses.tripId, agencyResponses.agencyId],
          set: { response: 'OFFERED', suggestedUnitId: unit.id, declineReason: null, respondedAt: null, respondedById: null },
        });
      await tx.update(trips).set({ version: sql`${trips.version} + 1`, updatedAt: now }).where(eq(trips.id, trip.id));
      const note = (action === 'INVITE_OFFER' ? PLAN_OFFER_MESSAGES.invitationNote : PLAN_OFFER_MESSAGES.historyNote)(unit.agencyName, unit.unitNumber);
      await historyRow(tx, { tripId: trip.id, ...historyActorOf(caller), fromStatus: 'PENDING', note }, 'PENDING', now);
      const event = action === 'INVITE_OFFER' ? { kind: 'offerInvited' as const, unitNumber: unit.unitNumber, deadline: trip.offerDeadline } : { kind: 'requested' as const };
      await alertUsers(tx, staff, event, trip, ctx.center);
      await recordTripEvents(tx, [offeredLaterEvent(trip, [unit.agencyId], now)]);
      return { tripNumber: trip.tripNumber, action };
    });
    if (outcome.reason !== undefined) answer.skipped.push({ requestId, tripNumber: outcome.tripNumber, reason: outcome.reason });
    else answer.offered.push({ requestId, tripNumber: outcome.tripNumber, action: outcome.action });
  }
  return answer;
}
