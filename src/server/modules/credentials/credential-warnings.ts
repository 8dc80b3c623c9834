// The warnings before expiry: each credential's agency hears once at 30 and once at 7 days before (bell notices to its
// EMS users). The warning is claimed by a conditional update in the notices' transaction, so it is sent once per
// credential and threshold across restarts and however many instances sweep at once.
import { and, eq, gt, gte, isNull, lte, or } from 'drizzle-orm';
import { AGENCY_CREDENTIALS_LINK, CREDENTIAL_MESSAGES, daysLeft, dueWarning, WARNING_DAYS } from '@/domain/credentials/credential-rules';
import type { Db } from '@/server/db/connect';
import { credentials, units, users } from '@/server/db/schema';
import { agencyStaff, notifyUsers } from '../notifications';

const addDays = (isoDate: string, days: number) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Sends the warnings due on `today` (the control center's date); answers how many it sent. */
export async function sendCredentialWarnings(db: Db, today: string): Promise<number> {
  const farthest = Math.max(...WARNING_DAYS);
  const candidates = await db
    .select({
      id: credentials.id,
      agencyId: credentials.agencyId,
      kind: credentials.kind,
      expiresOn: credentials.expiresOn,
      warnedDays: credentials.warnedDays,
      unitNumber: units.unitNumber,
      personName: users.name,
    })
    .from(credentials)
    .leftJoin(units, eq(units.id, credentials.unitId))
    .leftJoin(users, eq(users.id, credentials.userId))
    .where(and(gte(credentials.expiresOn, today), lte(credentials.expiresOn, addDays(today, farthest))));
  let sent = 0;
  for (const c of candidates) {
    const due = dueWarning(c.expiresOn, today, c.warnedDays);
    if (due === null) continue;
    const holderName = c.unitNumber !== null ? `Unit ${c.unitNumber}` : (c.personName ?? '');
    const claimed = await db.transaction(async (tx) => {
      // the claim: only the sweep whose update finds the warning still unsent sends it
      const [won] = await tx
        .update(credentials)
        .set({ warnedDays: due })
        .where(and(eq(credentials.id, c.id), eq(credentials.expiresOn, c.expiresOn), or(isNull(credentials.warnedDays), gt(credentials.warnedDays, due))))
        .returning({ id: credentials.id });
      if (!won) return false;
      await notifyUsers(tx, await agencyStaff(tx, [c.agencyId]), {
        type: 'warning',
        title: CREDENTIAL_MESSAGES.warningTitle,
        message: CREDENTIAL_MESSAGES.warning(holderName, c, daysLeft(c.expiresOn, today)),
        link: AGENCY_CREDENTIALS_LINK,
      });
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}
