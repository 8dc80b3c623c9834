import { Activity, CircleCheck, ClipboardList, DollarSign } from 'lucide-react';
import { AGENCY_ANALYTICS_TEXTS, EMS_OVERVIEW, EMS_RECENT_LIMIT, EMS_TRIP_ERRORS } from '@/domain/portals/ems-dashboard-texts';
import { TRIP_PRIORITY_LABELS } from '@/domain/common/code-labels';
import type { TripListItem } from '@/domain/trips/trip-answers';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { StatTile } from '@/web/components/ui/stat-tile';
import { EMS_UI } from '../ems-ui-texts';
import { formatMoney } from '@/web/lib/format';
import { useAgencyAnalytics } from '../api/get-agency-analytics';
import { ACTIVE_TRIP_STATUSES, useAvailableTrips, useMyTrips } from '../api/get-agency-trips';
import { QueryError } from './query-error';
import { TripHeading, TripList, TripRoute, TripRow } from './trip-facts';

const OVERVIEW_HINTS_TEXTS = EMS_UI.overviewHints;
const icon = 'size-5';

/** Overview: the four cards from the agency's analytics, and Recent Activity from its two lists. */
export function OverviewTab() {
  const analytics = useAgencyAnalytics();
  const figures = analytics.data?.overview;
  return (
    <div className="space-y-6">
      {analytics.isError && <QueryError query={analytics} fallback={AGENCY_ANALYTICS_TEXTS.loadFailed} />}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatTile
          label={EMS_OVERVIEW.availableTrips}
          value={figures?.availableTrips.toLocaleString()}
          detail={OVERVIEW_HINTS_TEXTS.availableTrips}
          icon={<ClipboardList aria-hidden="true" className={icon} />}
        />
        <StatTile label={EMS_OVERVIEW.activeTrips} value={figures?.activeTrips.toLocaleString()} detail={OVERVIEW_HINTS_TEXTS.activeTrips} icon={<Activity aria-hidden="true" className={icon} />} />
        <StatTile
          label={EMS_OVERVIEW.completedToday}
          value={figures?.completedToday.toLocaleString()}
          detail={OVERVIEW_HINTS_TEXTS.completedToday}
          icon={<CircleCheck aria-hidden="true" className={icon} />}
        />
        <StatTile
          label={EMS_OVERVIEW.todaysRevenue}
          value={figures && formatMoney(figures.todaysRevenue)}
          detail={OVERVIEW_HINTS_TEXTS.todaysRevenue}
          icon={<DollarSign aria-hidden="true" className={icon} />}
        />
      </div>
      <RecentActivity />
    </div>
  );
}

/** Up to 3 available and 3 accepted or active trips; the footer counts them all when either list has more. */
function RecentActivity() {
  const available = useAvailableTrips();
  const mine = useMyTrips();
  const failed = available.isError ? available : mine.isError ? mine : null;

  const list = () => {
    if (!available.data || !mine.data) return available.isPending || mine.isPending ? <LoadingPanel label={EMS_UI.loadingTrips} /> : null;
    // My Trips comes in the work order: those under way, then the accepted ones soonest first
    const active = mine.data.trips.filter((t) => ACTIVE_TRIP_STATUSES.includes(t.status));
    const recent: TripListItem[] = [...available.data.trips.slice(0, EMS_RECENT_LIMIT), ...active.slice(0, EMS_RECENT_LIMIT)];
    if (recent.length === 0) return <EmptyState title={EMS_OVERVIEW.empty} />;
    const more = available.data.total > EMS_RECENT_LIMIT || active.length > EMS_RECENT_LIMIT;
    return (
      <>
        <TripList label={EMS_OVERVIEW.recentActivity}>
          {recent.map((t) => (
            <TripRow key={t.id} label={t.patientId}>
              <TripHeading trip={t} withStatus />
              <TripRoute trip={t} />
              <p className="text-xs text-slate-500">
                {t.transportLevel} · {TRIP_PRIORITY_LABELS[t.priority]}
              </p>
            </TripRow>
          ))}
        </TripList>
        {more && <p className="text-sm text-slate-600">{EMS_OVERVIEW.footer(available.data.total + active.length)}</p>}
      </>
    );
  };

  return (
    <section aria-labelledby="recent-activity" className="space-y-3">
      <h2 id="recent-activity" className="text-lg font-semibold text-slate-900">
        {EMS_OVERVIEW.recentActivity}
      </h2>
      {failed && <QueryError query={failed} fallback={EMS_TRIP_ERRORS.loadFailed} />}
      {list()}
    </section>
  );
}
