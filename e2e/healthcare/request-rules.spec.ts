import type { Page } from '@playwright/test';
import type { SessionUser } from '@/domain/session/session-answers';
import { TRIP_MESSAGES, WIZARD } from '@/domain/portals/healthcare-portal-texts';
import { generatePatientId } from '@/domain/trips/patient-id';
import { TRIP_REQUEST_RULE_MESSAGES as RULES } from '@/domain/trips/trip-request-rules';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import {
  chooseDestination,
  nextStep,
  openWizard,
  stepText,
  tripsViaApi,
  wizard,
  wizardField,
} from '../support/healthcare-portal';
import { storedSession } from '../support/session';
import { expect, test } from '../support/test';

const LABELS = PORTAL_UI.wizard.labels;
const DESTINATION = 'North Hills Regional Hospital';
const SCHEDULED = '2030-03-14T09:45';
const WEEK_MS = 7 * 24 * 60 * 60_000;

/** A time a week ago as the date-and-time field takes it (past the hour's grace whatever the time zone). */
const aWeekAgo = () => new Date(Date.now() - WEEK_MS).toISOString().slice(0, 16);

/** Counts the requests the wizard sends, so a test can show a refusal came before anything was sent. */
function countCreateCalls(page: Page) {
  const sent = { calls: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/trips/enhanced') sent.calls += 1;
  });
  return sent;
}

/** A patient, then the Trip Details step with `destination` and `time`, then Create Request on the Review step. */
async function requestWith(page: Page, patientId: string, destination: string, time: string) {
  await wizardField(page, LABELS.patientId).fill(patientId);
  await nextStep(page, 2);
  await chooseDestination(page, destination);
  await wizardField(page, LABELS.scheduledTime).fill(time);
  await wizard(page).getByRole('button', { name: PORTAL_UI.wizard.stepButton(5, WIZARD.steps[4], false) }).click();
  await expect(wizard(page).getByText(stepText(5))).toBeVisible();
  await wizard(page).getByRole('button', { name: WIZARD.create }).click();
}

/** Refused before sending: the rule's message, and the Trip Details step open with the cursor in `field`. */
async function expectRefused(page: Page, message: string, field: string) {
  await expect(wizard(page).getByRole('alert')).toHaveText(message);
  await expect(wizard(page).getByText(stepText(2))).toBeVisible();
  await expect(wizardField(page, field)).toBeFocused();
}

/** Sent once fixed: the banner, and the facility's requests hold this one, going to the other hospital. */
async function expectCreated(page: Page, patientId: string) {
  await wizard(page).getByRole('button', { name: PORTAL_UI.wizard.stepButton(5, WIZARD.steps[4], false) }).click();
  await wizard(page).getByRole('button', { name: WIZARD.create }).click();
  await expect(wizard(page).getByRole('status').filter({ hasText: TRIP_MESSAGES.created })).toBeVisible();
  const stored = (await tripsViaApi(page)).find((t) => t.patientId === patientId);
  expect(stored?.toLocation).toBe(DESTINATION);
}

test.describe('healthcare facility: the wizard applies the rules of every request before sending it', () => {
  test.beforeEach(async ({ page }) => {
    await openWizard(page);
  });

  test('the facility itself as destination is refused on Trip Details; another destination clears the message and is sent', async ({ page }) => {
    const own = (JSON.parse((await storedSession(page)).user ?? 'null') as SessionUser).facilityName!;
    const sent = countCreateCalls(page);
    const patientId = generatePatientId();
    await requestWith(page, patientId, own, SCHEDULED);
    await expectRefused(page, RULES.samePlace, LABELS.toLocation);
    expect(sent.calls, 'nothing was sent').toBe(0);

    await chooseDestination(page, DESTINATION);
    await expect(wizard(page).getByRole('alert')).toHaveCount(0);
    await expectCreated(page, patientId);
    expect(sent.calls).toBe(1);
  });

  test('a scheduled time a week in the past is refused on Trip Details; a time ahead clears the message and is sent', async ({ page }) => {
    const sent = countCreateCalls(page);
    const patientId = generatePatientId();
    await requestWith(page, patientId, DESTINATION, aWeekAgo());
    await expectRefused(page, RULES.longPast, LABELS.scheduledTime);
    expect(sent.calls, 'nothing was sent').toBe(0);

    await wizardField(page, LABELS.scheduledTime).fill(SCHEDULED);
    await expect(wizard(page).getByRole('alert')).toHaveCount(0);
    await expectCreated(page, patientId);
    expect(sent.calls).toBe(1);
  });
});
