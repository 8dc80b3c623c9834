// What the blocking rules read of a holder: its credential that expires first, and today's date at the control center.
import { sql, type SQL } from 'drizzle-orm';
import type { CredentialExpiry } from '@/domain/credentials/credential-rules';
import { dateInZone } from '@/domain/trips/scheduled-time';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';

const firstOf = (holderColumn: 'unit_id' | 'user_id', holder: SQL) =>
  sql<CredentialExpiry | null>`(select json_build_object('kind', c.kind, 'expiresOn', to_char(c.expires_on, 'YYYY-MM-DD'))
    from credentials as c where c.${sql.raw(holderColumn)} = ${holder} order by c.expires_on limit 1)`;

/** The credential that expires first of the unit whose id is `unitId`, as a column (null without any). */
export const unitFirstExpiryOf = (unitId: SQL) => firstOf('unit_id', unitId);

/**
 * The same as a column of a select from `units` (written with the table's name: a one-table select leaves its own
 * columns unqualified, and this subquery is correlated).
 */
export const unitFirstExpiry = unitFirstExpiryOf(sql.raw('"units"."id"'));

/** The crew member's credential that expires first, or null without any. */
export async function crewFirstExpiry(db: Db, userId: string): Promise<CredentialExpiry | null> {
  const [row] = await rawRows<{ first: CredentialExpiry | null }>(db, sql`select ${firstOf('user_id', sql`${userId}::uuid`)} as first`);
  return row?.first ?? null;
}

/** Today's date in the control center's zone, on the real clock: the day credentials are judged on. */
export const todayAtCenter = (center: { timeZone: string }, now = new Date()) => dateInZone(now, center.timeZone);
