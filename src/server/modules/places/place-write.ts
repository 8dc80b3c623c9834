import { eq, or } from 'drizzle-orm';
import type { PlaceBody } from '@/domain/places/place-forms';
import type { Place } from '@/domain/places/place-answers';
import { PLACE_MESSAGES } from '@/domain/organisations/org-messages';
import type { Db } from '@/server/db/connect';
import { isForeignKeyViolation } from '@/server/db/errors';
import { facilities, trips } from '@/server/db/schema';
import { badRequest, conflict, notFound } from '@/server/http/errors';
import { deleteGuarded } from '../organisations';
import { toPlace } from './place-queries';

// region is a non-null column: an emptied region is stored as ''.
const columns = (b: PlaceBody) => ({ ...b, region: b.region === null ? '' : b.region });

// A hospitalId that names no hospital is the caller's mistake (400), whether checked first or found by the database.
async function withHospitalChecked<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw badRequest(PLACE_MESSAGES.unknownHospital);
    throw err;
  }
}

export function createPlace(db: Db, body: PlaceBody): Promise<Place> {
  return withHospitalChecked(async () => {
    const [row] = await db.insert(facilities).values(columns(body)).returning();
    return toPlace(row!);
  });
}

/** Fields left out of the body keep their value. */
export function updatePlace(db: Db, id: string, body: PlaceBody): Promise<Place> {
  return withHospitalChecked(async () => {
    const [row] = await db
      .update(facilities)
      .set({ ...columns(body), updatedAt: new Date() })
      .where(eq(facilities.id, id))
      .returning();
    if (!row) throw notFound(PLACE_MESSAGES.notFound);
    return toPlace(row);
  });
}

/** A place trips went from or to stays in the directory (deactivate it); an unused one is removed. */
export async function deletePlace(db: Db, id: string): Promise<void> {
  await deleteGuarded(
    () =>
      db.transaction(async (tx) => {
        const [used] = await tx
          .select({ id: trips.id })
          .from(trips)
          .where(or(eq(trips.originFacilityId, id), eq(trips.destinationFacilityId, id)))
          .limit(1);
        if (used) throw conflict(PLACE_MESSAGES.hasTrips);
        const deleted = await tx.delete(facilities).where(eq(facilities.id, id)).returning({ id: facilities.id });
        if (deleted.length === 0) throw notFound(PLACE_MESSAGES.notFound);
      }),
    PLACE_MESSAGES.hasTrips,
  );
}
