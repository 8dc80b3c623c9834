import type { Page } from '@playwright/test';
import type { AgencyOption } from '@/domain/trips/trip-answers';
import type { SessionUser } from '@/domain/session/session-answers';
import { PORTAL_OVERVIEW, TRANSPORT_REQUESTS_COLUMNS, TRIP_MESSAGES, WIZARD } from '@/domain/portals/healthcare-portal-texts';
import { GENERATED_PATIENT_ID, generatePatientId } from '@/domain/trips/patient-id';
import { parseScheduledTime } from '@/domain/trips/scheduled-time';
import { PATIENT_TEXT_UI } from '@/web/lib/patient-text-ui-texts';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { authHeader } from '../support/control-center-api';
import {
  agencyCheckbox,
  blockMapTiles,
  chooseDestination,
  nextStep,
  openTab,
  openWizard,
  PORTAL_TABS,
  reviewAgencyNames,
  signInToPortal,
  tripsViaApi,
  tripViaApi,
  wizard,
  wizardField,
  wizardStep,
} from '../support/healthcare-portal';
import { holdRoute } from '../support/hold-route';
import { screenSettled } from '../support/screen-settled';
import { storedSession } from '../support/session';
import { expect, test } from '../support/test';

const WIZARD_TEXTS = PORTAL_UI.wizard;
const LABELS = WIZARD_TEXTS.labels;
const DESTINATION = 'North Hills Regional Hospital';
const SCHEDULED = '2030-03-14T09:45';

const signedInUser = async (page: Page) => JSON.parse((await storedSession(page)).user ?? 'null') as SessionUser;
const stepText = (n: number) => WIZARD.stepOf(n, WIZARD.steps.length);
/** The names the Review step lists, without their distances. */
const namesOnReview = async (page: Page) => (await reviewAgencyNames(page).allTextContents()).map((t) => t.split(' · ')[0]!.trim());

/** What GET /api/trips/agencies/{hospitalId} answers the signed-in facility. */
async function agenciesNear(page: Page, radius: number, transportLevel: string): Promise<AgencyOption[]> {
  const { hospitalId } = await signedInUser(page);
  const answer = await page.request.get(`/api/trips/agencies/${hospitalId}?radius=${radius}&transportLevel=${transportLevel}`, {
    headers: await authHeader(page),
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: AgencyOption[] }).data;
}

/** Waits for the banner, then the wizard closes onto Overview (after 2 s, well within the expect timeout) with the new request in Recent Activity. */
async function expectCreatedAndBackOnOverview(page: Page, patientId: string) {
  await expect(wizard(page).getByRole('status').filter({ hasText: TRIP_MESSAGES.created })).toBeVisible();
  await expect(page.getByRole('tab', { name: PORTAL_TABS.overview })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('list', { name: PORTAL_OVERVIEW.recentActivity }).getByRole('listitem').filter({ hasText: patientId })).toHaveCount(1);
}

test.describe('healthcare facility: the enhanced transport request wizard', () => {
  test.beforeEach(async ({ page }) => {
    await openWizard(page);
  });

  test('a destination from the list: five steps, the picked agencies are named on Review and are exactly the ones offered', async ({ page }) => {
    const user = await signedInUser(page);
    await expect(wizard(page).getByRole('heading', { name: WIZARD.title })).toBeVisible();
    await expect(wizard(page).getByText(stepText(1))).toBeVisible();
    await expect(wizard(page).getByRole('button', { name: WIZARD.previous })).toBeDisabled();
    // HIPAA: the note, and no field asks for a name or an age
    await expect(wizard(page).getByText(WIZARD_TEXTS.hipaa)).toBeVisible();
    await expect(wizard(page).getByLabel(/name|age\b|birth/i)).toHaveCount(0);

    await wizard(page).getByRole('button', { name: WIZARD.generateId }).click();
    const patientId = await wizardField(page, LABELS.patientId).inputValue();
    expect(patientId).toMatch(GENERATED_PATIENT_ID);
    await wizardField(page, LABELS.patientWeight).fill('72.5');
    await wizardField(page, LABELS.insuranceCompany).selectOption('Medicare');
    await wizardField(page, LABELS.specialNeeds).fill('Hard of hearing');
    // Enter in a field does not send the request
    await wizardField(page, LABELS.patientId).press('Enter');
    await expect(wizard(page).getByText(stepText(1))).toBeVisible();
    await nextStep(page, 2);

    await expect(wizardField(page, LABELS.fromLocation)).toHaveValue(user.facilityName ?? '');
    await chooseDestination(page, DESTINATION);
    await wizardField(page, LABELS.scheduledTime).fill(SCHEDULED);
    await wizardField(page, LABELS.transportLevel).selectOption('ALS');
    await wizardField(page, LABELS.urgencyLevel).selectOption('Urgent');
    await wizardField(page, LABELS.notes).fill('Bring a portable oxygen tank');
    await nextStep(page, 3);

    await wizardField(page, LABELS.diagnosis).selectOption('Pneumonia');
    await wizardField(page, LABELS.mobilityLevel).selectOption('Wheelchair');
    await wizard(page).getByRole('switch', { name: LABELS.oxygenRequired }).check();
    await wizard(page).getByRole('switch', { name: LABELS.generateQRCode }).check();
    await nextStep(page, 4);

    await wizardField(page, LABELS.notificationRadius).fill('40');
    const eligible = await agenciesNear(page, 40, 'ALS');
    expect(eligible.length).toBeGreaterThanOrEqual(3);
    const step = wizard(page);
    await expect(step.getByRole('checkbox')).toHaveCount(eligible.length);
    // nearest first, each with its distance in miles to one decimal
    await expect(step.getByRole('checkbox').first()).toHaveAccessibleName(new RegExp(`^${eligible[0]!.name}.*${eligible[0]!.distance!.toFixed(1)} mi$`));
    const picked = [eligible[0]!.name, eligible[2]!.name];
    for (const name of picked) await agencyCheckbox(step, name).check();
    await expect(step.getByText(WIZARD_TEXTS.agencies.selected(2))).toBeVisible();
    await expect(step.getByRole('figure', { name: WIZARD_TEXTS.agencies.mapLabel })).toBeVisible();
    // every agency and the origin are drawn, tiles or not
    await expect(step.locator('path.leaflet-interactive')).toHaveCount(eligible.length + 1);
    await nextStep(page, 5);

    await expect(wizard(page).getByText(WIZARD_TEXTS.review.selectedAgencies(2))).toBeVisible();
    await expect(wizard(page).getByText(OFFER_UI.wizard.reviewMode(false, '15'))).toBeVisible();
    expect(await namesOnReview(page)).toEqual(picked);
    for (const value of [patientId, '72.5 kg', 'Medicare', DESTINATION, 'ALS', 'Urgent', 'Pneumonia', 'Wheelchair']) {
      await expect(wizardStep(page, 4).getByText(value, { exact: true }).first()).toBeVisible();
    }

    await wizard(page).getByRole('button', { name: WIZARD.create }).click();
    await expectCreatedAndBackOnOverview(page, patientId);

    const stored = (await tripsViaApi(page)).find((t) => t.patientId === patientId);
    expect(stored).toBeDefined();
    const trip = await tripViaApi(page, stored!.id);
    expect(trip.offeredAgencies.map((a) => a.name).sort()).toEqual([...picked].sort());
    expect(trip).toMatchObject({
      toLocation: DESTINATION,
      transportLevel: 'ALS',
      urgencyLevel: 'Urgent',
      patientWeight: 72.5,
      insuranceCompany: 'Medicare',
      diagnosis: 'Pneumonia',
      mobilityLevel: 'Wheelchair',
      oxygenRequired: true,
      monitoringRequired: false,
      generateQRCode: true,
      notificationRadius: 40,
      status: 'PENDING',
    });
    // the typed time is read on the facility's clock, whatever the browser's zone
    expect(new Date(trip.scheduledTime)).toEqual(parseScheduledTime(SCHEDULED, (await signedInUser(page)).timeZone));

    // the list shows the real patient id and level, and the row opens the details with the timeline and the QR code
    await openTab(page, PORTAL_TABS.requests);
    const row = page.getByRole('row').filter({ hasText: patientId });
    await expect(row.getByRole('cell').nth(3)).toHaveText('ALS');
    await row.getByRole('button', { name: PORTAL_UI.requests.openDetails(patientId) }).click();
    const details = page.getByRole('dialog', { name: PORTAL_UI.details.title(trip.tripNumber) });
    await expect(details.getByRole('list', { name: PORTAL_UI.details.sections.timeline }).getByRole('listitem')).toHaveCount(1);
    await expect(details.getByRole('list', { name: PORTAL_UI.details.sections.agencies }).getByRole('listitem')).toHaveCount(2);
    await expect(details.getByRole('img', { name: new RegExp(trip.tripNumber) })).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await details.getByRole('button', { name: PORTAL_UI.details.print, exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  });

  test('a manual destination: no agency choice, the broadcast is said on Agency Selection and Review and reaches every eligible agency', async ({ page }) => {
    const patientId = generatePatientId();
    await wizardField(page, LABELS.patientId).fill(patientId);
    await nextStep(page, 2);
    // list mode with a chosen destination and a ticked agency; switching to manual clears both
    await wizardField(page, LABELS.toLocation).selectOption({ index: 2 });
    await wizard(page).getByRole('button', { name: WIZARD_TEXTS.stepButton(4, WIZARD.steps[3], false) }).click();
    await wizard(page).getByRole('checkbox').first().check();
    await expect(wizard(page).getByText(WIZARD_TEXTS.agencies.selected(1))).toBeVisible();
    await wizard(page).getByRole('button', { name: WIZARD_TEXTS.stepButton(2, WIZARD.steps[1], false) }).click();
    await wizard(page).getByText(WIZARD_TEXTS.manual).click();
    await expect(wizardField(page, LABELS.toLocation)).toHaveValue('');
    await wizard(page).getByText(WIZARD_TEXTS.fromList).click();
    await expect(wizardField(page, LABELS.toLocation)).toHaveValue('');
    await wizardField(page, LABELS.toLocation).selectOption({ index: 2 });
    await wizard(page).getByRole('button', { name: WIZARD_TEXTS.stepButton(4, WIZARD.steps[3], false) }).click();
    await expect(wizard(page).getByText(WIZARD_TEXTS.agencies.selected(0))).toBeVisible();

    await wizard(page).getByRole('button', { name: WIZARD_TEXTS.stepButton(2, WIZARD.steps[1], false) }).click();
    await wizard(page).getByText(WIZARD_TEXTS.manual).click();
    await wizardField(page, LABELS.toLocation).fill('Home address: 12 Elm Street, Sewickley PA');
    await wizardField(page, LABELS.scheduledTime).fill(SCHEDULED);
    await nextStep(page, 3);
    await nextStep(page, 4);
    await wizardField(page, LABELS.notificationRadius).fill('25');
    await expect(wizard(page).getByText(WIZARD_TEXTS.agencies.manualBroadcast(25))).toBeVisible();
    await expect(wizard(page).getByRole('checkbox')).toHaveCount(0);
    await nextStep(page, 5);
    await expect(wizardStep(page, 4).getByText(WIZARD_TEXTS.review.everyEligible(25))).toBeVisible();
    await expect(wizardStep(page, 4).getByText(WIZARD_TEXTS.review.namesUnknown)).toBeVisible();

    await wizard(page).getByRole('button', { name: WIZARD.create }).click();
    await expectCreatedAndBackOnOverview(page, patientId);
    const stored = (await tripsViaApi(page)).find((t) => t.patientId === patientId)!;
    const trip = await tripViaApi(page, stored.id);
    const eligible = await agenciesNear(page, 25, 'BLS');
    expect(trip.offeredAgencies.map((a) => a.id).sort()).toEqual(eligible.map((a) => a.id).sort());
    expect(trip.toLocation).toBe('Home address: 12 Elm Street, Sewickley PA');
  });

  test('nothing ticked for a listed destination: Review names every eligible agency, and they are the ones offered', async ({ page }) => {
    const patientId = generatePatientId();
    await wizardField(page, LABELS.patientId).fill(patientId);
    await nextStep(page, 2);
    await wizardField(page, LABELS.toLocation).selectOption({ index: 4 });
    await wizardField(page, LABELS.scheduledTime).fill(SCHEDULED);
    await wizardField(page, LABELS.transportLevel).selectOption('CCT');
    await wizard(page).getByRole('button', { name: WIZARD_TEXTS.stepButton(5, WIZARD.steps[4], false) }).click();
    const eligible = await agenciesNear(page, 100, 'CCT');
    await expect(wizard(page).getByText(WIZARD_TEXTS.review.everyEligibleNamed(100, eligible.length))).toBeVisible();
    expect(await namesOnReview(page)).toEqual(eligible.map((a) => a.name));
    await wizard(page).getByRole('button', { name: WIZARD.create }).click();
    await expectCreatedAndBackOnOverview(page, patientId);
    const trip = await tripViaApi(page, (await tripsViaApi(page)).find((t) => t.patientId === patientId)!.id);
    expect(trip.offeredAgencies.map((a) => a.name).sort()).toEqual(eligible.map((a) => a.name).sort());
  });

  test('a missing required field opens its step with the field focused; steps are free to visit', async ({ page }) => {
    await wizard(page).getByRole('button', { name: WIZARD_TEXTS.stepButton(5, WIZARD.steps[4], false) }).click();
    await expect(wizard(page).getByText(stepText(5))).toBeVisible();
    const create = wizard(page).getByRole('button', { name: WIZARD.create });
    await create.click();
    await expect(wizard(page).getByText(stepText(1))).toBeVisible();
    await expect(wizardField(page, LABELS.patientId)).toBeFocused();
    await expect(wizard(page).getByRole('alert')).toContainText(LABELS.patientId);

    await wizardField(page, LABELS.patientId).fill('PTEST0042');
    await wizard(page).getByRole('button', { name: WIZARD_TEXTS.stepButton(5, WIZARD.steps[4], false) }).click();
    await create.click();
    await expect(wizard(page).getByText(stepText(2))).toBeVisible();
    await expect(wizardField(page, LABELS.toLocation)).toBeFocused();

    await wizardField(page, LABELS.toLocation).selectOption({ index: 1 });
    await wizard(page).getByRole('button', { name: WIZARD_TEXTS.stepButton(5, WIZARD.steps[4], false) }).click();
    await create.click();
    await expect(wizardField(page, LABELS.scheduledTime)).toBeFocused();

    // a radius outside 10–200 is refused before the call, on its own step
    await wizardField(page, LABELS.scheduledTime).fill(SCHEDULED);
    await wizard(page).getByRole('button', { name: WIZARD_TEXTS.stepButton(4, WIZARD.steps[3], false) }).click();
    await wizardField(page, LABELS.notificationRadius).fill('500');
    await expect(wizard(page).getByText(WIZARD_TEXTS.agencies.radiusInvalid)).toBeVisible();
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/trips/enhanced')) posted = true;
    });
    await wizard(page).getByRole('button', { name: WIZARD_TEXTS.stepButton(5, WIZARD.steps[4], false) }).click();
    await create.click();
    await expect(wizardField(page, LABELS.notificationRadius)).toBeFocused();
    expect(posted).toBe(false);
  });

  test('Creating... while the call runs; the server’s words on failure, else the catalogue text; Cancel, confirmed, returns to Overview', async ({ page }) => {
    await wizardField(page, LABELS.patientId).fill('PTEST0043');
    await nextStep(page, 2);
    await wizardField(page, LABELS.toLocation).selectOption({ index: 1 });
    await wizardField(page, LABELS.scheduledTime).fill(SCHEDULED);
    await wizard(page).getByRole('button', { name: WIZARD_TEXTS.stepButton(5, WIZARD.steps[4], false) }).click();

    const release = await holdRoute(page, '**/api/trips/enhanced', (route) => route.fulfill({ status: 500, json: { success: false } }));
    await wizard(page).getByRole('button', { name: WIZARD.create }).click();
    await expect(wizard(page).getByRole('button', { name: WIZARD.creating })).toBeDisabled();
    release();
    await expect(wizard(page).getByRole('alert')).toHaveText(TRIP_MESSAGES.createFailed);

    await page.unroute('**/api/trips/enhanced');
    await page.route('**/api/trips/enhanced', (route) =>
      route.fulfill({ status: 400, json: { success: false, error: 'scheduledTime must be a date and time' } }),
    );
    await wizard(page).getByRole('button', { name: WIZARD.create }).click();
    // the field the server names is shown by its label, and its step opens
    await expect(wizard(page).getByRole('alert')).toHaveText(`${LABELS.scheduledTime} must be a date and time`);
    await expect(wizard(page).getByText(stepText(2))).toBeVisible();

    await wizard(page).getByRole('button', { name: WIZARD.cancel }).click();
    await page.getByRole('dialog', { name: WIZARD_TEXTS.discard.title }).getByRole('button', { name: WIZARD_TEXTS.discard.confirm }).click();
    await expect(page.getByRole('tab', { name: PORTAL_TABS.overview })).toHaveAttribute('aria-selected', 'true');
    await openTab(page, PORTAL_TABS.createRequest);
    await expect(wizard(page).getByText(stepText(1))).toBeVisible();
    await expect(wizardField(page, LABELS.patientId)).toHaveValue('');
  });

  test('what was typed survives a look at another tab', async ({ page }) => {
    await wizardField(page, LABELS.patientId).fill('PKEEP0001');
    await nextStep(page, 2);
    await openTab(page, PORTAL_TABS.requests);
    await expect(page.getByRole('columnheader', { name: TRANSPORT_REQUESTS_COLUMNS.patientId })).toBeVisible();
    await openTab(page, PORTAL_TABS.createRequest);
    await expect(wizard(page).getByText(stepText(2))).toBeVisible();
    await wizard(page).getByRole('button', { name: WIZARD.previous }).click();
    await expect(wizardField(page, LABELS.patientId)).toHaveValue('PKEEP0001');
  });

  test('keyboard only: fields in reading order, Next puts the cursor in the next step’s first field', async ({ page }) => {
    await wizardField(page, LABELS.patientId).focus();
    await page.keyboard.type('PKEYS0001');
    await page.keyboard.press('Tab');
    await expect(wizard(page).getByRole('button', { name: WIZARD.generateId })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(wizardField(page, LABELS.patientWeight)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(wizardField(page, LABELS.insuranceCompany)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(wizardField(page, LABELS.specialNeeds)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(wizardField(page, PATIENT_TEXT_UI.wizard.phone)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(wizard(page).getByRole('button', { name: WIZARD.cancel })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(wizard(page).getByRole('button', { name: WIZARD.next })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(wizard(page).getByText(stepText(2))).toBeVisible();
    await expect(wizardField(page, LABELS.fromLocation)).toBeFocused();
  });
});

test.describe('healthcare facility on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('every tab and wizard step fits the width', async ({ page }) => {
    await blockMapTiles(page);
    await signInToPortal(page);
    const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(page.getByRole('list', { name: PORTAL_OVERVIEW.recentActivity })).toBeVisible();
    await fits();
    for (const tab of [PORTAL_TABS.requests, PORTAL_TABS.settings, PORTAL_TABS.hospitalSettings]) {
      await openTab(page, tab);
      await screenSettled(page);
      await fits();
    }
    await openTab(page, PORTAL_TABS.createRequest);
    await wizardField(page, LABELS.patientId).fill('PPHONE001');
    await fits();
    await nextStep(page, 2);
    await chooseDestination(page, DESTINATION);
    await fits();
    await nextStep(page, 3);
    await fits();
    await nextStep(page, 4);
    await expect(wizard(page).getByRole('checkbox').first()).toBeVisible();
    await fits();
    await nextStep(page, 5);
    await fits();
  });
});
