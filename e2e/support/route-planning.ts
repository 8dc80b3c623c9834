import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { AgencyOption } from '@/domain/trips/trip-answers';
import type { AvailableUnit } from '@/domain/units/unit-answers';
import type { Place } from '@/domain/places/place-answers';
import { generatePatientId } from '@/domain/trips/patient-id';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { demoApiSession } from './ems-dashboard';

type Headers = { authorization: string };

/** The available units as the caller sees them (GET /api/units/available). */
export async function availableUnits(request: APIRequestContext, headers: Headers): Promise<AvailableUnit[]> {
  const answer = await request.get('/api/units/available', { headers });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: AvailableUnit[] }).data;
}

/** A unit that can carry BLS requests from a known position, the one whose shift ends last (the fewest left out for overtime). */
export function basicLifeSupportUnit(units: AvailableUnit[]): AvailableUnit {
  const fit = units
    .filter((u) => u.levelOfCare !== null && u.position !== null)
    .sort((a, b) => (b.shiftEndsAt ?? '9999').localeCompare(a.shiftEndsAt ?? '9999'));
  expect(fit.length, 'an available unit with a level of care and a position').toBeGreaterThan(0);
  return fit[0]!;
}

/**
 * BLS requests of the demo nurse's facility, one per entry of `minutesAhead` (ready that many minutes from now), each to
 * another listed destination and offered to the named agency: the test's own pending requests, soon enough for a unit's
 * shift, whatever else the demo data holds.
 */
export async function pendingRequestsSoon(request: APIRequestContext, agencyName: string, minutesAhead: number[]): Promise<TripDetails[]> {
  const nurse = await demoApiSession(request, 'healthcare');
  const places = ((await (await request.get('/api/tcc/facilities', { headers: nurse.headers })).json()) as { data: Place[] }).data;
  const destinations = places.filter((p) => p.hospitalId !== nurse.user.hospitalId && p.latitude !== null);
  const near = await request.get(`/api/trips/agencies/${nurse.user.hospitalId}?radius=200&transportLevel=BLS`, { headers: nurse.headers });
  const agency = ((await near.json()) as { data: AgencyOption[] }).data.find((a) => a.name === agencyName);
  expect(agency, `${agencyName} is eligible for the nurse's trips`).toBeDefined();
  const created: TripDetails[] = [];
  for (const [i, minutes] of minutesAhead.entries()) {
    const destination = destinations[i % destinations.length]!;
    const answer = await request.post('/api/trips/enhanced', {
      headers: nurse.headers,
      data: {
        patientId: generatePatientId(),
        toLocation: destination.name,
        toFacilityId: destination.id,
        scheduledTime: new Date(Date.now() + minutes * 60_000).toISOString(),
        transportLevel: 'BLS',
        urgencyLevel: 'Routine',
        notificationRadius: 200,
        selectedAgencies: [agency!.id],
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    created.push(((await answer.json()) as { data: TripDetails }).data);
  }
  return created;
}

/** The request's line in the Select Requests checklist. */
export const requestCheckbox = (page: Page, tripNumber: string) => page.getByRole('checkbox', { name: new RegExp(`^${tripNumber} `) });
