import { HOSPITAL_MESSAGES } from '@/domain/organisations/org-messages';
import type { AppContext } from '@/server/context';
import { hospitals } from '@/server/db/schema';
import { type ReviewDecision, reviewIdentityChange, reviewOrganisation } from '../organisations';
import { ensureDirectoryEntry, syncDirectoryEntries } from './hospital-directory';

type HospitalRow = typeof hospitals.$inferSelect;

/** An approved hospital also becomes a place in the facilities directory, so trips can go to and from it. */
export const reviewHospital = (ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, id: string, decision: ReviewDecision, reason?: string) =>
  reviewOrganisation(ctx, decision, {
    table: hospitals,
    id,
    org: { hospitalId: id },
    orgKind: 'healthcare facility',
    messages: HOSPITAL_MESSAGES,
    afterApprove: (db) => ensureDirectoryEntry(db, id),
    reason,
  });

/** The control center's decision on a facility's own change of name or e-mail; its directory entries follow an approved one. */
export const reviewHospitalIdentity = (ctx: Pick<AppContext, 'db' | 'mailer'>, id: string, decision: ReviewDecision) =>
  reviewIdentityChange(ctx, decision, {
    table: hospitals,
    id,
    org: { hospitalId: id },
    notFoundMessage: HOSPITAL_MESSAGES.notFound,
    afterApprove: (db, before, after) => syncDirectoryEntries(db, before as HospitalRow, after as HospitalRow),
  });
