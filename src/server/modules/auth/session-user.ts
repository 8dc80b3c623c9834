import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SessionUser } from '../../../domain/auth';
import type { UserStatus } from '../../../domain/enums';
import type { Db } from '../../db/connect';
import { agencies, hospitals, sessions, users } from '../../db/schema';

const sessionUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  userType: users.userType,
  status: users.status,
  hospitalId: users.hospitalId,
  agencyId: users.agencyId,
  facilityName: hospitals.name,
  facilityType: hospitals.type,
  agencyName: agencies.name,
};

type Row = SessionUser & { status: UserStatus };

const toSessionUser = ({ status: _status, ...u }: Row): SessionUser => ({
  ...u,
  facilityName: u.facilityName ?? null,
  facilityType: u.facilityType ?? null,
  agencyName: u.agencyName ?? null,
});

/** The logged-in user's record with the names of their organisation. */
export async function loadSessionUser(db: Db, userId: string): Promise<SessionUser | null> {
  const [row] = await db
    .select(sessionUserColumns)
    .from(users)
    .leftJoin(hospitals, eq(hospitals.id, users.hospitalId))
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(eq(users.id, userId));
  return row ? toSessionUser(row) : null;
}

/** The user behind a live (unrevoked, unexpired) session of an active account, and when the session expires. */
export async function loadUserForSession(db: Db, sessionId: string, userId: string): Promise<{ user: SessionUser; expiresAt: Date } | null> {
  const [row] = await db
    .select({ ...sessionUserColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(hospitals, eq(hospitals.id, users.hospitalId))
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.status, 'ACTIVE'),
      ),
    );
  if (!row) return null;
  const { expiresAt, ...user } = row;
  return { user: toSessionUser(user), expiresAt };
}
