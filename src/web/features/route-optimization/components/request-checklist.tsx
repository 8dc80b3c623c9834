import { ArrowRight } from 'lucide-react';
import type { TransportLevel } from '@/domain/common/enums';
import { TRANSPORT_LEVELS } from '@/domain/common/enums';
import { ROUTE_OPTIMIZATION_TEXTS } from '@/domain/planning/route-optimization-texts';
import type { TripListItem } from '@/domain/trips/trip-answers';
import { ListPager } from '@/web/components/list-pager';
import { Badge } from '@/web/components/ui/badge';
import { Button } from '@/web/components/ui/button';
import { SearchInput } from '@/web/components/ui/search-input';
import { formatShortDateTime } from '@/web/lib/format';
import { PriorityBadge } from '@/web/features/trip-requests';

const above = (level: string, unitLevel: TransportLevel | null | undefined) =>
  unitLevel !== undefined && (unitLevel === null || (TRANSPORT_LEVELS as readonly string[]).indexOf(level) > TRANSPORT_LEVELS.indexOf(unitLevel));

/** The page of pending requests on screen, the search that found them and how many match. */
export interface RequestPage {
  requests: TripListItem[];
  total: number;
  page: number;
  onPage(page: number): void;
  search: string;
  /** whether the requests on screen answer a search */
  searched: boolean;
  onSearch(text: string): void;
}

/**
 * Select Requests: a searchable checklist of the pending requests, a page at a time, each with its
 * trip number, patient id, level, priority, route and ready time; those beyond the chosen unit's level of care are
 * marked (the planner leaves them out, saying why). The selection holds the requests themselves, so one made on a page
 * stays while another page or search shows.
 */
export function RequestChecklist({
  list,
  selected,
  unitLevel,
  onChange,
}: {
  list: RequestPage;
  selected: ReadonlyMap<string, TripListItem>;
  /** the chosen unit's level of care; undefined while no unit is chosen */
  unitLevel: TransportLevel | null | undefined;
  onChange(next: Map<string, TripListItem>): void;
}) {
  const { requests } = list;
  const toggle = (request: TripListItem, on: boolean) => {
    const next = new Map(selected);
    if (on) next.set(request.id, request);
    else next.delete(request.id);
    onChange(next);
  };
  // Select all adds the requests on screen to those chosen on other pages
  const selectShown = () => onChange(new Map([...selected, ...requests.map((r) => [r.id, r] as const)]));
  return (
    <div role="group" aria-labelledby="route-requests-title" className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span id="route-requests-title" className="text-sm font-medium text-slate-700">
          {ROUTE_OPTIMIZATION_TEXTS.selectRequests}
        </span>
        <div className="flex items-center gap-3 text-sm">
          <span id="route-requests-count" role="status" className="text-slate-600">
            {list.searched ? ROUTE_OPTIMIZATION_TEXTS.selectedWhileSearching(selected.size, list.total) : ROUTE_OPTIMIZATION_TEXTS.selectedCount(selected.size, list.total)}
          </span>
          <Button variant="link" size="sm" disabled={requests.length === 0} onClick={selectShown}>
            {ROUTE_OPTIMIZATION_TEXTS.selectAll}
          </Button>
          <Button variant="link" size="sm" disabled={selected.size === 0} onClick={() => onChange(new Map())}>
            {ROUTE_OPTIMIZATION_TEXTS.selectNone}
          </Button>
        </div>
      </div>
      <SearchInput label={ROUTE_OPTIMIZATION_TEXTS.searchRequests} value={list.search} onChange={list.onSearch} />
      {requests.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-3 py-6 text-center text-sm text-slate-600">
          {list.searched ? ROUTE_OPTIMIZATION_TEXTS.noMatchingRequests : ROUTE_OPTIMIZATION_TEXTS.noRequests}
        </p>
      ) : (
        <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 bg-white">
          {requests.map((r) => (
            <li key={r.id}>
              <label className="flex cursor-pointer items-start gap-3 px-3 py-2.5 hover:bg-slate-50 has-[:checked]:bg-blue-50">
                <input
                  type="checkbox"
                  className="mt-1 size-4 shrink-0 accent-blue-700"
                  checked={selected.has(r.id)}
                  onChange={(e) => toggle(r, e.target.checked)}
                />
                <span className="min-w-0 flex-1 space-y-1 text-sm">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium text-slate-900">{r.tripNumber}</span>
                    <span className="text-slate-600">{r.patientId}</span>
                    <Badge tone="slate">{r.transportLevel}</Badge>
                    <PriorityBadge priority={r.priority} />
                    {above(r.transportLevel, unitLevel) && <Badge tone="amber">{ROUTE_OPTIMIZATION_TEXTS.aboveUnitLevel}</Badge>}
                  </span>
                  <span className="flex flex-wrap items-center gap-1 text-slate-700">
                    <span className="break-words">{r.fromLocation}</span>
                    <ArrowRight aria-label={ROUTE_OPTIMIZATION_TEXTS.to} className="size-3.5 shrink-0 text-slate-400" />
                    <span className="break-words">{r.toLocation}</span>
                  </span>
                  <span className="block text-xs text-slate-500">{ROUTE_OPTIMIZATION_TEXTS.readyAt(formatShortDateTime(r.scheduledTime))}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <ListPager page={list.page} total={list.total} onPage={list.onPage} />
    </div>
  );
}
