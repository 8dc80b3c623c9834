// The route optimizer's input: what POST /api/optimize/routes {unitId, requestIds} hands over. Its answer's types
// live in src/domain/planning/route-plan-answers.ts, where the screens read them too.
import type { TransportLevel, TripPriority } from '@/domain/common/enums';
import type { LatLng } from '@/domain/places/geo';
import type { OptimizationConstraints, OptimizationWeights } from '@/domain/planning/optimization-settings-answers';
import type { UnitVehicle } from '@/domain/units/vehicle-fit';

export interface RouteUnit {
  id: string;
  /** Its type and capabilities: which requests it can carry at all (src/domain/units/vehicle-fit.ts). */
  vehicle: UnitVehicle;
  /** Patients it can carry at once; default 1. */
  capacity?: number;
  /** Where it is: its last drop-off, or its agency's base. */
  position: LatLng;
  /** ISO time it is free from; default: `now`. */
  availableFrom?: string;
  /** ISO time its shift ends; null: no shift end known, so no overtime. */
  shiftEnd: string | null;
}

export interface RouteRequest {
  id: string;
  pickup: LatLng;
  dropoff: LatLng;
  transportLevel: TransportLevel;
  /** How the patient travels (the trip's mobility level); default Ambulatory. */
  mobilityLevel?: string;
  bariatric?: boolean;
  priority: TripPriority;
  /** ISO start of the ready window (the scheduled time; see `readyWindowOf`). */
  readyFrom: string;
  /** ISO end of the ready window: the pickup must be reached by then. */
  readyUntil: string;
  /** The fee in dollars; default: `tripRevenue` of its level, priority and loaded miles. */
  revenue?: number;
}

export interface RouteProblem {
  unit: RouteUnit;
  requests: readonly RouteRequest[];
  weights: OptimizationWeights;
  constraints: OptimizationConstraints;
  /** ISO time the plan is made. */
  now: string;
  /** The heuristic's budget (more than 10 requests, or an exact search that runs out); default 1500 ms. */
  timeLimitMs?: number;
  /** Seed of the heuristic's random choices; the same seed and budget give the same answer on the same machine. */
  seed?: number;
  /** Stop the heuristic after this many improvement rounds even if time remains (tests use it for repeatable answers). */
  maxIterations?: number;
}

export type {
  RouteLeftOut,
  RouteLeg,
  RoutePlan,
  RouteSequenceItem,
  RouteStop,
} from '@/domain/planning/route-plan-answers';
