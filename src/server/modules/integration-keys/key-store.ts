// An organisation's keys: listed, created and revoked by its own signed-in people, never by a key.
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { KEY_MESSAGES, refusedScope, type CreateKeyBody } from '@/domain/integrations/integration-keys';
import type { IntegrationKey } from '@/domain/integrations/integration-key-answers';
import type { Db } from '@/server/db/connect';
import { integrationKeys, users } from '@/server/db/schema';
import { badRequest, notFound } from '@/server/http/errors';
import { isUuid } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { newKeyText } from './key-text';

/** The organisation a caller keeps keys for: its hospital, its agency, or (neither) the control center. */
const ownerOf = (caller: Caller) => ({ hospitalId: caller.hospitalId, agencyId: caller.agencyId });

const ownedBy = (owner: ReturnType<typeof ownerOf>): SQL =>
  and(
    sql`${integrationKeys.hospitalId} is not distinct from ${owner.hospitalId}::uuid`,
    sql`${integrationKeys.agencyId} is not distinct from ${owner.agencyId}::uuid`,
  )!;

const keyColumns = {
  id: integrationKeys.id,
  name: integrationKeys.name,
  prefix: integrationKeys.prefix,
  scopes: integrationKeys.scopes,
  createdAt: integrationKeys.createdAt,
  createdByName: users.name,
  lastUsedAt: integrationKeys.lastUsedAt,
  revokedAt: integrationKeys.revokedAt,
};

async function keysWhere(db: Db, where: SQL | undefined): Promise<IntegrationKey[]> {
  const rows = await db
    .select(keyColumns)
    .from(integrationKeys)
    .leftJoin(users, eq(users.id, integrationKeys.createdById))
    .where(where)
    .orderBy(desc(integrationKeys.createdAt), integrationKeys.id);
  return rows.map((r) => ({ ...r, createdByName: r.createdByName ?? null }));
}

/** The caller's organisation's keys, live and revoked, newest first. */
export async function listKeys(db: Db, caller: Caller): Promise<IntegrationKey[]> {
  return keysWhere(db, ownedBy(ownerOf(caller)));
}

/** A new key for the caller's organisation: its text (shown this once) and the key as listed. */
export async function createKey(db: Db, caller: Caller, body: CreateKeyBody): Promise<{ key: string; integrationKey: IntegrationKey }> {
  const owner = ownerOf(caller);
  const refused = refusedScope(caller.userType, body.scopes);
  if (refused) throw badRequest(KEY_MESSAGES.scopeNotAllowed(refused));
  const { text, hash, prefix } = newKeyText();
  const [row] = await db
    .insert(integrationKeys)
    .values({ name: body.name, prefix, keyHash: hash, scopes: body.scopes, ...owner, createdById: caller.id })
    .returning({ id: integrationKeys.id });
  const [created] = await keysWhere(db, eq(integrationKeys.id, row!.id));
  return { key: text, integrationKey: created! };
}

/** Revokes one of the organisation's keys from the next call on; revoking it again changes nothing. */
export async function revokeKey(db: Db, caller: Caller, id: string): Promise<IntegrationKey> {
  const owned = ownedBy(ownerOf(caller));
  if (!isUuid(id)) throw notFound(KEY_MESSAGES.notFound);
  await db
    .update(integrationKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(integrationKeys.id, id), owned, isNull(integrationKeys.revokedAt)));
  const [key] = await keysWhere(db, and(eq(integrationKeys.id, id), owned));
  if (!key) throw notFound(KEY_MESSAGES.notFound);
  return key;
}
