import { ChevronRight, Eye } from 'lucide-react';
import { TRIP_MANAGEMENT } from '@/domain/trips/trip-management-texts';
import type { TripSortField } from '@/domain/trips/trip-views';
import type { ListedTrip } from '@/domain/trips/trip-answers';
import { Button } from '@/web/components/ui/button';
import { DataTable, type Column, type ColumnSort } from '@/web/components/ui/data-table';
import { formatShortDate, formatTime } from '@/web/lib/format';
import { LinkedReturnBadge, OfferCountNote, PriorityBadge, TripStatusBadge, TripStepNote } from '@/web/features/trip-requests';
import type { TripSort } from '../trip-list-state';

const COLUMNS = TRIP_MANAGEMENT.columns;

/** The Trip Management table: Trip Number and Scheduled Time sort (in the server), View opens the details. */
export function TripsTable({
  trips,
  sort,
  onSort,
  onView,
}: {
  trips: readonly ListedTrip[];
  sort: TripSort;
  onSort(column: TripSortField): void;
  onView(id: string): void;
}) {
  const sortOf = (column: TripSortField): ColumnSort => ({
    direction: sort.sort === column ? sort.order : null,
    onSort: () => onSort(column),
  });
  const columns: Column<ListedTrip>[] = [
    {
      key: 'tripNumber',
      header: COLUMNS.tripNumber,
      sort: sortOf('tripNumber'),
      cell: (t) => <span className="font-mono text-xs font-semibold whitespace-nowrap text-slate-900 md:text-[11px]">{t.tripNumber}</span>,
    },
    { key: 'patientId', header: COLUMNS.patientId, cell: (t) => <span className="font-mono text-xs md:text-[11px]">{t.patientId}</span> },
    { key: 'from', header: COLUMNS.from, cell: (t) => t.fromLocation },
    { key: 'to', header: COLUMNS.to, cell: (t) => t.toLocation },
    {
      key: 'status',
      header: COLUMNS.status,
      cell: (t) => (
        <>
          <TripStatusBadge status={t.status} escalatedAt={t.escalatedAt} />
          <LinkedReturnBadge trip={t} />
          <OfferCountNote trip={t} />
          <TripStepNote trip={t} />
        </>
      ),
    },
    { key: 'priority', header: COLUMNS.priority, cell: (t) => <PriorityBadge priority={t.priority} /> },
    { key: 'transportLevel', header: COLUMNS.transportLevel, cell: (t) => t.transportLevel },
    {
      key: 'scheduledTime',
      header: COLUMNS.scheduledTime,
      sort: sortOf('scheduledTime'),
      cell: (t) => (
        <time dateTime={t.scheduledTime} className="whitespace-nowrap md:block">
          {formatShortDate(t.scheduledTime)}
          <span className="md:block"> {formatTime(t.scheduledTime)}</span>
        </time>
      ),
    },
    {
      key: 'assignedAgency',
      header: COLUMNS.assignedAgency,
      cell: (t) => t.assignedAgency?.name ?? <span className="text-slate-500">{TRIP_MANAGEMENT.unassigned}</span>,
    },
    {
      key: 'actions',
      header: COLUMNS.actions,
      stickyEnd: true,
      cell: (t) => (
        <Button
          variant="secondary"
          size="sm"
          className="md:px-2"
          icon={<Eye aria-hidden="true" className="size-4" />}
          aria-label={TRIP_MANAGEMENT.viewTrip(t.tripNumber)}
          title={TRIP_MANAGEMENT.view}
          onClick={() => onView(t.id)}
        >
          {/* the word on a phone's card; a wide table shows the eye alone to leave room for the columns */}
          <span className="md:sr-only">{TRIP_MANAGEMENT.view}</span>
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label={TRIP_MANAGEMENT.tableLabel}
      columns={columns}
      rows={trips}
      rowKey={(t) => t.id}
      moreLabel={TRIP_MANAGEMENT.moreRows}
      dense
      phoneRow={(t) => <PhoneTripRow trip={t} onView={onView} />}
    />
  );
}

/**
 * A trip on a phone, in about a hundred pixels: what a coordinator scans (number, patient, pickup time, status and
 * escalation, priority, from → to); a tap anywhere on it opens the details, through its one button stretched over it.
 */
function PhoneTripRow({ trip: t, onView }: { trip: ListedTrip; onView(id: string): void }) {
  return (
    <div className="space-y-1.5 text-slate-700">
      <div className="flex items-baseline gap-2">
        <span className="font-mono text-xs font-semibold whitespace-nowrap text-slate-900">{t.tripNumber}</span>
        <span className="min-w-0 truncate font-mono text-xs text-slate-600">
          <span className="sr-only">{COLUMNS.patientId} </span>
          {t.patientId}
        </span>
        <time dateTime={t.scheduledTime} className="ml-auto shrink-0 text-xs font-medium whitespace-nowrap text-slate-800">
          <span className="sr-only">{COLUMNS.scheduledTime} </span>
          {formatShortDate(t.scheduledTime)} {formatTime(t.scheduledTime)}
        </time>
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <TripStatusBadge status={t.status} escalatedAt={t.escalatedAt} />
        <PriorityBadge priority={t.priority} />
        <LinkedReturnBadge trip={t} />
      </div>
      <div className="flex items-center gap-2">
        <p className="line-clamp-2 min-w-0 flex-1 text-sm">
          {t.fromLocation} <span aria-hidden="true">→</span>
          <span className="sr-only">{TRIP_MANAGEMENT.routeTo}</span> {t.toLocation}
        </p>
        <button
          type="button"
          aria-label={TRIP_MANAGEMENT.viewTrip(t.tripNumber)}
          title={TRIP_MANAGEMENT.view}
          onClick={() => onView(t.id)}
          className="shrink-0 rounded-lg p-1 text-slate-500 after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
