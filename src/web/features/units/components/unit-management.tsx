import { Plus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { COMMON_TEXTS, UNITS_SCREEN } from '@/domain/portals/control-center-screens';
import { UNIT_STATUSES } from '@/domain/common/enums';
import { UNIT_MESSAGES, UNIT_TEXTS } from '@/domain/units/unit-forms';
import type { UnitView } from '@/domain/units/unit-answers';
import { EditDeleteActions } from '@/web/components/edit-delete-actions';
import { Alert } from '@/web/components/ui/alert';
import { Button } from '@/web/components/ui/button';
import { ListPager } from '@/web/components/list-pager';
import { ErrorPanel } from '@/web/components/ui/error-panel';
import { RefreshButton } from '@/web/components/ui/refresh-button';
import { serverTextOr } from '@/web/lib/api-client';
import { useDeleteUnit } from '../api/delete-unit';
import type { UnitAgency } from '../api/get-unit-agencies';
import { unitCountsOf, useUnitAnalytics } from '../api/get-unit-analytics';
import { useUnitPage } from '../api/get-units';
import { useUnitFilterState } from '../unit-filters';
import { UnitCountCards, type EfficiencyFigure } from './unit-count-cards';
import { UnitFilterBar } from './unit-filter-bar';
import { UnitsTable } from './units-table';

type Editing = { unit: UnitView | null } | null;

// the form, with its forms library, loads when Add or Edit is first pressed: the list alone is what most visits need
const UnitFormModal = lazy(() => import('./unit-form-modal').then((m) => ({ default: m.UnitFormModal })));

/**
 * Units Management: figures from /api/units/analytics, search, status and type filters,
 * the table and the Add/Edit Unit modal. With `agencies` (the control center) an agency filter and the form's
 * agency select appear; without, the server scopes everything to the caller's agency (the EMS dashboard).
 */
export function UnitManagement({
  agencies,
  canWrite,
  showRefresh = true,
  intro = UNITS_SCREEN.manageIntro,
}: {
  agencies?: readonly UnitAgency[] | undefined;
  canWrite: boolean;
  /** false where the page around it has its own Refresh */
  showRefresh?: boolean;
  /** the line above the figures: the control center's wording unless the page has its own */
  intro?: string;
}) {
  const state = useUnitFilterState();
  const [editing, setEditing] = useState<Editing>(null);
  const units = useUnitPage(state.params, state.page);
  const analytics = useUnitAnalytics(state.scope);
  const remove = useDeleteUnit();

  const efficiency: EfficiencyFigure = analytics.data
    ? { share: analytics.data.efficiency }
    : analytics.isError
      ? 'failed'
      : 'loading';
  const counts = analytics.data && unitCountsOf(analytics.data);
  const onDelete = (unit: UnitView) => {
    if (window.confirm(UNIT_TEXTS.deleteConfirm)) remove.mutate(unit.id);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">{intro}</p>
        <div className="flex gap-2">
          {showRefresh && (
            <RefreshButton
              label={COMMON_TEXTS.refresh}
              fetching={units.isFetching || analytics.isFetching}
              onRefresh={() => void Promise.all([units.refetch(), analytics.refetch()])}
            />
          )}
          {canWrite && (
            <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setEditing({ unit: null })}>
              {UNITS_SCREEN.addUnit}
            </Button>
          )}
        </div>
      </div>
      <UnitCountCards counts={counts} efficiency={efficiency} />
      <UnitFilterBar agencies={agencies} statuses={UNIT_STATUSES} full {...state.bar} />
      {remove.isError && <Alert tone="error">{serverTextOr(remove.error, UNIT_MESSAGES.deleteFailed)}</Alert>}
      {units.isError ? (
        <ErrorPanel
          message={serverTextOr(units.error, UNIT_MESSAGES.fetchFailed)}
          retryLabel={COMMON_TEXTS.retry}
          busy={units.isFetching}
          onRetry={() => void units.refetch()}
        />
      ) : (
        <>
        <UnitsTable
          units={units.data?.data ?? []}
          loading={units.isPending}
          filtered={state.filtered}
          showAgency={agencies !== undefined}
          // beside the agency column and the actions there is no room for it; the All Units view has it
          showTrips={agencies === undefined}
          // the dispatcher sees who is on each of its units; the control center's view has no room for it
          showCrew={agencies === undefined}
          actions={
            canWrite
              ? (unit) => (
                  <EditDeleteActions
                    name={unit.unitNumber}
                    deleting={remove.isPending && remove.variables === unit.id}
                    onEdit={() => setEditing({ unit })}
                    onDelete={() => onDelete(unit)}
                  />
                )
              : undefined
          }
        />
        <ListPager page={state.page} total={units.data?.total} onPage={state.setPage} />
        </>
      )}
      {canWrite && editing !== null && (
        <Suspense fallback={null}>
          <UnitFormModal open unit={editing.unit} agencies={agencies} defaultAgencyId={state.bar.agencyId} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </div>
  );
}
