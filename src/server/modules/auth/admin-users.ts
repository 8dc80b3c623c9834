import { desc, inArray } from 'drizzle-orm';
import type { UserListItem } from '../../../domain/auth';
import { AUTH_MESSAGES } from '../../../domain/messages';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { conflict } from '../../http/errors';
import { assertAcceptablePassword } from './password-policy';
import { hashPassword } from './passwords';

/** An administrator creates a control-center account; it is active at once (the admin vouches for the address). */
export async function createControlCenterUser(
  db: Db,
  body: { name: string; email: string; password: string; userType: 'USER' | 'ADMIN' },
): Promise<UserListItem> {
  const email = body.email.trim().toLowerCase();
  assertAcceptablePassword(body.password, { email });
  try {
    const [row] = await db
      .insert(users)
      .values({
        name: body.name,
        email,
        passwordHash: await hashPassword(body.password),
        userType: body.userType,
        status: 'ACTIVE',
        emailVerifiedAt: new Date(),
      })
      .returning();
    return toListItem(row!);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw err;
  }
}

/** The control center's own accounts (the User Management table). */
export async function listControlCenterUsers(db: Db): Promise<UserListItem[]> {
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.userType, ['ADMIN', 'USER']))
    .orderBy(desc(users.createdAt));
  return rows.map(toListItem);
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
