// The EMS dashboard's Settings tab: an agency reads and edits its own record (never another's).
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth';
import type { AgencySettings, AgencySettingsBody } from '../../../domain/agency-settings';
import { AUTH_MESSAGES } from '../../../domain/messages';
import { AGENCY_MESSAGES } from '../../../domain/org-messages';
import type { Db } from '../../db/connect';
import { agencies } from '../../db/schema';
import { notFound } from '../../http/errors';
import { agencyIdOf, type Caller } from '../../plugins/auth';
import { loadSessionUser } from '../auth/session-user';

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
});

export async function getAgencySettings(db: Db, caller: Caller): Promise<AgencySettings> {
  const [row] = await db.select().from(agencies).where(eq(agencies.id, agencyIdOf(caller)));
  if (!row) throw notFound(AGENCY_MESSAGES.notFound);
  return toSettings(row);
}

/** Updates the caller's agency as the Edit Agency modal would (the service type is stored as chosen); answers it and the refreshed session user. */
export async function updateAgencySettings(db: Db, caller: Caller, b: AgencySettingsBody): Promise<{ agency: AgencySettings; user: SessionUser }> {
  const agencyId = agencyIdOf(caller);
  const [after] = await db
    .update(agencies)
    .set({
      name: b.agencyName,
      contactName: b.contactName,
      email: b.email,
      phone: b.phone,
      serviceType: b.serviceType,
      address: orEmpty(b.address),
      city: orEmpty(b.city),
      state: orEmpty(b.state),
      zipCode: orEmpty(b.zipCode),
      updatedAt: new Date(),
    })
    .where(eq(agencies.id, agencyId))
    .returning();
  if (!after) throw notFound(AGENCY_MESSAGES.notFound);
  const user = await loadSessionUser(db, caller.id);
  if (!user) throw notFound(AUTH_MESSAGES.authRequired);
  return { agency: toSettings(after), user };
}
