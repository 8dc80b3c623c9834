// The healthcare portal's Settings tab: a facility edits its own hospital record (never another's).
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth';
import type { FacilitySettingsBody } from '../../../domain/facility-settings';
import type { Hospital } from '../../../domain/hospital-forms';
import { AUTH_MESSAGES } from '../../../domain/messages';
import { HOSPITAL_MESSAGES } from '../../../domain/org-messages';
import type { Db } from '../../db/connect';
import { hospitals } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import type { Caller } from '../../plugins/auth';
import { loadSessionUser } from '../auth/session-user';
import { syncDirectoryEntries } from './hospital-directory';
import { toHospital } from './hospital-queries';

// address parts are non-null columns: an emptied one is stored as ''; undefined keeps the stored value
const orEmpty = (v: string | null | undefined) => (v === null ? '' : v);

/** Updates the caller's hospital and the directory entries mirroring it; answers the record and the refreshed session user. */
export async function updateFacilitySettings(
  db: Db,
  caller: Caller,
  b: FacilitySettingsBody,
): Promise<{ hospital: Hospital; user: SessionUser }> {
  const hospitalId = caller.hospitalId;
  if (!hospitalId) throw forbidden(AUTH_MESSAGES.forbidden);
  const hospital = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(hospitals).where(eq(hospitals.id, hospitalId)).for('update');
    if (!before) throw notFound(HOSPITAL_MESSAGES.notFound);
    const [after] = await tx
      .update(hospitals)
      .set({
        name: b.facilityName,
        type: b.facilityType,
        email: b.email,
        phone: b.phone,
        address: orEmpty(b.address),
        city: orEmpty(b.city),
        state: orEmpty(b.state),
        zipCode: orEmpty(b.zipCode),
        updatedAt: new Date(),
      })
      .where(eq(hospitals.id, hospitalId))
      .returning();
    await syncDirectoryEntries(tx, before, after!);
    return toHospital(after!);
  });
  const user = await loadSessionUser(db, caller.id);
  if (!user) throw notFound(AUTH_MESSAGES.authRequired);
  return { hospital, user };
}
