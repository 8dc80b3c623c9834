import { Activity, BadgeDollarSign, Building2, CircleCheck, Timer, Truck } from 'lucide-react';
import { ANALYTICS_SCREEN } from '@/domain/analytics/analytics-texts';
import type { WindowQuery } from '@/domain/analytics/timeframe';
import { TRIP_STATUSES, type TripStatus } from '@/domain/common/enums';
import { TRIP_STATUS_LABELS } from '@/domain/common/code-labels';
import { BarChart } from '@/web/components/ui/bar-chart';
import { StatTile } from '@/web/components/ui/stat-tile';
import { formatDay, formatMoney } from '@/web/lib/format';
import { useOverview } from '@/web/features/overview';
import { usePerformance } from '../api/get-performance';
import { useRevenue } from '../api/get-revenue';
import { useTripAnalytics } from '../api/get-trip-analytics';
import { count, minutes, money, percent } from './figure';
import { FailedCall } from './query-state';

const icon = 'size-5';
// the status colours of the trip badges
const STATUS_FILL: Record<TripStatus, string> = {
  PENDING: 'fill-amber-400',
  ACCEPTED: 'fill-blue-600',
  IN_PROGRESS: 'fill-purple-600',
  COMPLETED: 'fill-green-600',
  CANCELLED: 'fill-red-500',
};
const STATUS_SERIES = TRIP_STATUSES.map((s) => ({ name: TRIP_STATUS_LABELS[s], fill: STATUS_FILL[s] }));

/** System Overview: the window's requests, completions, revenue and responsiveness, and the charts behind them. */
export function SystemOverviewTab({ period }: { period: WindowQuery }) {
  const trips = useTripAnalytics(period);
  const revenue = useRevenue(period);
  const performance = usePerformance(period);
  const overview = useOverview();
  const t = trips.data;
  return (
    <div className="space-y-5">
      <FailedCall calls={[trips, revenue, performance, overview]} />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 2xl:grid-cols-6">
        <StatTile label={ANALYTICS_SCREEN.requested} value={count(t?.requested)} icon={<Truck aria-hidden="true" className={icon} />} />
        <StatTile label={ANALYTICS_SCREEN.completed} value={count(revenue.data?.totalTrips)} icon={<CircleCheck aria-hidden="true" className={icon} />} />
        <StatTile label={ANALYTICS_SCREEN.totalRevenue} value={money(revenue.data?.totalRevenue)} icon={<BadgeDollarSign aria-hidden="true" className={icon} />} />
        <StatTile label={ANALYTICS_SCREEN.averageResponse} value={minutes(performance.data?.averageResponseTime)} icon={<Timer aria-hidden="true" className={icon} />} />
        <StatTile label={ANALYTICS_SCREEN.onTimePickup} value={percent(performance.data?.onTimePickupRate)} icon={<Activity aria-hidden="true" className={icon} />} />
        <StatTile
          label={ANALYTICS_SCREEN.activeAgencies}
          value={count(overview.data?.activeAgencies)}
          detail={overview.data && ANALYTICS_SCREEN.ofTotal(overview.data.activeAgencies, overview.data.totalAgencies)}
          icon={<Building2 aria-hidden="true" className={icon} />}
        />
      </div>
      {t && (
        <div className="grid gap-4 lg:grid-cols-2">
          <BarChart
            title={ANALYTICS_SCREEN.requestsPerDay}
            summary={`${ANALYTICS_SCREEN.requestsPerDay}: ${t.requested.toLocaleString()}`}
            labelHeader={ANALYTICS_SCREEN.chartDay}
            series={STATUS_SERIES}
            bars={t.perDay.map((d) => ({
              label: formatDay(d.date),
              values: TRIP_STATUSES.map((s) => d.byStatus[s]),
              shown: TRIP_STATUSES.map((s) => d.byStatus[s].toLocaleString()),
            }))}
          />
          <BarChart
            title={ANALYTICS_SCREEN.revenuePerDay}
            summary={`${ANALYTICS_SCREEN.revenuePerDay}: ${formatMoney(t.perDay.reduce((s, d) => s + d.revenue, 0))}`}
            labelHeader={ANALYTICS_SCREEN.chartDay}
            series={[{ name: ANALYTICS_SCREEN.chartRevenue, fill: 'fill-blue-600' }]}
            axis={formatMoney}
            bars={t.perDay.map((d) => ({ label: formatDay(d.date), values: [d.revenue], shown: [formatMoney(d.revenue)] }))}
          />
          <BarChart
            title={ANALYTICS_SCREEN.responseTimes}
            summary={`${ANALYTICS_SCREEN.responseTimes}: ${t.responseTimes.map((b) => `${b.label} ${b.trips}`).join(', ')}`}
            labelHeader={ANALYTICS_SCREEN.chartBand}
            series={[{ name: ANALYTICS_SCREEN.chartTrips, fill: 'fill-blue-600' }]}
            bars={t.responseTimes.map((b) => ({ label: b.label, values: [b.trips], shown: [b.trips.toLocaleString()] }))}
          />
        </div>
      )}
    </div>
  );
}
