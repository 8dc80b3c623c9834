import { sql } from 'drizzle-orm';
import { hashPassword } from '@/server/modules/secrets';
import type { Db, Tx } from '../connect';
import { users } from '../schema';
import { seedPasswords } from './accounts';
import { recordDeadheadMiles } from '@/server/modules/trips';
import { buildDemoData } from './build';

// any constant works; every instance must use the same one, so two instances starting together seed once
const SEED_LOCK_ID = 7_310_002;

const hasUsers = async (db: Db | Tx) => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return (row?.n ?? 0) > 0;
};

/** Seeds the demo region (greater Pittsburgh) into an empty database; returns false when the database already holds users. */
export async function seedDemoData(db: Db): Promise<boolean> {
  if (await hasUsers(db)) return false;
  const passwords = seedPasswords();
  const hashes = new Map(await Promise.all(passwords.map(async (p) => [p, await hashPassword(p)] as const)));

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasUsers(tx)) return false;
    const data = buildDemoData(Date.now(), (p) => hashes.get(p)!);
    for (const { table, rows } of data.tables) await tx.insert(table).values(rows);
    // the demo's trips were completed before the server knew them: their deadhead is recorded now, as on completion
    await recordDeadheadMiles(tx);
    return true;
  });
}
