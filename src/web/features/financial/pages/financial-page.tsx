import { BadgeDollarSign, CircleCheck, Receipt } from 'lucide-react';
import { useState } from 'react';
import type { AnalyticsWindow } from '@/domain/analytics/analytics-texts';
import { FINANCIAL_DEFAULT_TIMEFRAME } from '@/domain/analytics/financial';
import { COMMON_TEXTS, FINANCIAL_TEXTS } from '@/domain/portals/control-center-screens';
import { SCREEN } from '@/domain/common/messages';
import { PageHeader } from '@/web/components/page-header';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { StatTile } from '@/web/components/ui/stat-tile';
import { formatDate, formatMoney } from '@/web/lib/format';
import { useFinancialSummary } from '../api/get-financial-summary';
import { WindowSelect } from '@/web/features/analytics';
import { BreakdownReport } from '../components/breakdown-report';

/** /dashboard/financial (administrators only; the route guards it): the revenue and volume of a window, and its breakdown. */
export default function FinancialPage() {
  const [timeframe, setTimeframe] = useState<AnalyticsWindow>(FINANCIAL_DEFAULT_TIMEFRAME);
  const summary = useFinancialSummary(timeframe);
  const data = summary.data;
  return (
    <div className="space-y-5">
      <PageHeader
        title={SCREEN.financialTitle}
        actions={
          <WindowSelect id="financial-window" value={timeframe} onChange={setTimeframe} />
        }
      />
      {summary.isError ? (
        <ErrorPanel message={FINANCIAL_TEXTS.loadFailed} retryLabel={COMMON_TEXTS.retry} busy={summary.isFetching} onRetry={() => void summary.refetch()} />
      ) : (
        <section aria-label={FINANCIAL_TEXTS.summary} className="space-y-3">
          <p className="text-sm text-slate-600">
            {data ? FINANCIAL_TEXTS.period(data.periodDays, formatDate(data.from), formatDate(data.to)) : '\u00a0'}
          </p>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <StatTile
              label={FINANCIAL_TEXTS.completedTrips}
              value={data?.completedTrips.toLocaleString()}
              icon={<CircleCheck aria-hidden="true" className="size-5" />}
            />
            <StatTile
              label={FINANCIAL_TEXTS.totalRevenue}
              value={data && formatMoney(data.totalRevenue)}
              icon={<BadgeDollarSign aria-hidden="true" className="size-5" />}
            />
            <StatTile
              label={FINANCIAL_TEXTS.averageRevenue}
              value={data && formatMoney(data.averageRevenuePerTrip)}
              icon={<Receipt aria-hidden="true" className="size-5" />}
            />
          </div>
        </section>
      )}
      <BreakdownReport timeframe={timeframe} />
    </div>
  );
}
