import { eq } from 'drizzle-orm';
import type { AgencyCreateBody, AgencyEditBody, AgencyStatus } from '@/domain/organisations/agency-forms';
import { AGENCY_MESSAGES } from '@/domain/organisations/org-messages';
import type { Db } from '@/server/db/connect';
import { agencies } from '@/server/db/schema';
import { conflict, notFound } from '@/server/http/errors';
import { applyActiveChange, assertNameFree, withUniqueName } from '../organisations';

// Address parts are non-null columns: an emptied one is stored as ''; undefined leaves the stored value.
const orEmpty = (v: string | null | undefined) => (v === null ? '' : v);
const columns = <B extends AgencyCreateBody | AgencyEditBody>(b: B) => ({
  ...b,
  address: orEmpty(b.address),
  city: orEmpty(b.city),
  state: orEmpty(b.state),
  zipCode: orEmpty(b.zipCode),
});

/** An agency the control center adds itself needs no review: it is active at once (a name another active agency holds → 409). */
export async function createAgency(db: Db, body: AgencyCreateBody): Promise<string> {
  const status: AgencyStatus = 'ACTIVE';
  await assertNameFree(db, agencies, body.name);
  const [row] = await withUniqueName(agencies, () =>
    db.insert(agencies).values({ ...columns(body), isActive: true, requiresReview: false, status }).returning({ id: agencies.id }),
  );
  return row!.id;
}

/** The Edit Agency modal; switching the agency off or on moves its status and its staff's access with it. */
export async function editAgency(db: Db, id: string, body: AgencyEditBody): Promise<void> {
  await withUniqueName(agencies, () => db.transaction(async (tx) => {
    const [before] = await tx.select().from(agencies).where(eq(agencies.id, id)).for('update');
    if (!before) throw notFound(AGENCY_MESSAGES.notFound);
    // Activation of a registration goes through Approve, which also opens its accounts and tells its staff.
    if (body.isActive === true && !before.isActive && before.requiresReview) throw conflict(AGENCY_MESSAGES.reviewFirst);
    if (body.name !== undefined && (body.isActive ?? before.isActive)) await assertNameFree(tx, agencies, body.name, id);
    const flips = body.isActive !== undefined && body.isActive !== before.isActive;
    const status: AgencyStatus | undefined = flips ? (body.isActive ? 'ACTIVE' : 'INACTIVE') : undefined;
    await tx
      .update(agencies)
      .set({ ...columns(body), status, updatedAt: new Date() })
      .where(eq(agencies.id, id));
    await applyActiveChange(tx, { agencyId: id }, before.isActive, body.isActive ?? before.isActive);
  }));
}
