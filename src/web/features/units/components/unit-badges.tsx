import { COMMON_TEXTS, UNIT_CAPABILITY_LABELS } from '@/domain/portals/control-center-screens';
import { UNIT_STATUS_LABELS } from '@/domain/common/code-labels';
import type { UnitStatus } from '@/domain/common/enums';
import type { UnitView } from '@/domain/units/unit-answers';
import { Badge, type BadgeTone } from '@/web/components/ui/badge';

const STATUS_TONES: Record<UnitStatus, BadgeTone> = {
  AVAILABLE: 'green',
  COMMITTED: 'blue',
  OUT_OF_SERVICE: 'red',
  MAINTENANCE: 'amber',
  OFF_DUTY: 'slate',
};

export function UnitStatusBadge({ status }: { status: UnitStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{UNIT_STATUS_LABELS[status]}</Badge>;
}

export function UnitActiveBadge({ isActive }: { isActive: boolean }) {
  return <Badge tone={isActive ? 'green' : 'slate'}>{isActive ? COMMON_TEXTS.active : COMMON_TEXTS.inactive}</Badge>;
}

/** The unit's capabilities as tags, the custom ones by their own names (CUSTOM itself is only the switch). */
export function CapabilityTags({ unit }: { unit: Pick<UnitView, 'capabilities' | 'customCapabilities'> }) {
  const tags = [...unit.capabilities.filter((c) => c !== 'CUSTOM').map((c) => UNIT_CAPABILITY_LABELS[c]), ...unit.customCapabilities];
  if (tags.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge tone="purple">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
