import { Activity, CircleCheck, DollarSign, Gauge, Percent, Route, Timer, Truck } from 'lucide-react';
import type { AgencyAnalytics } from '@/domain/analytics/overview-answers';
import { AGENCY_ANALYTICS_TEXTS } from '@/domain/portals/ems-dashboard-texts';
import { ANALYTICS_SCREEN } from '@/domain/analytics/analytics-texts';
import { TRIP_STATUSES } from '@/domain/common/enums';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { StatTile } from '@/web/components/ui/stat-tile';
import { ViewTabs } from '@/web/components/ui/view-tabs';
import { EMS_UI } from '../ems-ui-texts';
import { formatMoney, formatPercent } from '@/web/lib/format';
import { TripStatusBadge } from '@/web/features/trip-requests';
import { usePerformance, useRevenue } from '@/web/features/analytics';
import { useAgencyAnalytics } from '../api/get-agency-analytics';
import { AgencyUnitsAnalytics } from './agency-units-analytics';
import { CompletedPerDayChart } from './completed-per-day-chart';
import { QueryError } from './query-error';

const ANALYTICS_TEXTS = EMS_UI.analytics;
const icon = 'size-5';
/** Analytics: Overview, Performance and Unit Management, from the agency's own data. */
export default function AnalyticsTab() {
  const analytics = useAgencyAnalytics();
  const trips = () => {
    if (analytics.isError) return <QueryError query={analytics} fallback={AGENCY_ANALYTICS_TEXTS.loadFailed} />;
    if (!analytics.data) return <LoadingPanel label={ANALYTICS_TEXTS.loading} />;
    return null;
  };
  // a segmented control, so the views inside Analytics read as one level below the dashboard's tabs
  return (
    <ViewTabs
      label={ANALYTICS_TEXTS.tabsLabel}
      look="segmented"
      views={[
        { value: 'overview', label: AGENCY_ANALYTICS_TEXTS.tabs.overview, content: trips() ?? <AnalyticsOverview a={analytics.data!} /> },
        { value: 'performance', label: AGENCY_ANALYTICS_TEXTS.tabs.performance, content: trips() ?? <Performance a={analytics.data!} /> },
        { value: 'units', label: AGENCY_ANALYTICS_TEXTS.tabs.units, content: <AgencyUnitsAnalytics /> },
      ]}
    />
  );
}

const rateOf = (a: AgencyAnalytics) => (a.offers.acceptanceRate === null ? EMS_UI.notSet : formatPercent(a.offers.acceptanceRate));

function AnalyticsOverview({ a }: { a: AgencyAnalytics }) {
  const completed = a.completedPerDay.reduce((n, d) => n + d.completed, 0);
  const revenue = a.completedPerDay.reduce((n, d) => n + d.revenue, 0);
  const period = ANALYTICS_TEXTS.period(a.days);
  return (
    <div className="space-y-5">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatTile label={ANALYTICS_TEXTS.completedInPeriod} value={completed.toLocaleString()} detail={period} icon={<CircleCheck aria-hidden="true" className={icon} />} />
        <StatTile label={ANALYTICS_TEXTS.revenueInPeriod} value={formatMoney(revenue)} detail={period} icon={<DollarSign aria-hidden="true" className={icon} />} />
        <StatTile
          label={ANALYTICS_TEXTS.acceptanceRate}
          value={rateOf(a)}
          detail={a.offers.acceptanceRate === null ? ANALYTICS_TEXTS.noOffers : ANALYTICS_TEXTS.acceptanceHint(a.offers.accepted, a.offers.accepted + a.offers.declined)}
          icon={<Percent aria-hidden="true" className={icon} />}
        />
        <StatTile label={ANALYTICS_TEXTS.activeTrips} value={a.overview.activeTrips.toLocaleString()} icon={<Activity aria-hidden="true" className={icon} />} />
      </div>
      <RevenueAndMiles a={a} />
      <CompletedPerDayChart days={a.completedPerDay} />
      <section aria-labelledby="trips-by-status" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="trips-by-status" className="font-semibold text-slate-900">
          {ANALYTICS_TEXTS.byStatus}
        </h2>
        <p className="text-sm text-slate-600">{ANALYTICS_TEXTS.byStatusHint}</p>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-5">
          {TRIP_STATUSES.map((s) => (
            <div key={s} className="flex flex-col items-start gap-1 rounded-lg bg-slate-50 px-3 py-2">
              <dt>
                <TripStatusBadge status={s} />
              </dt>
              <dd className="text-xl font-semibold text-slate-900 tabular-nums">{a.tripsByStatus[s].toLocaleString()}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

/** A section title with the period its figures cover. */
const PeriodHeading = ({ id, title, period }: { id: string; title: string; period: string }) => (
  <h2 id={id} className="font-semibold text-slate-900">
    {title} <span className="text-sm font-normal text-slate-600">· {period}</span>
  </h2>
);

function Performance({ a }: { a: AgencyAnalytics }) {
  const duration = (m: number | null) => (m === null ? EMS_UI.notSet : ANALYTICS_TEXTS.duration(m));
  const period = ANALYTICS_TEXTS.period(a.days);
  return (
    <div className="space-y-5">
      <section aria-labelledby="offers-title" className="space-y-3">
        <PeriodHeading id="offers-title" title={ANALYTICS_TEXTS.offers} period={period} />
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <StatTile label={ANALYTICS_TEXTS.offered} value={a.offers.offered.toLocaleString()} icon={<Truck aria-hidden="true" className={icon} />} />
          <StatTile label={ANALYTICS_TEXTS.accepted} value={a.offers.accepted.toLocaleString()} />
          <StatTile label={ANALYTICS_TEXTS.declined} value={a.offers.declined.toLocaleString()} />
          <StatTile label={ANALYTICS_TEXTS.acceptanceRate} value={rateOf(a)} icon={<Percent aria-hidden="true" className={icon} />} />
        </div>
      </section>
      <section aria-labelledby="response-times-title" className="space-y-3">
        <PeriodHeading id="response-times-title" title={ANALYTICS_TEXTS.responseTimes} period={period} />
        <div className="grid gap-3 sm:grid-cols-2 sm:gap-4">
          <StatTile
            label={ANALYTICS_TEXTS.medianToAcceptance}
            value={duration(a.medianMinutes.requestToAcceptance)}
            detail={a.medianMinutes.requestToAcceptance === null ? ANALYTICS_TEXTS.noMedian : ANALYTICS_TEXTS.medianToAcceptanceHint}
            icon={<Timer aria-hidden="true" className={icon} />}
          />
          <StatTile
            label={ANALYTICS_TEXTS.medianToPickup}
            value={duration(a.medianMinutes.acceptanceToPickup)}
            detail={a.medianMinutes.acceptanceToPickup === null ? ANALYTICS_TEXTS.noMedian : ANALYTICS_TEXTS.medianToPickupHint}
            icon={<Timer aria-hidden="true" className={icon} />}
          />
          <PerformanceFigures a={a} />
        </div>
      </section>
    </div>
  );
}

/**
 * The period of the agency's analytics as the revenue and performance calls take it: from its first local midnight to
 * the moment the analytics were answered, as the server gives them (30 days of 24 hours would miss an hour across a
 * daylight-saving change).
 */
const periodOf = (a: AgencyAnalytics) => ({ from: a.from, to: a.to });
const dashOr = <T,>(v: T | null | undefined, show: (v: T) => string) => (v === undefined ? undefined : v === null ? EMS_UI.notSet : show(v));

/** The agency's revenue per hour, loaded and deadhead miles over the period, as src/domain/analytics defines them. */
function RevenueAndMiles({ a }: { a: AgencyAnalytics }) {
  const revenue = useRevenue(periodOf(a));
  if (revenue.isError) return <QueryError query={revenue} fallback={ANALYTICS_TEXTS.figuresFailed} />;
  const r = revenue.data;
  const miles = (m: number) => `${m.toLocaleString(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} mi`;
  return (
    <section aria-labelledby="revenue-miles-title" className="space-y-3">
      <PeriodHeading id="revenue-miles-title" title={ANALYTICS_TEXTS.revenueAndMiles} period={ANALYTICS_TEXTS.period(a.days)} />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatTile label={ANALYTICS_TEXTS.revenuePerHour} value={dashOr(r?.revenuePerHour, formatMoney)} detail={ANALYTICS_TEXTS.revenuePerHourHint} icon={<Gauge aria-hidden="true" className={icon} />} />
        <StatTile label={ANALYTICS_TEXTS.loadedMiles} value={dashOr(r?.loadedMiles, miles)} icon={<Route aria-hidden="true" className={icon} />} />
        <StatTile label={ANALYTICS_TEXTS.deadheadMiles} value={dashOr(r?.deadheadMiles, miles)} detail={ANALYTICS_TEXTS.deadheadHint} />
        <StatTile label={ANALYTICS_TEXTS.loadedMileRatio} value={dashOr(r?.loadedMileRatio, formatPercent)} />
      </div>
    </section>
  );
}

/** On-time pickups and the average time to accept, beside the medians. */
function PerformanceFigures({ a }: { a: AgencyAnalytics }) {
  const performance = usePerformance(periodOf(a));
  if (performance.isError) return <QueryError query={performance} fallback={ANALYTICS_TEXTS.figuresFailed} />;
  const p = performance.data;
  return (
    <>
      <StatTile
        label={ANALYTICS_TEXTS.averageToAcceptance}
        value={dashOr(p?.averageResponseTime, (m) => ANALYTICS_TEXTS.duration(m))}
        detail={p && p.averageResponseTime === null ? ANALYTICS_TEXTS.noMedian : ANALYTICS_TEXTS.medianToAcceptanceHint}
        icon={<Timer aria-hidden="true" className={icon} />}
      />
      <StatTile
        label={ANALYTICS_TEXTS.onTimePickup}
        value={dashOr(p?.onTimePickupRate, formatPercent)}
        detail={p ? ANALYTICS_TEXTS.onTimePickupTimed(p.timedBySteps, p.pickedUpTrips) : ANALYTICS_TEXTS.onTimePickupHint}
        icon={<CircleCheck aria-hidden="true" className={icon} />}
      />
      <StatTile
        label={ANALYTICS_SCREEN.offersKept}
        value={dashOr(p?.offersKeptRate, formatPercent)}
        detail={p && ANALYTICS_SCREEN.offersKeptOf(p.offersKept, p.awardedOffers)}
        icon={<CircleCheck aria-hidden="true" className={icon} />}
      />
    </>
  );
}
