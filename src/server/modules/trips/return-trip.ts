// The return a request carries: an ordinary trip from the outbound's destination back to its origin, stored with the
// outbound in its transaction, held unoffered until it opens (open-return.ts).
import { eq, sql } from 'drizzle-orm';
import type { TransportLevel } from '@/domain/common/enums';
import { RETURN_MESSAGES, RETURN_NOTES, timedReturnPickup, type ReturnKind } from '@/domain/trips/linked-returns';
import type { Tx } from '@/server/db/connect';
import { tripHistory, trips } from '@/server/db/schema';
import { conflict } from '@/server/http/errors';
import type { Caller } from '@/server/plugins/auth';
import { createdEvent, recordTripEvents } from '../webhooks';
import { historyActorOf } from './trip-actor';
import { nextTripNumber } from './trip-numbers';
import { pricingOf, type TripValues } from './trip-values';

export interface ReturnToStore {
  kind: ReturnKind;
  /** A timed return's appointment; null for a will-call return. */
  appointmentMinutes: number | null;
  transportLevel?: TransportLevel | undefined;
}

// a return's ready window is the wizard's: an hour from its scheduled time
const READY_WINDOW_MS = 60 * 60 * 1000;

/**
 * The return's values: the outbound's patient and needs, its ends swapped. A timed return is scheduled after the
 * outbound's travel and the appointment; a will-call return at the earliest the patient could be ready, until released.
 */
export function returnValuesOf(outbound: TripValues, r: ReturnToStore): TripValues {
  const scheduledTime = timedReturnPickup(outbound.scheduledTime, pricingOf(outbound).estimatedMinutes, r.appointmentMinutes ?? 0);
  return {
    ...outbound,
    fromLocation: outbound.toLocation,
    toLocation: outbound.fromLocation,
    originFacilityId: outbound.destinationFacilityId ?? null,
    destinationFacilityId: outbound.originFacilityId ?? null,
    fromLatitude: outbound.toLatitude ?? null,
    fromLongitude: outbound.toLongitude ?? null,
    toLatitude: outbound.fromLatitude ?? null,
    toLongitude: outbound.fromLongitude ?? null,
    scheduledTime,
    readyStart: scheduledTime,
    readyEnd: new Date(scheduledTime.getTime() + READY_WINDOW_MS),
    transportLevel: r.transportLevel ?? outbound.transportLevel,
    generateQRCode: false,
    // the EHR's order is the outbound's: one trip per order identifier
    orderSystem: null,
    orderIdentifier: null,
    returnKind: r.kind,
    appointmentMinutes: r.kind === 'TIMED' ? r.appointmentMinutes : null,
    // the return is the outbound agency's to take first, in one step: offers to compare would outlive their deadline
    acceptanceMode: 'FIRST_TO_ACCEPT',
    offerDeadline: null,
  };
}

/** Stores the return of the outbound about to be stored (numbered `outboundNumber`) and answers its id. */
export async function storeReturn(tx: Tx, caller: Caller, outbound: TripValues, r: ReturnToStore, outboundNumber: string, now: Date): Promise<string> {
  const values = returnValuesOf(outbound, r);
  const tripNumber = await nextTripNumber(tx, now);
  const [trip] = await tx
    .insert(trips)
    .values({ ...values, ...pricingOf(values), tripNumber, status: 'PENDING', createdById: caller.id, createdAt: now, updatedAt: now })
    .returning();
  await tx.insert(tripHistory).values({
    tripId: trip!.id,
    ...historyActorOf(caller),
    fromStatus: null,
    toStatus: 'PENDING',
    note: RETURN_NOTES.created(r.kind, outboundNumber),
    createdAt: now,
  });
  await recordTripEvents(tx, [createdEvent(trip!, [], now)]);
  return trip!.id;
}

/**
 * A waiting outbound's new time or destination carried to its return, waiting too: its pickup is the new destination,
 * at the time that follows the new time and travel. 409 when an agency has taken the return already; a cancelled
 * return is left as it is.
 */
export async function moveReturnWithOutbound(tx: Tx, caller: Caller, outbound: typeof trips.$inferSelect, now: Date): Promise<void> {
  const [held] = await tx.select().from(trips).where(eq(trips.id, outbound.returnTripId!)).for('update');
  if (!held || held.status === 'CANCELLED') return;
  if (held.status !== 'PENDING') throw conflict(RETURN_MESSAGES.returnTaken);
  const v = returnValuesOf(outbound, { kind: held.returnKind!, appointmentMinutes: held.appointmentMinutes, transportLevel: held.transportLevel });
  const moved = {
    fromLocation: v.fromLocation,
    originFacilityId: v.originFacilityId,
    fromLatitude: v.fromLatitude,
    fromLongitude: v.fromLongitude,
    scheduledTime: v.scheduledTime,
    readyStart: v.readyStart,
    readyEnd: v.readyEnd,
  };
  await tx
    .update(trips)
    .set({ ...moved, ...pricingOf({ ...held, ...moved }), version: sql`${trips.version} + 1`, updatedAt: now })
    .where(eq(trips.id, held.id));
  await tx.insert(tripHistory).values({
    tripId: held.id,
    ...historyActorOf(caller),
    fromStatus: 'PENDING',
    toStatus: 'PENDING',
    note: RETURN_NOTES.movedWithOutbound(outbound.tripNumber, moved.scheduledTime, moved.fromLocation),
    createdAt: now,
  });
}
