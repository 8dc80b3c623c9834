import { ArrowDown } from 'lucide-react';
import { useState } from 'react';
import type { BackhaulAnswer, BackhaulRequestView } from '../../../../domain/route-optimization';
import { ROUTE_OPTIMIZATION_TEXTS as T } from '../../../../domain/route-optimization-texts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatMoney, formatShortDateTime } from '../../../lib/format';

function PairRequest({ r }: { r: BackhaulRequestView }) {
  return (
    <div className="min-w-0 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium text-slate-900">{r.tripNumber}</span>
        <span className="text-slate-600">{r.patientId}</span>
        <Badge tone="slate">{r.transportLevel}</Badge>
      </p>
      <p className="break-words text-slate-700">
        {r.fromLocation} → {r.toLocation}
      </p>
      <p className="text-xs text-slate-500">{T.readyAt(formatShortDateTime(r.readyStart))}</p>
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

/** Pairs shown before "Show all": a long list of pairs would push the dispatch plan out of sight. */
const FIRST_PAIRS = 6;

/** The results of Analyze Backhaul: each pair, best first, the first request's drop-off near the second's pickup. */
export function BackhaulResults({ answer }: { answer: BackhaulAnswer }) {
  const [all, setAll] = useState(false);
  const shown = all ? answer.pairs : answer.pairs.slice(0, FIRST_PAIRS);
  return (
    <section aria-labelledby="backhaul-title" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 id="backhaul-title" className="text-lg font-semibold text-slate-900">
        {T.backhaulTitle}
      </h3>
      {answer.pairs.length === 0 ? (
        <p className="text-sm text-slate-600">{T.noPairs}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{T.pairsFound(answer.pairs.length, answer.total, answer.requests)}</p>
          <ol aria-label={T.backhaulTitle} className="grid gap-3 md:grid-cols-2">
            {shown.map((p) => (
              <li
                key={`${p.request1.id}-${p.request2.id}`}
                aria-label={`${p.request1.tripNumber} ${T.pairThen} ${p.request2.tripNumber}`}
                className="space-y-3 rounded-lg border border-slate-200 p-3"
              >
                <div className="space-y-1.5">
                  <PairRequest r={p.request1} />
                  <p className="flex items-center gap-1 text-xs font-medium text-purple-800">
                    <ArrowDown aria-hidden="true" className="size-3.5" />
                    {T.pairThen}
                  </p>
                  <PairRequest r={p.request2} />
                </div>
                <dl className="grid grid-cols-2 gap-2 border-t border-slate-100 pt-2 sm:grid-cols-4">
                  <Figure label={T.pairDistance} value={T.miles(p.distance)} />
                  <Figure label={T.pairTimeWindow} value={T.minutes(p.timeWindow)} />
                  <Figure label={T.pairEfficiency} value={`${p.efficiency.toLocaleString(undefined, { maximumFractionDigits: 1 })}%`} />
                  <Figure label={T.pairBonus} value={formatMoney(p.revenueBonus)} />
                </dl>
              </li>
            ))}
          </ol>
          {answer.pairs.length > FIRST_PAIRS && (
            <Button variant="secondary" size="sm" aria-expanded={all} onClick={() => setAll((a) => !a)}>
              {all ? T.showBestPairs(FIRST_PAIRS) : T.showAllPairs(answer.pairs.length)}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
