import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { TripContact, TripDetails, TripListItem } from '@/domain/trips/trip-answers';
import { facilities, hospitals, trips } from '@/server/db/schema';
import { moveTrip, signedInStaff, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

// The patient's needs the facility entered reach the crews it asked, before they accept, and no other agency.
const w = useTripWorld();

/** What the nurse enters for the crew: a stretcher patient on oxygen, with a slide board to bring. */
const NEEDS = {
  patientWeight: 172,
  specialNeeds: 'bring slide board',
  insuranceCompany: 'Medicare',
  diagnosis: 'Hip fracture',
  mobilityLevel: 'Stretcher',
  oxygenRequired: true,
  monitoringRequired: true,
  notes: 'Second floor, use the east elevator',
};

/** An agency of the region that no request of these tests is offered to. */
let emsUnasked: Headers;
const requestWithNeeds = async () => {
  const body = wizardBody(w, { ...NEEDS, selectedAgencies: [w.a.alsNear.id, w.a.alsFar.id], notificationRadius: 200 });
  const res = await w.call('POST', '/api/trips/enhanced', w.nurse, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TripDetails;
};
const details = (who: Headers, id: string) => w.call('GET', `/api/trips/${id}`, who);
const contacts = (who: Headers, id: string) => w.call('GET', `/api/trips/${id}/contacts`, who);
const readNeeds = async (who: Headers, id: string) => {
  const res = await details(who, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TripDetails;
};
const readContacts = async (who: Headers, id: string) => {
  const res = await contacts(who, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TripContact[];
};
/** Neither the details nor the contacts: 404, as for a trip that does not exist. */
const expectHidden = async (who: Headers, id: string) => {
  for (const res of [await details(who, id), await contacts(who, id)]) {
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: TRIP_ERRORS.notFound });
  }
};
const availableTo = async (who: Headers) => {
  const res = await w.call('GET', '/api/trips?status=PENDING', who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TripListItem[];
};

beforeAll(async () => {
  emsUnasked = (await signedInStaff(w.t.app, w.t.db, 'EMS', { agencyId: w.a.blsMid.id })).auth;
  await w.t.db
    .update(hospitals)
    .set({ contactName: 'Dana Whitfield', phone: '(412) 555-0100', email: 'transfers@general.test' })
    .where(eq(hospitals.id, w.hospitalA.hospital.id));
  await w.t.db.update(facilities).set({ phone: '(412) 555-0199' }).where(eq(facilities.id, w.rehab.id));
});

describe('GET /api/trips/{id}: the needs of a trip offered to an agency', () => {
  it('gives an agency it is offered to everything the facility entered for the crew, and whom to call', async () => {
    const trip = await requestWithNeeds();
    const seen = await readNeeds(w.ems, trip.id);
    expect(seen).toMatchObject({ ...NEEDS, status: 'PENDING', isolation: false, bariatric: false, fromLocation: 'General Hospital' });
    expect(seen).toMatchObject({ toLocation: 'Riverside Rehab', transportLevel: 'BLS', priority: 'MEDIUM', assignedAgencyId: null });
    expect(seen.readyStart).toBe(seen.scheduledTime);
    expect(Date.parse(seen.readyEnd!) - Date.parse(seen.readyStart!)).toBe(60 * 60 * 1000);
    expect(await readContacts(w.ems, trip.id)).toEqual([
      { role: 'requester', name: 'General Hospital', contactName: 'Dana Whitfield', phone: '(412) 555-0100', email: 'transfers@general.test' },
      { role: 'destination', name: 'Riverside Rehab', contactName: null, phone: '(412) 555-0199', email: null },
    ]);
  });

  it('hides them from an agency the trip was never offered to, in its list and by id', async () => {
    const trip = await requestWithNeeds();
    await expectHidden(emsUnasked, trip.id);
    expect((await availableTo(emsUnasked)).map((t) => t.id)).not.toContain(trip.id);
  });

  it('hides them from an agency once it has declined, while the other agency asked still reads them', async () => {
    const trip = await requestWithNeeds();
    await moveTrip(w, w.emsFar, trip.id, 'CANCELLED');
    await expectHidden(w.emsFar, trip.id);
    expect((await readNeeds(w.ems, trip.id)).specialNeeds).toBe(NEEDS.specialNeeds);
    expect(await readContacts(w.ems, trip.id)).toHaveLength(2);
  });

  it('keeps them for the agency that accepted, and hides them from the one only offered', async () => {
    const trip = await requestWithNeeds();
    await moveTrip(w, w.ems, trip.id, 'ACCEPTED');
    expect(await readNeeds(w.ems, trip.id)).toMatchObject({ status: 'ACCEPTED', assignedAgencyId: w.a.alsNear.id, specialNeeds: NEEDS.specialNeeds });
    expect(await readContacts(w.ems, trip.id)).toHaveLength(2);
    await expectHidden(w.emsFar, trip.id);
  });

  it('still gives them to the requesting facility and the control center, not to another facility', async () => {
    const trip = await requestWithNeeds();
    for (const who of [w.nurse, w.admin, w.user]) {
      expect(await readNeeds(who, trip.id)).toMatchObject({ specialNeeds: NEEDS.specialNeeds, notes: NEEDS.notes });
      expect((await readContacts(who, trip.id)).map((c) => c.role)).toEqual(['requester', 'destination']);
    }
    await expectHidden(w.nurseB, trip.id);
  });
});

describe('GET /api/trips: what the need badges are read from', () => {
  it('answers an agency row with the flags, weight and escalation, without the free texts', async () => {
    const trip = await requestWithNeeds();
    const escalatedAt = new Date('2030-06-03T09:45:00.000Z');
    await w.t.db.update(trips).set({ isolation: true, bariatric: true, escalatedAt }).where(eq(trips.id, trip.id));
    const row = (await availableTo(w.ems)).find((t) => t.id === trip.id);
    expect(row).toMatchObject({
      mobilityLevel: 'Stretcher',
      oxygenRequired: true,
      isolation: true,
      bariatric: true,
      patientWeight: 172,
      escalatedAt: escalatedAt.toISOString(),
    });
    for (const free of ['specialNeeds', 'specialRequirements', 'notes', 'insuranceCompany']) expect(row).not.toHaveProperty(free);
  });
});

describe('GET /api/trips/{id}/contacts', () => {
  it('leaves out a place with nothing to call, and answers 404 for an unknown or malformed id and 401 without a token', async () => {
    const trip = await requestWithNeeds();
    await w.t.db.update(facilities).set({ phone: '' }).where(eq(facilities.id, w.rehab.id));
    expect((await readContacts(w.nurse, trip.id)).map((c) => c.role)).toEqual(['requester']);
    await w.t.db.update(facilities).set({ phone: '(412) 555-0199' }).where(eq(facilities.id, w.rehab.id));
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) await expectHidden(w.admin, id);
    expect((await contacts({}, trip.id)).statusCode).toBe(401);
  });
});
