import { expect, type Page } from '@playwright/test';
import { ANALYTICS_SCREEN } from '@/domain/analytics/analytics-texts';
import { ACCESS_LOG_TEXTS } from '@/domain/audit/access-log-texts';
import { NOTIFICATION_TEXTS } from '@/domain/portals/control-center-screens';
import { AGENCY_ANALYTICS_TEXTS } from '@/domain/portals/ems-dashboard-texts';
import { WIZARD } from '@/domain/portals/healthcare-portal-texts';
import { SCREEN } from '@/domain/common/messages';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { TRIP_MANAGEMENT } from '@/domain/trips/trip-management-texts';
import { paths } from '@/web/app/paths';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { UI } from '@/web/lib/ui-texts';
import { EMS_TABS, openDashboardTab, signInToDashboard } from './ems-dashboard';
import { blockMapTiles, openTab, PORTAL_TABS, signInToPortal, wizard, wizardStep } from './healthcare-portal';
import { signInAs } from './session';
import { test } from './test';

/** What a walk does on each screen it reaches, named for the failure message. */
export type ScreenCheck = (page: Page, screen: string) => Promise<void>;

const heading = (page: Page, text: string) => expect(page.getByRole('heading', { level: 1 })).toHaveText(text);

/** The control center's sections a role reaches, by path and the top bar's title. */
const CONTROL_CENTER: [string, string][] = [
  [paths.dashboard.root, DASHBOARD_SECTIONS.overview],
  [paths.dashboard.trips, DASHBOARD_SECTIONS.trips],
  [paths.dashboard.units, DASHBOARD_SECTIONS.units],
  [paths.dashboard.hospitals, DASHBOARD_SECTIONS.hospitals],
  [paths.dashboard.agencies, DASHBOARD_SECTIONS.agencies],
  [paths.dashboard.analytics, DASHBOARD_SECTIONS.analytics],
  [paths.dashboard.routeOptimization, DASHBOARD_SECTIONS.routeOptimization],
  [paths.dashboard.notifications, DASHBOARD_SECTIONS.notifications],
  [paths.dashboard.credentials, DASHBOARD_SECTIONS.credentials],
];
const ADMIN_ONLY: [string, string][] = [
  [`${paths.dashboard.units}?view=manage`, DASHBOARD_SECTIONS.units],
  [paths.dashboard.settings, DASHBOARD_SECTIONS.settings],
  [paths.dashboard.financial, DASHBOARD_SECTIONS.financial],
  [paths.dashboard.accessLog, DASHBOARD_SECTIONS.accessLog],
];

/** The logged-out screens: role selection, the three logins, both registrations. */
export async function walkLoggedOut(page: Page, check: ScreenCheck) {
  await page.goto(paths.home);
  await heading(page, SCREEN.welcomeTitle);
  await check(page, 'role selection');
  for (const login of [SCREEN.healthcareLogin, SCREEN.emsLogin]) {
    await page.getByRole('button', { name: login, exact: true }).click();
    await heading(page, login);
    await check(page, login);
    await page.getByRole('button', { name: SCREEN.backToSelection }).click();
  }
  await page.getByRole('button', { name: SCREEN.centerLogin, exact: true }).click();
  await heading(page, SCREEN.adminLoginTitle);
  await check(page, SCREEN.centerLogin);
  for (const [kind, title] of [
    ['healthcare', SCREEN.createHealthcare],
    ['ems', SCREEN.createEms],
  ] as const) {
    await page.goto(`/?register=${kind}`);
    await heading(page, title);
    await check(page, title);
  }
}

/** Every section of the control center the role reaches with the tabs of each, a trip's details, the bell, and on a phone the drawer. */
export async function walkControlCenter(page: Page, role: 'admin' | 'user', check: ScreenCheck, phone: boolean) {
  await signInAs(page, role);
  await expect(page).toHaveURL(paths.dashboard.root);
  for (const [path, title] of role === 'admin' ? [...CONTROL_CENTER, ...ADMIN_ONLY] : CONTROL_CENTER) {
    await page.goto(path);
    await heading(page, title);
    await check(page, title);
  }

  await page.goto(paths.dashboard.analytics);
  for (const tab of Object.values(ANALYTICS_SCREEN.tabs).slice(1)) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    await check(page, `${DASHBOARD_SECTIONS.analytics}: ${tab}`);
  }

  await page.goto(paths.dashboard.trips);
  if (role === 'admin') {
    await page.getByRole('button', { name: TRIP_MANAGEMENT.create }).click();
    await expect(page.getByRole('region', { name: TRIP_MANAGEMENT.create })).toBeVisible();
    await check(page, TRIP_MANAGEMENT.create);
  }
  await page.getByRole('button', { name: TRIP_MANAGEMENT.view }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, 'trip details');
  await page.keyboard.press('Escape');

  await page.goto(paths.dashboard.notifications);
  await page.getByRole('banner').getByRole('button', { name: NOTIFICATION_TEXTS.bell }).click();
  await expect(page.getByRole('dialog', { name: NOTIFICATION_TEXTS.bell })).toBeVisible();
  await check(page, 'notification bell');
  await page.keyboard.press('Escape');

  if (phone) {
    await page.getByRole('button', { name: UI.openMenu }).click();
    await expect(page.getByRole('dialog', { name: UI.mainNavigation })).toBeVisible();
    await check(page, 'navigation drawer');
  }
}

/** The healthcare portal: every tab, a request's details, each step of the request wizard. */
export async function walkHealthcarePortal(page: Page, check: ScreenCheck) {
  await blockMapTiles(page);
  await signInToPortal(page);
  for (const tab of [PORTAL_TABS.overview, PORTAL_TABS.requests, PORTAL_TABS.settings, PORTAL_TABS.hospitalSettings, ACCESS_LOG_TEXTS.facilityTab]) {
    await openTab(page, tab);
    await check(page, tab);
  }
  await openTab(page, PORTAL_TABS.requests);
  await page.getByRole('table', { name: PORTAL_UI.requests.tableLabel }).getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, 'request details');
  await page.keyboard.press('Escape');

  await openTab(page, PORTAL_TABS.createRequest);
  for (const [i, step] of WIZARD.steps.entries()) {
    await wizard(page).getByRole('button', { name: PORTAL_UI.wizard.stepButton(i + 1, step, false) }).click();
    await expect(wizardStep(page, i)).toBeVisible();
    await check(page, `${PORTAL_TABS.createRequest}: ${step}`);
  }
}

/** The EMS agency dashboard: every tab, and each view of its Analytics. */
export async function walkEmsDashboard(page: Page, check: ScreenCheck) {
  await blockMapTiles(page);
  await signInToDashboard(page);
  for (const tab of Object.values(EMS_TABS)) {
    await openDashboardTab(page, tab);
    if (tab !== EMS_TABS.analytics) {
      await check(page, tab);
      continue;
    }
    for (const view of Object.values(AGENCY_ANALYTICS_TEXTS.tabs)) {
      await page.getByRole('tabpanel', { name: tab }).getByRole('tab', { name: view, exact: true }).click();
      await check(page, `${tab}: ${view}`);
    }
  }
}

/** One test per role, each walking that role's screens at `viewport` with `check` on every screen. */
export function describeScreenWalk(title: string, viewport: { width: number; height: number }, check: ScreenCheck) {
  test.describe(title, () => {
    test.use({ viewport });
    // a walk of up to 20 screens, each with an axe scan of a second or more
    test.setTimeout(240_000);
    const phone = viewport.width < 768;

    test('logged out: role selection, the three logins, both registrations', async ({ page }) => {
      await walkLoggedOut(page, check);
    });

    test(`ADMIN: every section and its tabs, a trip, the bell${phone ? ', the drawer' : ''}`, async ({ page }) => {
      await walkControlCenter(page, 'admin', check, phone);
    });

    test(`USER: every section and its tabs, a trip, the bell${phone ? ', the drawer' : ''}`, async ({ page }) => {
      await walkControlCenter(page, 'user', check, phone);
    });

    test('HEALTHCARE: every tab, each wizard step, a request', async ({ page }) => {
      await walkHealthcarePortal(page, check);
    });

    test('EMS: every tab and each analytics view', async ({ page }) => {
      await walkEmsDashboard(page, check);
    });
  });
}
