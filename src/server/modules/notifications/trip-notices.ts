// Who hears of a trip: the agencies it concerns, the facility that asked for it, the control center.
import { and, eq, inArray } from 'drizzle-orm';
import type { UserType } from '@/domain/common/enums';
import type { Db } from '@/server/db/connect';
import { trips, users } from '@/server/db/schema';

/** What an alert says of a trip (src/domain/notifications/trip-alerts.ts), as a selection of its columns. */
export const alertFacts = {
  tripNumber: trips.tripNumber,
  transportLevel: trips.transportLevel,
  priority: trips.priority,
  fromLocation: trips.fromLocation,
  toLocation: trips.toLocation,
  scheduledTime: trips.scheduledTime,
};

/** The active EMS users of these agencies, in one read. */
export async function agencyStaff(db: Db, agencyIds: readonly string[]): Promise<string[]> {
  if (agencyIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.agencyId, [...agencyIds]), eq(users.userType, 'EMS'), eq(users.status, 'ACTIVE')));
  return rows.map((r) => r.id);
}

/** The active users of the facility that requested a trip (none for a trip without one). */
export async function hospitalStaff(db: Db, hospitalId: string | null): Promise<string[]> {
  if (!hospitalId) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.hospitalId, hospitalId), eq(users.status, 'ACTIVE')));
  return rows.map((r) => r.id);
}

/** The control center's active users of these roles. */
export async function controlCenterStaff(db: Db, roles: readonly UserType[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.userType, [...roles]), eq(users.status, 'ACTIVE')));
  return rows.map((r) => r.id);
}
