// An organisation that signs in through its own provider may turn password sign-in off for its staff; the control
// center's own accounts never depend on one, so they can always sign in and turn it back on.
import { and, eq, or } from 'drizzle-orm';
import { SSO_MESSAGES } from '@/domain/session/single-sign-on-texts';
import type { Db } from '@/server/db/connect';
import { agencies, hospitals, singleSignOnConnections, users } from '@/server/db/schema';

/** The refusal for a password sign-in of this account, or null when its organisation allows passwords. */
export async function passwordSignInRefusal(db: Db, userId: string): Promise<string | null> {
  const [off] = await db
    .select({ hospitalName: hospitals.name, agencyName: agencies.name })
    .from(users)
    .innerJoin(
      singleSignOnConnections,
      or(eq(singleSignOnConnections.hospitalId, users.hospitalId), eq(singleSignOnConnections.agencyId, users.agencyId)),
    )
    .leftJoin(hospitals, eq(hospitals.id, singleSignOnConnections.hospitalId))
    .leftJoin(agencies, eq(agencies.id, singleSignOnConnections.agencyId))
    .where(and(eq(users.id, userId), eq(singleSignOnConnections.enabled, true), eq(singleSignOnConnections.passwordSignIn, false)));
  return off ? SSO_MESSAGES.passwordOff((off.hospitalName ?? off.agencyName)!) : null;
}
