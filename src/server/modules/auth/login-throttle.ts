import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import { LOGIN_FAILURE_LIMIT, loginDelayMs } from '@/domain/common/limits';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import type { Db } from '@/server/db/connect';
import { loginFailures, sessions } from '@/server/db/schema';
import { tooManyRequests } from '@/server/http/errors';

const windowStart = () => new Date(Date.now() - LOGIN_FAILURE_LIMIT.windowMinutes * 60_000);
// any constant works; every instance must use the same one
const ATTEMPT_LOCK_ID = 7_310_003;

export type LoginAttempt = { allowed: false } | { allowed: true; delayMs: number };

/**
 * Counts a sign-in attempt before its password is checked, as a failure until it succeeds: attempts from one address
 * are counted one at a time under a lock, so forty at once cannot all slip under the limit.
 */
async function beginAttempt(db: Db, email: string, ipAddress: string): Promise<LoginAttempt> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ATTEMPT_LOCK_ID}, hashtext(${ipAddress}))`);
    const [row] = await tx
      .select({
        pair: sql<number>`count(*) filter (where ${loginFailures.email} = ${email} and ${loginFailures.ipAddress} = ${ipAddress})::int`,
        address: sql<number>`count(*) filter (where ${loginFailures.ipAddress} = ${ipAddress})::int`,
        email: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})::int`,
      })
      .from(loginFailures)
      .where(and(gt(loginFailures.createdAt, windowStart()), or(eq(loginFailures.email, email), eq(loginFailures.ipAddress, ipAddress))));
    const counts = { pair: row?.pair ?? 0, address: row?.address ?? 0, email: row?.email ?? 0 };
    if (counts.pair >= LOGIN_FAILURE_LIMIT.perPair || counts.address >= LOGIN_FAILURE_LIMIT.perAddress) return { allowed: false };
    await tx.insert(loginFailures).values({ email, ipAddress });
    return { allowed: true, delayMs: loginDelayMs(counts.email) };
  });
}

/**
 * Lets a password check go ahead (after the e-mail's growing delay) or refuses it with 429; the attempt counts as a
 * failure until `forgiveFailures` forgives it. Sign-in and the password change's current password share it.
 */
export async function admitPasswordAttempt(db: Db, email: string, ipAddress: string): Promise<void> {
  const attempt = await beginAttempt(db, email, ipAddress);
  if (!attempt.allowed) throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts);
  if (attempt.delayMs) await new Promise((resolve) => setTimeout(resolve, attempt.delayMs));
}

/**
 * A right password forgives the failures from its own address only, its own attempt included: the owner signing in
 * must not hand someone guessing from elsewhere a fresh allowance.
 */
export async function forgiveFailures(db: Db, email: string, ipAddress: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.ipAddress, ipAddress)));
}

/** A new password set by the e-mailed link: guesses at the old one no longer matter, wherever they came from. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}

/** Drops what no rule reads any more: failures older than the window, sessions past their expiry. */
export async function purgeExpiredAuthRows(db: Db): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, windowStart()));
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
