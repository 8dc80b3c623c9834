// The caller behind an API key: looked up by the key's hash on every call, so a revocation holds on the next call
// on every instance, with no cache to clear.
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { SessionUser } from '@/domain/session/session-answers';
import { refusedScope, type KeyScope } from '@/domain/integrations/integration-keys';
import type { Db } from '@/server/db/connect';
import { agencies, hospitals, integrationKeys } from '@/server/db/schema';
import { loadSessionUser } from '../auth';
import { keyHash } from './key-text';

/** last_used_at is written at most this often per key, so reads do not write on every call. */
const LAST_USED_EVERY_MS = 60_000;

export interface KeyUser {
  user: SessionUser;
  key: { id: string; name: string; scopes: KeyScope[] };
}

/**
 * The account that created a live key, acting for the key's organisation: null for an unknown or revoked key, an
 * organisation switched off, a creator no longer active, no longer of the key's organisation, or whose role may no
 * longer hold one of the key's scopes.
 */
export async function userForKey(db: Db, text: string, centerZone: string, now: Date): Promise<KeyUser | null> {
  const [key] = await db
    .select({
      id: integrationKeys.id,
      name: integrationKeys.name,
      scopes: integrationKeys.scopes,
      lastUsedAt: integrationKeys.lastUsedAt,
      createdById: integrationKeys.createdById,
      hospitalId: integrationKeys.hospitalId,
      agencyId: integrationKeys.agencyId,
      orgActive: sql<boolean>`coalesce(${hospitals.isActive}, ${agencies.isActive}, true)`,
    })
    .from(integrationKeys)
    .leftJoin(hospitals, eq(hospitals.id, integrationKeys.hospitalId))
    .leftJoin(agencies, eq(agencies.id, integrationKeys.agencyId))
    .where(and(eq(integrationKeys.keyHash, keyHash(text)), isNull(integrationKeys.revokedAt)));
  if (!key?.orgActive) return null;
  const user = await loadSessionUser(db, key.createdById, centerZone, { activeOnly: true });
  if (!user || user.hospitalId !== key.hospitalId || user.agencyId !== key.agencyId) return null;
  if (refusedScope(user.userType, key.scopes)) return null;
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USED_EVERY_MS) await touch(db, key.id, now);
  return { user, key: { id: key.id, name: key.name, scopes: key.scopes } };
}

/** Records the use; of two instances racing, the second writes nothing. */
async function touch(db: Db, keyId: string, now: Date) {
  const staleBefore = new Date(now.getTime() - LAST_USED_EVERY_MS);
  await db
    .update(integrationKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(integrationKeys.id, keyId), or(isNull(integrationKeys.lastUsedAt), lt(integrationKeys.lastUsedAt, staleBefore))));
}
