import type { ReactNode } from 'react';
import { EMS_TRIP_ERRORS } from '@/domain/portals/ems-dashboard-texts';
import { tripListCutText } from '@/domain/trips/trip-list-cut';
import type { TripListItem } from '@/domain/trips/trip-answers';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { EMS_UI } from '../ems-ui-texts';
import type { AgencyTripList } from '../api/get-agency-trips';
import { TripList } from './trip-facts';
import { QueryError } from './query-error';
import { useSteadyRows } from './use-steady-rows';

/** How many trips the list holds; 'Showing N of M trips' when the server's page limit left some out. */
const ListCount = ({ shown, total }: { shown: number; total: number }) => (
  <p role="status" className="text-sm text-slate-600">
    {tripListCutText(shown, total) ?? EMS_UI.tripCount(total)}
  </p>
);

/**
 * A tab listing the agency's trips: its title, the red banner of the last failed action (`problem`) and of a failed
 * load ('Failed to load trips'), then a row per trip (`children`, in the server's order), the empty text, or a spinner.
 * While `locked` (an action runs or has just been answered) the rows hold still: a row that left the list stays, `gone`.
 */
export function TripListSection({
  id,
  title,
  subtitle,
  action,
  problem,
  query,
  empty,
  locked = false,
  children,
}: {
  id: string;
  title: string;
  subtitle?: string;
  action?: ReactNode;
  problem: string | null;
  query: AgencyTripList;
  empty: string;
  locked?: boolean;
  children(trip: TripListItem, gone: boolean): ReactNode;
}) {
  const rows = useSteadyRows(query.data?.trips ?? [], locked);
  const body = () => {
    if (query.isPending) return <LoadingPanel label={EMS_UI.loadingTrips} />;
    if (!query.data) return null;
    if (rows.length === 0) return <EmptyState title={empty} />;
    const { trips } = query.data;
    return (
      <>
        <TripList label={title}>{rows.map((r) => children(r.item, r.gone))}</TripList>
        {query.hasNextPage && (
          <div className="flex justify-center">
            <Button variant="secondary" size="sm" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {EMS_UI.showMore(trips.length, query.data.total)}
            </Button>
          </div>
        )}
        <ListCount shown={trips.length} total={query.data.total} />
      </>
    );
  };
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {subtitle && <p className="text-sm text-slate-600">{subtitle}</p>}
        </div>
        {action}
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      {query.isError && <QueryError query={query} fallback={EMS_TRIP_ERRORS.loadFailed} />}
      {body()}
    </section>
  );
}
