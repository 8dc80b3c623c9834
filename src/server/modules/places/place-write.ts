import { eq, or } from 'drizzle-orm';
import type { Facility, FacilityBody } from '../../../domain/place-forms';
import { FACILITY_MESSAGES } from '../../../domain/org-messages';
import type { Db } from '../../db/connect';
import { isForeignKeyViolation } from '../../db/errors';
import { facilities, trips } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { deleteGuarded } from '../organisations/org-delete';
import { toFacility } from './place-queries';

// region is a non-null column: an emptied region is stored as ''.
const columns = (b: FacilityBody) => ({ ...b, region: b.region === null ? '' : b.region });

// A hospitalId that names no hospital is the caller's mistake (400), whether checked first or found by the database.
async function withHospitalChecked<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw badRequest(FACILITY_MESSAGES.unknownHospital);
    throw err;
  }
}

export function createFacility(db: Db, body: FacilityBody): Promise<Facility> {
  return withHospitalChecked(async () => {
    const [row] = await db.insert(facilities).values(columns(body)).returning();
    return toFacility(row!);
  });
}

/** Fields left out of the body keep their value. */
export function updateFacility(db: Db, id: string, body: FacilityBody): Promise<Facility> {
  return withHospitalChecked(async () => {
    const [row] = await db
      .update(facilities)
      .set({ ...columns(body), updatedAt: new Date() })
      .where(eq(facilities.id, id))
      .returning();
    if (!row) throw notFound(FACILITY_MESSAGES.notFound);
    return toFacility(row);
  });
}

/** A place trips went from or to stays in the directory (deactivate it); an unused one is removed. */
export async function deleteFacility(db: Db, id: string): Promise<void> {
  await deleteGuarded(
    () =>
      db.transaction(async (tx) => {
        const [used] = await tx
          .select({ id: trips.id })
          .from(trips)
          .where(or(eq(trips.originFacilityId, id), eq(trips.destinationFacilityId, id)))
          .limit(1);
        if (used) throw conflict(FACILITY_MESSAGES.hasTrips);
        const deleted = await tx.delete(facilities).where(eq(facilities.id, id)).returning({ id: facilities.id });
        if (deleted.length === 0) throw notFound(FACILITY_MESSAGES.notFound);
      }),
    FACILITY_MESSAGES.hasTrips,
  );
}
