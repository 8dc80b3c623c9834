// The returns sweep, run with the escalation sweep: ends first looks that are over, and opens the timed returns whose
// outbound was accepted without them opening (the server stopped between the two) or was cancelled without them.
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FIRST_LOOK_MINUTES, OUTBOUND_CARRIED } from '@/domain/trips/linked-returns';
import type { Db } from '@/server/db/connect';
import { trips } from '@/server/db/schema';
import type { AlertSettings } from '../notifications';
import { endFirstLook, openReturn } from './open-return';

// a sweep takes this many of each at most; the next one takes the rest
const SWEEP_LIMIT = 100;

/** Answers how many returns it offered further. */
export async function sweepReturns(db: Db, alerts: AlertSettings): Promise<number> {
  const outbound = alias(trips, 'outbound');
  const held = await db
    .select({ id: trips.id, outboundStatus: outbound.status, agencyId: outbound.assignedAgencyId })
    .from(trips)
    .innerJoin(outbound, eq(outbound.returnTripId, trips.id))
    .where(
      and(
        eq(trips.returnKind, 'TIMED'),
        isNull(trips.returnOpenedAt),
        isNull(trips.offeredToAllAt),
        eq(trips.status, 'PENDING'),
        inArray(outbound.status, [...OUTBOUND_CARRIED, 'CANCELLED']),
      ),
    )
    .limit(SWEEP_LIMIT);
  let offered = 0;
  for (const h of held) {
    const firstLookAgencyId = OUTBOUND_CARRIED.includes(h.outboundStatus) ? h.agencyId : null;
    if (await db.transaction((tx) => openReturn(tx, h.id, { now: new Date(), firstLookAgencyId }, alerts))) offered++;
  }
  const looked = await db
    .select({ id: trips.id })
    .from(trips)
    .where(
      and(
        sql`${trips.returnKind} is not null`,
        isNull(trips.offeredToAllAt),
        eq(trips.status, 'PENDING'),
        lte(trips.returnOpenedAt, sql`now() - make_interval(mins => ${FIRST_LOOK_MINUTES})`),
      ),
    )
    .limit(SWEEP_LIMIT);
  for (const { id } of looked) if (await endFirstLook(db, id, alerts)) offered++;
  return offered;
}
