import type { Page } from '@playwright/test';
import { OVERVIEW_ATTENTION_PATH, type OverviewAttention, type WaitingTrip } from '@/domain/analytics/overview-attention';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { TRIP_MANAGEMENT } from '@/domain/trips/trip-management-texts';
import { paths } from '@/web/app/paths';
import { formatWaited } from '@/web/lib/format';
import { ORG_UI } from '@/web/lib/org-ui-texts';
import { ATTENTION_UI } from '@/web/features/overview/overview-ui-texts';
import { METRO_EMS, requestTripFor } from '../support/ems-dashboard';
import { registerHospitalViaApi, uniqueName } from '../support/org-api';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const panel = (page: Page) => page.getByRole('region', { name: ATTENTION_UI.heading, exact: true });
const list = (page: Page, label: string) => panel(page).getByRole('list', { name: label, exact: true });
const FILTERS_TEXTS = TRIP_MANAGEMENT.filters;
const filter = (page: Page, label: string) => page.getByRole('region', { name: FILTERS_TEXTS.panelLabel }).getByLabel(label, { exact: true });
const tripRows = (page: Page) =>
  page.getByRole('table', { name: TRIP_MANAGEMENT.tableLabel }).getByRole('row').filter({ has: page.getByRole('cell') });

/** What a waiting request's line shows: its number, where it goes, and how long it has waited. */
const lineOf = (t: WaitingTrip) => [t.tripNumber, ATTENTION_UI.route(t.fromLocation, t.toLocation), ATTENTION_UI.waited(formatWaited(t.waitingMinutes))];

/**
 * Signs the administrator in on the Overview and keeps the attention call's latest answer: the panel asks again every
 * 30 s and on every live trip event, so the screen is compared with the answer it last got.
 */
async function overviewWithAttention(page: Page) {
  const answers: OverviewAttention[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === OVERVIEW_ATTENTION_PATH && r.ok()) {
      void r.json().then((body: { data: OverviewAttention }) => answers.push(body.data), () => undefined);
    }
  });
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(paths.dashboard.root);
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  return () => answers.at(-1)!;
}

/** The panel lists these requests in this order, each line with its number, route and wait. */
async function expectListed(page: Page, label: string, latest: () => OverviewAttention, kind: 'waiting' | 'escalated') {
  await expect(async () => {
    const { oldest } = latest()[kind];
    const items = list(page, label).getByRole('listitem');
    await expect(items).toHaveCount(oldest.length, { timeout: 1_000 });
    for (const [i, trip] of oldest.entries()) {
      for (const text of lineOf(trip)) await expect(items.nth(i)).toContainText(text, { timeout: 1_000 });
    }
  }).toPass();
}

test.describe('control center Overview: what needs attention', () => {
  test('requests waiting for an agency and escalated ones, oldest first with their wait, and a registration to review', async ({ page }) => {
    await page.goto('/');
    // a request of the test's own waits for an agency: the demo's own escalate as the run goes on
    await requestTripFor(page.request, [METRO_EMS]);
    await registerHospitalViaApi(page, uniqueName('Attention Clinic'));
    const latest = await overviewWithAttention(page);
    const { waiting, escalated, registrations } = latest();
    // the demo region holds requests no agency has taken, some escalated for it
    expect(waiting.count, 'a request waits for an agency').toBeGreaterThan(0);
    expect(escalated.count, 'a request was escalated').toBeGreaterThan(0);
    expect(registrations.facilities).toBeGreaterThan(0);
    for (const { oldest } of [waiting, escalated]) {
      const made = oldest.map((t) => t.createdAt);
      expect(made, 'oldest first').toEqual([...made].sort());
      expect(oldest.map((t) => t.waitingMinutes), 'the longest wait first').toEqual(oldest.map((t) => t.waitingMinutes).sort((a, b) => b - a));
    }

    await expect(panel(page).getByRole('heading', { name: new RegExp(`^${ATTENTION_UI.waiting.title} \\(\\d`) })).toBeVisible();
    await expectListed(page, ATTENTION_UI.waiting.listLabel, latest, 'waiting');
    await expectListed(page, ATTENTION_UI.escalated.listLabel, latest, 'escalated');
    await expect(panel(page).getByRole('heading', { name: new RegExp(`^${ATTENTION_UI.registrations.title} \\(\\d`) })).toBeVisible();
    await expect(panel(page).getByRole('link', { name: ATTENTION_UI.registrations.facilities(latest().registrations.facilities) })).toBeVisible();
  });

  test('each link opens its list filtered: waiting and escalated requests oldest first, facilities awaiting review', async ({ page }) => {
    await page.goto('/');
    await requestTripFor(page.request, [METRO_EMS]);
    const hospital = uniqueName('Review Link Clinic');
    await registerHospitalViaApi(page, hospital);
    const latest = await overviewWithAttention(page);

    for (const [kind, texts, escalatedParam] of [
      ['waiting', ATTENTION_UI.waiting, 'false'],
      ['escalated', ATTENTION_UI.escalated, 'true'],
    ] as const) {
      const block = latest()[kind];
      const link = panel(page).getByRole('region', { name: new RegExp(`^${texts.title} \\(`) }).getByRole('link', { name: texts.link(block.count) });
      await expect(link).toHaveAttribute('href', `${paths.dashboard.trips}?status=PENDING&escalated=${escalatedParam}&sort=createdAt&order=asc`);
      await link.click();
      // the list takes its filters from the address, then clears it (the filters change on the screen from there)
      await expect(page).toHaveURL(paths.dashboard.trips);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DASHBOARD_SECTIONS.trips);
      await expect(filter(page, FILTERS_TEXTS.status)).toHaveValue('PENDING');
      await expect(filter(page, FILTERS_TEXTS.escalation)).toHaveValue(escalatedParam);
      // the oldest of them heads the list, which holds as many as the panel counted
      await expect(tripRows(page).first()).toContainText(block.oldest[0]!.tripNumber);
      const shown = TRIP_MANAGEMENT.showing(block.count, 0).split(' of ')[0]!;
      await expect(page.getByRole('main').getByText(new RegExp(`^${shown} of `))).toBeVisible();
      await page.goBack();
      await expect(panel(page)).toBeVisible();
    }

    const review = panel(page).getByRole('link', { name: ATTENTION_UI.registrations.facilities(latest().registrations.facilities) });
    await expect(review).toHaveAttribute('href', `${paths.dashboard.hospitals}?status=pending`);
    await review.click();
    await expect(page).toHaveURL(`${paths.dashboard.hospitals}?status=pending`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DASHBOARD_SECTIONS.hospitals);
    await page.getByRole('searchbox', { name: ORG_UI.hospitals.search }).fill(hospital);
    await expect(page.getByRole('table', { name: DASHBOARD_SECTIONS.hospitals }).getByRole('row').filter({ hasText: hospital })).toBeVisible();
    await expect(page).toHaveURL(`${paths.dashboard.hospitals}?status=pending`);
    await expect(page.getByRole('combobox', { name: ORG_UI.hospitals.statusFilter })).toHaveValue('pending');
  });
});
