import { useMemo } from 'react';
import { COMMON_TEXTS, SYSTEM_UNIT_STATUS_FILTER } from '../../../../domain/control-center-screens';
import { ErrorPanel } from '../../../components/ui/error-panel';
import { useUnitAgencies } from '../api/get-unit-agencies';
import { useSystemUnits } from '../api/get-system-units';
import { countUnits, useFilteredUnits, useUnitFilterState } from '../unit-filters';
import { UnitCountCards } from './unit-count-cards';
import { UnitFilterBar } from './unit-filter-bar';
import { UnitsTable } from './units-table';

/**
 * The system-wide units screen (spec part 2 §2): cards counted from the loaded list, agency and status filters,
 * the read-only table, and an error panel with Retry. Choosing an agency loads that agency's units.
 */
export function SystemUnitsView() {
  const state = useUnitFilterState();
  const agencies = useUnitAgencies();
  const units = useSystemUnits(state.scope);
  const shown = useFilteredUnits(units.data, state.applied);
  const counts = useMemo(() => units.data && countUnits(units.data), [units.data]);
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
      <UnitCountCards counts={counts} />
      <UnitFilterBar agencies={agencies.data ?? []} statuses={SYSTEM_UNIT_STATUS_FILTER} full={false} {...state.bar} />
      <UnitsTable
        units={shown}
        loading={units.isPending}
        filtered={state.filtered}
        agencyNames={agencyNames}
      />
    </div>
  );
}
