// An agency's crew members (users of type CREW with its agency id): list, add with an invitation, edit, disable,
// remove. Every call is scoped to the caller's own agency; another agency's member is 404, as if it did not exist.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import type { CrewMember } from '@/domain/crew/crew-member-answers';
import { CREW_MEMBER_MESSAGES, type CrewMemberCreateBody, type CrewMemberUpdateBody } from '@/domain/crew/crew-member-forms';
import type { AppContext } from '@/server/context';
import type { Db } from '@/server/db/connect';
import { isUniqueViolation } from '@/server/db/errors';
import { agencies, crewShifts, units, users } from '@/server/db/schema';
import { conflict, notFound } from '@/server/http/errors';
import { knownIdOr404 } from '@/server/http/ids';
import { agencyIdOf, type Caller } from '@/server/plugins/auth';
import { newInvitation, revokeSessions, unknowablePasswordHash } from '../auth';
import { endShift } from './shifts';
import { mailCrewInvitation } from './crew-invitation';

type Deps = Pick<AppContext, 'db' | 'config'>;

const crewOf = (agencyId: string) => and(eq(users.agencyId, agencyId), eq(users.userType, 'CREW'));

const selectMembers = (db: Db) =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      certification: users.certification,
      status: users.status,
      lastLoginAt: users.lastLoginAt,
      createdAt: users.createdAt,
      unitId: units.id,
      unitNumber: units.unitNumber,
    })
    .from(users)
    .leftJoin(crewShifts, and(eq(crewShifts.userId, users.id), isNull(crewShifts.endedAt)))
    .leftJoin(units, eq(units.id, crewShifts.unitId));

const toCrewMember = (r: Awaited<ReturnType<typeof selectMembers>>[number]): CrewMember => ({
  id: r.id,
  name: r.name,
  email: r.email,
  // a CREW account is always written with one
  certification: r.certification!,
  isActive: r.status === 'ACTIVE',
  lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  currentUnit: r.unitId && r.unitNumber ? { id: r.unitId, unitNumber: r.unitNumber } : null,
});

/** The agency's crew members by name. */
export async function listCrewMembers(db: Db, caller: Caller): Promise<CrewMember[]> {
  const rows = await selectMembers(db).where(crewOf(agencyIdOf(caller))).orderBy(sql`lower(${users.name})`, asc(users.id));
  return rows.map(toCrewMember);
}

async function findCrewMember(db: Db, caller: Caller, id: string): Promise<CrewMember> {
  const [row] = await selectMembers(db).where(and(crewOf(agencyIdOf(caller)), eq(users.id, knownIdOr404(id, CREW_MEMBER_MESSAGES.notFound))));
  if (!row) throw notFound(CREW_MEMBER_MESSAGES.notFound);
  return toCrewMember(row);
}

async function agencyName(db: Db, agencyId: string): Promise<string> {
  const [row] = await db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, agencyId));
  return row!.name;
}

/** Adds a crew member to the caller's agency and mails them the invitation link, in one transaction. */
export async function createCrewMember(deps: Deps, caller: Caller, body: CrewMemberCreateBody): Promise<CrewMember> {
  const agencyId = agencyIdOf(caller);
  const email = body.email.trim().toLowerCase();
  const link = newInvitation();
  const passwordHash = await unknowablePasswordHash();
  const from = await agencyName(deps.db, agencyId);
  try {
    const id = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          name: body.name,
          email,
          passwordHash,
          userType: 'CREW',
          status: 'ACTIVE',
          agencyId,
          certification: body.certification,
          passwordResetTokenHash: link.hash,
          passwordResetExpiresAt: link.expiresAt,
        })
        .returning({ id: users.id });
      await mailCrewInvitation(tx, deps, { email, name: body.name }, from, link.token);
      return row!.id;
    });
    return await findCrewMember(deps.db, caller, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailTaken);
    throw err;
  }
}

/** A crew member of the caller's agency, locked for the rest of the transaction; 404 outside it. */
async function lockedMember(tx: Db, caller: Caller, id: string) {
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email, status: users.status })
    .from(users)
    .where(and(crewOf(agencyIdOf(caller)), eq(users.id, knownIdOr404(id, CREW_MEMBER_MESSAGES.notFound))))
    .for('update');
  if (!row) throw notFound(CREW_MEMBER_MESSAGES.notFound);
  return row;
}

/** Changes name or certification; disabling ends the member's sessions and shift at once, enabling lets them back in. */
export async function updateCrewMember(db: Db, caller: Caller, id: string, body: CrewMemberUpdateBody): Promise<CrewMember> {
  await db.transaction(async (tx) => {
    const member = await lockedMember(tx, caller, id);
    const status = body.isActive === undefined ? member.status : body.isActive ? 'ACTIVE' : 'DISABLED';
    await tx
      .update(users)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.certification !== undefined ? { certification: body.certification } : {}),
        status,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, member.id));
    if (status === 'DISABLED') {
      await revokeSessions(tx, member.id);
      await endShift(tx, member.id);
    }
  });
  return findCrewMember(db, caller, id);
}

/**
 * Removes a crew member's account. The steps and history they recorded stay, naming them (recorded_by_name,
 * actor_name) with the link to the account cleared by the database; their shifts and sessions go with the account.
 */
export async function deleteCrewMember(db: Db, caller: Caller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const member = await lockedMember(tx, caller, id);
    await tx.delete(users).where(eq(users.id, member.id));
  });
}

/** Mails a new invitation link (the older one stops working); refused for a disabled member. */
export async function resendInvitation(deps: Deps, caller: Caller, id: string): Promise<void> {
  const from = await agencyName(deps.db, agencyIdOf(caller));
  await deps.db.transaction(async (tx) => {
    const member = await lockedMember(tx, caller, id);
    if (member.status !== 'ACTIVE') throw conflict(CREW_MEMBER_MESSAGES.disabledNoInvitation);
    const link = newInvitation();
    await tx.update(users).set({ passwordResetTokenHash: link.hash, passwordResetExpiresAt: link.expiresAt }).where(eq(users.id, member.id));
    await mailCrewInvitation(tx, deps, member, from, link.token);
  });
}
