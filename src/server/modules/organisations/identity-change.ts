// Name and e-mail changes an organisation makes to itself wait for the control center; names stay unique among the
// active organisations of a kind. The rule for hospitals and agencies alike.
import { and, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { EMAIL_CONFIRMATION, hasPendingChange, IDENTITY_REVIEW_MESSAGES, needsConfirmation, pendingChangeNote } from '@/domain/organisations/identity-review';
import type { PendingIdentityChange } from '@/domain/organisations/organisation-answers';
import { AGENCY_MESSAGES, HOSPITAL_MESSAGES } from '@/domain/organisations/org-messages';
import type { Db } from '@/server/db/connect';
import { isUniqueViolation } from '@/server/db/errors';
import { agencies, hospitals, users } from '@/server/db/schema';
import { conflict } from '@/server/http/errors';
import { newOneTimeToken } from '../secrets';
import { nameSkeleton } from './name-skeleton';

export type OrgTable = typeof hospitals | typeof agencies;
type PendingColumns = {
  pendingName: string | null;
  pendingEmail: string | null;
  changeRequestedAt: Date | null;
  pendingEmailTokenHash: string | null;
  pendingEmailSentAt: Date | null;
  pendingEmailConfirmedAt: Date | null;
};
type OrgRow = PendingColumns & { id: string; name: string; email: string | null };

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
 * organisation, or the address of any other facility or agency, in force or asked for and confirmed, whatever its
 * case. Mail meant for the organisation must never reach someone else; an address merely asked for holds nothing.
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
            or(
              sql`lower(${other.email}) = ${address}`,
              and(sql`lower(${other.pendingEmail}) = ${address}`, isNotNull(other.pendingEmailConfirmedAt)),
            ),
            other === table ? ne(other.id, orgId) : undefined,
          ),
        )
        .limit(1)
    ).length > 0;
  if (account || (await usedBy(hospitals)) || (await usedBy(agencies))) throw conflict(message);
}

const sameEmail = (a: string | null, b: string | null) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** A save's effect on the pending change: the columns to write, and what must follow it. */
export interface HeldIdentityChange {
  set: PendingColumns;
  /** The save asked for something new, to be offered for review (once a new address is confirmed). */
  requested: boolean;
  /** A link to send to the new address: a fresh request, or the same one saved again once the last link is old. */
  confirmationToken: string | null;
}

/**
 * The pending columns an organisation's own save leaves: a name or e-mail different from the one in force waits for
 * review (replacing an earlier request); sending back the one in force withdraws that part. A new address waits
 * first for its owner to open the link sent to it.
 */
export async function heldIdentityChange(
  db: Db,
  table: OrgTable,
  current: OrgRow,
  wanted: { name?: string | undefined; email?: string | null | undefined },
): Promise<HeldIdentityChange> {
  const pendingName = wanted.name === undefined ? current.pendingName : wanted.name === current.name ? null : wanted.name;
  const pendingEmail =
    wanted.email === undefined ? current.pendingEmail : sameEmail(wanted.email, current.email) ? null : (wanted.email ?? '').trim().toLowerCase();
  const newEmail = pendingEmail !== current.pendingEmail;
  if (pendingName !== null && pendingName !== current.pendingName) await assertNameFree(db, table, pendingName, current.id);
  if (pendingEmail !== null && newEmail) await assertEmailFree(db, table, current.id, pendingEmail);
  const requested = (pendingName !== null && pendingName !== current.pendingName) || (pendingEmail !== null && newEmail);
  const waiting = pendingName !== null || pendingEmail !== null;
  const changeRequestedAt = !waiting ? null : requested ? new Date() : current.changeRequestedAt;
  const link = confirmationLink(current, pendingEmail, newEmail);
  return {
    set: { pendingName, pendingEmail, changeRequestedAt, ...link.set },
    requested,
    confirmationToken: link.token,
  };
}

/** The confirmation columns of a pending address: a fresh link for a new address, or for one saved again later. */
function confirmationLink(current: PendingColumns, pendingEmail: string | null, newEmail: boolean) {
  const none = { pendingEmailTokenHash: null, pendingEmailSentAt: null, pendingEmailConfirmedAt: null };
  if (!needsConfirmation(pendingEmail)) return { set: none, token: null };
  const kept = {
    pendingEmailTokenHash: current.pendingEmailTokenHash,
    pendingEmailSentAt: current.pendingEmailSentAt,
    pendingEmailConfirmedAt: current.pendingEmailConfirmedAt,
  };
  const lastSent = current.pendingEmailSentAt?.getTime() ?? 0;
  const sendAgain = !newEmail && current.pendingEmailConfirmedAt === null && Date.now() - lastSent >= EMAIL_CONFIRMATION.resendAfterMinutes * 60_000;
  if (!newEmail && !sendAgain) return { set: kept, token: null };
  const link = newOneTimeToken(EMAIL_CONFIRMATION.validHours * 3_600_000);
  return { set: { pendingEmailTokenHash: link.hash, pendingEmailSentAt: new Date(), pendingEmailConfirmedAt: null }, token: link.token };
}

/** The columns that end a pending change, approved or rejected. */
export const NO_PENDING_CHANGE = {
  pendingName: null,
  pendingEmail: null,
  changeRequestedAt: null,
  pendingEmailTokenHash: null,
  pendingEmailSentAt: null,
  pendingEmailConfirmedAt: null,
} as const;

/** The new address has not opened its link yet, so the change is not yet offered for review. */
export const emailAwaitsConfirmation = (row: Pick<PendingColumns, 'pendingEmail' | 'pendingEmailConfirmedAt'>) =>
  needsConfirmation(row.pendingEmail) && row.pendingEmailConfirmedAt === null;

export const pendingOf = (row: PendingColumns): PendingIdentityChange => ({
  pendingName: row.pendingName,
  pendingEmail: row.pendingEmail,
  emailAwaitsConfirmation: emailAwaitsConfirmation(row),
  changeRequestedAt: row.changeRequestedAt?.toISOString() ?? null,
});

/** The settings answer's `message` while a change waits: for the new address's link, or for the control center. */
export const awaitingReviewNote = (o: PendingIdentityChange): { message?: string } => (hasPendingChange(o) ? { message: pendingChangeNote(o) } : {});
