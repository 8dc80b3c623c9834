// Name and e-mail changes an organisation makes to itself wait for the control center; names stay unique among the
// active organisations of a kind. The rule for hospitals and agencies alike.
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { hasPendingChange, IDENTITY_REVIEW_MESSAGES, type PendingIdentityChange } from '../../../domain/identity-review';
import { AGENCY_MESSAGES, HOSPITAL_MESSAGES } from '../../../domain/org-messages';
import type { Db } from '../../db/connect';
import { isUniqueViolation } from '../../db/errors';
import { agencies, hospitals, users } from '../../db/schema';
import { conflict } from '../../http/errors';
import { nameSkeleton } from './name-skeleton';

export type OrgTable = typeof hospitals | typeof agencies;
type OrgRow = {
  id: string;
  name: string;
  email: string | null;
  pendingName: string | null;
  pendingEmail: string | null;
  changeRequestedAt: Date | null;
};

export const nameTakenMessage = (table: OrgTable): string => (table === hospitals ? HOSPITAL_MESSAGES.nameTaken : AGENCY_MESSAGES.nameTaken);

/**
 * 409 (with `message`, by default the kind's 'already registered') when another active organisation of the kind has
 * the name or a look-alike of it: the same skeleton, whatever the case, the spaces or the script of a letter.
 */
export async function assertNameFree(db: Db, table: OrgTable, name: string, exceptId?: string, message = nameTakenMessage(table)): Promise<void> {
  const wanted = nameSkeleton(name);
  const active = await db
    .select({ name: table.name })
    .from(table)
    .where(and(eq(table.isActive, true), exceptId ? ne(table.id, exceptId) : undefined));
  if (active.some((other) => nameSkeleton(other.name) === wanted)) throw conflict(message);
}

/** Runs a write; a clash on the unique active-name index (a race the check above lost) becomes the same 409. */
export async function withUniqueName<T>(table: OrgTable, write: () => Promise<T>, message = nameTakenMessage(table)): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(message);
    throw err;
  }
}

/**
 * 409 (with `message`) when an address an organisation asks for is another's: a sign-in of an account outside the
 * organisation, or the address (in force or asked for) of any other facility or agency, whatever its case. Mail meant
 * for the organisation must never reach someone else.
 */
export async function assertEmailFree(db: Db, table: OrgTable, orgId: string, email: string, message: string = IDENTITY_REVIEW_MESSAGES.emailTaken): Promise<void> {
  const address = email.trim().toLowerCase();
  if (address === '') return;
  const member = table === hospitals ? users.hospitalId : users.agencyId;
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${address}`, or(isNull(member), ne(member, orgId))))
    .limit(1);
  const usedBy = async (other: OrgTable) =>
    (
      await db
        .select({ id: other.id })
        .from(other)
        .where(
          and(
            or(sql`lower(${other.email}) = ${address}`, sql`lower(${other.pendingEmail}) = ${address}`),
            other === table ? ne(other.id, orgId) : undefined,
          ),
        )
        .limit(1)
    ).length > 0;
  if (account || (await usedBy(hospitals)) || (await usedBy(agencies))) throw conflict(message);
}

const sameEmail = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * The pending columns an organisation's own save leaves: a name or e-mail different from the one in force waits for
 * review (replacing an earlier request); sending back the one in force withdraws that part. `requested` says whether
 * the save asked for something new, so the control center is told once per request.
 */
export async function heldIdentityChange(
  db: Db,
  table: OrgTable,
  current: OrgRow,
  wanted: { name?: string | undefined; email?: string | null | undefined },
): Promise<{ set: { pendingName: string | null; pendingEmail: string | null; changeRequestedAt: Date | null }; requested: boolean }> {
  const pendingName = wanted.name === undefined ? current.pendingName : wanted.name === current.name ? null : wanted.name;
  const pendingEmail =
    wanted.email === undefined ? current.pendingEmail : sameEmail(wanted.email, current.email) ? null : (wanted.email ?? '').trim().toLowerCase();
  if (pendingName !== null && pendingName !== current.pendingName) await assertNameFree(db, table, pendingName, current.id);
  if (pendingEmail !== null && pendingEmail !== current.pendingEmail) await assertEmailFree(db, table, current.id, pendingEmail);
  const requested = (pendingName !== null && pendingName !== current.pendingName) || (pendingEmail !== null && pendingEmail !== current.pendingEmail);
  const waiting = pendingName !== null || pendingEmail !== null;
  const changeRequestedAt = !waiting ? null : requested ? new Date() : current.changeRequestedAt;
  return { set: { pendingName, pendingEmail, changeRequestedAt }, requested };
}

export const pendingOf = (row: { pendingName: string | null; pendingEmail: string | null; changeRequestedAt: Date | null }): PendingIdentityChange => ({
  pendingName: row.pendingName,
  pendingEmail: row.pendingEmail,
  changeRequestedAt: row.changeRequestedAt?.toISOString() ?? null,
});

/** The settings answer's `message` while a change waits: the new name or e-mail awaits the control center. */
export const awaitingReviewNote = (o: PendingIdentityChange): { message?: string } =>
  hasPendingChange(o) ? { message: IDENTITY_REVIEW_MESSAGES.awaitingReview } : {};
