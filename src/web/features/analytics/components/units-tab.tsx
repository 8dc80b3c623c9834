import { Link } from 'wouter';
import { ANALYTICS_SCREEN } from '@/domain/analytics/analytics-texts';
import type { WindowQuery } from '@/domain/analytics/timeframe';
import { paths } from '@/web/app/paths';
import { UnitCountCards, unitCountsOf, useUnitAnalytics } from '@/web/features/units';
import { usePerformance } from '../api/get-performance';
import { FailedCall } from './query-state';
import { RevenuePanel } from './revenue-panel';

/** Unit Management: the fleet's counts now and its efficiency over the window, then the revenue panel. */
export function UnitsTab({ period }: { period: WindowQuery }) {
  const units = useUnitAnalytics();
  const performance = usePerformance(period);
  const u = units.data;
  const efficiency = performance.data?.efficiency;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{ANALYTICS_SCREEN.unitsIntro}</p>
      <FailedCall calls={[units, performance]} />
      <UnitCountCards
        counts={u && unitCountsOf(u)}
        efficiency={performance.isError ? 'failed' : efficiency === undefined ? 'loading' : efficiency === null ? 'failed' : { share: efficiency }}
        efficiencyHint={ANALYTICS_SCREEN.efficiencyInWindow}
      />
      <Link to={paths.dashboard.units} className="inline-block text-sm font-medium text-blue-700 hover:underline">
        {ANALYTICS_SCREEN.unitsLink}
      </Link>
      <RevenuePanel period={period} />
    </div>
  );
}
