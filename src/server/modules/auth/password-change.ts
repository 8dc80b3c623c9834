import { eq } from 'drizzle-orm';
import { ACCOUNT_PASSWORD_MESSAGES, type ChangePasswordBody } from '@/domain/session/account-password';
import type { AppContext } from '@/server/context';
import { users } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import type { Caller } from '@/server/plugins/auth';
import { admitPasswordAttempt, forgiveFailures } from './login-throttle';
import { mailPasswordChanged } from './password-mails';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword, verifyPassword } from '../secrets';
import { revokeSessions } from './session-revocation';

/** The organisation a user's password must not contain. */
export const organisationOf = (u: { facilityName: string | null; agencyName: string | null }) => u.facilityName ?? u.agencyName;

/**
 * A signed-in user changes their own password. The current password is checked like a sign-in (counted, slowed,
 * limited), so a session left open cannot be used to guess it; the user's other sessions end, this one stays.
 */
export async function changeOwnPassword(
  ctx: Pick<AppContext, 'db' | 'config'>,
  caller: Caller,
  body: ChangePasswordBody,
  ipAddress: string,
): Promise<void> {
  assertAcceptablePassword(body.newPassword, { email: caller.email, organisationName: organisationOf(caller) }, body.confirmPassword);
  await admitPasswordAttempt(ctx.db, caller.email, ipAddress);
  const [row] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, caller.id));
  if (!(await verifyPassword(row?.passwordHash, body.currentPassword))) throw badRequest(ACCOUNT_PASSWORD_MESSAGES.currentIncorrect);
  await forgiveFailures(ctx.db, caller.email, ipAddress);
  if (body.newPassword === body.currentPassword) throw badRequest(ACCOUNT_PASSWORD_MESSAGES.sameAsCurrent);
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordResetTokenHash: null, passwordResetExpiresAt: null, updatedAt: new Date() }).where(eq(users.id, caller.id));
    await revokeSessions(tx, caller.id, caller.sessionId);
  });
  await mailPasswordChanged(ctx, { email: caller.email, name: caller.name });
}
