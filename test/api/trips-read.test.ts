import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { TripDetails, TripListItem } from '@/domain/trips/trip-answers';
import { agencyResponses, trips } from '@/server/db/schema';
import { insertPlace, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();
const list = async (who: Headers, query = '') => {
  const res = await w.call('GET', `/api/trips${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TripListItem[];
};
const ids = (items: { id: string }[]) => items.map((t) => t.id).sort();

/** Trips: two of General (A), one of St. Clair (B), one the control center made from a place of no hospital. */
const made = {} as Record<'a1' | 'a2' | 'b1' | 'orphan', TripDetails>;
beforeAll(async () => {
  const create = async (who: Headers, body: object) => {
    const res = await w.call('POST', '/api/trips/enhanced', who, body);
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data as TripDetails;
  };
  made.a1 = await create(w.nurse, wizardBody(w, { selectedAgencies: [w.a.alsNear.id], diagnosis: 'Pneumonia', generateQRCode: true }));
  made.a2 = await create(w.nurse, wizardBody(w, { patientId: 'PAB12CD34', selectedAgencies: [w.a.wheelchair.id], urgencyLevel: 'Urgent' }));
  made.b1 = await create(w.nurseB, wizardBody(w, { selectedAgencies: [w.a.alsNear.id, w.a.cct.id] }));
  // its origin's name contains "General Hospital", so a name match would wrongly show it to General's staff
  const lot = await insertPlace(w.t.db, 'General Hospital Parking Garage', 1);
  made.orphan = await create(w.admin, wizardBody(w, { fromFacilityId: lot.id, selectedAgencies: [w.a.cct.id] }));
});

describe('GET /api/trips is scoped in the query', () => {
  it("gives a facility user its own hospital's trips only, newest first, never by name", async () => {
    const mine = await list(w.nurse);
    expect(mine.map((t) => t.id)).toEqual([made.a2.id, made.a1.id]);
    expect(ids(await list(w.nurseB))).toEqual([made.b1.id]);
    expect(made.orphan.fromLocation).toContain('General Hospital');
  });

  it('answers each row with the list fields, patientName holding the patient id', async () => {
    const [row] = await list(w.nurse, '?limit=1');
    expect(Object.keys(row!).sort()).toEqual(
      [
        'id', 'tripNumber', 'patientId', 'patientName', 'fromLocation', 'toLocation', 'status', 'priority', 'transportLevel',
        'urgencyLevel', 'scheduledTime', 'createdAt', 'assignedAgency', 'diagnosis', 'mobilityLevel', 'oxygenRequired',
        'monitoringRequired', 'isolation', 'bariatric', 'patientWeight', 'actualStartTime', 'hospitalId', 'assignedAgencyId', 'acceptedTimestamp', 'pickupTimestamp',
        'completionTimestamp', 'cancelledTimestamp', 'escalatedAt', 'loadedMiles', 'estimatedMinutes', 'revenue', 'assignedUnitId', 'suggestedUnitId', 'latestStep', 'latestStepAt', 'returnTripId', 'returnKind', 'returnOpenedAt', 'acceptanceMode', 'offerDeadline', 'committedPickupAt', 'estimatedArrival', 'offerCount', 'phoneAcceptance',
      ].sort(),
    );
    expect(row).toMatchObject({ id: made.a2.id, patientName: 'PAB12CD34', priority: 'HIGH', transportLevel: 'BLS', assignedAgency: null });
  });

  it.each([
    ['ADMIN', () => w.admin],
    ['USER', () => w.user],
  ])('gives %s every trip', async (_role, who) => {
    expect(ids(await list(who()))).toEqual(expect.arrayContaining(ids(Object.values(made))));
  });

  it('gives an agency the trips offered to it and not declined, and the ones assigned to it', async () => {
    expect(ids(await list(w.ems))).toEqual(ids([made.a1, made.b1]));
    expect(await list(w.emsFar)).toEqual([]);
    await w.t.db.update(agencyResponses).set({ response: 'DECLINED' }).where(eq(agencyResponses.tripId, made.b1.id));
    expect(ids(await list(w.ems))).toEqual([made.a1.id]);
    await w.t.db.update(trips).set({ status: 'ACCEPTED', assignedAgencyId: w.a.alsFar.id }).where(eq(trips.id, made.orphan.id));
    const assigned = await list(w.emsFar);
    expect(assigned.map((t) => [t.id, t.assignedAgency])).toEqual([[made.orphan.id, { id: w.a.alsFar.id, name: 'Erie ALS' }]]);
    await w.t.db.update(agencyResponses).set({ response: 'OFFERED' }).where(eq(agencyResponses.tripId, made.b1.id));
  });

  it('filters by a comma list of statuses and pages with limit and offset', async () => {
    expect(ids(await list(w.admin, '?status=ACCEPTED'))).toEqual([made.orphan.id]);
    expect(ids(await list(w.admin, '?status=pending,ACCEPTED'))).toEqual(ids(Object.values(made)));
    expect(await list(w.nurse, '?status=COMPLETED')).toEqual([]);
    expect((await list(w.nurse, '?limit=1&offset=1')).map((t) => t.id)).toEqual([made.a1.id]);
  });

  it.each(['?status=DONE', '?limit=0', '?limit=501', '?offset=-1'])('refuses %s with 400', async (query) => {
    const res = await w.call('GET', `/api/trips${query}`, w.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('answers 401 without a token', async () => {
    const res = await w.call('GET', '/api/trips', {});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: AUTH_MESSAGES.authRequired });
  });
});

describe('GET /api/trips/{id}', () => {
  it('gives the requesting facility every field, the offers with their answers, the timeline and the QR code', async () => {
    const res = await w.call('GET', `/api/trips/${made.a1.id}`, w.nurse);
    expect(res.statusCode).toBe(200);
    const trip = res.json().data as TripDetails;
    expect(trip).toMatchObject({ id: made.a1.id, diagnosis: 'Pneumonia', generateQRCode: true, version: 1 });
    expect(trip.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(trip.offeredAgencies).toEqual([{ id: w.a.alsNear.id, name: 'Allegheny ALS', distanceMiles: 5, response: 'OFFERED', respondedAt: null, declineReason: null }]);
    expect(trip.history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'PENDING', actorOrganisation: 'General Hospital', note: 'Transport request created' })]);
  });

  it("answers 404 for another facility's trip, an unknown id and a malformed one", async () => {
    for (const [who, id] of [
      [w.nurseB, made.a1.id],
      [w.nurse, made.orphan.id],
      [w.nurse, '00000000-0000-4000-8000-000000000000'],
      [w.nurse, 'not-a-uuid'],
      [w.emsFar, made.a1.id],
    ] as const) {
      const res = await w.call('GET', `/api/trips/${id}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, error: TRIP_ERRORS.notFound });
    }
  });

  it('shows an agency its own offer only, and the control center everything', async () => {
    const asAgency = await w.call('GET', `/api/trips/${made.b1.id}`, w.ems);
    expect(asAgency.json().data.offeredAgencies.map((a: { id: string }) => a.id)).toEqual([w.a.alsNear.id]);
    for (const who of [w.admin, w.user]) {
      const res = await w.call('GET', `/api/trips/${made.b1.id}`, who);
      expect(res.json().data.offeredAgencies.map((a: { id: string }) => a.id)).toEqual([w.a.alsNear.id, w.a.cct.id]);
    }
  });

  it('answers 401 without a token', async () => {
    expect((await w.call('GET', `/api/trips/${made.a1.id}`, {})).statusCode).toBe(401);
  });
});
