// A series' trip that no agency has taken yet is withdrawn when its date is skipped or changed: cancelled only while
// still PENDING (one conditional statement), with the reason in its history.
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/server/db/connect';
import { tripHistory, trips } from '@/server/db/schema';
import type { Caller } from '@/server/plugins/auth';
import { historyActorOf } from '../trips/trip-actor';

export const WITHDRAWN_NOTE = 'Cancelled: its standing order changed this date';

/** True when the trip was still PENDING and is now cancelled; false when an agency had taken it. */
export async function withdrawPendingTrip(tx: Tx, caller: Caller, tripId: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(trips)
    .set({ status: 'CANCELLED', cancelledTimestamp: now, cancellationReason: WITHDRAWN_NOTE, updatedAt: now, version: sql`${trips.version} + 1` })
    .where(and(eq(trips.id, tripId), eq(trips.status, 'PENDING')))
    .returning({ id: trips.id });
  if (!row) return false;
  await tx.insert(tripHistory).values({ tripId, ...historyActorOf(caller), fromStatus: 'PENDING', toStatus: 'CANCELLED', note: WITHDRAWN_NOTE, createdAt: now });
  return true;
}
