import { Activity, CircleCheck, CircleSlash, Gauge, Moon, Truck, Wrench } from 'lucide-react';
import { UNITS_SCREEN } from '@/domain/portals/control-center-screens';
import { StatTile } from '@/web/components/ui/stat-tile';
import { cn } from '@/web/lib/cn';
import { formatPercent } from '@/web/lib/format';
import type { UnitCounts } from '../unit-filters';

const icon = 'size-5';
const show = (n: number | undefined) => n?.toLocaleString();

/** The efficiency tile's state: a share from 0 to 1, still loading, or not loadable (the failure is only logged). */
export type EfficiencyFigure = { share: number } | 'loading' | 'failed';

/**
 * Total Units, then one tile per status (Available, Committed, Out of Service, Maintenance, Off Duty) so the tiles add
 * up to the total (grey bars while `counts` loads), and the efficiency if given, with the period it covers (the last
 * 24 hours unless said otherwise).
 */
export function UnitCountCards({
  counts,
  efficiency,
  efficiencyHint = UNITS_SCREEN.efficiencyHint,
}: {
  counts: UnitCounts | undefined;
  efficiency?: EfficiencyFigure;
  efficiencyHint?: string;
}) {
  // six count tiles: three a row on tablets, one row on wide screens; with the efficiency, two rows of four
  return (
    <div className={cn('grid grid-cols-2 gap-3 sm:gap-4', efficiency ? 'sm:grid-cols-4' : 'sm:grid-cols-3 xl:grid-cols-6')}>
      <StatTile label={UNITS_SCREEN.cards.total} value={show(counts?.total)} icon={<Truck aria-hidden="true" className={icon} />} />
      <StatTile
        label={UNITS_SCREEN.cards.available}
        value={show(counts?.available)}
        icon={<CircleCheck aria-hidden="true" className={cn(icon, 'text-green-600')} />}
      />
      <StatTile
        label={UNITS_SCREEN.cards.committed}
        value={show(counts?.committed)}
        icon={<Activity aria-hidden="true" className={cn(icon, 'text-blue-600')} />}
      />
      <StatTile
        label={UNITS_SCREEN.cards.outOfService}
        value={show(counts?.outOfService)}
        icon={<CircleSlash aria-hidden="true" className={cn(icon, 'text-red-600')} />}
      />
      <StatTile
        label={UNITS_SCREEN.cards.maintenance}
        value={show(counts?.maintenance)}
        icon={<Wrench aria-hidden="true" className={cn(icon, 'text-amber-600')} />}
      />
      <StatTile label={UNITS_SCREEN.cards.offDuty} value={show(counts?.offDuty)} icon={<Moon aria-hidden="true" className={icon} />} />
      {efficiency && (
        <StatTile
          label={UNITS_SCREEN.efficiency}
          value={efficiency === 'loading' ? undefined : efficiency === 'failed' ? '—' : formatPercent(efficiency.share)}
          detail={efficiencyHint}
          icon={<Gauge aria-hidden="true" className={icon} />}
          className="col-span-2"
        />
      )}
    </div>
  );
}
