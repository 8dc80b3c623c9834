// The planner's threads: one lane for the route calls of single units, which plans never hold up, and one lane per
// dispatch plan computed at once, each taken by one organisation's plan (src/domain/planning/planner-admission.ts says how
// many, and whose). Every call answers within its time limit, the time it waited counted in.
import { admitPlan, admitRoute, PLANNER_MESSAGES, type PlanInTheWorks, PLANS_AT_ONCE } from '@/domain/planning/planner-admission';
import type { DarpSolution } from '@/planner/darp/model';
import type { ShiftProblem } from '@/planner/dispatch/shift-problem';
import type { RoutePlan, RouteProblem } from '@/planner/route';
import { HttpError, tooManyRequests } from '@/server/http/errors';
import { createLane, type Lane } from './planner-lane';

/** A route call that waited almost its whole limit for the thread is still given this share of it to plan. */
const LEAST_ROUTE_SHARE = 0.1;

/** A plan slot taken for an organisation: its plan is computed on a thread no other plan uses meanwhile. */
export interface PlanSlot {
  /** The plan, searched for the plan time limit; rejects with 499 when the caller has gone (the search then stops). */
  solve(problem: ShiftProblem): Promise<DarpSolution>;
  /** Frees the slot: call it once the plan is answered or given up, whether or not it was solved. */
  release(): void;
}

export interface PlanInProgress {
  organisation: string;
  /** its problem is on the thread (not still being read from the database) */
  solving: boolean;
}

export interface Planner {
  /** A single unit's route on the route thread, within the route time limit from the call, the wait counted in. */
  route(problem: RouteProblem, signal?: AbortSignal): Promise<RoutePlan>;
  /** Takes a plan slot for the organisation, or refuses with 429 and Retry-After (src/domain/planning/planner-admission.ts). */
  planSlot(organisation: string, signal?: AbortSignal): PlanSlot;
  /** The plans taking a slot now. */
  plans(): PlanInProgress[];
  /** Starts every planner thread ahead of its first call; resolves once they take jobs. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

export interface PlannerLimits {
  planTimeLimitMs: number;
  routeTimeLimitMs: number;
}

const callerGone = () => new HttpError(499, PLANNER_MESSAGES.callerGone);

export function createPlanner(limits: PlannerLimits): Planner {
  // a route takes its short limit at most; a plan is stopped when nobody waits for it
  const routes = createLane(callerGone, { stopsRunning: false });
  const planLanes: Lane[] = Array.from({ length: PLANS_AT_ONCE }, () => createLane(callerGone, { stopsRunning: true }));
  const taken = new Map<Lane, PlanInTheWorks & { solving: boolean }>();

  return {
    route(problem, signal) {
      const limit = problem.timeLimitMs ?? limits.routeTimeLimitMs;
      const admission = admitRoute(routes.waiting(), limit);
      if (!admission.admitted) throw tooManyRequests(admission.error, admission.retryAfterSeconds);
      const deadline = performance.now() + limit;
      const timeLimitMs = () => Math.max(LEAST_ROUTE_SHARE * limit, deadline - performance.now());
      return routes.run<RoutePlan>(() => ({ kind: 'route', input: { ...problem, timeLimitMs: timeLimitMs() } }), signal);
    },

    planSlot(organisation, signal) {
      const now = performance.now();
      const admission = admitPlan([...taken.values()], organisation, now);
      if (!admission.admitted) throw tooManyRequests(admission.error, admission.retryAfterSeconds);
      const lane = planLanes.find((l) => !taken.has(l))!;
      const entry = { organisation, endsAt: now + limits.planTimeLimitMs, solving: false };
      taken.set(lane, entry);
      return {
        async solve(problem) {
          entry.solving = true;
          entry.endsAt = performance.now() + limits.planTimeLimitMs;
          try {
            return await lane.run<DarpSolution>(() => ({ kind: 'shift', input: { problem, options: { timeLimitMs: limits.planTimeLimitMs } } }), signal);
          } finally {
            entry.solving = false;
          }
        },
        release() {
          if (taken.get(lane) === entry) taken.delete(lane);
        },
      };
    },

    plans: () => [...taken.values()].map(({ organisation, solving }) => ({ organisation, solving })),

    async warm() {
      await Promise.all([routes, ...planLanes].map((lane) => lane.warm()));
    },

    async close() {
      await Promise.all([routes, ...planLanes].map((lane) => lane.close()));
    },
  };
}
