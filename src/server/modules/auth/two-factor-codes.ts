import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { isAuthenticatorCode, normalizedCode } from '@/domain/session/two-factor-rules';
import { TWO_FACTOR_MESSAGES } from '@/domain/session/two-factor-texts';
import type { Db } from '@/server/db/connect';
import { twoFactor, users } from '@/server/db/schema';
import { badRequest, unauthorized } from '@/server/http/errors';
import { admitPasswordAttempt, forgiveFailures } from './login-throttle';
import { spendRecoveryCode } from './two-factor-recovery';
import { matchingTimeStep } from './two-factor-totp';

/**
 * Whether the code is the authenticator's current one (never one already used) or, where allowed, an unused recovery
 * code; a right code is spent. `pending` checks the secret of a set-up not yet confirmed instead.
 */
async function codeIsRight(db: Db, userId: string, code: string, opts: { recovery: boolean; pending: boolean }): Promise<boolean> {
  if (!isAuthenticatorCode(code)) return opts.recovery && spendRecoveryCode(db, userId, code);
  const [row] = await db
    .select({ secret: twoFactor.secret, lastTimeStep: twoFactor.lastTimeStep })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), opts.pending ? isNull(twoFactor.confirmedAt) : isNotNull(twoFactor.confirmedAt)));
  if (!row) return false;
  const step = await matchingTimeStep(row.secret, normalizedCode(code), row.lastTimeStep);
  if (step === null) return false;
  // taken only if no other request took this step or a later one first
  const taken = await db
    .update(twoFactor)
    .set({ lastTimeStep: step })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastTimeStep), lt(twoFactor.lastTimeStep, step))))
    .returning({ userId: twoFactor.userId });
  return taken.length > 0;
}

/**
 * Checks a code as a password is checked: counted against the login limits of the account's e-mail and the caller's
 * address (429 past them), a wrong one stays counted, a right one forgives that address's failures. A wrong code is
 * 401 while signing in and 400 for a signed-in caller, whose session a wrong code must not end.
 */
export async function requireRightCode(
  db: Db,
  userId: string,
  code: string,
  ipAddress: string,
  opts: { recovery: boolean; pending?: boolean; signedIn: boolean },
): Promise<void> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
  await admitPasswordAttempt(db, user.email, ipAddress);
  if (!(await codeIsRight(db, userId, code, { recovery: opts.recovery, pending: opts.pending ?? false }))) {
    throw (opts.signedIn ? badRequest : unauthorized)(TWO_FACTOR_MESSAGES.codeWrong);
  }
  await forgiveFailures(db, user.email, ipAddress);
}
