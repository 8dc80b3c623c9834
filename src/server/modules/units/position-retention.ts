// The crews' reported positions are kept only POSITION_RETENTION_DAYS (a unit's own last position stays on its row).
// Run by the server's periodic purge.
import { lt } from 'drizzle-orm';
import { POSITION_RETENTION_DAYS } from '@/domain/units/unit-positions';
import type { Db } from '@/server/db/connect';
import { unitPositions } from '@/server/db/schema';

/** Deletes the positions recorded before the retention window up to `now`; answers how many. */
export async function purgeOldPositions(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - POSITION_RETENTION_DAYS * 86_400_000);
  const removed = await db.delete(unitPositions).where(lt(unitPositions.recordedAt, before)).returning({ id: unitPositions.id });
  return removed.length;
}
