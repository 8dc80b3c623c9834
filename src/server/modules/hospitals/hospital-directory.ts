import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { facilities, hospitals } from '@/server/db/schema';
import { placeDetailsOf } from '../places';

type HospitalRow = typeof hospitals.$inferSelect;

/** An approved hospital becomes a place trips can go to and from: one directory entry, made once. */
export async function ensureDirectoryEntry(db: Db, hospitalId: string): Promise<void> {
  const [existing] = await db.select({ id: facilities.id }).from(facilities).where(eq(facilities.hospitalId, hospitalId)).limit(1);
  if (existing) return;
  const [h] = await db.select().from(hospitals).where(eq(hospitals.id, hospitalId));
  if (h) await db.insert(facilities).values({ ...placeDetailsOf(h), hospitalId, isActive: true });
}

/**
 * An edit of the hospital carries over to the directory entries that still mirror it (same name and address),
 * so new trips go to the right door; entries the directory edited on their own (other campuses) stay as they are.
 */
export async function syncDirectoryEntries(db: Db, before: HospitalRow, after: HospitalRow): Promise<void> {
  await db
    .update(facilities)
    .set({ ...placeDetailsOf(after), updatedAt: new Date() })
    .where(
      and(
        eq(facilities.hospitalId, before.id),
        eq(facilities.name, before.name),
        eq(facilities.address, before.address),
        eq(facilities.city, before.city),
      ),
    );
}
