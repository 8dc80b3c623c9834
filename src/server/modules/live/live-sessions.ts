// Which open streams may stay open: a session still live (not signed out, not expired, its account active) with the
// scope the stream was authorised for. The session and account events close streams at once; this check catches
// what they cannot: a session that simply expired, and events lost while the database connection was down.
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { rawRows } from '@/server/db/raw-query';
import type { Caller } from '@/server/plugins/auth';

type Scope = Pick<Caller, 'sessionId' | 'userType' | 'hospitalId' | 'agencyId'>;

const sameScope = (a: Scope, b: Scope) => a.userType === b.userType && a.hospitalId === b.hospitalId && a.agencyId === b.agencyId;

/** The callers among these whose session and scope still hold; one query for any number of streams. */
export async function stillAuthorised<T extends Scope>(db: Db, callers: readonly T[]): Promise<Set<T>> {
  if (callers.length === 0) return new Set();
  const ids = [...new Set(callers.map((c) => c.sessionId))];
  const rows = await rawRows<{ session_id: string; user_type: Caller['userType']; hospital_id: string | null; agency_id: string | null }>(
    db,
    sql`select s.id as session_id, u.user_type, u.hospital_id, u.agency_id
        from sessions s join users u on u.id = s.user_id
        where s.id = any(string_to_array(${ids.join(',')}, ',')::uuid[])
          and s.revoked_at is null and s.expires_at > now() and u.status = 'ACTIVE'`,
  );
  const now = new Map(rows.map((r) => [r.session_id, { sessionId: r.session_id, userType: r.user_type, hospitalId: r.hospital_id, agencyId: r.agency_id }]));
  return new Set(
    callers.filter((c) => {
      const current = now.get(c.sessionId);
      return current !== undefined && sameScope(c, current);
    }),
  );
}
