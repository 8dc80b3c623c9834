import { Info } from 'lucide-react';
import { SYSTEM_PERFORMANCE_TEXTS as T } from '../../../../domain/analytics/analytics-texts';
import { SystemPerformanceBlock } from '../../analytics/components/system-performance-block';

/** /dashboard/route-optimization (its name shows in the top bar): for now the system's last 24 hours, computed; route planning comes next. */
export function RouteOptimizationPage() {
  return (
    <div className="space-y-5">
      <p className="flex items-start gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-600">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
        {T.planningComing}
      </p>
      <SystemPerformanceBlock />
    </div>
  );
}
