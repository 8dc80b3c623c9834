import { ArrowRight } from 'lucide-react';
import type { TransportLevel } from '../../../../domain/enums';
import { TRANSPORT_LEVELS } from '../../../../domain/enums';
import { ROUTE_OPTIMIZATION_TEXTS as T } from '../../../../domain/route-optimization-texts';
import type { TripListItem } from '../../../../domain/trip-views';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatShortDateTime } from '../../../lib/format';
import { PriorityBadge } from '../../trip-requests/components/trip-badges';

const above = (level: TransportLevel, unitLevel: TransportLevel | null | undefined) =>
  unitLevel !== undefined && (unitLevel === null || TRANSPORT_LEVELS.indexOf(level) > TRANSPORT_LEVELS.indexOf(unitLevel));

/**
 * Select Requests (spec part 2 §2): a scrollable checklist of the pending requests, each with its trip number, patient
 * id, level, priority, route and ready time; those beyond the chosen unit's level of care are marked (the planner
 * leaves them out, saying why).
 */
export function RequestChecklist({
  requests,
  total,
  selected,
  unitLevel,
  onChange,
}: {
  requests: TripListItem[];
  total: number;
  selected: ReadonlySet<string>;
  /** the chosen unit's level of care; undefined while no unit is chosen */
  unitLevel: TransportLevel | null | undefined;
  onChange(next: Set<string>): void;
}) {
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <div role="group" aria-labelledby="route-requests-title" className="min-w-0 space-y-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span id="route-requests-title" className="text-sm font-medium text-slate-700">
          {T.selectRequests}
        </span>
        <div className="flex items-center gap-3 text-sm">
          <span id="route-requests-count" role="status" className="text-slate-600">
            {T.selectedCount(selected.size, requests.length)}
          </span>
          <Button variant="link" size="sm" disabled={requests.length === 0} onClick={() => onChange(new Set(requests.map((r) => r.id)))}>
            {T.selectAll}
          </Button>
          <Button variant="link" size="sm" disabled={selected.size === 0} onClick={() => onChange(new Set())}>
            {T.selectNone}
          </Button>
        </div>
      </div>
      {total > requests.length && <p className="text-xs text-slate-500">{T.moreThanShown(requests.length, total)}</p>}
      {requests.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white px-3 py-6 text-center text-sm text-slate-600">{T.noRequests}</p>
      ) : (
        <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 bg-white">
          {requests.map((r) => (
            <li key={r.id}>
              <label className="flex cursor-pointer items-start gap-3 px-3 py-2.5 hover:bg-slate-50 has-[:checked]:bg-blue-50">
                <input
                  type="checkbox"
                  className="mt-1 size-4 shrink-0 accent-blue-700"
                  checked={selected.has(r.id)}
                  onChange={(e) => toggle(r.id, e.target.checked)}
                />
                <span className="min-w-0 flex-1 space-y-1 text-sm">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-medium text-slate-900">{r.tripNumber}</span>
                    <span className="text-slate-600">{r.patientId}</span>
                    <Badge tone="slate">{r.transportLevel}</Badge>
                    <PriorityBadge priority={r.priority} />
                    {above(r.transportLevel, unitLevel) && <Badge tone="amber">{T.aboveUnitLevel}</Badge>}
                  </span>
                  <span className="flex flex-wrap items-center gap-1 text-slate-700">
                    <span className="break-words">{r.fromLocation}</span>
                    <ArrowRight aria-label={T.to} className="size-3.5 shrink-0 text-slate-400" />
                    <span className="break-words">{r.toLocation}</span>
                  </span>
                  <span className="block text-xs text-slate-500">{T.readyAt(formatShortDateTime(r.scheduledTime))}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
