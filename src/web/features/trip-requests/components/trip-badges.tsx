import { Siren, TriangleAlert } from 'lucide-react';
import { ESCALATION_SCREEN } from '@/domain/trips/escalation';
import type { TripPriority } from '@/domain/common/enums';
import { BADGE_STATUS_LABELS, labelOf, TRIP_PRIORITY_LABELS } from '@/domain/common/code-labels';
import type { BadgeStatus } from '@/domain/portals/healthcare-portal-texts';
import { Badge, type BadgeTone } from '@/web/components/ui/badge';

// A colour for every status, EN_ROUTE and PICKUP included; unknown statuses stay neutral.
const STATUS_TONE: Record<BadgeStatus, BadgeTone> = {
  PENDING: 'amber',
  ACCEPTED: 'blue',
  EN_ROUTE: 'purple',
  PICKUP: 'purple',
  IN_PROGRESS: 'purple',
  COMPLETED: 'green',
  CANCELLED: 'red',
};

/** A trip status as its badge, in words ("In Progress"); a request still waiting after its escalation says so. */
export function TripStatusBadge({ status, escalatedAt }: { status: string; escalatedAt?: string | null }) {
  const badge = <Badge tone={STATUS_TONE[status as BadgeStatus] ?? 'slate'}>{labelOf(BADGE_STATUS_LABELS, status)}</Badge>;
  if (status !== 'PENDING' || !escalatedAt) return badge;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      {badge}
      <Badge tone="red" className="gap-1">
        <Siren aria-hidden="true" className="size-3" />
        {ESCALATION_SCREEN.badge}
      </Badge>
    </span>
  );
}

// HIGH red, MEDIUM yellow, LOW green; CRITICAL red with a warning sign so it stands out from HIGH.
const PRIORITY_TONE: Record<TripPriority, BadgeTone> = { CRITICAL: 'red', HIGH: 'red', MEDIUM: 'amber', LOW: 'green' };

export function PriorityBadge({ priority }: { priority: string }) {
  return (
    <Badge tone={PRIORITY_TONE[priority as TripPriority] ?? 'slate'} className={priority === 'CRITICAL' ? 'gap-1 font-bold' : undefined}>
      {priority === 'CRITICAL' && <TriangleAlert aria-hidden="true" className="size-3" />}
      {labelOf(TRIP_PRIORITY_LABELS, priority)}
    </Badge>
  );
}
