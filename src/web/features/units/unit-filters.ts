import { useDeferredValue, useMemo, useState } from 'react';
import { UNIT_CAPABILITY_LABELS, UNIT_STATUS_LABELS, UNIT_TYPE_LABELS } from '../../../domain/control-center-screens';
import type { UnitStatus, UnitType } from '../../../domain/enums';
import type { UnitView } from '../../../domain/unit-forms';

/** The filters a units table can have; '' means no filter. The agency filter is applied by the server. */
export interface UnitFilters {
  status: UnitStatus | '';
  type: UnitType | '';
  search: string;
}

export const NO_UNIT_FILTERS: UnitFilters = { status: '', type: '', search: '' };

export const hasUnitFilters = (f: UnitFilters, agencyId = ''): boolean =>
  f.status !== '' || f.type !== '' || f.search.trim() !== '' || agencyId !== '';

/**
 * The filter state of a units screen: the agency (sent to the server as the list's scope) and the rest
 * (applied here, a frame behind the typing so a long list never holds up the keyboard).
 */
export function useUnitFilterState() {
  const [agencyId, setAgencyId] = useState('');
  const [filters, setFilters] = useState<UnitFilters>(NO_UNIT_FILTERS);
  return {
    scope: agencyId || undefined,
    applied: useDeferredValue(filters),
    filtered: hasUnitFilters(filters, agencyId),
    /** the props of UnitFilterBar that hold the state */
    bar: { agencyId, onAgency: setAgencyId, filters, onFilters: setFilters },
  };
}

/** What a search can match: unit number, agency, type, status and every capability, in lower case. */
const searchText = (u: UnitView) =>
  [
    u.unitNumber,
    u.agencyName,
    UNIT_TYPE_LABELS[u.type],
    UNIT_STATUS_LABELS[u.currentStatus],
    ...u.capabilities.map((c) => UNIT_CAPABILITY_LABELS[c]),
    ...u.customCapabilities,
  ]
    .join('\n')
    .toLowerCase();

/** The units passing the filters, memoised: the search text is built once per loaded list, not per keystroke. */
export function useFilteredUnits(units: readonly UnitView[] | undefined, f: UnitFilters): UnitView[] {
  const indexed = useMemo(() => (units ?? []).map((u) => ({ u, text: searchText(u) })), [units]);
  return useMemo(() => {
    const needle = f.search.trim().toLowerCase();
    return indexed
      .filter(
        ({ u, text }) =>
          (f.status === '' || u.currentStatus === f.status) &&
          (f.type === '' || u.type === f.type) &&
          (needle === '' || text.includes(needle)),
      )
      .map(({ u }) => u);
  }, [indexed, f.status, f.type, f.search]);
}

export interface UnitCounts {
  total: number;
  available: number;
  committed: number;
  outOfService: number;
}

/** The four cards of the system-wide screen, counted from the loaded list. */
export function countUnits(units: readonly UnitView[]): UnitCounts {
  const counts = { total: units.length, available: 0, committed: 0, outOfService: 0 };
  for (const u of units) {
    if (u.currentStatus === 'AVAILABLE') counts.available += 1;
    else if (u.currentStatus === 'COMMITTED') counts.committed += 1;
    else if (u.currentStatus === 'OUT_OF_SERVICE') counts.outOfService += 1;
  }
  return counts;
}
