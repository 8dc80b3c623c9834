import { Activity, BadgeDollarSign, Gauge, Route, Timer, Truck } from 'lucide-react';
import { NO_FIGURE, SYSTEM_PERFORMANCE_TEXTS } from '@/domain/analytics/analytics-texts';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { StatTile } from '@/web/components/ui/stat-tile';
import { errorText } from '@/web/lib/api-client';
import { formatMoney, formatPercent } from '@/web/lib/format';
import { usePerformance } from '../api/get-performance';
import { useRevenue } from '../api/get-revenue';

const LAST_24H = { timeframe: '24h' } as const;
const icon = 'size-5';
/** A figure, or a dash with the reason there is none. */
const orDash = <T,>(v: T | null | undefined, show: (v: T) => string) => (v === undefined ? undefined : v === null ? '—' : show(v));

/** 'System Performance Analytics': the last 24 hours' revenue and performance, every figure computed. */
export function SystemPerformanceBlock() {
  const revenue = useRevenue(LAST_24H);
  const performance = usePerformance(LAST_24H);
  const failed = revenue.isError ? revenue : performance.isError ? performance : null;
  const r = revenue.data;
  const p = performance.data;
  return (
    <section aria-labelledby="system-performance" className="space-y-4">
      <h3 id="system-performance" className="text-lg font-semibold text-slate-900">
        {SYSTEM_PERFORMANCE_TEXTS.title}
      </h3>
      {failed ? (
        <ErrorPanel message={errorText(failed.error, SYSTEM_PERFORMANCE_TEXTS.loadFailed)} retryLabel={SYSTEM_PERFORMANCE_TEXTS.retry} busy={failed.isFetching} onRetry={() => void failed.refetch()} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="space-y-3">
            <h4 className="font-medium text-slate-700">{SYSTEM_PERFORMANCE_TEXTS.revenue}</h4>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <StatTile label={SYSTEM_PERFORMANCE_TEXTS.totalRevenue} value={orDash(r?.totalRevenue, formatMoney)} icon={<BadgeDollarSign aria-hidden="true" className={icon} />} />
              <StatTile
                label={SYSTEM_PERFORMANCE_TEXTS.revenuePerHour}
                value={orDash(r?.revenuePerHour, formatMoney)}
                detail={r && r.revenuePerHour === null ? NO_FIGURE.noCompletedTrips : undefined}
                icon={<Gauge aria-hidden="true" className={icon} />}
              />
              <StatTile
                label={SYSTEM_PERFORMANCE_TEXTS.loadedMileRatio}
                value={orDash(r?.loadedMileRatio, formatPercent)}
                detail={r && r.loadedMileRatio === null ? NO_FIGURE.noMiles : undefined}
                icon={<Route aria-hidden="true" className={icon} />}
              />
            </div>
          </div>
          <div className="space-y-3">
            <h4 className="font-medium text-slate-700">{SYSTEM_PERFORMANCE_TEXTS.performance}</h4>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              <StatTile label={SYSTEM_PERFORMANCE_TEXTS.totalTrips} value={p?.totalTrips.toLocaleString()} icon={<Truck aria-hidden="true" className={icon} />} />
              <StatTile
                label={SYSTEM_PERFORMANCE_TEXTS.averageResponseTime}
                value={orDash(p?.averageResponseTime, (m) => m.toLocaleString(undefined, { maximumFractionDigits: 1 }))}
                detail={p && p.averageResponseTime === null ? NO_FIGURE.noAcceptedTrips : undefined}
                icon={<Timer aria-hidden="true" className={icon} />}
              />
              <StatTile
                label={SYSTEM_PERFORMANCE_TEXTS.efficiency}
                value={orDash(p?.efficiency, formatPercent)}
                detail={p && p.efficiency === null ? NO_FIGURE.noUnitTime : undefined}
                icon={<Activity aria-hidden="true" className={icon} />}
              />
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
