import { and, eq, gt, lt } from 'drizzle-orm';
import type { SecondFactorChallenge } from '@/domain/session/two-factor-answers';
import { TWO_FACTOR_CHALLENGE_MINUTES } from '@/domain/session/two-factor-rules';
import { TWO_FACTOR_MESSAGES } from '@/domain/session/two-factor-texts';
import type { Db } from '@/server/db/connect';
import { twoFactorChallenges } from '@/server/db/schema';
import { unauthorized } from '@/server/http/errors';
import { newOneTimeToken, tokenHash } from '../secrets';

export type SecondStep = SecondFactorChallenge['step'];

/** What a right password earns when a second step follows: a token only its hash of which is kept, good for a few minutes. */
export async function openChallenge(db: Db, userId: string, step: SecondStep): Promise<SecondFactorChallenge> {
  const { token, hash, expiresAt } = newOneTimeToken(TWO_FACTOR_CHALLENGE_MINUTES * 60_000);
  // an expired challenge is never read again
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, new Date()));
  await db.insert(twoFactorChallenges).values({ userId, tokenHash: hash, purpose: step, expiresAt });
  return { challenge: token, step, expiresAt };
}

/** The user a live challenge for this step was given to; 401 for an unknown, expired or spent one, or one for the other step. */
export async function challengedUser(db: Db, token: string, step: SecondStep): Promise<string> {
  const [row] = await db
    .select({ userId: twoFactorChallenges.userId })
    .from(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.tokenHash, tokenHash(token)), eq(twoFactorChallenges.purpose, step), gt(twoFactorChallenges.expiresAt, new Date())));
  if (!row) throw unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
  return row.userId;
}

/** A challenge that opened its session is spent. */
export async function spendChallenge(db: Db, token: string): Promise<void> {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.tokenHash, tokenHash(token)));
}
