// Who acts on a trip: the side they act for (the transition table's actor) and how the history names them.
import type { TripActor } from '@/domain/trips/trip-transitions';
import type { Caller } from '@/server/plugins/auth';

export const CONTROL_CENTER_NAME = 'Transport Control Center';

/** The history row's who: kept as text too, so the timeline still reads right after an account is deleted. */
export const historyActorOf = (caller: Caller) => ({
  actorUserId: caller.id,
  actorName: caller.name,
  actorRole: caller.userType,
  actorOrganisation: caller.facilityName ?? caller.agencyName ?? CONTROL_CENTER_NAME,
});

/** The side a caller acts for on a trip it can see; USER (read-only control center) acts for none. */
export function tripActorOf(caller: Caller): TripActor | null {
  if (caller.userType === 'HEALTHCARE') return 'hospital';
  if (caller.userType === 'EMS') return 'agency';
  if (caller.userType === 'ADMIN') return 'admin';
  return null;
}
