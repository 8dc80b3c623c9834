// Who may have the planner now. Dispatch plans take seconds of computing each: a server computes a few at once, each
// on a thread of its own and within its time limit, and an organisation one at a time, so nobody's plans starve the
// others'. Route calls for one unit have a thread of their own that plans never hold; a short line of them may wait
// there. A call refused for want of room is told when to ask again (429 with Retry-After): it was valid and will be
// taken once a running plan ends, which is not the conflict with stored data a 409 reports.
import type { UserType } from '../common/enums';

/** Dispatch plans computed at once on one server. None waits: one more is refused until a running one ends. */
export const PLANS_AT_ONCE = 2;
/** Route calls waiting for the route thread beside the one it computes; one more is refused. */
export const ROUTES_WAITING = 4;

const seconds = (n: number) => (n === 1 ? '1 second' : `${n} seconds`);

export const PLANNER_MESSAGES = {
  organisationBusy: (retryAfter: number) => `A dispatch plan for your organisation is still being made; try again in ${seconds(retryAfter)}`,
  plannerBusy: (retryAfter: number) => `The planner is busy with other organisations' plans; try again in ${seconds(retryAfter)}`,
  routesBusy: (retryAfter: number) => `The route planner is busy; try again in ${seconds(retryAfter)}`,
  callerGone: 'The caller closed its connection before the answer was ready',
} as const;

/** Whose plan it is: an agency plans its own units, the control center (administrators and coordinators) any. */
export function planningOrganisation(caller: { userType: UserType; agencyId: string | null }): string {
  return caller.userType === 'EMS' && caller.agencyId ? `agency ${caller.agencyId}` : 'control center';
}

export interface PlanInTheWorks {
  organisation: string;
  /** when its time limit ends, in milliseconds on the clock `now` is read from */
  endsAt: number;
}

export type Admission = { admitted: true } | { admitted: false; error: string; retryAfterSeconds: number };

/** Whole seconds until a moment, at least one. */
const secondsUntil = (at: number, now: number) => Math.max(1, Math.ceil((at - now) / 1000));

/** Whether a plan for `organisation` may start beside the plans in the works; when not, why and when to ask again. */
export function admitPlan(inTheWorks: readonly PlanInTheWorks[], organisation: string, now: number): Admission {
  const own = inTheWorks.find((p) => p.organisation === organisation);
  if (own) {
    const retryAfterSeconds = secondsUntil(own.endsAt, now);
    return { admitted: false, error: PLANNER_MESSAGES.organisationBusy(retryAfterSeconds), retryAfterSeconds };
  }
  if (inTheWorks.length >= PLANS_AT_ONCE) {
    const retryAfterSeconds = secondsUntil(Math.min(...inTheWorks.map((p) => p.endsAt)), now);
    return { admitted: false, error: PLANNER_MESSAGES.plannerBusy(retryAfterSeconds), retryAfterSeconds };
  }
  return { admitted: true };
}

/** Whether a route call may join the line of `waiting` ones; when not, to ask again once the longest call could be over. */
export function admitRoute(waiting: number, routeTimeLimitMs: number): Admission {
  if (waiting < ROUTES_WAITING) return { admitted: true };
  const retryAfterSeconds = secondsUntil(routeTimeLimitMs, 0);
  return { admitted: false, error: PLANNER_MESSAGES.routesBusy(retryAfterSeconds), retryAfterSeconds };
}
