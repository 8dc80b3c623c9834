// What the database announces on the channel tcc_live (the triggers of migration 0012, and of units for the live map), read defensively: the channel is
// open to anything connected to the database, so a payload that does not parse is dropped, never passed on.
import { z } from 'zod';

export const LIVE_CHANNEL = 'tcc_live';

// every id the triggers send is a uuid; anything else could not be looked up
const id = z.guid();
const optionalId = id.nullish().transform((v) => v ?? null);

const liveEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('trip'), tripId: id, status: z.string(), hospitalId: optionalId, agencyId: optionalId, previousAgencyId: optionalId }),
  z.object({ kind: z.literal('offer'), tripId: id, agencyId: id }),
  z.object({ kind: z.literal('unit'), unitId: id, agencyId: id }),
  z.object({ kind: z.literal('notice'), userId: id }),
  z.object({ kind: z.literal('session'), sessionId: id }),
  z.object({ kind: z.literal('account'), userId: id }),
  z.object({ kind: z.literal('center') }),
]);

export type LiveEvent = z.output<typeof liveEvent>;
export type TripEvent = Extract<LiveEvent, { kind: 'trip' }>;
export type OfferEvent = Extract<LiveEvent, { kind: 'offer' }>;
export type UnitEvent = Extract<LiveEvent, { kind: 'unit' }>;

/**
 * The event a NOTIFY payload describes, or null for one that is not ours. `kinds`: those the caller acts on; an event
 * of another kind is dropped before it is validated (every move announces several, which most listeners ignore).
 */
export function parseLiveEvent(payload: string, kinds?: readonly LiveEvent['kind'][]): LiveEvent | null {
  try {
    const raw: unknown = JSON.parse(payload);
    if (kinds && !kinds.includes((raw as { kind?: unknown } | null)?.kind as LiveEvent['kind'])) return null;
    const parsed = liveEvent.safeParse(raw);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
