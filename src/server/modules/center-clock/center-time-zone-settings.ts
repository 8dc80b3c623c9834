// The control center's time zone setting: one column of its settings row, null (automatic) until an administrator
// chooses a zone.
import { eq, sql } from 'drizzle-orm';
import { automaticCenterTimeZone, facilitiesTimeZone, type CenterTimeZone, type CenterTimeZoneBody } from '@/domain/common/center-time-zone';
import type { ChosenTimeZone } from '@/domain/common/time-zones';
import type { Db } from '@/server/db/connect';
import { controlCenterSettings, hospitals } from '@/server/db/schema';

/** The choice, the automatic zone and the zone in force; `fallback`: the server's `TZ`. */
export async function readCenterTimeZone(db: Db, fallback: string): Promise<CenterTimeZone> {
  const [[settings], facilities] = await Promise.all([
    db.select({ timeZone: controlCenterSettings.timeZone }).from(controlCenterSettings).where(eq(controlCenterSettings.id, 1)),
    db
      .select({ timeZone: hospitals.timeZone, state: hospitals.state, count: sql<number>`count(*)::int` })
      .from(hospitals)
      .where(eq(hospitals.isActive, true))
      .groupBy(hospitals.timeZone, hospitals.state),
  ]);
  const chosen = (settings?.timeZone ?? null) as ChosenTimeZone | null;
  const automaticTimeZone = automaticCenterTimeZone(facilities, fallback);
  return {
    timeZone: chosen,
    automaticTimeZone,
    automaticFromFacilities: facilitiesTimeZone(facilities) !== null,
    centerTimeZone: chosen ?? automaticTimeZone,
  };
}

export async function saveCenterTimeZone(db: Db, userId: string, body: CenterTimeZoneBody): Promise<void> {
  await db
    .insert(controlCenterSettings)
    .values({ id: 1, timeZone: body.timeZone, updatedById: userId })
    .onConflictDoUpdate({ target: controlCenterSettings.id, set: { timeZone: body.timeZone, updatedById: userId, updatedAt: new Date() } });
}
