import { inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { isForeignKeyViolation } from '@/server/db/errors';
import { tripHistory, users } from '@/server/db/schema';
import { conflict } from '@/server/http/errors';
import { usersOf, type OrgRef } from './org-users';

/** True when the organisation's staff acted on trips: the audit trail must keep pointing at them. */
export async function staffInTripHistory(db: Db, org: OrgRef): Promise<boolean> {
  const staff = db.select({ id: users.id }).from(users).where(usersOf(org));
  const [row] = await db.select({ id: tripHistory.id }).from(tripHistory).where(inArray(tripHistory.actorUserId, staff)).limit(1);
  return row !== undefined;
}

/** Deletes the organisation's accounts; their sessions, notifications and settings go with them (cascade). */
export async function deleteStaff(db: Db, org: OrgRef): Promise<void> {
  await db.delete(users).where(usersOf(org));
}

/** Runs a delete; a reference that appeared meanwhile (a trip created a moment ago) answers 409, not 500. */
export async function deleteGuarded(run: () => Promise<void>, conflictMessage: string): Promise<void> {
  try {
    await run();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw conflict(conflictMessage);
    throw err;
  }
}
