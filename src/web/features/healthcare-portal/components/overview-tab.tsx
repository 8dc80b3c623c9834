import { CheckCircle2, Clock, TriangleAlert } from 'lucide-react';
import { TRIP_PRIORITY_LABELS } from '@/domain/common/code-labels';
import { PORTAL_OVERVIEW, RECENT_ACTIVITY_LIMIT } from '@/domain/portals/healthcare-portal-texts';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { StatTile } from '@/web/components/ui/stat-tile';
import { formatShortDateTime } from '@/web/lib/format';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { PriorityBadge, TripStatusBadge, useRecentTrips } from '@/web/features/trip-requests';
import type { ListPage } from '@/domain/common/list-paging';
import type { TripListItem } from '@/domain/trips/trip-answers';
import { useHospitalOverview } from '../api/get-hospital-overview';
import { TripLoadError } from './trip-load-error';

/** Overview: the three cards counted by the server over every trip, and the five most recent requests. */
export function OverviewTab({ onOpenTrip }: { onOpenTrip(id: string): void }) {
  const trips = useRecentTrips();
  const overview = useHospitalOverview();
  const counts = overview.data;
  const failed = trips.isError ? trips : overview.isError ? overview : null;
  const OVERVIEW_HINTS_TEXTS = PORTAL_UI.overviewHints;
  return (
    <div className="space-y-6">
      {failed && <TripLoadError trips={failed} />}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatTile label={PORTAL_OVERVIEW.pendingRequests} value={counts?.pendingRequests} detail={OVERVIEW_HINTS_TEXTS.pending} icon={<Clock aria-hidden="true" className="size-5" />} />
        <StatTile
          label={PORTAL_OVERVIEW.completedToday}
          value={counts?.completedToday}
          detail={OVERVIEW_HINTS_TEXTS.completedToday}
          icon={<CheckCircle2 aria-hidden="true" className="size-5" />}
        />
        <StatTile
          label={PORTAL_OVERVIEW.highPriority}
          value={counts?.highPriority}
          detail={OVERVIEW_HINTS_TEXTS.highPriority}
          icon={<TriangleAlert aria-hidden="true" className="size-5" />}
        />
      </div>
      <section aria-labelledby="recent-activity" className="space-y-3">
        <h2 id="recent-activity" className="text-lg font-semibold text-slate-900">
          {PORTAL_OVERVIEW.recentActivity}
        </h2>
        {trips.isPending && <LoadingPanel label={PORTAL_UI.loadingTrips} />}
        {trips.data && <RecentActivity trips={trips.data} onOpenTrip={onOpenTrip} />}
      </section>
    </div>
  );
}

const RECENT_ACTIVITY_TEXTS = PORTAL_UI.recentActivity;

function RecentActivity({ trips, onOpenTrip }: { trips: ListPage<TripListItem>; onOpenTrip(id: string): void }) {
  if (trips.data.length === 0) return <EmptyState title={PORTAL_OVERVIEW.empty} />;
  const recent = trips.data.slice(0, RECENT_ACTIVITY_LIMIT);
  return (
    <>
      <ul aria-label={PORTAL_OVERVIEW.recentActivity} className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
        {recent.map((t) => (
          <li key={t.id}>
            <button
              type="button"
              onClick={() => onOpenTrip(t.id)}
              className="flex w-full flex-wrap items-center justify-between gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600"
            >
              <span className="min-w-0">
                <span className="block font-mono text-sm font-semibold text-slate-900">{t.patientId}</span>
                <span className="block text-sm text-slate-700">{t.toLocation}</span>
                <span className="block text-xs text-slate-500">
                  {t.transportLevel} · {TRIP_PRIORITY_LABELS[t.priority]}
                </span>
                <span className="block text-xs text-slate-700">
                  <time dateTime={t.scheduledTime} className="font-medium">
                    {RECENT_ACTIVITY_TEXTS.pickup(formatShortDateTime(t.scheduledTime))}
                  </time>
                  <span> · </span>
                  <time dateTime={t.createdAt} className="text-slate-500">
                    {RECENT_ACTIVITY_TEXTS.requested(formatShortDateTime(t.createdAt))}
                  </time>
                </span>
              </span>
              <span className="flex gap-2">
                <TripStatusBadge status={t.status} />
                <PriorityBadge priority={t.priority} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {trips.total > recent.length && <p className="text-sm text-slate-600">{PORTAL_OVERVIEW.showing(recent.length, trips.total)}</p>}
    </>
  );
}
