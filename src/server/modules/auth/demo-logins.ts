// A data folder or database seeded for a demonstration can end up serving real users: its demo accounts then sign in
// with passwords printed in the README. In production (without SEED_DEMO) they are disabled when TCC starts.
import { and, eq, inArray } from 'drizzle-orm';
import { DEMO_ACCOUNTS } from '@/domain/session/demo-accounts';
import type { Db } from '@/server/db/connect';
import { users } from '@/server/db/schema';
import { verifyPassword } from '../secrets';
import { revokeSessions } from './session-revocation';

/**
 * Disables every active demo account that still has its published password, ending its sessions; answers their
 * e-mail addresses. A demo account whose password was changed is someone's own and is left alone.
 */
export async function disablePublishedDemoLogins(db: Db): Promise<string[]> {
  const published = new Map(DEMO_ACCOUNTS.map((a) => [a.email, a.password]));
  const rows = await db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(inArray(users.email, [...published.keys()]), eq(users.status, 'ACTIVE')));
  const disabled: string[] = [];
  for (const row of rows) {
    if (!(await verifyPassword(row.passwordHash, published.get(row.email)!))) continue;
    await db.transaction(async (tx) => {
      await tx.update(users).set({ status: 'DISABLED', updatedAt: new Date() }).where(eq(users.id, row.id));
      await revokeSessions(tx, row.id);
    });
    disabled.push(row.email);
  }
  return disabled;
}
