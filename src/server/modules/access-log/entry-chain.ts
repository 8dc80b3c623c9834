// The access log's chain: each entry is appended with the hash of the one before under one lock, so entries from
// every instance form a single chain; the check walks it in order and names the first entry that does not fit.
import { createHash } from 'node:crypto';
import { asc, desc, gt, lt, sql } from 'drizzle-orm';
import { ACCESS_CHAIN_START, accessEntryContent, type AccessRecord } from '@/domain/audit/access-log';
import type { Db } from '@/server/db/connect';
import { accessLog } from '@/server/db/schema';

// pg_advisory_xact_lock key of the chain's end: one entry is appended at a time, across instances
const CHAIN_LOCK = 0x61636365;
const CHECK_BATCH = 2_000;

export const entryHash = (prevHash: string, record: AccessRecord): string =>
  createHash('sha256').update(`${prevHash}\n${accessEntryContent(record)}`).digest('hex');

/** Appends the entry to the chain's end. */
export async function appendEntry(db: Db, record: AccessRecord): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
    const [last] = await tx.select({ hash: accessLog.hash }).from(accessLog).orderBy(desc(accessLog.id)).limit(1);
    const prevHash = last?.hash ?? ACCESS_CHAIN_START;
    await tx.insert(accessLog).values({ ...record, at: new Date(record.at), prevHash, hash: entryHash(prevHash, record) });
  });
}

export type ChainCheck = { intact: true; entries: number } | { intact: false; entries: number; brokenAt: number };

/**
 * Walks the chain from its first kept entry (the retention purge removes the oldest ones, so the first one's previous
 * hash is taken as it stands): each entry must hash to its stored hash and name the hash of the entry before it.
 */
export async function checkChain(db: Db): Promise<ChainCheck> {
  let entries = 0;
  let before: string | null = null;
  let afterId = 0;
  for (;;) {
    const rows = await db.select().from(accessLog).where(gt(accessLog.id, afterId)).orderBy(asc(accessLog.id)).limit(CHECK_BATCH);
    for (const row of rows) {
      const { id, prevHash, hash, at, ...fields } = row;
      const record: AccessRecord = { ...fields, at: at.toISOString() };
      if ((before !== null && prevHash !== before) || entryHash(prevHash, record) !== hash) return { intact: false, entries, brokenAt: id };
      before = hash;
      entries += 1;
    }
    if (rows.length < CHECK_BATCH) return { intact: true, entries };
    afterId = rows.at(-1)!.id;
  }
}

/** Removes the entries older than the retention period: the only removal the table's trigger lets through. */
export async function purgeOldAccessEntries(db: Db, now: Date, retentionDays: number): Promise<void> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local tcc.access_log_purge = 'on'`);
    await tx.delete(accessLog).where(lt(accessLog.at, before));
  });
}
