import type { Page } from '@playwright/test';
import { TRIP_MESSAGES, WIZARD } from '@/domain/portals/healthcare-portal-texts';
import { SCREEN } from '@/domain/common/messages';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import * as portal from '../support/healthcare-portal';
import { expect, test } from '../support/test';

const WIZARD_TEXTS = PORTAL_UI.wizard;
const LABELS = WIZARD_TEXTS.labels;
const { HALF_MADE, PORTAL_TABS, openTab, stepText, wizard, wizardField } = portal;
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const expectTab = (page: Page, name: string) => expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
const openStep = (page: Page, n: number) => wizard(page).getByRole('button', { name: WIZARD_TEXTS.stepButton(n, WIZARD.steps[n - 1]!, false) }).click();
const draftKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tcc.draft:')));

test.describe('healthcare portal: the address follows the screen, and the wizard keeps its draft', () => {
  test.slow();
  test.beforeEach(async ({ page }) => {
    await portal.blockMapTiles(page);
    await portal.signInToPortal(page);
  });

  test('a reload mid-wizard opens the same step with every field as typed', async ({ page }) => {
    await portal.halfMadeRequest(page, 'PRELOAD01');
    await wizardField(page, LABELS.mobilityLevel).selectOption('Wheelchair');
    await expect(page).toHaveURL('/?tab=create-request&step=3');

    await page.reload();
    await expect(wizardField(page, LABELS.mobilityLevel)).toHaveValue('Wheelchair');
    await portal.expectHalfMadeRequest(page, 'PRELOAD01');
  });

  test('tabs and steps are in the address; Back and Forward move between them inside the app', async ({ page }) => {
    await expect(page).toHaveURL('/');
    await openTab(page, PORTAL_TABS.requests);
    await expect(page).toHaveURL('/?tab=transport-requests');
    await openTab(page, PORTAL_TABS.createRequest);
    await expect(page).toHaveURL('/?tab=create-request&step=1');
    await portal.nextStep(page, 2);
    await expect(page).toHaveURL('/?tab=create-request&step=2');

    await page.goBack();
    await expect(wizard(page).getByText(stepText(1))).toBeVisible();
    await page.goBack();
    await expectTab(page, PORTAL_TABS.requests);
    await page.goBack();
    await expectTab(page, PORTAL_TABS.overview);
    await expect(page).toHaveURL('/');
    await page.goForward();
    await expectTab(page, PORTAL_TABS.requests);
    await page.goForward();
    await expect(wizard(page).getByText(stepText(1))).toBeVisible();
    await page.goForward();
    await expect(wizard(page).getByText(stepText(2))).toBeVisible();

    // an address opens its screen directly
    await page.goto('/?tab=hospital-settings');
    await expectTab(page, PORTAL_TABS.hospitalSettings);
    await page.goto('/?tab=create-request&step=4');
    await expect(wizard(page).getByText(stepText(4))).toBeVisible();
  });

  test('Cancel asks first once something is typed; confirmed, the draft is gone for good', async ({ page }) => {
    await portal.halfMadeRequest(page, 'PCANCEL01');
    await wizard(page).getByRole('button', { name: WIZARD.cancel }).click();
    const ask = page.getByRole('dialog', { name: WIZARD_TEXTS.discard.title });
    await expect(ask).toContainText(WIZARD_TEXTS.discard.message);
    await ask.getByRole('button', { name: WIZARD_TEXTS.discard.keep }).click();
    await expect(ask).toBeHidden();
    await expect(wizard(page).getByText(stepText(3))).toBeVisible();

    await wizard(page).getByRole('button', { name: WIZARD.cancel }).click();
    await ask.getByRole('button', { name: WIZARD_TEXTS.discard.confirm }).click();
    await expectTab(page, PORTAL_TABS.overview);
    expect(await draftKeys(page)).toEqual([]);
    await page.reload();
    await openTab(page, PORTAL_TABS.createRequest);
    await expect(wizard(page).getByText(stepText(1))).toBeVisible();
    await expect(wizardField(page, LABELS.patientId)).toHaveValue('');

    // nothing typed: nothing to lose, nothing asked
    await wizard(page).getByRole('button', { name: WIZARD.cancel }).click();
    await expectTab(page, PORTAL_TABS.overview);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a draft lives 12 hours at most, and signing out takes it away', async ({ page }) => {
    await portal.halfMadeRequest(page, 'POLD00001');
    // the draft was started 12 hours and a minute ago
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage).filter((k) => k.startsWith('tcc.draft:'))) {
        const draft = JSON.parse(localStorage.getItem(key)!) as { startedAt: number };
        localStorage.setItem(key, JSON.stringify({ ...draft, startedAt: draft.startedAt - (12 * 60 + 1) * 60_000 }));
      }
    });
    await page.reload();
    await expect(wizard(page).getByText(stepText(3))).toBeVisible();
    expect(await draftKeys(page)).toEqual([]);
    await wizard(page).getByRole('button', { name: WIZARD_TEXTS.stepButton(1, WIZARD.steps[0], false) }).click();
    await expect(wizardField(page, LABELS.patientId)).toHaveValue('');

    await wizardField(page, LABELS.patientId).fill('PSIGNOUT1');
    expect(await draftKeys(page)).toHaveLength(1);
    await page.getByRole('banner').getByRole('button', { name: SCREEN.signOut }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.welcomeTitle);
    expect(await draftKeys(page)).toEqual([]);
    await portal.signInToPortal(page);
    await openTab(page, PORTAL_TABS.createRequest);
    await expect(wizardField(page, LABELS.patientId)).toHaveValue('');
  });

  test('the created banner is in view with the trip number, and Overview keeps it, with a link to the trip, until dismissed', async ({ page }) => {
    await openTab(page, PORTAL_TABS.createRequest);
    await wizard(page).getByRole('button', { name: WIZARD.generateId }).click();
    const patientId = await wizardField(page, LABELS.patientId).inputValue();
    await openStep(page, 2);
    await portal.chooseDestination(page, HALF_MADE.destination);
    await wizardField(page, LABELS.scheduledTime).fill(HALF_MADE.scheduledTime);
    await openStep(page, 5);
    await wizard(page).getByRole('button', { name: WIZARD.create }).click();

    const inWizard = wizard(page).getByRole('status').filter({ hasText: TRIP_MESSAGES.created });
    await expect(inWizard).toBeInViewport();
    const trip = (await portal.tripsViaApi(page)).find((t) => t.patientId === patientId)!;
    await expect(inWizard).toContainText(WIZARD_TEXTS.created.tripNumber(trip.tripNumber));

    // after the spec's 2 seconds the wizard closes onto Overview, where the banner stays
    await expectTab(page, PORTAL_TABS.overview);
    const onOverview = page.getByRole('tabpanel', { name: PORTAL_TABS.overview }).getByRole('status').filter({ hasText: TRIP_MESSAGES.created });
    await expect(onOverview).toBeInViewport();
    await expect(onOverview).toContainText(WIZARD_TEXTS.created.tripNumber(trip.tripNumber));
    await onOverview.getByRole('link', { name: WIZARD_TEXTS.created.open(trip.tripNumber) }).click();
    await expectTab(page, PORTAL_TABS.requests);
    const details = page.getByRole('dialog', { name: PORTAL_UI.details.title(trip.tripNumber) });
    await expect(details).toBeVisible();
    await expect(page).toHaveURL(`/?tab=transport-requests&trip=${trip.id}`);
    // Back closes the details and returns to Overview and its banner
    await page.goBack();
    await expect(details).toBeHidden();
    await expectTab(page, PORTAL_TABS.overview);
    await onOverview.getByRole('button', { name: WIZARD_TEXTS.created.dismiss }).click();
    await expect(onOverview).toHaveCount(0);

    // the request is sent: nothing of it is kept
    expect(await draftKeys(page)).toEqual([]);
    await openTab(page, PORTAL_TABS.createRequest);
    await expect(wizardField(page, LABELS.patientId)).toHaveValue('');
  });

  test('a message about a missing field goes as soon as the field is put right', async ({ page }) => {
    await openTab(page, PORTAL_TABS.createRequest);
    await openStep(page, 5);
    await wizard(page).getByRole('button', { name: WIZARD.create }).click();
    const problem = wizard(page).getByRole('alert');
    await expect(problem).toContainText(LABELS.patientId);
    await wizard(page).getByRole('button', { name: WIZARD.generateId }).click();
    await expect(problem).toHaveCount(0);
    await portal.nextStep(page, 2);
    await expect(problem).toHaveCount(0);

    await openStep(page, 5);
    await wizard(page).getByRole('button', { name: WIZARD.create }).click();
    await expect(wizard(page).getByText(stepText(2))).toBeVisible();
    await expect(problem).toContainText(LABELS.toLocation);
    // another field changing leaves the message about this one
    await wizardField(page, LABELS.notes).fill('Side entrance');
    await expect(problem).toContainText(LABELS.toLocation);
    await portal.chooseDestination(page, HALF_MADE.destination);
    await expect(problem).toHaveCount(0);
  });
});
