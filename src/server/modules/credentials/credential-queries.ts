// The credentials in a caller's sight, each with its holder's name, state and days left at the control center.
import { and, asc, eq, lte } from 'drizzle-orm';
import type { CredentialView } from '@/domain/credentials/credential-answers';
import type { CredentialListQuery } from '@/domain/credentials/credential-forms';
import { CREDENTIAL_MESSAGES, credentialState, daysLeft, EXPIRING_WITHIN_DAYS } from '@/domain/credentials/credential-rules';
import type { Db } from '@/server/db/connect';
import { agencies, credentials, units, users } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { isUuid } from '@/server/http/ids';
import type { Caller } from '@/server/plugins/auth';
import { credentialScopeOf, holderInScope, scopeCondition, type CredentialScope } from './credential-scope';

const selectCredentials = (db: Db) =>
  db
    .select({
      id: credentials.id,
      agencyId: credentials.agencyId,
      agencyName: agencies.name,
      userId: credentials.userId,
      unitId: credentials.unitId,
      personName: users.name,
      unitNumber: units.unitNumber,
      kind: credentials.kind,
      number: credentials.number,
      issuer: credentials.issuer,
      expiresOn: credentials.expiresOn,
      note: credentials.note,
      updatedAt: credentials.updatedAt,
    })
    .from(credentials)
    .innerJoin(agencies, eq(agencies.id, credentials.agencyId))
    .leftJoin(users, eq(users.id, credentials.userId))
    .leftJoin(units, eq(units.id, credentials.unitId));

type Row = Awaited<ReturnType<typeof selectCredentials>>[number];

const toView = (r: Row, today: string): CredentialView => ({
  id: r.id,
  agencyId: r.agencyId,
  agencyName: r.agencyName,
  holder: r.unitId ? { type: 'UNIT', id: r.unitId, name: r.unitNumber ?? '' } : { type: 'CREW_MEMBER', id: r.userId!, name: r.personName ?? '' },
  kind: r.kind,
  number: r.number,
  issuer: r.issuer,
  expiresOn: r.expiresOn,
  note: r.note,
  state: credentialState(r.expiresOn, today),
  daysLeft: daysLeft(r.expiresOn, today),
  updatedAt: r.updatedAt.toISOString(),
});

/** The date EXPIRING_WITHIN_DAYS after today, as YYYY-MM-DD. */
const horizon = (today: string) => new Date(Date.parse(`${today}T00:00:00Z`) + EXPIRING_WITHIN_DAYS * 86_400_000).toISOString().slice(0, 10);

/**
 * The caller's credentials, soonest expiry first: of one unit or crew member (404 when outside the caller's sight), or
 * only those expired or expiring within 30 days (`lapsing`).
 */
export async function listCredentials(db: Db, caller: Caller, q: CredentialListQuery, today: string): Promise<CredentialView[]> {
  const scope = credentialScopeOf(caller);
  if (q.unitId !== undefined) await holderInSight(db, scope, 'unit', q.unitId);
  if (q.crewMemberId !== undefined) await holderInSight(db, scope, 'crew', q.crewMemberId);
  const rows = await selectCredentials(db)
    .where(
      and(
        scopeCondition(scope),
        q.unitId !== undefined ? eq(credentials.unitId, q.unitId) : undefined,
        q.crewMemberId !== undefined ? eq(credentials.userId, q.crewMemberId) : undefined,
        q.lapsing ? lte(credentials.expiresOn, horizon(today)) : undefined,
      ),
    )
    .orderBy(asc(credentials.expiresOn), asc(agencies.name), asc(credentials.id));
  return rows.map((r) => toView(r, today));
}

/** A unit or crew member of the agency, with its agency; undefined when there is none by that id. */
export async function findHolder(db: Db, holder: 'unit' | 'crew', id: string): Promise<{ agencyId: string | null; userId?: string; name: string } | undefined> {
  if (!isUuid(id)) return undefined;
  if (holder === 'unit') {
    const [unit] = await db.select({ agencyId: units.agencyId, name: units.unitNumber }).from(units).where(eq(units.id, id));
    return unit;
  }
  const [member] = await db.select({ agencyId: users.agencyId, userId: users.id, name: users.name }).from(users).where(and(eq(users.id, id), eq(users.userType, 'CREW')));
  return member;
}

/** 404 for a unit or crew member outside the scope's sight, or that does not exist. */
async function holderInSight(db: Db, scope: CredentialScope, holder: 'unit' | 'crew', id: string): Promise<void> {
  const found = await findHolder(db, holder, id);
  if (!found || !holderInScope(scope, found)) throw notFound(holder === 'unit' ? CREDENTIAL_MESSAGES.unitNotFound : CREDENTIAL_MESSAGES.crewMemberNotFound);
}

/** One credential as the list shows it. */
export async function credentialById(db: Db, id: string, today: string): Promise<CredentialView | undefined> {
  const [row] = await selectCredentials(db).where(eq(credentials.id, id));
  return row && toView(row, today);
}
