import { CircleCheck, ClipboardList, Clock, Truck } from 'lucide-react';
import { TRIP_MANAGEMENT } from '@/domain/trips/trip-management-texts';
import type { TripSummary } from '@/domain/trips/trip-answers';
import { StatTile } from '@/web/components/ui/stat-tile';

const icon = 'size-5';

/** Total, Pending, In Progress and Completed: every trip, whatever the filters (the server's summary). */
export function TripCounts({ summary }: { summary: TripSummary | undefined }) {
  const by = summary?.byStatus;
  const n = (v: number | undefined) => v?.toLocaleString();
  return (
    <div role="group" aria-label={TRIP_MANAGEMENT.countsLabel} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile label={TRIP_MANAGEMENT.counts.total} value={n(summary?.total)} icon={<ClipboardList aria-hidden="true" className={icon} />} />
      <StatTile label={TRIP_MANAGEMENT.counts.pending} value={n(by?.PENDING)} icon={<Clock aria-hidden="true" className={icon} />} />
      <StatTile label={TRIP_MANAGEMENT.counts.inProgress} value={n(by?.IN_PROGRESS)} icon={<Truck aria-hidden="true" className={icon} />} />
      <StatTile label={TRIP_MANAGEMENT.counts.completed} value={n(by?.COMPLETED)} icon={<CircleCheck aria-hidden="true" className={icon} />} />
    </div>
  );
}
