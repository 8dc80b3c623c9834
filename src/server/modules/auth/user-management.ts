import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { UserListItem } from '@/domain/session/session-answers';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { USER_MANAGEMENT_MESSAGES, type UserUpdateBody } from '@/domain/session/user-forms';
import type { Db, Tx } from '@/server/db/connect';
import { isUniqueViolation } from '@/server/db/errors';
import { users } from '@/server/db/schema';
import { conflict, notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { toListItem } from './admin-users';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword } from '../secrets';
import { revokeSessions } from './session-revocation';

type UserRow = typeof users.$inferSelect;

// Every change that could remove an administrator takes this lock first, so two admins removing each other
// at the same moment are served one after the other and the second sees the first one's change.
const ADMIN_CHANGES_LOCK = 7_310_002;

const isActiveAdmin = (u: Pick<UserRow, 'userType' | 'status'>) => u.userType === 'ADMIN' && u.status === 'ACTIVE';

/** A control-center account (USER or ADMIN) inside a transaction holding the admin-changes lock; others are 404. */
async function lockedControlCenterUser(tx: Tx, id: string): Promise<UserRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGES_LOCK})`);
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, knownIdOr404(id, USER_MANAGEMENT_MESSAGES.userNotFound)), inArray(users.userType, ['ADMIN', 'USER'])))
    .for('update');
  if (!row) throw notFound(USER_MANAGEMENT_MESSAGES.userNotFound);
  return row;
}

/** Refuses the change when it would leave no active administrator. */
async function keepAnActiveAdmin(tx: Tx, removedAdminId: string): Promise<void> {
  const [row] = await tx
    .select({ others: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.userType, 'ADMIN'), eq(users.status, 'ACTIVE'), ne(users.id, removedAdminId)));
  if (!row || row.others === 0) throw conflict(USER_MANAGEMENT_MESSAGES.lastAdmin);
}

/**
 * An administrator edits a control-center account. Nobody disables or demotes themselves, the last active
 * administrator stays one, a disabled account's sessions end, and a new password ends the user's other sessions.
 */
export async function updateControlCenterUser(db: Db, actor: Caller, id: string, body: UserUpdateBody): Promise<UserListItem> {
  const newPassword = body.password !== undefined && body.password.trim() !== '' ? body.password : undefined;
  const newEmail = body.email?.trim().toLowerCase();
  // judged before hashing, then again against the stored address once the account is read
  if (newPassword !== undefined) assertAcceptablePassword(newPassword, { email: newEmail });
  // hashed before the transaction: argon2 takes a while and must not hold the lock
  const passwordHash = newPassword === undefined ? undefined : await hashPassword(newPassword);
  try {
    return await db.transaction(async (tx) => {
      const target = await lockedControlCenterUser(tx, id);
      if (newPassword !== undefined) assertAcceptablePassword(newPassword, { email: newEmail ?? target.email });
      const status = body.isActive === undefined ? target.status : body.isActive ? 'ACTIVE' : 'DISABLED';
      const userType = body.userType ?? target.userType;
      const isSelf = target.id === actor.id;
      if (isSelf && status === 'DISABLED') throw conflict(USER_MANAGEMENT_MESSAGES.cannotDisableSelf);
      if (isSelf && target.userType === 'ADMIN' && userType !== 'ADMIN') throw conflict(USER_MANAGEMENT_MESSAGES.cannotDemoteSelf);
      if (isActiveAdmin(target) && !isActiveAdmin({ userType, status })) await keepAnActiveAdmin(tx, target.id);

      const [row] = await tx
        .update(users)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(newEmail !== undefined ? { email: newEmail } : {}),
          ...(passwordHash !== undefined ? { passwordHash } : {}),
          userType,
          status,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, target.id))
        .returning();
      if (status === 'DISABLED') await revokeSessions(tx, target.id);
      else if (passwordHash !== undefined) await revokeSessions(tx, target.id, actor.sessionId);
      return toListItem(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw err;
  }
}

/** An administrator deletes a control-center account; their trips and history stay, without the link to them. */
export async function deleteControlCenterUser(db: Db, actor: Caller, id: string): Promise<UserListItem> {
  return db.transaction(async (tx) => {
    const target = await lockedControlCenterUser(tx, id);
    if (target.id === actor.id) throw conflict(USER_MANAGEMENT_MESSAGES.cannotDeleteSelf);
    if (isActiveAdmin(target)) await keepAnActiveAdmin(tx, target.id);
    await tx.delete(users).where(eq(users.id, target.id));
    return toListItem(target);
  });
}
