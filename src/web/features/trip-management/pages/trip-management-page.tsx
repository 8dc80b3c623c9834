import { ClipboardList, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { TRIP_MANAGEMENT, TRIP_SORT_CHOICES } from '@/domain/trips/trip-management-texts';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { EmptyState } from '@/web/components/ui/empty-state';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { Field, Select } from '@/web/components/ui/field';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { Notice, useNotice } from '@/web/components/ui/notice';
import { RefreshButton } from '@/web/components/ui/refresh-button';
import { refusalTextOr } from '@/web/lib/refusal-text';
import { useKeptDraft, useSignedInUser } from '@/web/features/session';
import { useHospitalChoices } from '../api/get-hospital-choices';
import { useTripPage } from '../api/get-trip-page';
import { ADMIN_TRIP_DRAFT, AdminTripForm } from '../components/admin-trip-form';
import { CenterTripDetailsModal } from '../components/center-trip-details-modal';
import { ExportButton } from '../components/export-button';
import { TripCounts } from '../components/trip-counts';
import { TripFilterPanel } from '../components/trip-filter-panel';
import { Pager } from '@/web/components/ui/pager';
import { TripsTable } from '../components/trips-table';
import { activeFilterCount, TRIP_PAGE_SIZE, tripFilterParams, tripListFromLink, useTripListState } from '../trip-list-state';
import { formatClockTime } from '@/web/lib/format';


/**
 * Trip Management (/dashboard/trips): counts, filters, sorting and paging done by the server, the
 * detail modal, Export CSV of everything matching, a reload every 30 s; administrators also create requests here.
 */
export default function TripManagementPage() {
  const isAdmin = useSignedInUser().userType === 'ADMIN';
  // a link (the overview's) may open the list filtered and ordered; the address is then cleared, as filters change here
  const [params, setParams] = useSearchParams();
  const [fromLink] = useState(() => tripListFromLink(params));
  useEffect(() => {
    if (params.size > 0) setParams({}, { replace: true });
  }, [params, setParams]);
  const state = useTripListState(fromLink);
  const filterParams = useMemo(() => tripFilterParams(state.applied, state.sort), [state.applied, state.sort]);
  const trips = useTripPage(filterParams, state.page);
  // the hospital filter is for administrators only
  const hospitals = useHospitalChoices(state.filters.hospitalId, isAdmin);
  const notice = useNotice();
  const [viewing, setViewing] = useState<string | null>(null);
  // a request left half-typed (a reload, an expired session) opens again with what was typed
  const draftKept = useKeptDraft(ADMIN_TRIP_DRAFT);
  const [creating, setCreating] = useState(isAdmin && draftKept);

  const total = trips.data?.total;
  // a refresh may leave fewer trips than the page started at: go back to the last page that has rows
  const { page, setPage } = state;
  useEffect(() => {
    if (total !== undefined && total > 0 && page * TRIP_PAGE_SIZE >= total) setPage(Math.floor((total - 1) / TRIP_PAGE_SIZE));
  }, [total, page, setPage]);

  const filtered = activeFilterCount(state.applied) > 0;
  const sortChoice = TRIP_SORT_CHOICES.findIndex((c) => c.sort === state.sort.sort && c.order === state.sort.order);

  const list = () => {
    if (trips.isError) {
      return <ErrorPanel message={refusalTextOr(trips.error, TRIP_MANAGEMENT.fetchFailed)} retryLabel={TRIP_MANAGEMENT.retry} busy={trips.isFetching} onRetry={() => void trips.refetch()} />;
    }
    if (!trips.data) return <LoadingPanel label={TRIP_MANAGEMENT.loading} />;
    if (trips.data.data.length === 0) {
      return (
        <EmptyState icon={<ClipboardList aria-hidden="true" className="size-10" />} title={TRIP_MANAGEMENT.empty.title}>
          {filtered ? TRIP_MANAGEMENT.empty.filtered : TRIP_MANAGEMENT.empty.none}
        </EmptyState>
      );
    }
    return (
      <div className={trips.isPlaceholderData ? 'space-y-3 opacity-60' : 'space-y-3'} aria-busy={trips.isPlaceholderData || undefined}>
        <TripsTable trips={trips.data.data} sort={state.sort} onSort={state.sortBy} onView={setViewing} />
        <Pager page={state.page} pageSize={TRIP_PAGE_SIZE} total={trips.data.total} onPage={state.setPage} />
      </div>
    );
  };

  return (
    <div className="space-y-5">
      <PageHeader
        title={TRIP_MANAGEMENT.title}
        subtitle={TRIP_MANAGEMENT.subtitle}
        actions={
          <>
            {isAdmin && (
              <Button icon={<Plus aria-hidden="true" className="size-4" />} aria-expanded={creating} onClick={() => setCreating((c) => !c)}>
                {TRIP_MANAGEMENT.create}
              </Button>
            )}
            <RefreshButton label={TRIP_MANAGEMENT.refresh} fetching={trips.isFetching} onRefresh={() => void trips.refetch()} />
            <ExportButton filterParams={filterParams} onError={notice.failure} />
          </>
        }
      />
      <Notice notice={notice.notice} dismissLabel={TRIP_MANAGEMENT.dismiss} onDismiss={notice.clear} />
      {isAdmin && creating && <AdminTripForm onClose={() => setCreating(false)} />}
      <TripCounts summary={trips.data?.summary} />
      <TripFilterPanel filters={state.filters} onChange={state.setFilters} hospitals={isAdmin ? hospitals : null} />
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="text-sm">
          {/* after a failed reload the count would describe rows no longer shown */}
          {trips.data?.summary && !trips.isError && (
            <p role="status" className="font-medium text-slate-800">
              {TRIP_MANAGEMENT.showing(trips.data.total, trips.data.summary.total)}
            </p>
          )}
          {trips.dataUpdatedAt > 0 && (
            <p className="text-slate-500">
              {TRIP_MANAGEMENT.lastUpdated(formatClockTime(trips.dataUpdatedAt))} · {TRIP_MANAGEMENT.autoRefresh}
            </p>
          )}
        </div>
        <Field id="trip-sort" label={TRIP_MANAGEMENT.sortLabel} className="w-full sm:w-64 md:hidden">
          <Select
            id="trip-sort"
            value={String(sortChoice)}
            onChange={(e) => {
              const choice = TRIP_SORT_CHOICES[Number(e.target.value)];
              if (choice) state.setSort({ sort: choice.sort, order: choice.order });
            }}
          >
            {TRIP_SORT_CHOICES.map((c, i) => (
              <option key={c.label} value={i}>
                {c.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {list()}
      <CenterTripDetailsModal tripId={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
