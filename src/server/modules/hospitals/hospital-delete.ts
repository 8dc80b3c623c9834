import { eq, inArray, or } from 'drizzle-orm';
import { HOSPITAL_MESSAGES } from '@/domain/organisations/org-messages';
import type { Db } from '@/server/db/connect';
import { dropdownOptions, facilities, hospitals, trips } from '@/server/db/schema';
import { conflict, notFound } from '@/server/http/errors';
import { deleteGuarded, deleteStaff, staffInTripHistory } from '../organisations';

/** True when a trip was requested by the hospital or goes from or to one of its directory entries. */
async function hospitalHasTrips(db: Db, id: string): Promise<boolean> {
  const places = db.select({ id: facilities.id }).from(facilities).where(eq(facilities.hospitalId, id));
  const [row] = await db
    .select({ id: trips.id })
    .from(trips)
    .where(or(eq(trips.hospitalId, id), inArray(trips.originFacilityId, places), inArray(trips.destinationFacilityId, places)))
    .limit(1);
  return row !== undefined;
}

/**
 * Removes a hospital that never had transports, with everything that is only its own: directory entries,
 * accounts (sessions and notifications cascade) and dropdown options. With transports, deactivation is the way.
 */
export async function deleteHospital(db: Db, id: string): Promise<void> {
  await deleteGuarded(
    () =>
      db.transaction(async (tx) => {
        const [h] = await tx.select({ id: hospitals.id }).from(hospitals).where(eq(hospitals.id, id)).for('update');
        if (!h) throw notFound(HOSPITAL_MESSAGES.notFound);
        if (await hospitalHasTrips(tx, id)) throw conflict(HOSPITAL_MESSAGES.hasTrips);
        if (await staffInTripHistory(tx, { hospitalId: id })) throw conflict(HOSPITAL_MESSAGES.hasHistory);
        await tx.delete(dropdownOptions).where(eq(dropdownOptions.hospitalId, id));
        await tx.delete(facilities).where(eq(facilities.hospitalId, id));
        await deleteStaff(tx, { hospitalId: id });
        await tx.delete(hospitals).where(eq(hospitals.id, id));
      }),
    HOSPITAL_MESSAGES.hasTrips,
  );
}
