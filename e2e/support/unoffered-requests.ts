import { expect, type APIRequestContext } from '@playwright/test';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { uniqueName } from './org-api';
import { apiSession } from './ems-dashboard';
import { approvedHospitalAccount } from './healthcare-portal';

type Headers = { authorization: string };

/**
 * A facility of the test's own in Anchorage, farther than any notification radius from every agency, so its requests
 * are offered to nobody: no agency's lists or bell change while a test makes many of them.
 */
export async function remoteHospital(request: APIRequestContext, mailbox: string) {
  const account = await approvedHospitalAccount(request, mailbox, uniqueName('Pager Clinic'));
  const { headers } = await apiSession(request, account.email, account.password, '/api/auth/healthcare/login');
  const located = await request.put('/api/auth/healthcare/facility/update', {
    headers,
    data: { address: '3200 Providence Dr', city: 'Anchorage', state: 'AK', zipCode: '99508' },
  });
  expect(located.status(), await located.text()).toBe(200);
  return { account, headers };
}

/** PENDING requests of that facility, patient ids `prefix00`, `prefix01`, …, made in that order and ready a minute apart in 2031. */
export async function unofferedRequests(request: APIRequestContext, headers: Headers, prefix: string, count: number, from = 0): Promise<TripDetails[]> {
  const made: TripDetails[] = [];
  for (let n = from; n < from + count; n++) {
    const minute = String(n).padStart(2, '0');
    const answer = await request.post('/api/trips/enhanced', {
      headers,
      data: { patientId: `${prefix}${minute}`, toLocation: 'Sewickley Valley Hospital', scheduledTime: `2031-03-10T09:${minute}:00Z`, transportLevel: 'BLS', urgencyLevel: 'Routine' },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    const trip = ((await answer.json()) as { data: TripDetails }).data;
    expect(trip.offeredAgencies).toEqual([]);
    made.push(trip);
  }
  return made;
}

/** Cancels the requests, so they leave every pending list. */
export async function cancelRequests(request: APIRequestContext, headers: Headers, trips: readonly TripDetails[]) {
  for (const trip of trips) {
    const answer = await request.put(`/api/trips/${trip.id}/status`, { headers, data: { status: 'CANCELLED' } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
}
