import { useState } from 'react';
import { TRIP_STATUSES, type TransportLevel, type TripPriority, type TripStatus } from '@/domain/common/enums';
import { TRIP_SORT_FIELDS, type OTHER_TRANSPORT_LEVEL, type TripDateRange, type TripSortField } from '@/domain/trips/trip-views';
import { paths } from '@/web/app/paths';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';

/** Rows of one page of the table; the server pages, so 100,000 trips load 50 at a time. */
export const TRIP_PAGE_SIZE = 50;
const SEARCH_SETTLE_MS = 300;

/** The filter panel's choices; '' is its "All ..." choice. */
export interface TripFilters {
  search: string;
  status: TripStatus | '';
  priority: TripPriority | '';
  transportLevel: TransportLevel | typeof OTHER_TRANSPORT_LEVEL | '';
  dateRange: TripDateRange;
  hospitalId: string;
  /** 'true': only the requests escalated for want of an agency; 'false': none of them; '': either. */
  escalated: '' | 'true' | 'false';
}

export interface TripSort {
  sort: TripSortField;
  order: 'asc' | 'desc';
}

export const NO_TRIP_FILTERS: TripFilters = { search: '', status: '', priority: '', transportLevel: '', dateRange: 'all', hospitalId: '', escalated: '' };
/** Newest first until a header is clicked. */
export const DEFAULT_TRIP_SORT: TripSort = { sort: 'createdAt', order: 'desc' };

/** How many filters narrow the list (the date range counts unless it is All time). */
export const activeFilterCount = (f: TripFilters): number =>
  [f.search.trim(), f.status, f.priority, f.transportLevel, f.dateRange === 'all' ? '' : f.dateRange, f.hospitalId, f.escalated].filter(Boolean).length;

/** The query of GET /api/trips and GET /api/trips/export: only the filters that narrow, and the order. */
export function tripFilterParams(f: TripFilters, s: TripSort): Record<string, string> {
  const params: Record<string, string> = { sort: s.sort, order: s.order };
  const search = f.search.trim();
  if (search) params.search = search;
  if (f.status) params.status = f.status;
  if (f.priority) params.priority = f.priority;
  if (f.transportLevel) params.transportLevel = f.transportLevel;
  if (f.dateRange !== 'all') params.dateRange = f.dateRange;
  if (f.hospitalId) params.hospitalId = f.hospitalId;
  if (f.escalated) params.escalated = f.escalated;
  return params;
}

/** What a link into Trip Management may set: /dashboard/trips?status=PENDING&escalated=true&sort=createdAt&order=asc. */
export interface TripListLink {
  status?: TripStatus;
  escalated?: boolean;
  sort?: TripSort;
}

const ESCALATED_CHOICES = ['true', 'false'] as const;

export function tripListLink(link: TripListLink): string {
  const params = new URLSearchParams();
  if (link.status) params.set('status', link.status);
  if (link.escalated !== undefined) params.set('escalated', String(link.escalated));
  if (link.sort) {
    params.set('sort', link.sort.sort);
    params.set('order', link.sort.order);
  }
  const query = params.toString();
  return query ? `${paths.dashboard.trips}?${query}` : paths.dashboard.trips;
}

/** The filters and order a link asked for; anything else in the address is left alone. */
export function tripListFromLink(params: URLSearchParams): { filters: TripFilters; sort: TripSort } {
  const status = params.get('status') ?? '';
  const sort = params.get('sort') ?? '';
  const order = params.get('order');
  return {
    filters: {
      ...NO_TRIP_FILTERS,
      status: (TRIP_STATUSES as readonly string[]).includes(status) ? (status as TripStatus) : '',
      escalated: ESCALATED_CHOICES.find((c) => c === params.get('escalated')) ?? '',
    },
    sort:
      (TRIP_SORT_FIELDS as readonly string[]).includes(sort) && (order === 'asc' || order === 'desc')
        ? { sort: sort as TripSortField, order }
        : DEFAULT_TRIP_SORT,
  };
}

/** A click on a sortable header: that column ascending, or the other way round when it is already the one. */
export const nextSort = (current: TripSort, column: TripSortField): TripSort =>
  current.sort === column ? { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' } : { sort: column, order: 'asc' };

/**
 * The state of the Trip Management list: filters (the search a moment behind the typing), sort and page. Any change
 * of filter or order goes back to the first page.
 */
export function useTripListState(initial: { filters: TripFilters; sort: TripSort } = { filters: NO_TRIP_FILTERS, sort: DEFAULT_TRIP_SORT }) {
  const [filters, setFiltersState] = useState<TripFilters>(initial.filters);
  const [sort, setSortState] = useState<TripSort>(initial.sort);
  const [page, setPage] = useState(0);
  const search = useDebouncedValue(filters.search, SEARCH_SETTLE_MS);
  const applied: TripFilters = { ...filters, search };
  return {
    filters,
    applied,
    sort,
    page,
    setPage,
    setFilters(next: TripFilters) {
      setFiltersState(next);
      setPage(0);
    },
    sortBy(column: TripSortField) {
      setSortState((s) => nextSort(s, column));
      setPage(0);
    },
    setSort(next: TripSort) {
      setSortState(next);
      setPage(0);
    },
  };
}
