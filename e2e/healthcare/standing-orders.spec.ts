import type { Page } from '@playwright/test';
import type { StandingOrderView } from '@/domain/standing-orders/standing-order-answers';
import { DUPLICATE_UI } from '@/web/lib/duplicate-ui-texts';
import { DAY_LABELS, STANDING_ORDER_UI } from '@/web/lib/standing-order-ui-texts';
import { LINKED_RETURN_UI } from '@/web/lib/linked-return-ui-texts';
import { ACCEPTANCE_MODE_LABELS, TRIP_STATUS_LABELS } from '@/domain/common/code-labels';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';
import { PATIENT_TEXT_UI } from '@/web/lib/patient-text-ui-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { authHeader } from '../support/control-center-api';
import * as portal from '../support/healthcare-portal';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { expect, test } from '../support/test';

const T = STANDING_ORDER_UI;
const LABELS = T.labels;
const panel = (page: Page) => page.getByRole('tabpanel', { name: portal.PORTAL_TABS.standingOrders });
const form = (page: Page) => panel(page).getByRole('form', { name: T.newSeries });
/** Tomorrow's date as the browser's date input takes it: the series starts within the week the worker makes ahead. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const WIZARD_TEXTS = PATIENT_TEXT_UI.wizard;
const OFFER_WIZARD_TEXTS = OFFER_UI.wizard;
const WIZARD_LABELS = PORTAL_UI.wizard.labels;

/** The facility's series as GET /api/standing-orders answers them, and that answer's text. */
async function seriesViaApi(page: Page) {
  const answer = await page.request.get('/api/standing-orders', { headers: await authHeader(page) });
  const text = await answer.text();
  return { text, series: (JSON.parse(text) as { data: StandingOrderView[] }).data };
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 740 },
]) {
  test.describe(`standing orders at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a nurse sets up a dialysis series with its rides home, keeps what she typed through a reload, sees its next trips and skips one', async ({ page }) => {
      await portal.blockMapTiles(page);
      await portal.signInToPortal(page);
      await portal.openTab(page, portal.PORTAL_TABS.standingOrders);
      await expect(page).toHaveURL('/?tab=standing-orders');
      await panel(page).getByRole('button', { name: T.newSeries }).click();
      const patientId = `DIAL${viewport.width}`;
      await form(page).getByLabel(LABELS.patientId, { exact: true }).fill(patientId);
      await form(page).getByLabel(LABELS.destination, { exact: true }).selectOption({ label: portal.HALF_MADE.destination });
      for (const day of ['MON', 'WED', 'FRI'] as const) await form(page).getByLabel(DAY_LABELS[day], { exact: true }).check();
      await form(page).getByLabel(LABELS.time, { exact: true }).fill('06:30');
      // the ride home with each trip
      await form(page).getByLabel(LINKED_RETURN_UI.wizard.returnLabel, { exact: true }).selectOption({ label: LINKED_RETURN_UI.wizard.willCall });

      await page.reload();
      await expect(form(page).getByLabel(LABELS.patientId, { exact: true })).toHaveValue(patientId);
      await expect(form(page).getByLabel(DAY_LABELS.WED, { exact: true })).toBeChecked();
      await expect(form(page).getByLabel(LABELS.time, { exact: true })).toHaveValue('06:30');

      await form(page).getByLabel(LABELS.startDate, { exact: true }).fill(tomorrow());
      await form(page).getByLabel(LABELS.count, { exact: true }).fill('36');
      await form(page).getByRole('button', { name: T.save }).click();
      await expect(panel(page).getByText(T.created)).toBeVisible();

      const card = panel(page).getByRole('article', { name: `${patientId} – ${portal.HALF_MADE.destination}` });
      await expect(card.getByText(T.summary('Mon, Wed, Fri', '06:30'), { exact: false })).toBeVisible();
      await expect(card).toContainText(LINKED_RETURN_UI.review.willCall);
      const requested = card.getByRole('listitem').filter({ hasText: TRIP_STATUS_LABELS.PENDING });
      await expect(requested.first()).toBeVisible();
      expect(await requested.count()).toBeGreaterThanOrEqual(2);
      expect(await horizontalOverflow(page)).toEqual([]);

      const first = requested.first();
      // each requested date names its trip and the ride home booked with it
      await expect(first.getByRole('button', { name: /^Open the details of TRP-/ })).toHaveCount(2);
      await expect(first.getByText(T.returnTrip, { exact: true })).toHaveCount(1);
      const date = await first.getAttribute('data-date');
      await first.getByRole('button', { name: T.skip }).click();
      const skippedRow = card.locator(`li[data-date="${date}"]`);
      await expect(skippedRow.getByText(T.skipped, { exact: true })).toBeVisible();
      await expect(skippedRow.getByRole('button', { name: T.skip })).toHaveCount(0);
      expect(await card.getByRole('listitem').filter({ hasText: TRIP_STATUS_LABELS.PENDING }).count()).toBeGreaterThanOrEqual(1);

      // a requested date's trip number opens that trip's details, and Back closes them
      const next = card.getByRole('listitem').filter({ hasText: TRIP_STATUS_LABELS.PENDING }).first();
      const tripNumber = (await next.getByRole('button', { name: /^Open the details of TRP-/ }).first().innerText()).trim();
      await next.getByRole('button', { name: T.openTrip(tripNumber) }).click();
      await expect(page.getByRole('dialog', { name: PORTAL_UI.details.title(tripNumber) })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL('/?tab=standing-orders');
    });

    test('a nurse books a series every 2 days that texts the patient, needs oxygen and compares offers; each trip carries them', async ({ page }) => {
      await portal.blockMapTiles(page);
      await portal.signInToPortal(page);
      await portal.openTab(page, portal.PORTAL_TABS.standingOrders);
      await panel(page).getByRole('button', { name: T.newSeries }).click();
      const patientId = `OXY${viewport.width}`;
      const f = form(page);
      await f.getByLabel(LABELS.patientId, { exact: true }).fill(patientId);
      await f.getByLabel(LABELS.destination, { exact: true }).selectOption({ label: portal.HALF_MADE.destination });
      // the consent is asked for once a number is typed, and is required
      await expect(f.getByLabel(WIZARD_TEXTS.consent, { exact: true })).toHaveCount(0);
      await f.getByLabel(WIZARD_TEXTS.phone, { exact: true }).fill('(412) 555-0142');
      await f.getByLabel(WIZARD_TEXTS.consent, { exact: true }).check();
      await f.getByLabel(WIZARD_LABELS.oxygenRequired, { exact: true }).check();
      await f.getByRole('radio', { name: LABELS.everyFewDays }).check();
      await f.getByLabel(LABELS.everyDays, { exact: true }).fill('2');
      await f.getByRole('radio', { name: ACCEPTANCE_MODE_LABELS.COMPARE_OFFERS }).check();
      await f.getByLabel(OFFER_WIZARD_TEXTS.deadline, { exact: true }).fill('30');
      expect(await horizontalOverflow(page)).toEqual([]);

      // half typed: a reload keeps the new fields too
      await page.reload();
      await expect(f.getByLabel(WIZARD_TEXTS.phone, { exact: true })).toHaveValue('(412) 555-0142');
      await expect(f.getByLabel(WIZARD_TEXTS.consent, { exact: true })).toBeChecked();
      await expect(f.getByLabel(WIZARD_LABELS.oxygenRequired, { exact: true })).toBeChecked();
      await expect(f.getByRole('radio', { name: LABELS.everyFewDays })).toBeChecked();
      await expect(f.getByLabel(LABELS.everyDays, { exact: true })).toHaveValue('2');
      await expect(f.getByRole('radio', { name: ACCEPTANCE_MODE_LABELS.COMPARE_OFFERS })).toBeChecked();
      await expect(f.getByLabel(OFFER_WIZARD_TEXTS.deadline, { exact: true })).toHaveValue('30');

      await f.getByLabel(LABELS.time, { exact: true }).fill('07:15');
      await f.getByLabel(LABELS.startDate, { exact: true }).fill(tomorrow());
      await f.getByLabel(LABELS.count, { exact: true }).fill('10');
      await f.getByRole('button', { name: T.save }).click();
      await expect(panel(page).getByText(T.created)).toBeVisible();
      const card = panel(page).getByRole('article', { name: `${patientId} – ${portal.HALF_MADE.destination}` });
      await expect(card.getByText(T.summary(T.everyDays(2), '07:15'), { exact: false })).toBeVisible();
      expect(await horizontalOverflow(page)).toEqual([]);

      // the series answer shows the number masked; each trip made from it carries the contact, oxygen and compare offers
      const { text, series } = await seriesViaApi(page);
      expect(text).not.toContain('5550142');
      const made = series.find((s) => s.trip.patientId === patientId)!;
      expect(made).toMatchObject({ everyDays: 2, daysOfWeek: null, patientContact: { phone: '•••-•••-0142' } });
      const dates = made.nextDates.filter((d) => d.tripId !== null).map((d) => d.date);
      expect(dates.length).toBeGreaterThanOrEqual(2);
      expect((Date.parse(dates[1]!) - Date.parse(dates[0]!)) / 86_400_000).toBe(2);
      const trip = await portal.tripViaApi(page, made.nextDates.find((d) => d.tripId)!.tripId!);
      expect(trip).toMatchObject({ oxygenRequired: true, acceptanceMode: 'COMPARE_OFFERS', patientContact: { phone: '•••-•••-0142' } });
      expect(trip.offerDeadline).not.toBeNull();

      // editing loads it all back, the number kept on file
      await card.getByRole('button', { name: T.edit }).click();
      const edit = panel(page).getByRole('form', { name: T.editSeries });
      await expect(edit.getByRole('switch', { name: T.keepPhone('•••-•••-0142') })).toBeChecked();
      await expect(edit.getByLabel(WIZARD_LABELS.oxygenRequired, { exact: true })).toBeChecked();
      await expect(edit.getByLabel(LABELS.everyDays, { exact: true })).toHaveValue('2');
      await expect(edit.getByLabel(OFFER_WIZARD_TEXTS.deadline, { exact: true })).toHaveValue('30');
      expect(await horizontalOverflow(page)).toEqual([]);
      await edit.getByRole('button', { name: T.cancel }).click();
    });
  });
}

test.describe('a repeated standing order at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a second identical standing order asks before saving, saves nothing on Go back and saves after confirming', async ({ page }) => {
    await portal.blockMapTiles(page);
    await portal.signInToPortal(page);
    await portal.openTab(page, portal.PORTAL_TABS.standingOrders);
    const patientId = 'TWICE1280';
    const start = tomorrow();
    // the second one is a quarter of an hour later: the same series to the rule, and not a double click of the first
    // save (a repeat of the same body within moments is sent with the first one's Idempotency-Key)
    const book = async (time: string) => {
      await panel(page).getByRole('button', { name: T.newSeries }).click();
      await form(page).getByLabel(LABELS.patientId, { exact: true }).fill(patientId);
      await form(page).getByLabel(LABELS.destination, { exact: true }).selectOption({ label: portal.HALF_MADE.destination });
      for (const day of ['MON', 'WED', 'FRI'] as const) await form(page).getByLabel(DAY_LABELS[day], { exact: true }).check();
      await form(page).getByLabel(LABELS.time, { exact: true }).fill(time);
      await form(page).getByLabel(LABELS.startDate, { exact: true }).fill(start);
      await form(page).getByLabel(LABELS.count, { exact: true }).fill('6');
      await form(page).getByRole('button', { name: T.save }).click();
    };
    const cards = panel(page).getByRole('article', { name: `${patientId} – ${portal.HALF_MADE.destination}` });
    const ofPatient = async () => (await seriesViaApi(page)).series.filter((s) => s.trip.patientId === patientId).length;

    await book('06:30');
    await expect(cards).toHaveCount(1);

    // the same series again: the nurse is asked, naming the one on file, and Go back saves nothing
    await book('06:45');
    const asking = page.getByRole('dialog', { name: DUPLICATE_UI.seriesTitle });
    await expect(asking).toContainText(patientId);
    await expect(asking).toContainText(DUPLICATE_UI.seriesQuestion);
    await asking.getByRole('button', { name: DUPLICATE_UI.goBack }).click();
    await expect(asking).toBeHidden();
    expect(await ofPatient()).toBe(1);

    // asked again, she confirms: the second series is saved
    await form(page).getByRole('button', { name: T.save }).click();
    await asking.getByRole('button', { name: DUPLICATE_UI.seriesConfirm }).click();
    await expect(asking).toBeHidden();
    await expect(cards).toHaveCount(2);
    expect(await ofPatient()).toBe(2);
  });
});
