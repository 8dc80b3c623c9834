// An agency's trip rows with their need badges and the details panel, at desktop and phone width, for a visual review
// (npm run shots; not part of npm test): npm run shots -- e2e/ems/trip-details-panel-screenshots.spec.ts
import type { Page } from '@playwright/test';
import { AVAILABLE_TRIPS, MY_TRIPS } from '@/domain/portals/ems-dashboard-texts';
import { TRIP_PANEL_UI } from '@/web/features/ems-dashboard/trip-details-panel-texts';
import { approvedAgencyAccount, EMS_TABS, openDashboardTab, requestTripFor, signInToDashboard, tripRow } from '../support/ems-dashboard';
import { SHOT_VIEWPORTS, SHOTS_DIR, skipUnlessShooting } from '../support/shots';
import { expect, test } from '../support/test';

skipUnlessShooting();

for (const [device, viewport] of SHOT_VIEWPORTS) {
  test.describe(device, () => {
    test.use({ viewport });
    const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `${SHOTS_DIR}/${device}-ems-${name}.png`, fullPage });

    test('trip needs: badges and details panel', async ({ page, request, mailbox }) => {
      test.setTimeout(90_000);
      const agencyName = `Needs Review EMS ${device} ${Date.now()}`;
      const agency = await approvedAgencyAccount(request, mailbox, agencyName);
      const stretcher = await requestTripFor(request, [agencyName], undefined, {
        mobilityLevel: 'Stretcher',
        oxygenRequired: true,
        monitoringRequired: true,
        specialNeeds: 'bring slide board',
        diagnosis: 'Hip Fracture',
        patientWeight: 172,
        notes: 'Second floor, east elevator; call the charge nurse on arrival',
      });
      await requestTripFor(request, [agencyName], undefined, { mobilityLevel: 'Wheelchair' });
      await signInToDashboard(page, agency);
      await openDashboardTab(page, EMS_TABS.availableTrips);
      const list = page.getByRole('list', { name: AVAILABLE_TRIPS.title });
      await expect(tripRow(list, stretcher.patientId).getByRole('list', { name: TRIP_PANEL_UI.needsLabel })).toBeVisible();
      await shot(page, '90-available-needs');
      await tripRow(list, stretcher.patientId).getByRole('button', { name: TRIP_PANEL_UI.openLabel(stretcher.patientId) }).click();
      const panel = page.getByRole('dialog');
      await expect(panel.getByRole('list', { name: TRIP_PANEL_UI.sections.contacts })).toBeVisible();
      await shot(page, '91-details-panel', false);
      await panel.getByRole('list', { name: TRIP_PANEL_UI.sections.contacts }).scrollIntoViewIfNeeded();
      await shot(page, '91b-details-panel-contacts', false);
      await panel.getByRole('button', { name: AVAILABLE_TRIPS.accept }).click();
      await expect(panel).toBeHidden();
      await openDashboardTab(page, EMS_TABS.myTrips);
      await expect(tripRow(page.getByRole('list', { name: MY_TRIPS.title }), stretcher.patientId)).toBeVisible();
      await shot(page, '92-my-trips-needs');
    });
  });
}
