import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { WIZARD } from '@/domain/portals/healthcare-portal-texts';
import { HEALTHCARE_PORTAL } from '@/domain/portals/portal-texts';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { PORTAL_UI } from '@/web/lib/portal-ui-texts';
import { demoAccount, uniqueEmail } from './accounts';
import { authHeader } from './control-center-api';
import { mailTo, verificationLink } from './mailbox';
import { signInAs } from './session';

export const PORTAL_TABS = HEALTHCARE_PORTAL.tabs;
const WIZARD_TEXTS = PORTAL_UI.wizard;

/** Signs the demo nurse in and waits for the portal (the token is stored by then). */
export async function signInToPortal(page: Page) {
  await signInAs(page, 'healthcare');
  await expect(page.getByRole('tab', { name: PORTAL_TABS.overview })).toBeVisible();
}

export async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** The wizard's form, and a field of it by its label. */
export const wizard = (page: Page) => page.getByRole('tabpanel', { name: PORTAL_TABS.createRequest });
export const wizardField = (page: Page, label: string) => wizard(page).getByLabel(label, { exact: true });
/** One step's panel (0-based), by its title. */
export const wizardStep = (page: Page, index: number) => wizard(page).getByRole('region', { name: WIZARD.steps[index] });

export async function nextStep(page: Page, expectedStep: number) {
  await wizard(page).getByRole('button', { name: WIZARD.next, exact: true }).click();
  await expect(wizard(page).getByText(WIZARD.stepOf(expectedStep, WIZARD.steps.length))).toBeVisible();
}

/** The agencies the Review step names under "Who will be asked". */
export const reviewAgencyNames = (page: Page) => wizard(page).getByRole('list', { name: WIZARD_TEXTS.review.askedLabel }).getByRole('listitem');

/** An agency's checkbox on the Agency Selection step (its label starts with the name). */
export const agencyCheckbox = (scope: Locator, name: string) => scope.getByRole('checkbox', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });

/** GET /api/trips/{id} with the page's own token: what the server stored. */
export async function tripViaApi(page: Page, id: string): Promise<TripDetails> {
  const answer = await page.request.get(`/api/trips/${id}`, { headers: await authHeader(page) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: TripDetails }).data;
}

/** The facility's trips as GET /api/trips answers them (newest first). */
export async function tripsViaApi(page: Page): Promise<TripDetails[]> {
  const answer = await page.request.get('/api/trips?limit=500', { headers: await authHeader(page) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: TripDetails[] }).data;
}

/** Map tiles never load in these tests (no internet): answer them at once instead of waiting for a timeout. */
export const blockMapTiles = (page: Page) =>
  page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'));

/** The demo nurse signed in, map tiles answered at once, on the Create Request tab: where every wizard test starts. */
export async function openWizard(page: Page) {
  await blockMapTiles(page);
  await signInToPortal(page);
  await openTab(page, PORTAL_TABS.createRequest);
}

/** Picks a destination of the facility list by its name (the option reads "name — city"). */
export async function chooseDestination(page: Page, name: string) {
  const select = wizardField(page, WIZARD_TEXTS.labels.toLocation);
  const value = await select.locator('option', { hasText: name }).first().getAttribute('value');
  await select.selectOption(value!);
}

/**
 * A healthcare facility of a test's own, registered, verified and approved through the API, so a test may change
 * the facility without touching the demo facility other journeys rely on. Returns the sign-in of its account.
 */
export async function approvedHospitalAccount(request: APIRequestContext, mailbox: string, facilityName: string) {
  const account = { email: uniqueEmail('facility'), password: 'own-facility-2024' };
  const registered = await request.post('/api/auth/healthcare/register', {
    data: { ...account, name: 'Robin Hale', facilityName, facilityType: 'Clinic' },
  });
  expect(registered.status()).toBe(201);
  const token = new URL(verificationLink(await mailTo(mailbox, account.email))).searchParams.get('verify');
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);

  const admin = demoAccount('admin');
  const login = await request.post('/api/auth/login', { data: { email: admin.email, password: admin.password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const hospitals = (await (await request.get('/api/tcc/hospitals', { headers })).json()) as { data: { id: string; name: string }[] };
  const hospital = hospitals.data.find((h) => h.name === facilityName);
  expect(hospital, facilityName).toBeDefined();
  expect((await request.put(`/api/tcc/hospitals/${hospital!.id}/approve`, { headers })).status()).toBe(200);
  return account;
}

/** The wizard's "Step N of 5". */
export const stepText = (n: number) => WIZARD.stepOf(n, WIZARD.steps.length);

/** What `halfMadeRequest` types. */
export const HALF_MADE = { destination: 'North Hills Regional Hospital', scheduledTime: '2030-03-14T09:45', specialNeeds: 'Hard of hearing' } as const;

/** A request half made in the wizard: patient, special needs, destination and time typed, and step 3 open. */
export async function halfMadeRequest(page: Page, patientId: string) {
  await openTab(page, PORTAL_TABS.createRequest);
  await wizardField(page, WIZARD_TEXTS.labels.patientId).fill(patientId);
  await wizardField(page, WIZARD_TEXTS.labels.specialNeeds).fill(HALF_MADE.specialNeeds);
  await nextStep(page, 2);
  await chooseDestination(page, HALF_MADE.destination);
  await wizardField(page, WIZARD_TEXTS.labels.scheduledTime).fill(HALF_MADE.scheduledTime);
  await nextStep(page, 3);
}

/** The fields `halfMadeRequest` typed are all there, from step 3 back to step 1. */
export async function expectHalfMadeRequest(page: Page, patientId: string) {
  await expect(wizard(page).getByText(stepText(3))).toBeVisible();
  await wizard(page).getByRole('button', { name: WIZARD.previous }).click();
  await expect(wizardField(page, WIZARD_TEXTS.labels.toLocation).locator('option:checked')).toContainText(HALF_MADE.destination);
  await expect(wizardField(page, WIZARD_TEXTS.labels.scheduledTime)).toHaveValue(HALF_MADE.scheduledTime);
  await wizard(page).getByRole('button', { name: WIZARD.previous }).click();
  await expect(wizardField(page, WIZARD_TEXTS.labels.patientId)).toHaveValue(patientId);
  await expect(wizardField(page, WIZARD_TEXTS.labels.specialNeeds)).toHaveValue(HALF_MADE.specialNeeds);
}
