import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../http/errors';
import { createControlCenterUser } from '../modules/auth';
import type { Db } from './connect';
import { users } from './schema';

const hasAdmin = async (db: Db) =>
  (await db.select({ id: users.id }).from(users).where(and(eq(users.userType, 'ADMIN'), eq(users.status, 'ACTIVE'))).limit(1)).length > 0;

/**
 * A database with no active administrator (none yet, or only disabled ones) gets its first one from the configuration (ADMIN_EMAIL / ADMIN_PASSWORD), so no
 * deployment ever depends on a published password. Without them nobody can administer it, and the log says so.
 */
export async function ensureFirstAdmin(db: Db, firstAdmin: { email: string; password: string } | undefined, log: FastifyBaseLogger): Promise<void> {
  if (await hasAdmin(db)) return;
  if (!firstAdmin) {
    log.warn('No active administrator account exists: set ADMIN_EMAIL and ADMIN_PASSWORD and restart to create the first one');
    return;
  }
  try {
    await createControlCenterUser(db, { name: 'Administrator', ...firstAdmin, userType: 'ADMIN' });
    log.info({ email: firstAdmin.email }, 'first administrator created from ADMIN_EMAIL');
  } catch (err) {
    if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
    // another instance starting at the same moment created it, or the address is another account's
    if (!(await hasAdmin(db))) log.error({ email: firstAdmin.email }, 'ADMIN_EMAIL belongs to an existing account that is not an active administrator (a facility\'s or agency\'s, or a disabled one); choose another address');
  }
}
