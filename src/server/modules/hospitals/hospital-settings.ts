// The healthcare portal's Settings tab: a facility reads and edits its own hospital record (never another's).
import { eq } from 'drizzle-orm';
import type { SessionUser } from '@/domain/session/session-answers';
import {
  ADDRESS_CHANGED_MEANWHILE,
  addressMoved,
  addressUpdate,
  editedAddress,
  type HospitalSettingsBody,
  type LocatedAddress,
} from '@/domain/organisations/hospital-settings';
import type { FacilitySettings } from '@/domain/organisations/hospital-answers';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { HOSPITAL_MESSAGES } from '@/domain/organisations/org-messages';
import type { AppContext } from '@/server/context';
import type { Db } from '@/server/db/connect';
import { hospitals } from '@/server/db/schema';
import { conflict, forbidden, notFound } from '@/server/http/errors';
import type { Caller } from '@/server/plugins/auth';
import { loadSessionUser } from '../auth';
import { locateAddress } from '../geocode';
import { afterIdentitySave, heldIdentityChange } from '../organisations';
import { syncDirectoryEntries } from './hospital-directory';
import { toHospital } from './hospital-queries';

/** The caller's own hospital (from the session, never from a body); 403 for an account without one. */
export function ownHospitalId(caller: Caller): string {
  if (!caller.hospitalId) throw forbidden(AUTH_MESSAGES.forbidden);
  return caller.hospitalId;
}

async function hospitalRow(db: Db, id: string) {
  const [row] = await db.select().from(hospitals).where(eq(hospitals.id, id));
  if (!row) throw notFound(HOSPITAL_MESSAGES.notFound);
  return row;
}

/** The facility's record with its own choices. */
const toFacilitySettings = (row: typeof hospitals.$inferSelect): FacilitySettings => ({ ...toHospital(row), textPatients: row.textPatients });

/** GET /api/auth/healthcare/facility: the caller's own hospital, as the update answers it. */
export async function getHospitalSettings(db: Db, caller: Caller): Promise<FacilitySettings> {
  return toFacilitySettings(await hospitalRow(db, ownHospitalId(caller)));
}

/**
 * A moved address with its newly looked-up coordinates, or null when the edit leaves the address as it is.
 * Looked up before the transaction, so no row stays locked while the geocoder answers.
 */
async function relocation(ctx: Pick<AppContext, 'db' | 'geocoder'>, hospitalId: string, b: HospitalSettingsBody): Promise<LocatedAddress | null> {
  const stored = await hospitalRow(ctx.db, hospitalId);
  const address = editedAddress(stored, b);
  if (!addressMoved(stored, address)) return null;
  return { ...address, ...(await locateAddress(ctx.geocoder, address)) };
}

/** Updates the caller's hospital and the directory entries mirroring it; answers the record and the refreshed session user. */
export async function updateHospitalSettings(
  ctx: Pick<AppContext, 'db' | 'geocoder' | 'config' | 'center'>,
  caller: Caller,
  b: HospitalSettingsBody,
): Promise<{ hospital: FacilitySettings; user: SessionUser }> {
  const hospitalId = ownHospitalId(caller);
  const located = await relocation(ctx, hospitalId, b);
  const hospital = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(hospitals).where(eq(hospitals.id, hospitalId)).for('update');
    if (!before) throw notFound(HOSPITAL_MESSAGES.notFound);
    // judged again on the locked row, so an address is never stored beside the point of another
    const address = addressUpdate(before, b, located);
    if (!address) throw conflict(ADDRESS_CHANGED_MEANWHILE);
    // the name and e-mail the facility is known by change only once the control center approves
    const identity = await heldIdentityChange(tx, hospitals, before, { name: b.facilityName, email: b.email });
    const [after] = await tx
      .update(hospitals)
      .set({
        type: b.facilityType,
        timeZone: b.timeZone,
        phone: b.phone,
        textPatients: b.textPatients,
        ...address,
        ...identity.set,
        updatedAt: new Date(),
      })
      .where(eq(hospitals.id, hospitalId))
      .returning();
    await syncDirectoryEntries(tx, before, after!);
    await afterIdentitySave(tx, hospitals, ctx.config.publicUrl, after!, identity);
    return toFacilitySettings(after!);
  });
  const user = await loadSessionUser(ctx.db, caller.id, ctx.center.timeZone);
  if (!user) throw notFound(AUTH_MESSAGES.authRequired);
  return { hospital, user };
}
