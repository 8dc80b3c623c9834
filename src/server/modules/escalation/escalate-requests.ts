// The escalation sweep (rule in src/domain/trips/escalation.ts). Each request is escalated in its own transaction on its
// locked row, and only while still PENDING and not yet escalated, so it happens once whichever instance sweeps first.
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { roundMiles } from '@/domain/trips/agency-matching';
import { ESCALATION_RADIUS_FACTOR, escalationNote } from '@/domain/trips/escalation';
import type { Db } from '@/server/db/connect';
import { agencyResponses, tripHistory, trips } from '@/server/db/schema';
import { agencyStaff, type AlertSettings, alertUsers, controlCenterStaff } from '../notifications';
import { CONTROL_CENTER_NAME, eligibleAgencies } from '../trips';
import { offeredLaterEvent, recordTripEvents } from '../webhooks';
import { readEscalationSettings } from './escalation-settings';

/** How the history names the one who escalated: no person, the control center's rule. */
export const ESCALATION_ACTOR = { actorUserId: null, actorName: 'Automatic escalation', actorRole: 'SYSTEM', actorOrganisation: CONTROL_CENTER_NAME } as const;

// a sweep takes this many at most; the next one takes the rest
const SWEEP_LIMIT = 100;

async function escalate(db: Db, tripId: string, alerts: AlertSettings): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [trip] = await tx
      .select()
      .from(trips)
      .where(and(eq(trips.id, tripId), eq(trips.status, 'PENDING'), isNull(trips.escalatedAt)))
      .for('update', { skipLocked: true });
    // accepted or cancelled meanwhile, or another instance is escalating it right now
    if (!trip) return false;
    const now = new Date();
    const radiusMiles = trip.notificationRadius * ESCALATION_RADIUS_FACTOR;
    const already = new Set(
      (await tx.select({ id: agencyResponses.agencyId }).from(agencyResponses).where(eq(agencyResponses.tripId, tripId))).map((r) => r.id),
    );
    const origin = trip.fromLatitude === null || trip.fromLongitude === null ? null : { lat: trip.fromLatitude, lng: trip.fromLongitude };
    // an agency that declined, or was offered it before, is not asked again
    const further = origin ? (await eligibleAgencies(tx, origin, radiusMiles, trip.transportLevel)).filter((a) => !already.has(a.id)) : [];
    if (further.length > 0) {
      await tx
        .insert(agencyResponses)
        .values(further.map((a) => ({ tripId, agencyId: a.id, response: 'OFFERED' as const, distanceMiles: roundMiles(a.distanceMiles), createdAt: now })));
    }
    await tx.update(trips).set({ escalatedAt: now, version: sql`${trips.version} + 1`, updatedAt: now }).where(eq(trips.id, tripId));
    const waitedMinutes = Math.floor((now.getTime() - (trip.offeredAgainAt ?? trip.offeredToAllAt ?? trip.createdAt).getTime()) / 60_000);
    await tx.insert(tripHistory).values({
      tripId,
      ...ESCALATION_ACTOR,
      fromStatus: 'PENDING',
      toStatus: 'PENDING',
      note: escalationNote(waitedMinutes, further.length, radiusMiles),
      createdAt: now,
    });
    const event = { kind: 'escalated' as const, waitedMinutes, newlyOffered: further.length, radiusMiles };
    await alertUsers(tx, await controlCenterStaff(tx, ['ADMIN', 'USER']), event, trip, alerts);
    await alertUsers(
      tx,
      await agencyStaff(
        tx,
        further.map((a) => a.id),
      ),
      { kind: 'requested' },
      trip,
      alerts,
    );
    if (further.length > 0) await recordTripEvents(tx, [offeredLaterEvent(trip, further.map((a) => a.id), now)]);
    return true;
  });
}

/** Escalates every request due now; answers how many it escalated. */
export async function escalateDueRequests(db: Db, alerts: AlertSettings): Promise<number> {
  const { escalationMinutes } = await readEscalationSettings(db);
  const cutoff = sql`now() - make_interval(mins => ${escalationMinutes})`;
  const due = await db
    .select({ id: trips.id })
    .from(trips)
    .where(
      and(
        eq(trips.status, 'PENDING'),
        isNull(trips.escalatedAt),
        lte(trips.createdAt, cutoff),
        // a linked return waits from when it was offered to all: held or in its first look, nobody was asked yet
        or(isNull(trips.returnKind), lte(trips.offeredToAllAt, cutoff)),
        // a request the control center offered again waits from then
        or(isNull(trips.offeredAgainAt), lte(trips.offeredAgainAt, cutoff)),
      ),
    )
    .orderBy(asc(trips.createdAt))
    .limit(SWEEP_LIMIT);
  let escalated = 0;
  for (const { id } of due) if (await escalate(db, id, alerts)) escalated++;
  return escalated;
}
