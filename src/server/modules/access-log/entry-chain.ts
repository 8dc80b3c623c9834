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

/** Entries waiting for the chain, per database; one batch at a time is written by whoever found the queue idle. */
interface Waiting {
  record: AccessRecord;
  written: () => void;
  failed: (err: unknown) => void;
}
const queues = new WeakMap<Db, { waiting: Waiting[]; writing: boolean }>();
const MAX_BATCH = 200;

/**
 * Appends the entry to the chain's end and answers once it is committed. Entries that arrive while a batch is being
 * written wait and go together in the next one, so the chain's single lock costs one transaction per batch, not per call.
 */
export function appendEntry(db: Db, record: AccessRecord): Promise<void> {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { waiting: [], writing: false }));
  const appended = new Promise<void>((written, failed) => queue.waiting.push({ record, written, failed }));
  if (!queue.writing) void drain(db, queue);
  return appended;
}

async function drain(db: Db, queue: { waiting: Waiting[]; writing: boolean }): Promise<void> {
  queue.writing = true;
  while (queue.waiting.length > 0) {
    const batch = queue.waiting.splice(0, MAX_BATCH);
    try {
      await writeBatch(db, batch.map((w) => w.record));
      batch.forEach((w) => w.written());
    } catch (err) {
      // one entry the database refuses must not fail the calls it was batched with: each is tried alone
      if (batch.length === 1) batch[0]!.failed(err);
      else for (const w of batch) await writeBatch(db, [w.record]).then(w.written, w.failed);
    }
  }
  queue.writing = false;
}

async function writeBatch(db: Db, records: AccessRecord[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
    const [last] = await tx.select({ hash: accessLog.hash }).from(accessLog).orderBy(desc(accessLog.id)).limit(1);
    let prevHash = last?.hash ?? ACCESS_CHAIN_START;
    const rows = records.map((record) => {
      const row = { ...record, at: new Date(record.at), prevHash, hash: entryHash(prevHash, record) };
      prevHash = row.hash;
      return row;
    });
    // ids are drawn in the rows' order, which is the chain's
    await tx.insert(accessLog).values(rows);
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
