// The facility entitled to hear of a unit's move: the one whose open trip the unit carries now (the map's own rule).
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import { carriedTripId } from '../units';

/** The requesting facility of the trip the unit carries, read after the change committed; null when it carries none. */
export async function carrierHospitalId(db: Db, unitId: string): Promise<string | null> {
  const rows = await rawRows<{ hospital_id: string | null }>(db, sql`select t.hospital_id from trips t where t.id = ${carriedTripId(unitId)}`);
  return rows[0]?.hospital_id ?? null;
}
