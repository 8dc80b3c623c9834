import { describe, expect, it } from 'vitest';
import { admitPlan, admitRoute, PLANNER_MESSAGES, planningOrganisation, PLANS_AT_ONCE, ROUTES_WAITING } from '@/domain/planning/planner-admission';

describe('who may have the planner', () => {
  const agency = planningOrganisation({ userType: 'EMS', agencyId: 'a-1' });
  const center = planningOrganisation({ userType: 'ADMIN', agencyId: null });

  it('counts an agency’s dispatchers as one organisation, and the control center’s administrators and coordinators as another', () => {
    expect(planningOrganisation({ userType: 'EMS', agencyId: 'a-1' })).toBe(agency);
    expect(planningOrganisation({ userType: 'EMS', agencyId: 'a-2' })).not.toBe(agency);
    expect(planningOrganisation({ userType: 'USER', agencyId: null })).toBe(center);
    expect(center).not.toBe(agency);
  });

  it('starts a plan while fewer than PLANS_AT_ONCE are in the works and none is the organisation’s own', () => {
    expect(PLANS_AT_ONCE).toBe(2);
    expect(admitPlan([], agency, 0)).toEqual({ admitted: true });
    expect(admitPlan([{ organisation: center, endsAt: 3000 }], agency, 0)).toEqual({ admitted: true });
  });

  it('refuses an organisation’s second plan, saying when its first one ends', () => {
    expect(admitPlan([{ organisation: agency, endsAt: 2600 }], agency, 500)).toEqual({
      admitted: false,
      error: PLANNER_MESSAGES.organisationBusy(3),
      retryAfterSeconds: 3,
    });
    expect(PLANNER_MESSAGES.organisationBusy(1)).toBe('A dispatch plan for your organisation is still being made; try again in 1 second');
  });

  it('refuses a plan when every slot is taken, saying when the first of them frees', () => {
    const full = [
      { organisation: center, endsAt: 2900 },
      { organisation: 'agency a-2', endsAt: 1200 },
    ];
    expect(admitPlan(full, agency, 1000)).toEqual({ admitted: false, error: PLANNER_MESSAGES.plannerBusy(1), retryAfterSeconds: 1 });
    // a plan past its time limit (still answering) is asked about again a second later
    expect(admitPlan(full, agency, 5000)).toMatchObject({ admitted: false, retryAfterSeconds: 1 });
  });

  it('lets ROUTES_WAITING route calls wait for the route thread, and refuses one more until the longest call could be over', () => {
    expect(admitRoute(ROUTES_WAITING - 1, 1500)).toEqual({ admitted: true });
    expect(admitRoute(ROUTES_WAITING, 1500)).toEqual({ admitted: false, error: PLANNER_MESSAGES.routesBusy(2), retryAfterSeconds: 2 });
  });
});
