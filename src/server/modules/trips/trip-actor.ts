// Who acts on a trip: the side they act for (the transition table's actor) and how the history names them.
import { eq } from 'drizzle-orm';
import type { TripActor } from '@/domain/trips/trip-transitions';
import type { Db, Tx } from '@/server/db/connect';
import { hospitals } from '@/server/db/schema';
import type { Caller } from '@/server/plugins/auth';

export const CONTROL_CENTER_NAME = 'Transport Control Center';
/** How an alert names the control center as the one who acted ("cancelled by the control center: …"). */
export const CONTROL_CENTER_WORDS = 'the control center';

/** The history row's who: kept as text too, so the timeline still reads right after an account is deleted. */
export const historyActorOf = (caller: Caller) => ({
  actorUserId: caller.id,
  actorName: caller.name,
  actorRole: caller.userType,
  actorOrganisation: caller.facilityName ?? caller.agencyName ?? CONTROL_CENTER_NAME,
});

/** The side a caller acts for on a trip it can see: the control center's coordinators (ADMIN, USER) act alike. */
export function tripActorOf(caller: Caller): TripActor | null {
  if (caller.userType === 'HEALTHCARE') return 'hospital';
  if (caller.userType === 'EMS') return 'agency';
  if (caller.userType === 'ADMIN' || caller.userType === 'USER') return 'admin';
  return null;
}

/** Whether the caller is the control center (ADMIN or USER), which acts on a trip for its facility or agency. */
export const isControlCenter = (caller: Pick<Caller, 'userType'>) => caller.userType === 'ADMIN' || caller.userType === 'USER';

/** The requesting facility's name, for whom the control center acts on its trip (null for a trip without one). */
export async function facilityNameOf(db: Db | Tx, hospitalId: string | null): Promise<string | null> {
  if (!hospitalId) return null;
  const [row] = await db.select({ name: hospitals.name }).from(hospitals).where(eq(hospitals.id, hospitalId));
  return row?.name ?? null;
}
