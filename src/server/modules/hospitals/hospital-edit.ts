import { eq } from 'drizzle-orm';
import type { HospitalEditBody } from '@/domain/organisations/hospital-forms';
import type { Hospital } from '@/domain/organisations/hospital-answers';
import { HOSPITAL_MESSAGES } from '@/domain/organisations/org-messages';
import type { Db } from '@/server/db/connect';
import { hospitals } from '@/server/db/schema';
import { conflict, notFound } from '@/server/http/errors';
import { applyActiveChange, assertNameFree, withUniqueName } from '../organisations';
import { syncDirectoryEntries } from './hospital-directory';
import { toHospital } from './hospital-queries';

/**
 * The admin's facility edit; fields left out of the body keep their value (drizzle skips undefined). A name another
 * active facility holds → 409.
 */
export async function editHospital(db: Db, id: string, body: HospitalEditBody): Promise<Hospital> {
  return withUniqueName(hospitals, () => db.transaction(async (tx) => {
    const [before] = await tx.select().from(hospitals).where(eq(hospitals.id, id)).for('update');
    if (!before) throw notFound(HOSPITAL_MESSAGES.notFound);
    // Activation of a registration goes through Approve, which also opens its accounts and tells its staff.
    if (body.isActive === true && !before.isActive && before.requiresReview) throw conflict(HOSPITAL_MESSAGES.reviewFirst);
    if (body.name !== undefined && (body.isActive ?? before.isActive)) await assertNameFree(tx, hospitals, body.name, id);
    const [after] = await tx
      .update(hospitals)
      .set({ ...body, updatedAt: new Date() })
      .where(eq(hospitals.id, id))
      .returning();
    await syncDirectoryEntries(tx, before, after!);
    await applyActiveChange(tx, { hospitalId: id }, before.isActive, after!.isActive);
    return toHospital(after!);
  }));
}
