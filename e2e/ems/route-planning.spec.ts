import { DISPATCH_PLAN_PATH } from '@/domain/planning/dispatch-plan';
import type { DispatchPlan } from '@/domain/planning/dispatch-plan-answers';
import { PLANNER_MESSAGES } from '@/domain/planning/planner-admission';
import { ROUTE_OPTIMIZATION_TEXTS } from '@/domain/planning/route-optimization-texts';
import type { UnitView } from '@/domain/units/unit-answers';
import { demoApiSession, EMS_TABS, METRO_EMS, openDashboardTab, signInToDashboard, tripAsNurse } from '../support/ems-dashboard';
import { availableUnits, pendingRequestsSoon, requestCheckbox } from '../support/route-planning';
import { screenSettled } from '../support/screen-settled';
import { expect, test } from '../support/test';

test.describe('EMS agency: Route Optimization tab', () => {
  test('the dispatcher plans the selected requests over the agency’s units and accepts one unit’s part', async ({ page }) => {
    test.setTimeout(90_000);
    // a unit of the test's own beside the demo agency's busy ones, and requests offered to the agency alone
    const dispatcher = await demoApiSession(page.request, 'ems');
    const unitNumber = `RP-${Date.now().toString(36)}`;
    const created = await page.request.post('/api/units', { headers: dispatcher.headers, data: { unitNumber, capabilities: ['BLS', 'ALS'] } });
    expect(created.status(), await created.text()).toBe(201);
    const unit = ((await created.json()) as { data: UnitView }).data;
    const available = (await availableUnits(page.request, dispatcher.headers)).find((u) => u.id === unit.id);
    expect(available?.position, 'the new unit starts from the agency base').not.toBeNull();
    const trips = await pendingRequestsSoon(page.request, METRO_EMS, [40, 130]);

    await signInToDashboard(page);
    await openDashboardTab(page, EMS_TABS.routeOptimization);
    const panel = page.getByRole('tabpanel', { name: EMS_TABS.routeOptimization });
    await expect(panel.getByLabel(ROUTE_OPTIMIZATION_TEXTS.selectUnit, { exact: true })).toBeVisible();
    await screenSettled(page);
    // an agency's own units: no agency name in the option
    await expect(panel.getByLabel(ROUTE_OPTIMIZATION_TEXTS.selectUnit, { exact: true }).getByRole('option', { name: ROUTE_OPTIMIZATION_TEXTS.unitOption(unitNumber, null, available!.levelOfCare) })).toBeAttached();
    for (const trip of trips) await requestCheckbox(page, trip.tripNumber).check();

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/optimize/plan') && r.request().method() === 'POST');
    await panel.getByRole('button', { name: ROUTE_OPTIMIZATION_TEXTS.planSelected(2), exact: true }).click();
    const response = await answer;
    expect(response.status(), await response.text()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({ requestIds: trips.map((t) => t.id) });
    const plan = ((await response.json()) as { data: DispatchPlan }).data;
    const part = plan.units.find((u) => u.unitId === unit.id);
    expect(part?.requestIds.sort(), JSON.stringify(plan.unassigned)).toEqual(trips.map((t) => t.id).sort());

    const card = panel.getByRole('listitem', { name: unitNumber, exact: true });
    await expect(card).toContainText(ROUTE_OPTIMIZATION_TEXTS.planUnitFigures(2));
    for (const trip of trips) await expect(card).toContainText(`${ROUTE_OPTIMIZATION_TEXTS.pickup} ${trip.tripNumber} (${trip.patientId})`);

    const accepts = page.waitForResponse((r) => r.url().endsWith(`/api/trips/${part!.requestIds.at(-1)}/status`));
    await card.getByRole('button', { name: ROUTE_OPTIMIZATION_TEXTS.acceptLabel(unitNumber) }).click();
    expect((await accepts).status()).toBe(200);
    await expect(card.getByRole('status')).toHaveText(ROUTE_OPTIMIZATION_TEXTS.acceptDone(2, 2));
    await expect(card.getByRole('button', { name: ROUTE_OPTIMIZATION_TEXTS.acceptLabel(unitNumber) })).toHaveCount(0);
    for (const trip of trips) {
      const now = await tripAsNurse(page.request, trip.id);
      expect(now.status).toBe('ACCEPTED');
      expect(now.assignedUnitId).toBe(unit.id);
      // the lists reload: an accepted request is no longer pending
      await expect(requestCheckbox(page, trip.tripNumber)).toHaveCount(0);
    }
  });

  test('a plan refused while the agency’s other plan is being made says when to try again', async ({ page }) => {
    // the server's refusal as it answers it (test/api/planner-lanes.test.ts makes it happen for real)
    const refusal = PLANNER_MESSAGES.organisationBusy(3);
    await page.route(`**${DISPATCH_PLAN_PATH}`, (route) => route.fulfill({ status: 429, headers: { 'retry-after': '3' }, json: { success: false, error: refusal } }));
    await signInToDashboard(page);
    await openDashboardTab(page, EMS_TABS.routeOptimization);
    const panel = page.getByRole('tabpanel', { name: EMS_TABS.routeOptimization });
    await panel.getByRole('button', { name: ROUTE_OPTIMIZATION_TEXTS.planAll, exact: true }).click();
    await expect(panel.getByRole('alert')).toHaveText(refusal);
    await expect(panel.getByRole('button', { name: ROUTE_OPTIMIZATION_TEXTS.planAll, exact: true })).toBeEnabled();
  });
});
