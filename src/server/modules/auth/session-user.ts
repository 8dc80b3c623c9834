import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '@/domain/session/session-answers';
import type { UserStatus } from '@/domain/common/enums';
import { organisationTimeZone } from '@/domain/common/time-zones';
import type { Db } from '@/server/db/connect';
import { agencies, hospitals, sessions, users } from '@/server/db/schema';

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
  orgTimeZone: sql<string | null>`coalesce(${hospitals.timeZone}, ${agencies.timeZone})`,
  orgState: sql<string | null>`coalesce(${hospitals.state}, ${agencies.state})`,
};

type Row = Omit<SessionUser, 'timeZone'> & { status: UserStatus; orgTimeZone: string | null; orgState: string | null };

/** A session user before the control center's zone is known: their organisation's zone, null for the center's. */
export interface UnzonedUser {
  user: Omit<SessionUser, 'timeZone'>;
  ownZone: string | null;
}

const unzoned = ({ status: _status, orgTimeZone, orgState, ...u }: Row): UnzonedUser => ({
  user: { ...u, facilityName: u.facilityName ?? null, facilityType: u.facilityType ?? null, agencyName: u.agencyName ?? null },
  ownZone: organisationTimeZone({ timeZone: orgTimeZone, state: orgState }),
});

/** `centerZone`: the control center's zone, read by its own staff and by an organisation whose zone is unknown. */
export const zonedUser = ({ user, ownZone }: UnzonedUser, centerZone: string): SessionUser => ({ ...user, timeZone: ownZone ?? centerZone });

/** The logged-in user's record with the names of their organisation; `activeOnly`: null unless the account is active. */
export async function loadSessionUser(db: Db, userId: string, centerZone: string, opts: { activeOnly?: boolean } = {}): Promise<SessionUser | null> {
  const [row] = await db
    .select(sessionUserColumns)
    .from(users)
    .leftJoin(hospitals, eq(hospitals.id, users.hospitalId))
    .leftJoin(agencies, eq(agencies.id, users.agencyId))
    .where(and(eq(users.id, userId), opts.activeOnly ? eq(users.status, 'ACTIVE') : undefined));
  return row ? zonedUser(unzoned(row), centerZone) : null;
}

/**
 * The user behind a live (unrevoked, unexpired) session of an active account, and when the session expires; the
 * control center's zone is added as it is read (zonedUser), so a cached user follows its changes.
 */
export async function loadUserForSession(db: Db, sessionId: string, userId: string): Promise<{ user: UnzonedUser; expiresAt: Date } | null> {
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
  return { user: unzoned(user), expiresAt };
}
