import { and, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ListAnswer } from '@/domain/common/list-paging';
import type { UserListItem } from '@/domain/session/session-answers';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import type { UserListQuery } from '@/domain/session/user-forms';
import type { AppContext } from '@/server/context';
import type { Db } from '@/server/db/connect';
import { isUniqueViolation } from '@/server/db/errors';
import { users } from '@/server/db/schema';
import { conflict } from '@/server/http/errors';
import { countWhere, listOrPage, sortOrder, type SortKeys } from '@/server/http/list-page';
import { containsPattern } from '@/server/db/text-search';
import { newInvitation, unknowablePasswordHash } from './invitations';
import { mailCenterInvitation } from './password-mails';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword } from '../secrets';

interface NewCenterUser {
  name: string;
  email: string;
  userType: 'USER' | 'ADMIN';
}

/** An administrator creates a control-center account with its password; it is active at once (the admin vouches for the address). */
export async function createControlCenterUser(db: Db, body: NewCenterUser & { password: string }): Promise<UserListItem> {
  const email = body.email.trim().toLowerCase();
  assertAcceptablePassword(body.password, { email });
  return insertCenterUser(db, { ...body, email, passwordHash: await hashPassword(body.password) });
}

/**
 * The same with nobody choosing the password here: the account gets one nobody knows, and its owner a one-time link
 * to choose their own, mailed in the same transaction, so neither is ever left without the other.
 */
export async function inviteControlCenterUser(deps: Pick<AppContext, 'db' | 'config'>, body: NewCenterUser): Promise<UserListItem> {
  const email = body.email.trim().toLowerCase();
  const link = newInvitation();
  const passwordHash = await unknowablePasswordHash();
  return insertCenterUser(
    deps.db,
    { ...body, email, passwordHash, passwordResetTokenHash: link.hash, passwordResetExpiresAt: link.expiresAt },
    (tx) => mailCenterInvitation(tx, deps, { email, name: body.name }, link.token),
  );
}

async function insertCenterUser(
  db: Db,
  values: NewCenterUser & Pick<typeof users.$inferInsert, 'passwordHash' | 'passwordResetTokenHash' | 'passwordResetExpiresAt'>,
  alsoInTransaction?: (tx: Db) => Promise<unknown>,
): Promise<UserListItem> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...values, status: 'ACTIVE', emailVerifiedAt: new Date() })
        .returning();
      await alsoInTransaction?.(tx);
      return toListItem(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw err;
  }
}

const SORTS: Record<UserListQuery['sort'], SortKeys> = {
  createdAt: { natural: 'desc', keys: [[users.createdAt, 'desc'], [users.id, 'desc']] },
  name: { natural: 'asc', keys: [[sql`lower(${users.name})`, 'asc'], [users.id, 'asc']] },
  email: { natural: 'asc', keys: [[users.email, 'asc'], [users.id, 'asc']] },
};

/** The control center's own accounts (the User Management table), newest first unless sorted otherwise; whole or one page. */
export async function listControlCenterUsers(db: Db, q: UserListQuery): Promise<ListAnswer<UserListItem>> {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const where = and(inArray(users.userType, ['ADMIN', 'USER']), pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined);
  const rows = db.select().from(users).where(where).orderBy(...sortOrder(SORTS[q.sort], q.order)).$dynamic();
  return listOrPage(q, rows, () => countWhere(db, users, where), toListItem);
}

export function toListItem(u: typeof users.$inferSelect): UserListItem {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    userType: u.userType,
    isActive: u.status === 'ACTIVE',
    status: u.status,
    createdAt: u.createdAt.toISOString(),
  };
}
