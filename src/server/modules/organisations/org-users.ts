import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { UserStatus } from '@/domain/common/enums';
import type { Db } from '@/server/db/connect';
import { integrationKeys, sessions, users } from '@/server/db/schema';

/** A registered organisation whose staff accounts hang off it. */
export type OrgRef = { hospitalId: string } | { agencyId: string };

export const usersOf = (org: OrgRef) =>
  'hospitalId' in org ? eq(users.hospitalId, org.hospitalId) : eq(users.agencyId, org.agencyId);

const userIdsOf = (db: Db, org: OrgRef) => db.select({ id: users.id }).from(users).where(usersOf(org));

export interface OrgRecipient {
  id: string;
  name: string;
  email: string;
  status: UserStatus;
}

/** The organisation's staff told of its review: an agency's crew members have no part in its registration. */
export const orgRecipients = (db: Db, org: OrgRef): Promise<OrgRecipient[]> =>
  db
    .select({ id: users.id, name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(and(usersOf(org), ne(users.userType, 'CREW')));

/** Approval: verified accounts waiting for it may sign in; unverified ones become active when they verify. */
export async function activateWaitingUsers(db: Db, org: OrgRef): Promise<void> {
  await db
    .update(users)
    .set({ status: 'ACTIVE', updatedAt: new Date() })
    .where(and(usersOf(org), eq(users.status, 'PENDING_APPROVAL')));
}

/** Rejection closes the accounts still on their way in, so sign-in says "disabled", not "awaiting approval". */
export async function closeUnapprovedUsers(db: Db, org: OrgRef): Promise<void> {
  await db
    .update(users)
    .set({ status: 'DISABLED', updatedAt: new Date() })
    .where(and(usersOf(org), inArray(users.status, ['PENDING_VERIFICATION', 'PENDING_APPROVAL'])));
}

/** Switching an organisation back on reopens what its rejection closed: verified staff are active, others must verify. */
export async function reopenClosedUsers(db: Db, org: OrgRef): Promise<void> {
  await db
    .update(users)
    .set({
      status: sql`case when ${users.emailVerifiedAt} is null then 'PENDING_VERIFICATION' else 'ACTIVE' end`,
      updatedAt: new Date(),
    })
    // a crew member's status is the agency's own choice, which switching the agency off never touched
    .where(and(usersOf(org), ne(users.userType, 'CREW'), inArray(users.status, ['DISABLED', 'PENDING_APPROVAL'])));
}

/**
 * Switching an organisation off signs its staff out now, not when their tokens expire, and revokes its API keys, so
 * switching it back on does not bring a forgotten key back to life.
 */
export async function endSessionsAndKeys(db: Db, org: OrgRef): Promise<void> {
  const now = new Date();
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(inArray(sessions.userId, userIdsOf(db, org)), isNull(sessions.revokedAt)));
  const keysOf = 'hospitalId' in org ? eq(integrationKeys.hospitalId, org.hospitalId) : eq(integrationKeys.agencyId, org.agencyId);
  await db.update(integrationKeys).set({ revokedAt: now }).where(and(keysOf, isNull(integrationKeys.revokedAt)));
}

/** What an edit that flips isActive does to the staff accounts. */
export async function applyActiveChange(db: Db, org: OrgRef, wasActive: boolean, isActive: boolean): Promise<void> {
  if (!wasActive && isActive) await reopenClosedUsers(db, org);
  if (wasActive && !isActive) await endSessionsAndKeys(db, org);
}
