import { Repeat } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import { ANALYTICS_SCREEN } from '@/domain/analytics/analytics-texts';
import { paths } from '@/web/app/paths';
import { EmptyState } from '@/web/components/ui/empty-state';
import { LoadingPanel } from '@/web/components/ui/loading-panel';
import { BackhaulPairCard } from '@/web/features/route-optimization';
import { useBackhaulPairs } from '../api/get-backhaul-pairs';
import { FailedCall } from './query-state';

/** The first backhaul pairs among the pending requests, each with its own efficiency and figures; an empty state when none. */
export function BackhaulPanel() {
  const titleId = useId();
  const backhaul = useBackhaulPairs();
  const answer = backhaul.data;
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={titleId} className="font-semibold text-slate-900">
          {ANALYTICS_SCREEN.backhaulTitle}
        </h3>
        <Link to={paths.dashboard.routeOptimization} className="text-sm font-medium text-blue-700 hover:underline">
          {ANALYTICS_SCREEN.backhaulLink}
        </Link>
      </div>
      <p className="text-sm text-slate-600">{ANALYTICS_SCREEN.backhaulIntro}</p>
      <FailedCall calls={[backhaul]} />
      {!answer ? (
        !backhaul.isError && <LoadingPanel label={ANALYTICS_SCREEN.backhaulLoading} />
      ) : answer.pairs.length === 0 ? (
        <EmptyState icon={<Repeat aria-hidden="true" className="size-8" />} title={ANALYTICS_SCREEN.noBackhaulPairs}>
          {ANALYTICS_SCREEN.noBackhaulPairsBody}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-600">{ANALYTICS_SCREEN.backhaulShown(answer.pairs.length, answer.total, answer.requests)}</p>
          <ol aria-label={ANALYTICS_SCREEN.backhaulTitle} className="grid gap-3 md:grid-cols-2">
            {answer.pairs.map((p) => (
              <BackhaulPairCard key={`${p.request1.id}-${p.request2.id}`} pair={p} />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
