// GET and POST /api/optimize/backhaul: the backhaul pairs among the pending requests a caller may take, or among
// those it names, by the limits of the settings in force for it, each pair one of its units could carry.
import { loadedMilesBetween } from '@/domain/planning/pricing';
import type { BackhaulAnswer, BackhaulRequestView } from '@/domain/planning/backhaul-answers';
import type { OptimizationSettings } from '@/domain/planning/optimization-settings-answers';
import type { UnitCarries } from '@/domain/units/vehicle-fit';
import { backhaulPairs, type BackhaulRequest } from '@/planner/backhaul/backhaul-pairs';
import type { PlanningRequest } from './planning-requests';

type Candidate = BackhaulRequest & { request: PlanningRequest };

const viewOf = (r: PlanningRequest): BackhaulRequestView => ({
  id: r.id,
  tripNumber: r.tripNumber,
  patientId: r.patientId,
  transportLevel: r.transportLevel,
  priority: r.priority,
  fromLocation: r.fromLocation,
  toLocation: r.toLocation,
  readyStart: r.readyStart.toISOString(),
});

/**
 * The best `limit` pairs one kind of unit of `fleet` can carry, and how many there are; requests without both places'
 * coordinates cannot pair.
 */
export function backhaulAnswer(requests: readonly PlanningRequest[], settings: OptimizationSettings, limit: number, fleet: readonly UnitCarries[]): BackhaulAnswer {
  const candidates: Candidate[] = requests.flatMap((r) =>
    r.pickup && r.dropOff
      ? [{ id: r.id, pickup: r.pickup, dropOff: r.dropOff, readyAt: r.readyStart.getTime(), loadedMiles: r.loadedMiles ?? loadedMilesBetween(r.pickup, r.dropOff), need: r, request: r }]
      : [],
  );
  const pairs = backhaulPairs(candidates, {
    maxDistanceMiles: settings.constraints.maxBackhaulDistance,
    maxTimeWindowMinutes: settings.constraints.maxBackhaulTimeWindow,
    fleet,
  });
  return {
    pairs: pairs.slice(0, limit).map((p) => ({
      request1: viewOf(p.first.request),
      request2: viewOf(p.second.request),
      efficiency: p.efficiency,
      revenueBonus: settings.weights.backhaulBonus,
      distance: p.distance,
      timeWindow: p.timeWindow,
    })),
    total: pairs.length,
    requests: requests.length,
  };
}
