import { sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/passwords';
import type { Db } from '../connect';
import {
  agencies,
  agencyResponses,
  dropdownOptions,
  facilities,
  hospitals,
  notifications,
  notificationSettings,
  optimizationSettings,
  tripHistory,
  trips,
  units,
  unitStatusHistory,
  users,
} from '../schema';
import { seedPasswords } from './accounts';
import { buildDemoData } from './build';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
    // parents before children; one statement per table
    await tx.insert(hospitals).values(data.hospitals);
    await tx.insert(facilities).values(data.facilities);
    await tx.insert(agencies).values(data.agencies);
    await tx.insert(users).values(data.users);
    await tx.insert(units).values(data.units);
    await tx.insert(unitStatusHistory).values(data.unitStatusHistory);
    await tx.insert(trips).values(data.trips);
    await tx.insert(agencyResponses).values(data.agencyResponses);
    await tx.insert(tripHistory).values(data.tripHistory);
    await tx.insert(dropdownOptions).values(data.dropdownOptions);
    await tx.insert(notifications).values(data.notifications);
    await tx.insert(notificationSettings).values(data.notificationSettings);
    await tx.insert(optimizationSettings).values(data.optimizationSettings);
    return true;
  });
}
