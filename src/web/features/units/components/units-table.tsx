import { Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { COMMON_TEXTS, UNITS_SCREEN } from '@/domain/portals/control-center-screens';
import { UNIT_TYPE_LABELS } from '@/domain/common/code-labels';
import { UNIT_TEXTS } from '@/domain/units/unit-forms';
import type { UnitView } from '@/domain/units/unit-answers';
import { DataTable, type Column } from '@/web/components/ui/data-table';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { FirstExpiryBadge } from '@/web/features/credentials';
import { CREW_UI } from '@/web/lib/crew-ui-texts';
import { formatShortDateTime } from '@/web/lib/format';
import { CapabilityTags, UnitActiveBadge, UnitStatusBadge } from './unit-badges';
import { UnitCrew } from './unit-crew';

const COLUMNS = UNITS_SCREEN.columns;

/** The agency cell's name: the unit's own, the agency list's, or 'Agency {id}'. */
export const agencyLabel = (unit: UnitView, names?: ReadonlyMap<string, string>) =>
  unit.agencyName || names?.get(unit.agencyId) || UNITS_SCREEN.agencyFallback(unit.agencyId);

interface ColumnChoice {
  showAgency: boolean;
  showTrips: boolean;
  showCrew: boolean;
  agencyNames: ReadonlyMap<string, string> | undefined;
  actions: ((unit: UnitView) => ReactNode) | undefined;
}

function columnsOf({ showAgency, showTrips, showCrew, agencyNames, actions }: ColumnChoice) {
  const columns: (Column<UnitView> | false)[] = [
    {
      key: 'unit',
      header: COLUMNS.unit,
      cell: (u) => (
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold whitespace-nowrap text-slate-900">{u.unitNumber}</span>
          <UnitActiveBadge isActive={u.isActive} />
          <FirstExpiryBadge firstExpiry={u.firstExpiry} />
        </span>
      ),
    },
    showAgency && {
      key: 'agency',
      header: COLUMNS.agency,
      // the agency's name alone: its id means nothing to a reader
      cell: (u) => <span className="font-medium text-slate-900">{agencyLabel(u, agencyNames)}</span>,
    },
    { key: 'type', header: COLUMNS.type, cell: (u) => UNIT_TYPE_LABELS[u.type] },
    { key: 'status', header: COLUMNS.status, cell: (u) => <UnitStatusBadge status={u.currentStatus} /> },
    showCrew && { key: 'crew', header: CREW_UI.unitCrew.header, cell: (u) => <UnitCrew crew={u.crew} /> },
    { key: 'capabilities', header: COLUMNS.capabilities, cell: (u) => <CapabilityTags unit={u} /> },
    showTrips && {
      key: 'trips',
      header: COLUMNS.tripsCompleted,
      cell: (u) => <span className="tabular-nums">{u.totalTripsCompleted.toLocaleString()}</span>,
    },
    {
      key: 'updated',
      header: COLUMNS.lastUpdate,
      cell: (u) => <time dateTime={u.lastStatusUpdate}>{formatShortDateTime(u.lastStatusUpdate)}</time>,
      className: 'md:whitespace-nowrap',
    },
    actions !== undefined && { key: 'actions', header: COLUMNS.actions, cell: actions },
  ];
  return columns.filter((c): c is Column<UnitView> => c !== false);
}

/**
 * The units table (cards on a phone), a page of rows at a time. `filtered` tells which empty text applies;
 * `actions` adds the Actions column (writers only).
 */
export function UnitsTable({
  units,
  loading,
  filtered,
  showAgency = true,
  showTrips = true,
  showCrew = false,
  agencyNames,
  actions,
}: {
  units: readonly UnitView[];
  loading: boolean;
  filtered: boolean;
  showAgency?: boolean;
  /** false where the row is too crowded for it (agency and actions both shown) */
  showTrips?: boolean;
  /** true on the agency's own Units tab: who is signed on to each unit */
  showCrew?: boolean;
  agencyNames?: ReadonlyMap<string, string>;
  actions?: (unit: UnitView) => ReactNode;
}) {
  if (loading) {
    return (
      <LoadingPanel label={UNITS_SCREEN.loading} />
    );
  }
  if (units.length === 0) {
    return (
      <EmptyState icon={<Truck aria-hidden="true" className="size-10" />} title={UNIT_TEXTS.emptyTitle}>
        {filtered ? UNIT_TEXTS.emptyFiltered : UNIT_TEXTS.emptyNone}
      </EmptyState>
    );
  }
  return (
    <DataTable
      label={UNITS_SCREEN.tableLabel}
      columns={columnsOf({ showAgency, showTrips, showCrew, agencyNames, actions })}
      rows={units}
      rowKey={(u) => u.id}
      moreLabel={COMMON_TEXTS.showMore}
    />
  );
}
