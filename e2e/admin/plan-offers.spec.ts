// A dispatch plan turned into action: the control center offers a unit's part to the unit's agency, whose dispatcher
// finds the unit already chosen beside Accept and takes the trip with one click.
import { PLAN_OFFERS_PATH } from '@/domain/planning/plan-offers';
import type { PlanOffersAnswer } from '@/domain/planning/dispatch-plan-answers';
import { ROUTE_OPTIMIZATION_TEXTS } from '@/domain/planning/route-optimization-texts';
import { AVAILABLE_TRIPS } from '@/domain/portals/ems-dashboard-texts';
import { EMS_UI } from '@/web/features/ems-dashboard/ems-ui-texts';
import { UNIT_CHOICE } from '@/web/features/ems-dashboard/unit-choice-texts';
import { approvedAgencyAccount, demoApiSession, EMS_TABS, METRO_EMS, openDashboardTab, ownMetroUnit, requestTripFor, signInToDashboard, tripAsNurse, tripRow } from '../support/ems-dashboard';
import { screenSettled } from '../support/screen-settled';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

test('the admin offers a unit’s part of the plan to its agency and is told what came of it', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/dashboard/route-optimization');
  await screenSettled(page);
  await page.getByRole('button', { name: ROUTE_OPTIMIZATION_TEXTS.planAll, exact: true }).click();
  const offerButton = page.getByRole('button', { name: /^Offer to agency, the plan for / }).first();
  await expect(offerButton).toBeVisible({ timeout: 15_000 });
  const answered = page.waitForResponse((r) => r.url().endsWith(PLAN_OFFERS_PATH) && r.request().method() === 'POST');
  await offerButton.click();
  const answer = (await (await answered).json()) as { data: PlanOffersAnswer };
  const total = answer.data.offered.length + answer.data.skipped.length;
  await expect(page.getByText(ROUTE_OPTIMIZATION_TEXTS.offerDone(answer.data.offered.length, total, answer.data.agencyName))).toBeVisible();

  // a reload and a new plan remember it: the unit keeps its trips, each saying when it was offered, and the offer is
  // not made again
  await page.reload();
  await screenSettled(page);
  await page.getByRole('button', { name: ROUTE_OPTIMIZATION_TEXTS.planAll, exact: true }).click();
  const card = page.getByRole('listitem', { name: `${answer.data.unitNumber} · ${answer.data.agencyName}`, exact: true });
  const offeredAt = new RegExp(`^Offered to ${answer.data.agencyName} at .*\\d:\\d{2} [AP]M \\S+$`);
  await expect(card.getByText(offeredAt).first()).toBeVisible({ timeout: 15_000 });
  if (answer.data.skipped.length === 0) {
    await expect(card.getByRole('status').filter({ hasText: offeredAt })).toBeVisible();
    await expect(card.getByRole('button', { name: ROUTE_OPTIMIZATION_TEXTS.offerLabel(answer.data.unitNumber, answer.data.agencyName) })).toHaveCount(0);
  }
});

test('a trip offered with a unit shows that unit beside Accept, and one click takes it with that unit', async ({ page, request, mailbox }) => {
  const rivalName = `Plan Rival ${Date.now().toString(36)}`;
  await approvedAgencyAccount(request, mailbox, rivalName);
  const trip = await requestTripFor(request, [rivalName]);
  const metroUnit = await ownMetroUnit(request, 'PO');
  const admin = await demoApiSession(request, 'admin');
  const offered = await request.post(PLAN_OFFERS_PATH, { headers: admin.headers, data: { unitId: metroUnit.id, requestIds: [trip.id] } });
  expect(((await offered.json()) as { data: PlanOffersAnswer }).data.offered).toHaveLength(1);

  await signInToDashboard(page);
  await openDashboardTab(page, EMS_TABS.availableTrips);
  const row = tripRow(page.getByRole('list', { name: AVAILABLE_TRIPS.title }), trip.patientId);
  await expect(row.getByLabel(UNIT_CHOICE.selectLabel(trip.patientId))).toHaveValue(metroUnit.id);
  await row.getByRole('button', { name: EMS_UI.trip.acceptLabel(trip.patientId) }).click();
  await expect(row).toHaveCount(0);
  expect(await tripAsNurse(request, trip.id)).toMatchObject({ status: 'ACCEPTED', assignedUnitId: metroUnit.id, assignedAgency: { name: METRO_EMS } });
});
