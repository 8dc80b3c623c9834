import { eq } from 'drizzle-orm';
import { TWO_FACTOR_MESSAGES } from '@/domain/session/two-factor-texts';
import type { Db } from '@/server/db/connect';
import { agencies, controlCenterSettings, hospitals, twoFactor, twoFactorResets, users } from '@/server/db/schema';
import { badRequest, notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { removeSecondFactor } from './two-factor-enrolment';

/**
 * An administrator clears another user's second factor (a lost phone and no recovery codes), recorded with both
 * accounts' addresses; the user signs in with their password again, and enrols anew where it is required.
 */
export async function resetSecondFactor(db: Db, admin: Caller, userId: string): Promise<void> {
  if (userId === admin.id) throw badRequest(TWO_FACTOR_MESSAGES.resetOwn);
  const [user] = await db
    .select({ email: users.email, enrolled: twoFactor.userId })
    .from(users)
    .leftJoin(twoFactor, eq(twoFactor.userId, users.id))
    .where(eq(users.id, knownIdOr404(userId, TWO_FACTOR_MESSAGES.userNotFound)));
  if (!user) throw notFound(TWO_FACTOR_MESSAGES.userNotFound);
  if (!user.enrolled) throw badRequest(TWO_FACTOR_MESSAGES.nothingToReset);
  await db.transaction(async (tx) => {
    await removeSecondFactor(tx, userId);
    await tx.insert(twoFactorResets).values({ userId, userEmail: user.email, resetById: admin.id, resetByEmail: admin.email });
  });
}

/**
 * A facility's or agency's own setting: its staff must sign in with a second factor; an administrator's is the
 * control center's, for its administrators.
 */
export async function setOrganisationRequirement(db: Db, caller: Caller, required: boolean): Promise<void> {
  if (caller.userType === 'ADMIN') {
    await db
      .insert(controlCenterSettings)
      .values({ id: 1, requireTwoFactorForAdmins: required, updatedById: caller.id })
      .onConflictDoUpdate({ target: controlCenterSettings.id, set: { requireTwoFactorForAdmins: required, updatedById: caller.id, updatedAt: new Date() } });
  }
  if (caller.hospitalId) await db.update(hospitals).set({ requireTwoFactor: required }).where(eq(hospitals.id, caller.hospitalId));
  if (caller.agencyId) await db.update(agencies).set({ requireTwoFactor: required }).where(eq(agencies.id, caller.agencyId));
}
