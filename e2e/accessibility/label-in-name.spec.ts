import type { Page } from '@playwright/test';
import { NOTIFICATION_TEXTS } from '../../src/domain/control-center-screens';
import { AGENCY_ANALYTICS_TEXTS } from '../../src/domain/ems-dashboard-texts';
import { WIZARD } from '../../src/domain/healthcare-portal-texts';
import { SCREEN } from '../../src/domain/messages';
import { DASHBOARD_SECTIONS as S } from '../../src/domain/portal-texts';
import { TRIP_MANAGEMENT } from '../../src/domain/trip-management-texts';
import { paths } from '../../src/web/app/paths';
import { PORTAL_UI } from '../../src/web/lib/portal-ui-texts';
import { UI } from '../../src/web/lib/ui-texts';
import { auditScreen } from '../support/accessibility-audit';
import { EMS_TABS, openDashboardTab, signInToDashboard } from '../support/ems-dashboard';
import { blockMapTiles, openTab, PORTAL_TABS, signInToPortal, wizard, wizardStep } from '../support/healthcare-portal';
import { signInAs } from '../support/session';
import { SHOT_VIEWPORTS } from '../support/shots';
import { expect, test } from '../support/test';

const heading = (page: Page, text: string) => expect(page.getByRole('heading', { level: 1 })).toHaveText(text);

/** The control center's sections a role reaches, by path and the top bar's title. */
const CONTROL_CENTER: [string, string][] = [
  [paths.dashboard.root, S.overview],
  [paths.dashboard.trips, S.trips],
  [paths.dashboard.units, S.units],
  [paths.dashboard.hospitals, S.hospitals],
  [paths.dashboard.agencies, S.agencies],
  [paths.dashboard.analytics, S.analytics],
  [paths.dashboard.routeOptimization, S.routeOptimization],
  [paths.dashboard.notifications, S.notifications],
];
const ADMIN_ONLY: [string, string][] = [
  [`${paths.dashboard.units}?view=manage`, S.units],
  [paths.dashboard.settings, S.settings],
  [paths.dashboard.financial, S.financial],
];

async function walkControlCenter(page: Page, sections: [string, string][], phone: boolean) {
  for (const [path, title] of sections) {
    await page.goto(path);
    await heading(page, title);
    await auditScreen(page, title);
  }
  await page.goto(paths.dashboard.trips);
  await page.getByRole('button', { name: TRIP_MANAGEMENT.view }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await auditScreen(page, 'trip details');
  await page.keyboard.press('Escape');

  await page.goto(paths.dashboard.notifications);
  await page.getByRole('banner').getByRole('button', { name: NOTIFICATION_TEXTS.bell }).click();
  await expect(page.getByRole('dialog', { name: NOTIFICATION_TEXTS.bell })).toBeVisible();
  await auditScreen(page, 'notification bell');
  await page.keyboard.press('Escape');

  if (phone) {
    await page.getByRole('button', { name: UI.openMenu }).click();
    await expect(page.getByRole('dialog', { name: UI.mainNavigation })).toBeVisible();
    await auditScreen(page, 'navigation drawer');
  }
}

for (const [width, viewport] of SHOT_VIEWPORTS) {
  test.describe(`every control's name holds its visible text, and axe finds nothing serious (${width})`, () => {
    test.use({ viewport });
    // a walk of up to 16 screens, each with an axe scan of a second or more
    test.setTimeout(240_000);
    const phone = width === 'phone';

    test('logged out: role selection, the three logins, both registrations', async ({ page }) => {
      await page.goto(paths.home);
      await heading(page, SCREEN.welcomeTitle);
      await auditScreen(page, 'role selection');
      for (const login of [SCREEN.healthcareLogin, SCREEN.emsLogin]) {
        await page.getByRole('button', { name: login, exact: true }).click();
        await heading(page, login);
        await auditScreen(page, login);
        await page.getByRole('button', { name: SCREEN.backToSelection }).click();
      }
      await page.getByRole('button', { name: SCREEN.centerLogin, exact: true }).click();
      await heading(page, SCREEN.adminLoginTitle);
      await auditScreen(page, SCREEN.centerLogin);
      for (const [kind, title] of [
        ['healthcare', SCREEN.createHealthcare],
        ['ems', SCREEN.createEms],
      ] as const) {
        await page.goto(`/?register=${kind}`);
        await heading(page, title);
        await auditScreen(page, title);
      }
    });

    test('ADMIN: every section, a trip, the bell', async ({ page }) => {
      await signInAs(page, 'admin');
      await expect(page).toHaveURL(paths.dashboard.root);
      await walkControlCenter(page, [...CONTROL_CENTER, ...ADMIN_ONLY], phone);
      await page.goto(paths.dashboard.trips);
      await page.getByRole('button', { name: TRIP_MANAGEMENT.create }).click();
      await expect(page.getByRole('region', { name: TRIP_MANAGEMENT.create })).toBeVisible();
      await auditScreen(page, TRIP_MANAGEMENT.create);
    });

    test('USER: every section, a trip, the bell', async ({ page }) => {
      await signInAs(page, 'user');
      await expect(page).toHaveURL(paths.dashboard.root);
      await walkControlCenter(page, CONTROL_CENTER, phone);
    });

    test('HEALTHCARE: every tab, each wizard step, a request', async ({ page }) => {
      await blockMapTiles(page);
      await signInToPortal(page);
      for (const tab of [PORTAL_TABS.overview, PORTAL_TABS.requests, PORTAL_TABS.settings, PORTAL_TABS.hospitalSettings]) {
        await openTab(page, tab);
        await auditScreen(page, tab);
      }
      await openTab(page, PORTAL_TABS.requests);
      await page.getByRole('table', { name: PORTAL_UI.requests.tableLabel }).getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await auditScreen(page, 'request details');
      await page.keyboard.press('Escape');

      await openTab(page, PORTAL_TABS.createRequest);
      for (const [i, step] of WIZARD.steps.entries()) {
        await wizard(page).getByRole('button', { name: PORTAL_UI.wizard.stepButton(i + 1, step, false) }).click();
        await expect(wizardStep(page, i)).toBeVisible();
        await auditScreen(page, `${PORTAL_TABS.createRequest}: ${step}`);
      }
    });

    test('EMS: every tab and each analytics view', async ({ page }) => {
      await blockMapTiles(page);
      await signInToDashboard(page);
      for (const tab of Object.values(EMS_TABS)) {
        await openDashboardTab(page, tab);
        if (tab !== EMS_TABS.analytics) {
          await auditScreen(page, tab);
          continue;
        }
        for (const view of Object.values(AGENCY_ANALYTICS_TEXTS.tabs)) {
          await page.getByRole('tabpanel', { name: tab }).getByRole('tab', { name: view, exact: true }).click();
          await auditScreen(page, `${tab}: ${view}`);
        }
      }
    });
  });
}
