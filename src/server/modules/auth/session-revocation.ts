import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { sessions } from '@/server/db/schema';

/**
 * Ends a user's live sessions (all, or all but the one kept): their tokens are refused from the next request, on
 * every instance. Takes a transaction as well as the database.
 */
export async function revokeSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}
