import { and, eq, gt, inArray } from 'drizzle-orm';
import { ACCOUNT_PASSWORD_MESSAGES, type ResetPasswordBody } from '@/domain/session/account-password';
import { PASSWORD_RESET_MINUTES } from '@/domain/common/limits';
import type { AppContext } from '@/server/context';
import { agencies, hospitals, users } from '@/server/db/schema';
import { badRequest } from '@/server/http/errors';
import { clearFailures } from './login-throttle';
import { hashPassword, newOneTimeToken, tokenHash } from '../secrets';
import { mailPasswordChanged, mailResetLink } from './password-mails';
import { organisationOf } from './password-change';
import { assertAcceptablePassword } from './password-policy';
import { revokeSessions } from './session-revocation';

type Deps = Pick<AppContext, 'db' | 'config'>;

// A disabled account gets no link: its owner must ask the control center, who turned it off.
const RESETTABLE = ['ACTIVE', 'PENDING_APPROVAL', 'PENDING_VERIFICATION'] as const;

/**
 * "Forgot password?": a live account gets a new one-time link by e-mail (an older link stops working); any other
 * address gets nothing. The caller answers alike either way.
 */
export async function requestPasswordReset(deps: Deps, rawEmail: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  const link = newOneTimeToken(PASSWORD_RESET_MINUTES * 60_000);
  const [user] = await deps.db
    .update(users)
    .set({ passwordResetTokenHash: link.hash, passwordResetExpiresAt: link.expiresAt })
    .where(and(eq(users.email, email), inArray(users.status, [...RESETTABLE])))
    .returning({ email: users.email, name: users.name });
  if (user) await mailResetLink(deps, user, link.token);
}

/**
 * The link's new password: the token works once and only before it expires; every session of the account ends
 * and its sign-in failures are forgiven, so the owner is back in at once.
 */
export async function resetPassword(deps: Deps, body: ResetPasswordBody): Promise<void> {
  // judged first against what needs no account, so a mistyped confirmation does not spend a lookup
  assertAcceptablePassword(body.password, {}, body.confirmPassword);
  const hash = tokenHash(body.token);
  const linkIsLive = and(eq(users.passwordResetTokenHash, hash), gt(users.passwordResetExpiresAt, new Date()));
  const [owner] = await deps.db
    .select({ id: users.id, email: users.email, name: users.name, facilityName: hospitals.name, agencyName: agencies.name })
    .from(users)
    .leftJoin(hospitals, eq(hospitals.id, users.hospitalId))
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(and(linkIsLive, inArray(users.status, [...RESETTABLE])));
  if (!owner) throw badRequest(ACCOUNT_PASSWORD_MESSAGES.resetLinkInvalid);
  assertAcceptablePassword(body.password, { email: owner.email, organisationName: organisationOf(owner) });
  const passwordHash = await hashPassword(body.password);
  const used = await deps.db.transaction(async (tx) => {
    // conditional on the token still being there, so two uses of one link at once change the password once
    const [row] = await tx
      .update(users)
      .set({ passwordHash, passwordResetTokenHash: null, passwordResetExpiresAt: null, updatedAt: new Date() })
      .where(and(eq(users.id, owner.id), linkIsLive))
      .returning({ id: users.id });
    if (row) await revokeSessions(tx, owner.id);
    return row !== undefined;
  });
  if (!used) throw badRequest(ACCOUNT_PASSWORD_MESSAGES.resetLinkInvalid);
  await clearFailures(deps.db, owner.email);
  await mailPasswordChanged(deps, owner);
}
