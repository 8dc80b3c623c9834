import { ClipboardList, RotateCw } from 'lucide-react';
import { TRANSPORT_REQUESTS_COLUMNS } from '@/domain/portals/healthcare-portal-texts';
import { ListPager } from '@/web/components/list-pager';
import { DataTable, type Column } from '@/web/components/ui/data-table';
import { EmptyState } from '@/web/components/ui/empty-state';
import { IconButton } from '@/web/components/ui/icon-button';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { SearchInput } from '@/web/components/ui/search-input';
import { formatShortDateTime } from '@/web/lib/format';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { useListSearch } from '@/web/lib/use-list-page';
import { LinkedReturnBadge, OfferCountNote, PriorityBadge, ReturnsToRelease, TripStatusBadge, TripStepNote, useHospitalTripPage } from '@/web/features/trip-requests';
import type { ListedTrip } from '@/domain/trips/trip-answers';
import { TripLoadError } from './trip-load-error';
import { TripMilestoneTimes } from './trip-milestone-times';
import { RequestFiltersBar, useRequestFilters } from './request-filters';

const REQUESTS_TEXTS = PORTAL_UI.requests;

/** The agency carrying the request, or while none has accepted it, that one is awaited. */
function AgencyComing({ trip }: { trip: ListedTrip }) {
  if (trip.assignedAgency) return <span className="text-slate-900">{trip.assignedAgency.name}</span>;
  return <span className="text-slate-500 italic">{trip.status === 'PENDING' ? REQUESTS_TEXTS.awaitingAgency : REQUESTS_TEXTS.noAgency}</span>;
}

/**
 * Transport Requests: the facility's requests, newest first, a page at a time, searched by the server;
 * a patient id opens the details.
 */
export function TransportRequestsTab({ onOpenTrip }: { onOpenTrip(id: string): void }) {
  const list = useListSearch();
  const filter = useRequestFilters(() => list.setPage(0));
  const trips = useHospitalTripPage({ ...list.params, ...filter.params }, list.page);
  const columns: Column<ListedTrip>[] = [
    {
      key: 'patientId',
      header: TRANSPORT_REQUESTS_COLUMNS.patientId,
      cell: (t) => (
        <button
          type="button"
          onClick={() => onOpenTrip(t.id)}
          aria-label={REQUESTS_TEXTS.openDetails(t.patientId)}
          className="rounded font-mono font-semibold text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          {t.patientId}
        </button>
      ),
    },
    { key: 'destination', header: TRANSPORT_REQUESTS_COLUMNS.destination, cell: (t) => t.toLocation, className: 'md:min-w-36' },
    {
      key: 'scheduledPickup',
      header: REQUESTS_TEXTS.columns.scheduledPickup,
      cell: (t) => <span className="tabular-nums md:whitespace-nowrap">{formatShortDateTime(t.scheduledTime)}</span>,
    },
    { key: 'level', header: TRANSPORT_REQUESTS_COLUMNS.level, cell: (t) => t.transportLevel },
    {
      key: 'status',
      header: TRANSPORT_REQUESTS_COLUMNS.status,
      cell: (t) => (
        <>
          <TripStatusBadge status={t.status} escalatedAt={t.escalatedAt} />
          <LinkedReturnBadge trip={t} />
          <OfferCountNote trip={t} />
          <TripStepNote trip={t} />
          <TripMilestoneTimes trip={t} />
        </>
      ),
    },
    { key: 'agency', header: REQUESTS_TEXTS.columns.agency, cell: (t) => <AgencyComing trip={t} />, className: 'md:min-w-32' },
    { key: 'priority', header: TRANSPORT_REQUESTS_COLUMNS.priority, cell: (t) => <PriorityBadge priority={t.priority} /> },
    { key: 'requestTime', header: TRANSPORT_REQUESTS_COLUMNS.requestTime, cell: (t) => <span className="whitespace-nowrap">{formatShortDateTime(t.createdAt)}</span> },
  ];

  const body = () => {
    if (trips.isPending) return <LoadingPanel label={PORTAL_UI.loadingTrips} />;
    if (trips.isError) return <TripLoadError trips={trips} />;
    if (trips.data.data.length === 0) {
      return <EmptyState icon={<ClipboardList aria-hidden="true" className="size-10" />} title={Object.keys(filter.params).length > 0 ? REQUESTS_TEXTS.noMatchFilters : list.params.search ? REQUESTS_TEXTS.noMatch : REQUESTS_TEXTS.noneYet} />;
    }
    return (
      <>
        <DataTable dense label={REQUESTS_TEXTS.tableLabel} columns={columns} rows={trips.data.data} rowKey={(t) => t.id} moreLabel={REQUESTS_TEXTS.showMore} />
        <ListPager page={list.page} total={trips.data.total} onPage={list.setPage} />
      </>
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">{REQUESTS_TEXTS.intro}</p>
          {trips.data && (
            <p role="status" className="text-sm font-medium text-slate-700">
              {REQUESTS_TEXTS.count(trips.data.total)}
            </p>
          )}
        </div>
        <IconButton
          label={PORTAL_UI.refresh}
          icon={<RotateCw aria-hidden="true" className={trips.isFetching ? 'size-4 animate-spin' : 'size-4'} />}
          onClick={() => void trips.refetch()}
          className="text-slate-600 hover:bg-slate-100"
        />
      </div>
      <ReturnsToRelease />
      <SearchInput label={REQUESTS_TEXTS.search} value={list.search} onChange={list.setSearch} className="max-w-md" />
      <RequestFiltersBar filters={filter.filters} rangeBackwards={filter.rangeBackwards} onChange={filter.set} />
      {body()}
    </div>
  );
}
