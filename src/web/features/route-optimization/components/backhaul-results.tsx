import { useState } from 'react';
import type { BackhaulAnswer } from '@/domain/planning/backhaul-answers';
import { ROUTE_OPTIMIZATION_TEXTS } from '@/domain/planning/route-optimization-texts';
import { Button } from '@/web/components/ui/button';
import { BackhaulPairCard } from './backhaul-pair-card';

/** Pairs shown before "Show all": a long list of pairs would push the dispatch plan out of sight. */
const FIRST_PAIRS = 6;

/** The results of Analyze Backhaul: each pair, best first, the first request's drop-off near the second's pickup. */
export function BackhaulResults({ answer }: { answer: BackhaulAnswer }) {
  const [all, setAll] = useState(false);
  const shown = all ? answer.pairs : answer.pairs.slice(0, FIRST_PAIRS);
  return (
    <section aria-labelledby="backhaul-title" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 id="backhaul-title" className="text-lg font-semibold text-slate-900">
        {ROUTE_OPTIMIZATION_TEXTS.backhaulTitle}
      </h3>
      {answer.pairs.length === 0 ? (
        <p className="text-sm text-slate-600">{ROUTE_OPTIMIZATION_TEXTS.noPairs}</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{ROUTE_OPTIMIZATION_TEXTS.pairsFound(answer.pairs.length, answer.total, answer.requests)}</p>
          <ol aria-label={ROUTE_OPTIMIZATION_TEXTS.backhaulTitle} className="grid gap-3 md:grid-cols-2">
            {shown.map((p) => (
              <BackhaulPairCard key={`${p.request1.id}-${p.request2.id}`} pair={p} />
            ))}
          </ol>
          {answer.pairs.length > FIRST_PAIRS && (
            <Button variant="secondary" size="sm" aria-expanded={all} onClick={() => setAll((a) => !a)}>
              {all ? ROUTE_OPTIMIZATION_TEXTS.showBestPairs(FIRST_PAIRS) : ROUTE_OPTIMIZATION_TEXTS.showAllPairs(answer.pairs.length)}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
