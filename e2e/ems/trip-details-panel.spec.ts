import type { Locator, Page } from '@playwright/test';
import { AVAILABLE_TRIPS } from '@/domain/portals/ems-dashboard-texts';
import { CARRYING_FACT_LABELS, weightInWords } from '@/domain/trips/carrying-facts';
import { TRIP_NEED_LABELS } from '@/domain/trips/trip-needs';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { TRIP_PANEL_UI } from '@/web/features/ems-dashboard/trip-details-panel-texts';
import { auditScreen } from '../support/accessibility-audit';
import { approvedAgencyAccount, EMS_TABS, openDashboardTab, requestTripFor, signInToDashboard, tripAsNurse, tripRow } from '../support/ems-dashboard';
import { expect, test } from '../support/test';

const LABELS = PORTAL_UI.wizard.labels;
const available = (page: Page) => page.getByRole('list', { name: AVAILABLE_TRIPS.title });
/** The value shown under a label of the panel. */
const field = (panel: Locator, label: string) => panel.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** What the nurse enters for the crew: a stretcher patient on oxygen, with a slide board to bring. */
const CLINICAL = {
  mobilityLevel: 'Stretcher',
  oxygenRequired: true,
  specialNeeds: 'bring slide board',
  diagnosis: 'Hip Fracture',
  patientWeight: 82,
  notes: 'Second floor, east elevator',
};

test.describe('EMS agency: the patient\u2019s needs before Accept', () => {
  test('a stretcher trip on oxygen shows its badges, opens its needs in a panel, and closing it leaves the list as it was', async ({ page, request, mailbox }) => {
    const agencyName = `Slide Board EMS ${Date.now()}`;
    const agency = await approvedAgencyAccount(request, mailbox, agencyName);
    const trip = await requestTripFor(request, [agencyName], undefined, CLINICAL);
    const statusCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/trips\/[^/]+\/status$/.test(new URL(r.url()).pathname)) statusCalls.push(r.method());
    });

    await signInToDashboard(page, agency);
    await openDashboardTab(page, EMS_TABS.availableTrips);
    const row = tripRow(available(page), trip.patientId);
    await expect(row.getByRole('list', { name: TRIP_PANEL_UI.needsLabel }).getByRole('listitem')).toHaveText([
      TRIP_NEED_LABELS.stretcher,
      TRIP_NEED_LABELS.oxygen,
    ]);
    await auditScreen(page, 'Available Trips with need badges');
    const listBefore = await available(page).innerText();

    // a click on the row, away from its buttons, opens the panel
    await row.getByText(trip.toLocation).click();
    const panel = page.getByRole('dialog', { name: TRIP_PANEL_UI.title(trip.patientId) });
    await expect(panel).toBeVisible();
    await expect(field(panel, CARRYING_FACT_LABELS.specialNeeds)).toHaveText(CLINICAL.specialNeeds);
    await expect(field(panel, CARRYING_FACT_LABELS.mobility)).toHaveText(CLINICAL.mobilityLevel);
    await expect(field(panel, CARRYING_FACT_LABELS.equipment)).toHaveText('Oxygen');
    await expect(field(panel, LABELS.diagnosis)).toHaveText(CLINICAL.diagnosis);
    await expect(field(panel, CARRYING_FACT_LABELS.notes)).toHaveText(CLINICAL.notes);
    await expect(field(panel, CARRYING_FACT_LABELS.weight)).toHaveText(weightInWords(CLINICAL.patientWeight));
    await expect(field(panel, LABELS.fromLocation)).toHaveText(trip.fromLocation);
    await expect(panel.getByRole('list', { name: TRIP_PANEL_UI.needsLabel }).getByRole('listitem')).toHaveText([
      TRIP_NEED_LABELS.stretcher,
      TRIP_NEED_LABELS.oxygen,
    ]);
    await expect(panel.getByRole('list', { name: TRIP_PANEL_UI.sections.contacts })).toContainText(TRIP_PANEL_UI.contactRoles.requester);
    // the row's own buttons are in the panel, and opening it accepted nothing
    await expect(panel.getByRole('button', { name: AVAILABLE_TRIPS.accept })).toBeEnabled();
    await expect(panel.getByRole('button', { name: AVAILABLE_TRIPS.decline })).toBeEnabled();
    await auditScreen(page, 'trip details panel');

    await panel.getByRole('button', { name: TRIP_PANEL_UI.close, exact: true }).last().click();
    await expect(panel).toBeHidden();
    const opener = row.getByRole('button', { name: TRIP_PANEL_UI.openLabel(trip.patientId) });
    await expect(opener).toBeFocused();
    expect(await available(page).innerText()).toBe(listBefore);

    // from the keyboard: the Details button opens it, Escape closes it
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();

    expect(await available(page).innerText()).toBe(listBefore);
    expect(statusCalls).toEqual([]);
    expect((await tripAsNurse(request, trip.id)).status).toBe('PENDING');
  });
});
