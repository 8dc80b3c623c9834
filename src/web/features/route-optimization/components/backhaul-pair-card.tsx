import { ArrowDown } from 'lucide-react';
import type { BackhaulPairView, BackhaulRequestView } from '@/domain/planning/backhaul-answers';
import { ROUTE_OPTIMIZATION_TEXTS } from '@/domain/planning/route-optimization-texts';
import { Badge } from '@/web/components/ui/badge';
import { formatMoney, formatShortDateTime } from '@/web/lib/format';
import { PriorityBadge } from '@/web/features/trip-requests';

function PairRequest({ r }: { r: BackhaulRequestView }) {
  return (
    <div className="min-w-0 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium text-slate-900">{r.tripNumber}</span>
        <span className="text-slate-600">{r.patientId}</span>
        <Badge tone="slate">{r.transportLevel}</Badge>
        <PriorityBadge priority={r.priority} />
      </p>
      <p className="break-words text-slate-700">
        {r.fromLocation} → {r.toLocation}
      </p>
      <p className="text-xs text-slate-500">{ROUTE_OPTIMIZATION_TEXTS.readyAt(formatShortDateTime(r.readyStart))}</p>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** One backhaul pair as a list item: the two requests, the first's drop-off near the second's pickup, and its own figures. */
export function BackhaulPairCard({ pair: p }: { pair: BackhaulPairView }) {
  return (
    <li aria-label={ROUTE_OPTIMIZATION_TEXTS.pairLabel(p.request1.tripNumber, p.request2.tripNumber)} className="space-y-3 rounded-lg border border-slate-200 bg-white p-3">
      <div className="space-y-1.5">
        <PairRequest r={p.request1} />
        <p className="flex items-center gap-1 text-xs font-medium text-purple-800">
          <ArrowDown aria-hidden="true" className="size-3.5" />
          {ROUTE_OPTIMIZATION_TEXTS.pairThen}
        </p>
        <PairRequest r={p.request2} />
      </div>
      <dl className="grid grid-cols-2 gap-2 border-t border-slate-100 pt-2 sm:grid-cols-4">
        <Figure label={ROUTE_OPTIMIZATION_TEXTS.pairDistance} value={ROUTE_OPTIMIZATION_TEXTS.miles(p.distance)} />
        <Figure label={ROUTE_OPTIMIZATION_TEXTS.pairTimeWindow} value={ROUTE_OPTIMIZATION_TEXTS.minutes(p.timeWindow)} />
        <Figure label={ROUTE_OPTIMIZATION_TEXTS.pairEfficiency} value={ROUTE_OPTIMIZATION_TEXTS.pairEfficiencyValue(p.efficiency)} />
        <Figure label={ROUTE_OPTIMIZATION_TEXTS.pairBonus} value={formatMoney(p.revenueBonus)} />
      </dl>
    </li>
  );
}
