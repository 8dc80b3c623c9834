import { ORG_STATUS_LABELS, orgListStatus } from '@/domain/organisations/org-list-texts';
import { Badge } from './ui/badge';

const TONE = { active: 'green', pending: 'amber', inactive: 'slate' } as const;

/** Active, Pending Review or Inactive, for a facility or an agency. */
export function OrgStatusBadge({ org }: { org: { isActive: boolean; requiresReview: boolean } }) {
  const status = orgListStatus(org);
  return <Badge tone={TONE[status]}>{ORG_STATUS_LABELS[status]}</Badge>;
}
