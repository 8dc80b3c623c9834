import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { AgencyOption } from '@/domain/trips/trip-answers';
import type { DemoAccount, SessionUser } from '@/domain/session/session-answers';
import type { Place } from '@/domain/places/place-answers';
import { generatePatientId } from '@/domain/trips/patient-id';
import { EMS_DASHBOARD } from '@/domain/portals/portal-texts';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { demoAccount, uniqueEmail } from './accounts';
import { mailTo, verificationLink } from './mailbox';
import { signInAs, submitLogin } from './session';
import { SCREEN } from '@/domain/common/messages';

export const EMS_TABS = EMS_DASHBOARD.tabs;
export const METRO_EMS = 'Metro EMS';
type Headers = { authorization: string };

/** Signs an account in through the API alone; its bearer header and session user. */
export async function apiSession(request: APIRequestContext, email: string, password: string, path: string) {
  const answer = await request.post(path, { data: { email, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  const body = (await answer.json()) as { token: string; user: SessionUser };
  return { headers: { authorization: `Bearer ${body.token}` } as Headers, user: body.user };
}

const LOGIN_PATHS: Record<DemoAccount['role'], string> = {
  admin: '/api/auth/login',
  user: '/api/auth/login',
  healthcare: '/api/auth/healthcare/login',
  ems: '/api/auth/ems/login',
  crew: '/api/auth/crew/login',
};
export const demoApiSession = (request: APIRequestContext, role: DemoAccount['role']) => {
  const a = demoAccount(role);
  return apiSession(request, a.email, a.password, LOGIN_PATHS[role]);
};

/**
 * A PENDING transport request of the demo nurse's facility, to a listed destination (so it is priced), offered to the
 * named agencies only: the test's own trip, whatever else the demo data holds. `fields` adds or replaces wizard fields
 * (mobility, scheduled time…).
 */
export async function requestTripFor(
  request: APIRequestContext,
  agencyNames: string[],
  patientId = generatePatientId(),
  fields: Record<string, unknown> = {},
): Promise<TripDetails> {
  const nurse = await demoApiSession(request, 'healthcare');
  const places = ((await (await request.get('/api/tcc/facilities', { headers: nurse.headers })).json()) as { data: Place[] }).data;
  const destination = places.find((p) => p.hospitalId !== nurse.user.hospitalId && p.latitude !== null);
  const near = await request.get(`/api/trips/agencies/${nurse.user.hospitalId}?radius=200&transportLevel=BLS`, { headers: nurse.headers });
  const agencies = ((await near.json()) as { data: AgencyOption[] }).data;
  const selectedAgencies = agencyNames.map((name) => {
    const agency = agencies.find((a) => a.name === name);
    expect(agency, `${name} is eligible for the nurse's trips`).toBeDefined();
    return agency!.id;
  });
  const answer = await request.post('/api/trips/enhanced', {
    headers: nurse.headers,
    data: {
      patientId,
      toLocation: destination!.name,
      toFacilityId: destination!.id,
      scheduledTime: '2030-06-03T09:30:00Z',
      transportLevel: 'BLS',
      urgencyLevel: 'Urgent',
      notificationRadius: 200,
      selectedAgencies,
      ...fields,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: TripDetails }).data;
}

/** GET /api/trips/{id} as the demo nurse: the trip as the requesting facility sees it. */
export async function tripAsNurse(request: APIRequestContext, id: string): Promise<TripDetails> {
  const nurse = await demoApiSession(request, 'healthcare');
  const answer = await request.get(`/api/trips/${id}`, { headers: nurse.headers });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: TripDetails }).data;
}

/**
 * An EMS agency of a test's own, registered, verified and approved through the API, about 150 miles east of the demo
 * region: the nurse can still ask it (radius 200), while the wizard's lists within 100 miles stay as they were.
 */
export async function approvedAgencyAccount(request: APIRequestContext, mailbox: string, agencyName: string) {
  const account = { email: uniqueEmail('agency'), password: 'own-agency-2024' };
  const registered = await request.post('/api/auth/ems/register', {
    data: {
      ...account,
      name: 'Casey Morgan',
      agencyName,
      serviceType: 'Ground Ambulance',
      capabilities: ['BLS', 'ALS'],
      address: '1 Market Sq',
      city: 'Harrisburg',
      state: 'PA',
      zipCode: '17101',
      latitude: 40.3,
      longitude: -77.2,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = new URL(verificationLink(await mailTo(mailbox, account.email))).searchParams.get('verify');
  expect((await request.post('/api/auth/verify-email', { data: { token } })).status()).toBe(200);

  const admin = await demoApiSession(request, 'admin');
  const list = await request.get(`/api/tcc/agencies?q=${encodeURIComponent(agencyName)}`, { headers: admin.headers });
  const agency = ((await list.json()) as { data: { id: string; name: string }[] }).data.find((a) => a.name === agencyName);
  expect(agency, agencyName).toBeDefined();
  expect((await request.put(`/api/tcc/agencies/${agency!.id}/approve`, { headers: admin.headers })).status()).toBe(200);
  return { ...account, agencyId: agency!.id };
}

/** Signs an agency account in through the EMS door and waits for its dashboard. */
export async function signInToDashboard(page: Page, account?: { email: string; password: string }) {
  if (account) {
    await page.goto('/');
    await page.getByRole('button', { name: SCREEN.emsLogin, exact: true }).click();
    await submitLogin(page, account.email, account.password, SCREEN.signIn);
  } else {
    await signInAs(page, 'ems');
  }
  await expect(page.getByRole('tab', { name: EMS_TABS.overview, exact: true })).toBeVisible();
}

export async function openDashboardTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

/** The row of a trip list, found by the patient id it is labelled with. */
export const tripRow = (list: Locator, patientId: string) => list.getByRole('listitem', { name: patientId, exact: true });
