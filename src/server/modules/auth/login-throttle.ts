import { and, eq, gt, or, sql } from 'drizzle-orm';
import { LOGIN_FAILURE_LIMIT } from '../../../domain/limits';
import type { Db } from '../../db/connect';
import { loginFailures } from '../../db/schema';

const windowStart = () => new Date(Date.now() - LOGIN_FAILURE_LIMIT.windowMinutes * 60_000);

/** True when this e-mail or this address has failed too often within the window (kept in the database, so every instance agrees). */
export async function isThrottled(db: Db, email: string, ipAddress: string): Promise<boolean> {
  const [row] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})::int`,
      byAddress: sql<number>`count(*) filter (where ${loginFailures.ipAddress} = ${ipAddress})::int`,
    })
    .from(loginFailures)
    .where(
      and(gt(loginFailures.createdAt, windowStart()), or(eq(loginFailures.email, email), eq(loginFailures.ipAddress, ipAddress))),
    );
  return (row?.byEmail ?? 0) >= LOGIN_FAILURE_LIMIT.perEmail || (row?.byAddress ?? 0) >= LOGIN_FAILURE_LIMIT.perAddress;
}

export async function recordFailure(db: Db, email: string, ipAddress: string): Promise<void> {
  await db.insert(loginFailures).values({ email, ipAddress });
}

/** A successful sign-in forgives the e-mail's earlier failures. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
}
