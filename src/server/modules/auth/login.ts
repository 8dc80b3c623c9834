import { eq } from 'drizzle-orm';
import type { LoginBody } from '@/domain/session/auth';
import type { SessionUser } from '@/domain/session/session-answers';
import type { SecondFactorChallenge } from '@/domain/session/two-factor-answers';
import type { UserType } from '@/domain/common/enums';
import { SESSION_HOURS } from '@/domain/common/limits';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import type { Db } from '@/server/db/connect';
import { agencies, hospitals, sessions, users } from '@/server/db/schema';
import { forbidden, unauthorized } from '@/server/http/errors';
import { admitPasswordAttempt, forgiveFailures } from './login-throttle';
import { passwordSignInRefusal } from './password-sign-in-off';
import { verifyPassword } from '../secrets';
import { loadSessionUser } from './session-user';
import type { TokenService } from './tokens';
import { openChallenge } from './two-factor-challenges';
import { secondStepFor } from './two-factor-policy';

export interface LoginContext {
  ipAddress: string;
  userAgent: string | undefined;
  /** The control center's zone (config TZ), for users whose organisation has none. */
  centerZone: string;
}

/** A session, or the challenge of the second step that must come before one. */
export type LoginOutcome = { user: SessionUser; token: string } | { secondFactor: SecondFactorChallenge };

/**
 * Signs a user in through one login path. Unknown e-mail and wrong password get the same answer;
 * account state is revealed only to someone who knows the password. An account with a second factor (or one its
 * role's setting requires, `adminsRequireTwoFactor` for administrators) gets a challenge for it instead of a session.
 */
export async function login(
  db: Db,
  tokens: TokenService,
  body: LoginBody,
  allowed: readonly UserType[],
  ctx: LoginContext,
  adminsRequireTwoFactor: boolean,
): Promise<LoginOutcome> {
  const email = body.email.trim().toLowerCase();
  await admitPasswordAttempt(db, email, ctx.ipAddress);

  const [found] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      userType: users.userType,
      status: users.status,
      hospitalActive: hospitals.isActive,
      hospitalReview: hospitals.requiresReview,
      agencyActive: agencies.isActive,
      agencyReview: agencies.requiresReview,
    })
    .from(users)
    .leftJoin(hospitals, eq(hospitals.id, users.hospitalId))
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(eq(users.email, email));

  const passwordOk = await verifyPassword(found?.passwordHash, body.password);
  // the attempt stays counted as a failure
  if (!found || !passwordOk) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  const secondStep = await secondStepFor(db, found.id, adminsRequireTwoFactor);
  // with a code still to come, the attempt stays counted until the code is right: a password alone buys no fresh guesses
  if (!secondStep) await forgiveFailures(db, email, ctx.ipAddress);
  if (!allowed.includes(found.userType)) throw forbidden(AUTH_MESSAGES.wrongPortal);
  if (found.status === 'PENDING_VERIFICATION') throw forbidden(AUTH_MESSAGES.awaitingVerification);
  if (found.status === 'PENDING_APPROVAL') throw forbidden(AUTH_MESSAGES.awaitingApproval);
  if (found.status === 'DISABLED') throw forbidden(AUTH_MESSAGES.accountDisabled);
  const orgActive = found.hospitalActive ?? found.agencyActive;
  const orgInReview = found.hospitalReview ?? found.agencyReview;
  if (orgActive === false) throw forbidden(orgInReview ? AUTH_MESSAGES.awaitingApproval : AUTH_MESSAGES.accountDisabled);
  const passwordOff = await passwordSignInRefusal(db, found.id);
  if (passwordOff) throw forbidden(passwordOff);
  if (secondStep) return { secondFactor: await openChallenge(db, found.id, secondStep) };
  return openSession(db, tokens, found.id, ctx);
}

/**
 * Opens a session for a user whose identity and account state have been checked: every way of
 * signing in (password, single sign-on, a second factor) ends here.
 */
export async function openSession(
  db: Db,
  tokens: TokenService,
  userId: string,
  ctx: LoginContext,
): Promise<{ user: SessionUser; token: string }> {
  const expiresAt = new Date(Date.now() + SESSION_HOURS * 3_600_000);
  const [session] = await db
    .insert(sessions)
    .values({ userId, expiresAt, ipAddress: ctx.ipAddress, userAgent: ctx.userAgent?.slice(0, 300) })
    .returning({ id: sessions.id });
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
  const token = await tokens.sign({ sessionId: session!.id, userId }, expiresAt);
  const user = (await loadSessionUser(db, userId, ctx.centerZone))!;
  return { user, token };
}

/** Ends a session: its token is refused from now on, on every instance. */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}
