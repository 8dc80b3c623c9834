// A return opens once (its outbound accepted, or released by hand): offered first to the outbound's agency alone,
// then, its first look over, to every agency the outbound was offered to. Each step claims the return's row in one
// conditional statement, so it happens once whichever request or instance comes first.
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { RETURN_NOTES, type ReturnKind } from '@/domain/trips/linked-returns';
import type { Db, Tx } from '@/server/db/connect';
import { agencies, agencyResponses, tripHistory, trips } from '@/server/db/schema';
import { agencyStaff, type AlertSettings, alertUsers } from '../notifications';
import { offeredLaterEvent, recordTripEvents } from '../webhooks';
import { CONTROL_CENTER_NAME } from './trip-actor';

type TripRow = typeof trips.$inferSelect;

/** How the history names the rule that offers a return: no person. */
export const RETURN_ACTOR = { actorUserId: null, actorName: 'Linked return', actorRole: 'SYSTEM', actorOrganisation: CONTROL_CENTER_NAME } as const;

const offerNote = (tx: Db | Tx, tripId: string, note: string, now: Date) =>
  tx.insert(tripHistory).values({ tripId, ...RETURN_ACTOR, fromStatus: 'PENDING', toStatus: 'PENDING', note, createdAt: now });

/** Offers the return to these agencies (skipping any it already has an answer from) and tells their staff. */
async function offerTo(tx: Db | Tx, ret: TripRow, offers: { agencyId: string; distanceMiles: number | null }[], now: Date, alerts: AlertSettings) {
  const added = offers.length === 0
    ? []
    : await tx
        .insert(agencyResponses)
        .values(offers.map((o) => ({ tripId: ret.id, agencyId: o.agencyId, response: 'OFFERED' as const, distanceMiles: o.distanceMiles, createdAt: now })))
        .onConflictDoNothing()
        .returning({ agencyId: agencyResponses.agencyId });
  const ids = added.map((a) => a.agencyId);
  await alertUsers(tx, await agencyStaff(tx, ids), { kind: 'requested' }, ret, alerts);
  if (ids.length > 0) await recordTripEvents(tx, [offeredLaterEvent(ret, ids, now)]);
  return ids;
}

/** The return offered to every agency its outbound was offered to (the first look's agency already has its offer). */
async function offerToOutboundAgencies(tx: Db | Tx, ret: TripRow, now: Date, alerts: AlertSettings): Promise<void> {
  const outboundOffers = await tx
    .select({ agencyId: agencyResponses.agencyId, distanceMiles: agencyResponses.distanceMiles })
    .from(agencyResponses)
    .innerJoin(trips, eq(trips.id, agencyResponses.tripId))
    .where(eq(trips.returnTripId, ret.id));
  const ids = await offerTo(tx, ret, outboundOffers, now, alerts);
  await offerNote(tx, ret.id, RETURN_NOTES.offeredToAll(ids.length), now);
}

export interface Opening {
  now: Date;
  /** The outbound's agency, which alone sees the return first; null: offered to all at once (nobody carries the outbound). */
  firstLookAgencyId: string | null;
  /** A released return's new scheduled time: the patient is ready now. */
  readyAt?: Date;
  /** Only a return of this kind opens (an accepted outbound opens a timed return, never a will-call one). */
  kind?: ReturnKind;
}

// a return's ready window is the wizard's: an hour from its scheduled time
const READY_WINDOW_MS = 60 * 60 * 1000;

/** Opens the return if it is still held (else does nothing and answers null): the first look, or every agency at once. */
export async function openReturn(tx: Db | Tx, returnId: string, o: Opening, alerts: AlertSettings): Promise<TripRow | null> {
  const [ret] = await tx
    .update(trips)
    .set({
      returnOpenedAt: o.now,
      offeredToAllAt: o.firstLookAgencyId ? null : o.now,
      ...(o.readyAt ? { scheduledTime: o.readyAt, readyStart: o.readyAt, readyEnd: new Date(o.readyAt.getTime() + READY_WINDOW_MS) } : {}),
      version: sql`${trips.version} + 1`,
      updatedAt: o.now,
    })
    .where(
      and(eq(trips.id, returnId), o.kind ? eq(trips.returnKind, o.kind) : isNotNull(trips.returnKind), isNull(trips.returnOpenedAt), eq(trips.status, 'PENDING')),
    )
    .returning();
  if (!ret) return null;
  if (!o.firstLookAgencyId) {
    await offerToOutboundAgencies(tx, ret, o.now, alerts);
    return ret;
  }
  const [agency] = await tx.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, o.firstLookAgencyId));
  await offerTo(tx, ret, [{ agencyId: o.firstLookAgencyId, distanceMiles: null }], o.now, alerts);
  await offerNote(tx, ret.id, RETURN_NOTES.firstLook(agency?.name ?? ''), o.now);
  return ret;
}

/** An outbound's acceptance (its agency's own, or the award of its offer) opens its timed return to that agency first. */
export const openOnAcceptance = (tx: Tx, returnId: string, agencyId: string, alerts: AlertSettings) =>
  openReturn(tx, returnId, { now: new Date(), firstLookAgencyId: agencyId, kind: 'TIMED' }, alerts);

/** Ends the return's first look if it is still open and PENDING (else does nothing): every outbound agency is offered it. */
export async function endFirstLook(db: Db, returnId: string, alerts: AlertSettings): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [ret] = await tx
      .update(trips)
      .set({ offeredToAllAt: now, version: sql`${trips.version} + 1`, updatedAt: now })
      .where(and(eq(trips.id, returnId), isNotNull(trips.returnOpenedAt), isNull(trips.offeredToAllAt), eq(trips.status, 'PENDING')))
      .returning();
    if (!ret) return false;
    await offerToOutboundAgencies(tx, ret, now, alerts);
    return true;
  });
}
