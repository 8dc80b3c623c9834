import { useState } from 'react';
import type { UnitStatus, UnitType } from '@/domain/common/enums';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';

/** The filters a units table can have; '' means no filter. The server applies them all, and pages. */
export interface UnitFilters {
  status: UnitStatus | '';
  type: UnitType | '';
  search: string;
}

export const NO_UNIT_FILTERS: UnitFilters = { status: '', type: '', search: '' };

export const hasUnitFilters = (f: UnitFilters, agencyId = ''): boolean =>
  f.status !== '' || f.type !== '' || f.search.trim() !== '' || agencyId !== '';

/**
 * The filter state of a units screen: the agency (also the figures' scope), the rest, and the page. The search is
 * sent a moment behind the typing; any change of filter goes back to the first page.
 */
export function useUnitFilterState() {
  const [agencyId, setAgencyId] = useState('');
  const [filters, setFilters] = useState<UnitFilters>(NO_UNIT_FILTERS);
  const [page, setPage] = useState(0);
  const search = useDebouncedValue(filters.search.trim(), 300);
  const params: Record<string, string> = {
    ...(agencyId ? { agencyId } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(search ? { search } : {}),
  };
  return {
    scope: agencyId || undefined,
    params,
    page,
    setPage,
    filtered: hasUnitFilters(filters, agencyId),
    /** the props of UnitFilterBar that hold the state */
    bar: {
      agencyId,
      onAgency(next: string) {
        setAgencyId(next);
        setPage(0);
      },
      filters,
      onFilters(next: UnitFilters) {
        setFilters(next);
        setPage(0);
      },
    },
  };
}

/** The unit tiles' figures: the total and one count per status, which add up to it. */
export interface UnitCounts {
  total: number;
  available: number;
  committed: number;
  outOfService: number;
  maintenance: number;
  offDuty: number;
}
