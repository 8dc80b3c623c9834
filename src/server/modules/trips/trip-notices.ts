// In-app notices about a trip for the agencies it concerns and for the facility that asked for it.
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { agencyResponses, trips, users } from '../../db/schema';
import { notifyOrganisation, notifyUsers, type NewNotification } from '../notifications/notify';

/** The same notice for every active EMS user of these agencies, in one read and one insert. */
export async function notifyAgencies(db: Db, agencyIds: readonly string[], n: NewNotification): Promise<void> {
  if (agencyIds.length === 0) return;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.agencyId, [...agencyIds]), eq(users.userType, 'EMS'), eq(users.status, 'ACTIVE')));
  await notifyUsers(
    db,
    rows.map((r) => r.id),
    n,
  );
}

/** The agencies still involved in a trip: offered and not declined, or assigned. */
export async function agenciesInvolved(db: Db, tripId: string): Promise<string[]> {
  const rows = await db
    .select({ id: agencyResponses.agencyId })
    .from(agencyResponses)
    .where(and(eq(agencyResponses.tripId, tripId), ne(agencyResponses.response, 'DECLINED')));
  const [assigned] = await db
    .select({ id: trips.assignedAgencyId })
    .from(trips)
    .where(eq(trips.id, tripId));
  return [...new Set([...rows.map((r) => r.id), ...(assigned?.id ? [assigned.id] : [])])];
}

export const notifyFacility = (db: Db, hospitalId: string | null, n: NewNotification) =>
  hospitalId ? notifyOrganisation(db, { hospitalId }, n) : Promise.resolve();
