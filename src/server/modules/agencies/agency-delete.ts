import { eq } from 'drizzle-orm';
import { AGENCY_MESSAGES } from '@/domain/organisations/org-messages';
import type { Db } from '@/server/db/connect';
import { agencies, agencyResponses, trips, units } from '@/server/db/schema';
import { conflict, notFound } from '@/server/http/errors';
import { deleteGuarded, deleteStaff, staffInTripHistory } from '../organisations';

/**
 * Removes an agency that never carried a transport and has no units, with its accounts and the offers it was sent.
 * An agency with trips is deactivated instead; units are deleted (or the agency deactivated) first.
 */
export async function deleteAgency(db: Db, id: string): Promise<void> {
  await deleteGuarded(
    () =>
      db.transaction(async (tx) => {
        const [a] = await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, id)).for('update');
        if (!a) throw notFound(AGENCY_MESSAGES.notFound);
        const [trip] = await tx.select({ id: trips.id }).from(trips).where(eq(trips.assignedAgencyId, id)).limit(1);
        if (trip) throw conflict(AGENCY_MESSAGES.hasTrips);
        const [unit] = await tx.select({ id: units.id }).from(units).where(eq(units.agencyId, id)).limit(1);
        if (unit) throw conflict(AGENCY_MESSAGES.hasUnits);
        if (await staffInTripHistory(tx, { agencyId: id })) throw conflict(AGENCY_MESSAGES.hasHistory);
        await tx.delete(agencyResponses).where(eq(agencyResponses.agencyId, id));
        await deleteStaff(tx, { agencyId: id });
        await tx.delete(agencies).where(eq(agencies.id, id));
      }),
    AGENCY_MESSAGES.hasTrips,
  );
}
