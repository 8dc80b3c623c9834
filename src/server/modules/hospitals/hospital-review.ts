import { HOSPITAL_MESSAGES } from '../../../domain/org-messages';
import type { AppContext } from '../../context';
import { hospitals } from '../../db/schema';
import { reviewOrganisation } from '../organisations/review';
import type { ReviewDecision } from '../organisations/review-notice';
import { ensureDirectoryEntry } from './hospital-directory';

/** An approved hospital also becomes a place in the facilities directory, so trips can go to and from it. */
export const reviewHospital = (ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, id: string, decision: ReviewDecision) =>
  reviewOrganisation(ctx, decision, {
    table: hospitals,
    id,
    org: { hospitalId: id },
    orgKind: 'healthcare facility',
    messages: HOSPITAL_MESSAGES,
    afterApprove: (db) => ensureDirectoryEntry(db, id),
  });
