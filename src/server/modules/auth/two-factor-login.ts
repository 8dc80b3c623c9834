import type { SessionUser } from '@/domain/session/session-answers';
import type { Enrolment } from '@/domain/session/two-factor-answers';
import type { Db } from '@/server/db/connect';
import { openSession, type LoginContext } from './login';
import type { TokenService } from './tokens';
import { challengedUser, spendChallenge } from './two-factor-challenges';
import { requireRightCode } from './two-factor-codes';
import { beginEnrolment, confirmEnrolment } from './two-factor-enrolment';

type Session = { user: SessionUser; token: string };

/** The sign-in's second step: the challenge of a right password and a right code (or an unused recovery code) open the session. */
export async function loginWithCode(db: Db, tokens: TokenService, challenge: string, code: string, ctx: LoginContext): Promise<Session> {
  const userId = await challengedUser(db, challenge, 'code');
  await requireRightCode(db, userId, code, ctx.ipAddress, { recovery: true, signedIn: false });
  await spendChallenge(db, challenge);
  return openSession(db, tokens, userId, ctx);
}

/** A user who must enrol before signing in gets a secret for the challenge of their right password. */
export async function beginLoginEnrolment(db: Db, challenge: string): Promise<Enrolment> {
  return beginEnrolment(db, await challengedUser(db, challenge, 'enrol'));
}

/** The enrolment's first right code turns the second factor on and opens the session, with the recovery codes to keep. */
export async function confirmLoginEnrolment(
  db: Db,
  tokens: TokenService,
  challenge: string,
  code: string,
  ctx: LoginContext,
): Promise<Session & { recoveryCodes: string[] }> {
  const userId = await challengedUser(db, challenge, 'enrol');
  const recoveryCodes = await confirmEnrolment(db, userId, code, { ipAddress: ctx.ipAddress, signedIn: false });
  await spendChallenge(db, challenge);
  return { ...(await openSession(db, tokens, userId, ctx)), recoveryCodes };
}
