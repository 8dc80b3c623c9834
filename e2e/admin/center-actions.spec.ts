import { PICKUP_OFFER_STATUS_LABELS, TRIP_STATUS_LABELS } from '@/domain/common/code-labels';
import type { Page } from '@playwright/test';
import { OVERVIEW_ATTENTION_PATH, type OverviewAttention } from '@/domain/analytics/overview-attention';
import { phoneForDisplay } from '@/domain/common/phone-number';
import { MY_TRIPS } from '@/domain/portals/ems-dashboard-texts';
import { centerCancelNote, phoneAcceptanceNote } from '@/domain/trips/center-actions';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { TRIP_DETAIL_TEXTS, TRIP_MANAGEMENT } from '@/domain/trips/trip-management-texts';
import { paths } from '@/web/app/paths';
import { CENTER_ACTION_UI } from '@/web/lib/center-action-ui-texts';
import { OFFER_UI } from '@/web/lib/offer-ui-texts';
import { ATTENTION_UI } from '@/web/features/overview/overview-ui-texts';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { authHeader } from '../support/control-center-api';
import { demoApiSession, EMS_TABS, METRO_EMS, openDashboardTab, ownMetroUnit, requestTripFor, signInToDashboard, tripAsNurse, tripRow } from '../support/ems-dashboard';
import { blockMapTiles, openTab, PORTAL_TABS, signInToPortal } from '../support/healthcare-portal';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { signInAs, storedSession } from '../support/session';
import { expect, test } from '../support/test';

const RIVERSIDE = 'Riverside General Hospital';
const PHONE = { width: 375, height: 812 } as const;

const attentionPanel = (page: Page) => page.getByRole('region', { name: ATTENTION_UI.heading, exact: true });
const timeline = (details: ReturnType<Page['getByRole']>) => details.getByRole('list', { name: PORTAL_UI.details.sections.timeline });

/** GET /api/tcc/overview/attention as the signed-in coordinator. */
async function attentionNow(page: Page): Promise<OverviewAttention> {
  const answer = await page.request.get(OVERVIEW_ATTENTION_PATH, { headers: await authHeader(page) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: OverviewAttention }).data;
}

async function tripNow(page: Page, id: string): Promise<TripDetails> {
  const answer = await page.request.get(`/api/trips/${id}`, { headers: await authHeader(page) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: TripDetails }).data;
}

/** Trip Management, the trip found by its number, its details open; the details and their actions panel. */
async function openDetails(page: Page, tripNumber: string) {
  await page.goto(paths.dashboard.trips);
  if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: new RegExp(`^${TRIP_MANAGEMENT.filters.toggle}`) }).click();
  await page.getByLabel(TRIP_MANAGEMENT.filters.search, { exact: true }).fill(tripNumber);
  await page.getByRole('button', { name: TRIP_MANAGEMENT.viewTrip(tripNumber) }).click();
  const details = page.getByRole('dialog', { name: TRIP_DETAIL_TEXTS.title(tripNumber) });
  const actions = details.getByRole('region', { name: CENTER_ACTION_UI.panel.title });
  await expect(actions).toBeVisible();
  return { details, actions };
}

test.describe('the control center acts on a trip', () => {
  test.beforeEach(async ({ page }) => {
    await blockMapTiles(page);
  });

  test('a coordinator offers an escalated request again from Needs attention, and it leaves the Escalated list', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL(paths.dashboard.root);
    // the demo data holds requests left waiting past the delay, escalated on time
    const escalated = (await attentionNow(page)).escalated.oldest[0]!;
    expect(escalated, 'an escalated request').toBeDefined();
    const list = attentionPanel(page).getByRole('list', { name: ATTENTION_UI.escalated.listLabel });
    const row = list.getByRole('listitem').filter({ hasText: escalated.tripNumber });
    const buttons = row.getByRole('group', { name: CENTER_ACTION_UI.attention.rowActions(escalated.tripNumber) });
    await expect(buttons.getByRole('button')).toHaveText([CENTER_ACTION_UI.attention.offerAgain, CENTER_ACTION_UI.attention.call, CENTER_ACTION_UI.attention.cancel, CENTER_ACTION_UI.attention.view]);

    // whom to call: the facility and the agencies asked, each number a tel: link
    await buttons.getByRole('button', { name: CENTER_ACTION_UI.attention.call }).click();
    const callList = row.getByRole('list', { name: CENTER_ACTION_UI.attention.callList(escalated.tripNumber) });
    await expect(callList).toContainText(escalated.facility.name);
    for (const who of [escalated.facility, ...escalated.agencies].filter((w) => w.phone !== null)) {
      const link = callList.getByRole('link', { name: CENTER_ACTION_UI.attention.callLabel(who.name, phoneForDisplay(who.phone)) });
      await expect(link).toHaveAttribute('href', `tel:${who.phone!.replace(/[^\d+]/g, '')}`);
    }
    await page.setViewportSize(PHONE);
    expect(await horizontalOverflow(page)).toEqual([]);

    await buttons.getByRole('button', { name: CENTER_ACTION_UI.attention.offerAgain }).click();
    const dialog = page.getByRole('dialog', { name: CENTER_ACTION_UI.attention.offerTitle(escalated.tripNumber) });
    await expect(dialog.getByRole('radio', { name: new RegExp(`^${CENTER_ACTION_UI.reoffer.choices.agencies}`) })).toBeChecked();
    // the nearest agency able to carry it that is not considering it already
    await dialog.getByRole('checkbox', { disabled: false }).first().check();
    await dialog.getByRole('button', { name: CENTER_ACTION_UI.reoffer.send }).click();
    await expect(dialog).toBeHidden();

    await expect(list.getByText(escalated.tripNumber, { exact: true })).toHaveCount(0);
    const after = await tripNow(page, escalated.id);
    expect(after.status).toBe('PENDING');
    expect(after.escalatedAt).toBeNull();
    expect(after.history.at(-1)!.note).toMatch(/^Offered again by the control center to 1 more agency: /);
    expect(after.history.at(-1)!.onBehalfOf).toBe(escalated.facility.name);
  });

  test('a control-center user cancels from the trip details on a phone, with a reason the facility sees', async ({ page, personPage }) => {
    await page.setViewportSize(PHONE);
    const trip = await requestTripFor(page.request, [METRO_EMS]);
    await signInAs(page, 'user');
    const { details, actions } = await openDetails(page, trip.tripNumber);
    expect(await horizontalOverflow(page)).toEqual([]);

    await actions.getByRole('button', { name: CENTER_ACTION_UI.panel.open.cancel }).click();
    const confirm = page.getByRole('dialog', { name: CENTER_ACTION_UI.cancel.title(trip.tripNumber) });
    // no reason, no cancelling
    await expect(confirm.getByRole('button', { name: CENTER_ACTION_UI.cancel.confirm })).toBeDisabled();
    const reason = 'The patient was discharged home with family';
    await confirm.getByLabel(CENTER_ACTION_UI.cancel.reason).fill(reason);
    await confirm.getByRole('button', { name: CENTER_ACTION_UI.cancel.confirm }).click();
    await expect(confirm).toBeHidden();
    await expect(actions.getByRole('status')).toHaveText(CENTER_ACTION_UI.cancel.done);
    const last = timeline(details).getByRole('listitem').last();
    await expect(last).toContainText(centerCancelNote(reason));
    await expect(last).toContainText(`for ${RIVERSIDE}`);
    await last.scrollIntoViewIfNeeded();
    // once cancelled, only a note may be added
    await expect(actions.getByRole('button')).toHaveText([CENTER_ACTION_UI.panel.open.note]);

    const seen = await tripAsNurse(page.request, trip.id);
    expect(seen.status).toBe('CANCELLED');
    const nurse = await personPage();
    await blockMapTiles(nurse);
    await signInToPortal(nurse);
    await openTab(nurse, PORTAL_TABS.requests);
    await expect(nurse.getByRole('row').filter({ hasText: trip.patientId })).toContainText(TRIP_STATUS_LABELS.CANCELLED);
  });

  test('a coordinator records an acceptance Metro EMS gave on the phone, and the agency sees it in My Trips', async ({ page, personPage }) => {
    const trip = await requestTripFor(page.request, [METRO_EMS]);
    const unit = await ownMetroUnit(page.request, 'PHN');
    await signInAs(page, 'admin');
    const coordinator = (JSON.parse((await storedSession(page)).user!) as { name: string }).name;
    const { details, actions } = await openDetails(page, trip.tripNumber);

    await actions.getByRole('button', { name: CENTER_ACTION_UI.panel.open.phoneAcceptance }).click();
    const form = actions.getByRole('form', { name: CENTER_ACTION_UI.phone.title });
    await form.getByLabel(CENTER_ACTION_UI.phone.agency).selectOption({ label: METRO_EMS });
    await form.getByLabel(CENTER_ACTION_UI.phone.unit).selectOption({ label: unit.unitNumber });
    await form.getByLabel(CENTER_ACTION_UI.phone.acceptedBy).fill('Sam Ortiz');
    await form.getByRole('button', { name: CENTER_ACTION_UI.phone.record }).click();
    const confirm = page.getByRole('dialog', { name: CENTER_ACTION_UI.phone.confirmTitle });
    await expect(confirm).toContainText(CENTER_ACTION_UI.phone.confirmMessage(METRO_EMS, 'Sam Ortiz'));
    await confirm.getByRole('button', { name: CENTER_ACTION_UI.phone.confirm }).click();
    await expect(confirm).toBeHidden();
    await expect(actions.getByRole('status')).toHaveText(CENTER_ACTION_UI.phone.done);
    await expect(timeline(details).getByRole('listitem').last()).toContainText(phoneAcceptanceNote('Sam Ortiz', METRO_EMS));
    await expect(timeline(details).getByRole('listitem').last()).toContainText(`for ${METRO_EMS}`);

    const dispatcher = await personPage();
    await signInToDashboard(dispatcher);
    await openDashboardTab(dispatcher, EMS_TABS.myTrips);
    const mine = tripRow(dispatcher.getByRole('list', { name: MY_TRIPS.title }), trip.patientId);
    await expect(mine).toContainText(TRIP_STATUS_LABELS.ACCEPTED);
    await expect(mine).toContainText(CENTER_ACTION_UI.phoneAccepted('Sam Ortiz', coordinator));
    await expect(mine).toContainText(unit.unitNumber);
  });

  test('a coordinator awards an offer on the facility’s behalf, after a confirmation naming the agency and its pickup', async ({ page }) => {
    const trip = await requestTripFor(page.request, [METRO_EMS], undefined, { acceptanceMode: 'COMPARE_OFFERS' });
    // Metro EMS commits to a pickup ten minutes after the scheduled time (5:30 AM on the facility's clock)
    const metro = await demoApiSession(page.request, 'ems');
    const offered = await page.request.put(`/api/trips/${trip.id}/offers/mine`, { headers: metro.headers, data: { pickupTime: '2030-06-03T09:40:00Z' } });
    expect(offered.status(), await offered.text()).toBe(200);

    await signInAs(page, 'admin');
    const { details } = await openDetails(page, trip.tripNumber);
    const offers = details.getByRole('list', { name: OFFER_UI.facility.tableLabel }).getByRole('listitem');
    await expect(offers).toHaveCount(1);
    await offers.first().getByRole('button', { name: OFFER_UI.facility.awardLabel(METRO_EMS) }).click();
    const confirm = page.getByRole('dialog', { name: CENTER_ACTION_UI.award.title });
    await expect(confirm).toContainText(METRO_EMS);
    await expect(confirm).toContainText('5:40 AM');
    await expect(confirm).toContainText('on the facility’s behalf');
    // Go back awards nothing
    await confirm.getByRole('button', { name: CENTER_ACTION_UI.award.keep }).click();
    await expect(confirm).toBeHidden();
    expect((await tripNow(page, trip.id)).status).toBe('PENDING');

    await offers.first().getByRole('button', { name: OFFER_UI.facility.awardLabel(METRO_EMS) }).click();
    await confirm.getByRole('button', { name: CENTER_ACTION_UI.award.confirm, exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(offers.first()).toContainText(PICKUP_OFFER_STATUS_LABELS.AWARDED);
    const awarded = await tripNow(page, trip.id);
    expect(awarded).toMatchObject({ status: 'ACCEPTED', assignedAgency: { name: METRO_EMS } });
    expect(awarded.history.filter((h) => h.toStatus === 'ACCEPTED').map((h) => h.onBehalfOf)).toEqual([RIVERSIDE]);
    await expect(timeline(details).getByRole('listitem').last()).toContainText(`for ${RIVERSIDE}`);
  });

  test('a double click on an action acts once', async ({ page }) => {
    const trip = await requestTripFor(page.request, [METRO_EMS]);
    await signInAs(page, 'admin');
    const { details, actions } = await openDetails(page, trip.tripNumber);
    await actions.getByRole('button', { name: CENTER_ACTION_UI.panel.open.note }).click();
    const form = actions.getByRole('form', { name: CENTER_ACTION_UI.note.save });
    const note = 'The family will meet the crew at the side door';
    await form.getByLabel(CENTER_ACTION_UI.note.label).fill(note);
    await form.getByRole('button', { name: CENTER_ACTION_UI.note.save }).dblclick();
    await expect(actions.getByRole('status')).toHaveText(CENTER_ACTION_UI.note.done);
    await expect(timeline(details).getByText(note)).toHaveCount(1);
    expect((await tripNow(page, trip.id)).history.filter((h) => h.note === note)).toHaveLength(1);
  });
});
