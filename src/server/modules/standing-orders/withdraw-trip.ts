// A series' trip that no agency has taken yet is withdrawn when its date is skipped or changed: cancelled only while
// still PENDING (one conditional statement), its ride home with it, with the reason in its history, told to the agencies it was offered to
// (in the bell, as a facility's own cancellation is) and to the webhooks.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/connect';
import { agencyResponses, tripHistory, trips } from '@/server/db/schema';
import type { Caller } from '@/server/plugins/auth';
import { agencyStaff, alertFacts, type AlertSettings, alertUsers } from '../notifications';
import { historyActorOf } from '../trips';
import { moveEvents, recordTripEvents } from '../webhooks';

export const WITHDRAWN_NOTE = 'Cancelled: its standing order changed this date';

/** True when the trip was still PENDING and is now cancelled; false when an agency had taken it. */
export async function withdrawPendingTrip(tx: Tx, caller: Caller, tripId: string, now: Date, alerts: AlertSettings): Promise<boolean> {
  const [before] = await tx
    .update(trips)
    .set({ status: 'CANCELLED', cancelledTimestamp: now, cancellationReason: WITHDRAWN_NOTE, updatedAt: now, version: sql`${trips.version} + 1` })
    .where(and(eq(trips.id, tripId), eq(trips.status, 'PENDING')))
    .returning({
      id: trips.id,
      status: sql<'PENDING'>`'PENDING'`,
      hospitalId: trips.hospitalId,
      assignedAgencyId: trips.assignedAgencyId,
      returnTripId: trips.returnTripId,
      ...alertFacts,
    });
  if (!before) return false;
  const actor = historyActorOf(caller);
  await tx.insert(tripHistory).values({ tripId, ...actor, fromStatus: 'PENDING', toStatus: 'CANCELLED', note: WITHDRAWN_NOTE, createdAt: now });
  const offered = await tx
    .select({ agencyId: agencyResponses.agencyId })
    .from(agencyResponses)
    .where(and(eq(agencyResponses.tripId, tripId), eq(agencyResponses.response, 'OFFERED')));
  const staff = await agencyStaff(
    tx,
    offered.map((o) => o.agencyId),
  );
  await alertUsers(tx, [], { kind: 'moved', status: 'CANCELLED', by: actor.actorOrganisation }, before, alerts, staff);
  await recordTripEvents(tx, moveEvents(before, 'CANCELLED', null, now));
  // the ride home booked with it goes too, unless an agency already took it
  if (before.returnTripId) await withdrawPendingTrip(tx, caller, before.returnTripId, now, alerts);
  return true;
}
