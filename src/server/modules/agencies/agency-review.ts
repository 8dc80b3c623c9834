import type { AgencyStatus } from '@/domain/organisations/agency-forms';
import { AGENCY_MESSAGES } from '@/domain/organisations/org-messages';
import type { AppContext } from '@/server/context';
import { agencies } from '@/server/db/schema';
import { type ReviewDecision, reviewIdentityChange, reviewOrganisation } from '../organisations';

const STATUS_AFTER: Record<ReviewDecision, AgencyStatus> = { approve: 'ACTIVE', reject: 'REJECTED' };

/** An agency's review also moves its status: ACTIVE when approved, REJECTED when not. */
export const reviewAgency = (ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, id: string, decision: ReviewDecision, reason?: string) =>
  reviewOrganisation(ctx, decision, {
    table: agencies,
    id,
    org: { agencyId: id },
    orgKind: 'EMS agency',
    messages: AGENCY_MESSAGES,
    alsoSet: (d) => ({ status: STATUS_AFTER[d] }),
    reason,
  });

/** The control center's decision on an agency's own change of name or e-mail. */
export const reviewAgencyIdentity = (ctx: Pick<AppContext, 'db' | 'mailer'>, id: string, decision: ReviewDecision) =>
  reviewIdentityChange(ctx, decision, { table: agencies, id, org: { agencyId: id }, notFoundMessage: AGENCY_MESSAGES.notFound });
