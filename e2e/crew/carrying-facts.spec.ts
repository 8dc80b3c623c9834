import type { Locator } from '@playwright/test';
import { MY_TRIPS } from '@/domain/portals/ems-dashboard-texts';
import { CARRYING_FACT_LABELS } from '@/domain/trips/carrying-facts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { CARRYING_FACTS_UI } from '@/web/lib/trip-sheet-ui-texts';
import { TRIP_PANEL_UI } from '@/web/features/ems-dashboard/trip-details-panel-texts';
import { onShift, MEDIC, unitOfItsOwn } from '../support/crew-app';
import { demoApiSession, EMS_TABS, METRO_EMS, openDashboardTab, requestTripFor, signInToDashboard, tripRow } from '../support/ems-dashboard';
import { openTab, PORTAL_TABS, signInToPortal } from '../support/healthcare-portal';
import { expect, test } from '../support/test';

// A stretcher patient of 120 kg with a slide board to bring reads the same on the crew's phone, the dispatcher's panel
// and the facility's details: one list of facts, in one order and the same words.
const PATIENT = {
  mobilityLevel: 'Stretcher',
  patientWeight: 120,
  specialNeeds: 'bring slide board',
  oxygenRequired: true,
  fromDepartment: 'Radiology',
  fromFloor: '3',
  fromRoom: '312',
  toRoom: 'B2',
};
const EXPECTED: [string, string][] = [
  [CARRYING_FACT_LABELS.mobility, 'Stretcher'],
  [CARRYING_FACT_LABELS.weight, '120 kg / 265 lb'],
  [CARRYING_FACT_LABELS.equipment, 'Oxygen'],
  [CARRYING_FACT_LABELS.specialNeeds, 'bring slide board'],
];

/** The facts a screen shows, label and value, in its order. */
async function factsOn(scope: Locator): Promise<[string, string][]> {
  const list = scope.getByRole('region', { name: CARRYING_FACTS_UI.title }).first();
  await expect(list).toBeVisible();
  const rows = list.locator('dl > div');
  const count = await rows.count();
  const facts: [string, string][] = [];
  for (let i = 0; i < count; i++) facts.push([(await rows.nth(i).locator('dt').innerText()).trim(), (await rows.nth(i).locator('dd').innerText()).trim()]);
  return facts;
}

/** Every expected fact is there, in order, beside the building details of the pickup. */
function expectAllFacts(facts: [string, string][]) {
  const labels = facts.map(([label]) => label.toLowerCase());
  for (const [label, value] of EXPECTED) expect(facts).toContainEqual([expect.stringMatching(new RegExp(`^${label}$`, 'i')), value]);
  expect(labels.indexOf(CARRYING_FACT_LABELS.mobility.toLowerCase())).toBeLessThan(labels.indexOf(CARRYING_FACT_LABELS.weight.toLowerCase()));
  expect(facts).toContainEqual([expect.stringMatching(new RegExp(`^${CARRYING_FACT_LABELS.pickupWhere}$`, 'i')), 'Department Radiology · Floor 3 · Room 312']);
}

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the crew card, the dispatcher’s panel and the facility’s details show the same facts of how the patient is carried', async ({ page, request, personPage }) => {
      // three people sign in, each on a page of their own, after the trip is booked and accepted through the API
      test.slow();
      const unit = await unitOfItsOwn(request);
      const trip = await requestTripFor(request, [METRO_EMS], undefined, PATIENT);
      const dispatcher = await demoApiSession(request, 'ems');
      const accepted = await request.put(`/api/trips/${trip.id}/status`, { headers: dispatcher.headers, data: { status: 'ACCEPTED', assignedUnitId: unit.id } });
      expect(accepted.status(), await accepted.text()).toBe(200);

      // the crew's phone
      await onShift(page, MEDIC, unit);
      const card = page.getByRole('article').filter({ hasText: trip.patientId });
      const crewFacts = await factsOn(card);
      expectAllFacts(crewFacts);
      await expect(card.getByRole('link', { name: new RegExp(`^${CARRYING_FACTS_UI.call('')}`) })).toHaveAttribute('href', /^tel:\+?\d+$/);

      // the dispatcher's panel
      const ems = await personPage();
      await signInToDashboard(ems);
      await openDashboardTab(ems, EMS_TABS.myTrips);
      const row = tripRow(ems.getByRole('list', { name: MY_TRIPS.title }), trip.patientId);
      await row.getByRole('button', { name: TRIP_PANEL_UI.openLabel(trip.patientId) }).click();
      const panel = ems.getByRole('dialog', { name: TRIP_PANEL_UI.title(trip.patientId) });
      expect(await factsOn(panel)).toEqual(crewFacts);

      // the facility's details
      const nurse = await personPage();
      await signInToPortal(nurse);
      await openTab(nurse, PORTAL_TABS.requests);
      await nurse.getByRole('button', { name: PORTAL_UI.requests.openDetails(trip.patientId) }).click();
      const details = nurse.getByRole('dialog', { name: PORTAL_UI.details.title(trip.tripNumber) });
      expect(await factsOn(details)).toEqual(crewFacts);
    });
  });
}

