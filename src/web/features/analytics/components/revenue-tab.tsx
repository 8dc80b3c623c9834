import { Repeat } from 'lucide-react';
import { ANALYTICS_SCREEN as T } from '../../../../domain/analytics/analytics-texts';
import type { WindowQuery } from '../../../../domain/analytics/timeframe';
import { EmptyState } from '../../../components/ui/empty-state';
import { StatTile } from '../../../components/ui/stat-tile';
import { useRevenue } from '../api/get-revenue';
import { count, miles, money, percent } from './figure';
import { FailedCall } from './query-state';

/** Revenue Optimization: the spec's revenue data for the window, and the backhaul pairs once they can be found. */
export function RevenueTab({ period }: { period: WindowQuery }) {
  const revenue = useRevenue(period);
  const r = revenue.data;
  return (
    <div className="space-y-5">
      <FailedCall calls={[revenue]} />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatTile label={T.totalRevenue} value={money(r?.totalRevenue)} />
        <StatTile label={T.revenuePerHour} value={money(r?.revenuePerHour)} />
        <StatTile label={T.averageRevenuePerTrip} value={money(r?.averageRevenuePerTrip)} />
        <StatTile label={T.completed} value={count(r?.totalTrips)} />
        <StatTile label={T.loadedMiles} value={miles(r?.loadedMiles)} />
        <StatTile label={T.deadheadMiles} value={miles(r?.deadheadMiles)} />
        <StatTile label={T.totalMiles} value={miles(r?.totalMiles)} />
        <StatTile label={T.loadedMileRatio} value={percent(r?.loadedMileRatio)} />
      </div>
      <section aria-labelledby="backhaul-title" className="space-y-3">
        <h3 id="backhaul-title" className="font-semibold text-slate-900">
          {T.backhaulTitle}
        </h3>
        <EmptyState icon={<Repeat aria-hidden="true" className="size-8" />} title={T.backhaulTitle}>
          {T.backhaulUnavailable}
        </EmptyState>
      </section>
    </div>
  );
}
