import { SystemPerformanceBlock } from '@/web/features/analytics';
import { RoutePlanner } from '../components/route-planner';

/** /dashboard/route-optimization: the route planner, then the system's last 24 hours, computed. */
export default function RouteOptimizationPage() {
  return (
    <div className="space-y-8">
      <RoutePlanner showTitle={false} />
      <SystemPerformanceBlock />
    </div>
  );
}
