// A batch of positions from a crew's phone, for the live map: the phone's clock offset measured as it arrives (as for
// steps), each position stored once under the phone's id, and the unit moved to the newest of them.
import { POSITION_FUTURE_TOLERANCE_SECONDS, type PositionBatchBody, type PositionBatchResult } from '@/domain/units/unit-positions';
import type { Db } from '@/server/db/connect';
import { unitPositions } from '@/server/db/schema';
import { carriedTripId, placeUnit } from '../units';

/**
 * Records the batch's positions for the unit of the caller's shift (never one a body names). A position's time is the
 * phone's plus the offset `receivedAt - sentAt`; one still in the future beyond the tolerance is dropped, an id already
 * stored (a resend) is ignored. The unit's own position follows the newest by time, never an older one sent late.
 */
export async function recordPositionBatch(db: Db, unitId: string, batch: PositionBatchBody, receivedAt: Date): Promise<PositionBatchResult> {
  const offsetMs = receivedAt.getTime() - Date.parse(batch.sentAt);
  const latest = receivedAt.getTime() + POSITION_FUTURE_TOLERANCE_SECONDS * 1000;
  const rows = batch.positions
    .map((p) => {
      const deviceTime = new Date(p.at);
      return {
        id: p.id,
        unitId,
        latitude: p.latitude,
        longitude: p.longitude,
        accuracyM: p.accuracyMeters ?? null,
        recordedAt: new Date(deviceTime.getTime() + offsetMs),
        deviceTime,
        receivedAt,
      };
    })
    .filter((r) => r.recordedAt.getTime() <= latest);
  if (rows.length === 0) return { recorded: 0, ignored: batch.positions.length };
  const stored = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(unitPositions)
      .values(rows.map((r) => ({ ...r, tripId: carriedTripId(unitId) })))
      .onConflictDoNothing({ target: unitPositions.id })
      .returning({ latitude: unitPositions.latitude, longitude: unitPositions.longitude, recordedAt: unitPositions.recordedAt });
    const newest = inserted.reduce<(typeof inserted)[number] | null>((a, b) => (a && a.recordedAt >= b.recordedAt ? a : b), null);
    if (newest) await placeUnit(tx, unitId, newest, newest.recordedAt);
    return inserted.length;
  });
  return { recorded: stored, ignored: batch.positions.length - stored };
}
