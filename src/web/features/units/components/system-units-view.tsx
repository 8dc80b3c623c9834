import { useMemo } from 'react';
import { COMMON_TEXTS, SYSTEM_UNIT_STATUS_FILTER } from '@/domain/portals/control-center-screens';
import { ListPager } from '@/web/components/list-pager';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { useUnitAgencies } from '../api/get-unit-agencies';
import { useSystemUnitPage } from '../api/get-system-units';
import { unitCountsOf, useUnitAnalytics } from '../api/get-unit-analytics';
import { useUnitFilterState } from '../unit-filters';
import { UnitCountCards } from './unit-count-cards';
import { UnitFilterBar } from './unit-filter-bar';
import { UnitsTable } from './units-table';

/**
 * The system-wide units screen: cards counted by the server, agency and status filters,
 * the read-only table a page at a time, and an error panel with Retry. Choosing an agency loads that agency's units.
 */
export function SystemUnitsView() {
  const state = useUnitFilterState();
  const agencies = useUnitAgencies();
  const units = useSystemUnitPage(state.params, state.page);
  // the tiles count the whole fleet (or the chosen agency's), not the page
  const analytics = useUnitAnalytics(state.scope);
  const agencyNames = useMemo(() => new Map(agencies.data?.map((a) => [a.id, a.name])), [agencies.data]);
  const failure: Error | null = agencies.error ?? units.error;

  if (failure) {
    return (
      <ErrorPanel
        message={failure.message}
        retryLabel={COMMON_TEXTS.retry}
        busy={agencies.isFetching || units.isFetching}
        onRetry={() => {
          if (agencies.isError) void agencies.refetch();
          void units.refetch();
        }}
      />
    );
  }
  return (
    <div className="space-y-4">
      <UnitCountCards counts={analytics.data && unitCountsOf(analytics.data)} />
      <UnitFilterBar agencies={agencies.data ?? []} statuses={SYSTEM_UNIT_STATUS_FILTER} full={false} {...state.bar} />
      <UnitsTable
        units={units.data?.data ?? []}
        loading={units.isPending}
        filtered={state.filtered}
        agencyNames={agencyNames}
      />
      <ListPager page={state.page} total={units.data?.total} onPage={state.setPage} />
    </div>
  );
}
