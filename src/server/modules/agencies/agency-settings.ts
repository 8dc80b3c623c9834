// The EMS dashboard's Settings tab: an agency reads and edits its own record (never another's).
import { eq } from 'drizzle-orm';
import type { SessionUser } from '@/domain/session/session-answers';
import type { AgencySettingsBody } from '@/domain/organisations/agency-settings';
import type { AgencySettings } from '@/domain/organisations/agency-answers';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { AGENCY_MESSAGES } from '@/domain/organisations/org-messages';
import type { Config } from '@/server/config';
import type { Db } from '@/server/db/connect';
import { agencies } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { agencyIdOf, type Caller } from '@/server/plugins/auth';
import { loadSessionUser } from '../auth';
import type { CenterClock } from '../center-clock';
import { afterIdentitySave, heldIdentityChange, pendingOf } from '../organisations';

type AgencyRow = typeof agencies.$inferSelect;

// address parts are non-null columns: an emptied one is stored as ''; undefined keeps the stored value
const orEmpty = (v: string | null | undefined) => (v === null ? '' : v);

const toSettings = (a: AgencyRow): AgencySettings => ({
  id: a.id,
  agencyName: a.name,
  contactName: a.contactName,
  email: a.email,
  phone: a.phone,
  serviceType: a.serviceType,
  address: a.address,
  city: a.city,
  state: a.state,
  zipCode: a.zipCode,
  timeZone: a.timeZone,
  ...pendingOf(a),
});

export async function getAgencySettings(db: Db, caller: Caller): Promise<AgencySettings> {
  const [row] = await db.select().from(agencies).where(eq(agencies.id, agencyIdOf(caller)));
  if (!row) throw notFound(AGENCY_MESSAGES.notFound);
  return toSettings(row);
}

/**
 * Updates the caller's agency as the Edit Agency modal would (the service type is stored as chosen), except that a new
 * name or e-mail waits for the control center's review; answers the agency and the refreshed session user.
 */
export async function updateAgencySettings(
  ctx: { db: Db; config: Pick<Config, 'publicUrl'>; center: Pick<CenterClock, 'timeZone'> },
  caller: Caller,
  b: AgencySettingsBody,
): Promise<{ agency: AgencySettings; user: SessionUser }> {
  const { db } = ctx;
  const agencyId = agencyIdOf(caller);
  const after = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(agencies).where(eq(agencies.id, agencyId)).for('update');
    if (!before) throw notFound(AGENCY_MESSAGES.notFound);
    // the name and e-mail the agency is known by change only once the control center approves
    const identity = await heldIdentityChange(tx, agencies, before, { name: b.agencyName, email: b.email });
    const [row] = await tx
      .update(agencies)
      .set({
        contactName: b.contactName,
        phone: b.phone,
        serviceType: b.serviceType,
        timeZone: b.timeZone,
        address: orEmpty(b.address),
        city: orEmpty(b.city),
        state: orEmpty(b.state),
        zipCode: orEmpty(b.zipCode),
        ...identity.set,
        updatedAt: new Date(),
      })
      .where(eq(agencies.id, agencyId))
      .returning();
    await afterIdentitySave(tx, agencies, ctx.config.publicUrl, row!, identity);
    return row!;
  });
  const user = await loadSessionUser(db, caller.id, ctx.center.timeZone);
  if (!user) throw notFound(AUTH_MESSAGES.authRequired);
  return { agency: toSettings(after), user };
}
