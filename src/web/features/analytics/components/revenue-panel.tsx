import { ANALYTICS_SCREEN } from '@/domain/analytics/analytics-texts';
import type { WindowQuery } from '@/domain/analytics/timeframe';
import { StatTile } from '@/web/components/ui/stat-tile';
import { useRevenue } from '../api/get-revenue';
import { BackhaulPanel } from './backhaul-panel';
import { count, miles, money, percent } from './figure';
import { FailedCall } from './query-state';

/** The revenue data of the window and the first backhaul pairs: the panel the Revenue and Unit Management tabs share. */
export function RevenuePanel({ period }: { period: WindowQuery }) {
  const revenue = useRevenue(period);
  const r = revenue.data;
  return (
    <div className="space-y-5">
      <FailedCall calls={[revenue]} />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatTile label={ANALYTICS_SCREEN.totalRevenue} value={money(r?.totalRevenue)} />
        <StatTile label={ANALYTICS_SCREEN.revenuePerHour} value={money(r?.revenuePerHour)} />
        <StatTile label={ANALYTICS_SCREEN.averageRevenuePerTrip} value={money(r?.averageRevenuePerTrip)} />
        <StatTile label={ANALYTICS_SCREEN.completed} value={count(r?.totalTrips)} />
        <StatTile label={ANALYTICS_SCREEN.loadedMiles} value={miles(r?.loadedMiles)} />
        <StatTile label={ANALYTICS_SCREEN.deadheadMiles} value={miles(r?.deadheadMiles)} />
        <StatTile label={ANALYTICS_SCREEN.totalMiles} value={miles(r?.totalMiles)} />
        <StatTile label={ANALYTICS_SCREEN.loadedMileRatio} value={percent(r?.loadedMileRatio)} />
      </div>
      <BackhaulPanel />
    </div>
  );
}
