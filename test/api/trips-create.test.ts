import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_TRIP_MESSAGES } from '@/domain/trips/admin-trip-request';
import { HTTP_MESSAGES } from '@/domain/common/messages';
import { estimatedMinutesFor, loadedMilesBetween, tripRevenue } from '@/domain/planning/pricing';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { rawRows } from '@/server/db/raw-query';
import { hospitals, tripHistory, trips } from '@/server/db/schema';
import { tripQrCode } from '@/server/modules/trips/qr-code';
import {
  freshPatientId,
  insertPlace,
  notificationTitles,
  refusedCaller,
  specClientBody,
  storedOffers,
  tripCounts,
  useTripWorld,
  wizardBody,
  type Headers,
} from './trip-fixtures';

const w = useTripWorld();
/** A JSON body as an object, or as the exact text a client sent. */
const post = (who: Headers, body: object | string, url = '/api/trips/enhanced') =>
  w.t.app.inject({ method: 'POST', url, headers: { ...who, 'content-type': 'application/json' }, payload: body });
const create = (who: Headers, body: object | string) => post(who, body);
const createdTrip = async (who: Headers, body: object | string) => {
  const res = await create(who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TripDetails;
};
const reviewList = async (who: Headers, level: string, radius = 100) => {
  const res = await w.call('GET', `/api/trips/agencies/${w.hospitalA.hospital.id}?radius=${radius}&transportLevel=${level}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { id: string }[]).map((a) => a.id);
};

/** A refused request answers this status and text and writes nothing at all. */
async function expectRefused(who: Headers, body: object | string, status: number, error: string, url = '/api/trips/enhanced') {
  const before = await tripCounts(w.t.db);
  const res = await post(who, body, url);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ success: false, error });
  expect(await tripCounts(w.t.db)).toEqual(before);
}

describe('POST /api/trips/enhanced per role', () => {
  it('lets a facility user request a transport from its own location, with the defaults filled in', async () => {
    const trip = await createdTrip(w.nurse, wizardBody(w, { patientId: 'PAB12CD34' }));
    expect(trip).toMatchObject({
      patientId: 'PAB12CD34',
      patientName: 'PAB12CD34',
      fromLocation: 'General Hospital',
      toLocation: 'Riverside Rehab',
      hospitalId: w.hospitalA.hospital.id,
      originFacilityId: w.hospitalA.entry.id,
      destinationFacilityId: w.rehab.id,
      status: 'PENDING',
      priority: 'MEDIUM',
      transportLevel: 'BLS',
      urgencyLevel: 'Routine',
      mobilityLevel: 'Ambulatory',
      notificationRadius: 100,
      patientWeight: null,
      generateQRCode: false,
      qrCode: null,
      oxygenRequired: false,
      monitoringRequired: false,
      assignedAgency: null,
      // 14:30 in New York in November is 19:30 UTC; the default ready window is one hour
      scheduledTime: '2026-11-21T19:30:00.000Z',
      readyStart: '2026-11-21T19:30:00.000Z',
      readyEnd: '2026-11-21T20:30:00.000Z',
      fromLatitude: w.hospitalA.hospital.latitude,
      toLatitude: w.rehab.latitude,
    });
    expect(trip.tripNumber).toMatch(/^TRP-\d{8}-\d{4}$/);
    expect(trip.history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'PENDING', actorRole: 'HEALTHCARE', actorOrganisation: 'General Hospital' }),
    ]);
    const [row] = await w.t.db.select().from(trips).where(eq(trips.id, trip.id));
    expect(row!.createdById).not.toBeNull();
  });

  it('lets an administrator request one for a named place, which then belongs to that place’s hospital', async () => {
    const trip = await createdTrip(w.admin, wizardBody(w, { fromFacilityId: w.hospitalB.entry.id, urgencyLevel: 'Emergent', transportLevel: 'ALS' }));
    expect(trip).toMatchObject({ fromLocation: 'St. Clair Hospital', hospitalId: w.hospitalB.hospital.id, priority: 'CRITICAL' });
    expect(trip.history[0]).toMatchObject({ actorRole: 'ADMIN', actorOrganisation: 'Transport Control Center' });
    const seen = await w.call('GET', `/api/trips/${trip.id}`, w.nurseB);
    expect(seen.statusCode).toBe(200);
  });

  it('asks an administrator to name the origin', async () => {
    await expectRefused(w.admin, wizardBody(w), 400, TRIP_ERRORS.originRequired);
  });

  it.each(['USER', 'EMS', 'none'] as const)('refuses %s', async (role) => {
    const r = refusedCaller(w, role);
    await expectRefused(r.who, wizardBody(w), r.status, r.error);
  });
});

describe('the agencies offered are exactly the ones the Review step named', () => {
  it('offers a listed destination to the selected agencies only, nearest first, and tells their crews', async () => {
    const trip = await createdTrip(w.nurse, wizardBody(w, { selectedAgencies: [w.a.cct.id, w.a.alsNear.id], transportLevel: 'ALS', urgencyLevel: 'Urgent' }));
    expect(trip.priority).toBe('HIGH');
    expect(trip.offeredAgencies.map((a) => [a.name, a.distanceMiles, a.response])).toEqual([
      ['Allegheny ALS', 5, 'OFFERED'],
      ['Critical Care Air', 30, 'OFFERED'],
    ]);
    expect((await storedOffers(w.t.db, trip.id)).map((o) => o.agency_id)).toEqual([w.a.alsNear.id, w.a.cct.id]);
    const notices = await notificationTitles(w.t.db, w.userIds.ems);
    expect(notices[0]).toMatchObject({ title: 'New transport request' });
    expect(notices[0]!.message).toContain(trip.tripNumber);
    expect(notices[0]!.message).toContain('Nov 21, 2026');
    // an agency not asked hears nothing
    expect((await notificationTitles(w.t.db, w.userIds.emsFar)).length).toBe(0);
  });

  it('offers a listed destination without a selection to every eligible agency in the radius', async () => {
    const trip = await createdTrip(w.nurse, wizardBody(w));
    const review = await reviewList(w.nurse, 'BLS');
    expect(review).toEqual([w.a.alsNear.id, w.a.wheelchair.id, w.a.cct.id, w.a.blsMid.id]);
    expect(trip.offeredAgencies.map((a) => a.id)).toEqual(review);
    expect((await storedOffers(w.t.db, trip.id)).map((o) => o.agency_id)).toEqual(review);
  });

  it('broadcasts a manual destination without a selection to every eligible agency, with the typed text and no point', async () => {
    const trip = await createdTrip(
      w.nurse,
      wizardBody(w, { toFacilityId: undefined, toLocation: '  12 Oak Lane, Mt. Lebanon  ', transportLevel: 'ALS', notificationRadius: 200 }),
    );
    expect(trip).toMatchObject({ toLocation: '12 Oak Lane, Mt. Lebanon', destinationFacilityId: null, toLatitude: null, toLongitude: null });
    const review = await reviewList(w.nurse, 'ALS', 200);
    expect(review).toEqual([w.a.alsNear.id, w.a.cct.id, w.a.alsFar.id]);
    expect(trip.offeredAgencies.map((a) => a.id)).toEqual(review);
    expect((await storedOffers(w.t.db, trip.id)).map((o) => o.agency_id)).toEqual(review);
  });

  it('offers a manual destination with a selection to the selected agencies only', async () => {
    const trip = await createdTrip(w.nurse, wizardBody(w, { toFacilityId: undefined, toLocation: '12 Oak Lane', transportLevel: 'ALS', selectedAgencies: [w.a.cct.id] }));
    expect(trip.destinationFacilityId).toBeNull();
    expect((await storedOffers(w.t.db, trip.id)).map((o) => o.agency_id)).toEqual([w.a.cct.id]);
  });

  it('measures from a second campus of the facility when it is named as the origin', async () => {
    const trip = await createdTrip(w.nurse, wizardBody(w, { fromFacilityId: w.campusA2.id, notificationRadius: 10 }));
    expect(trip).toMatchObject({ fromLocation: 'General Hospital North Campus', originFacilityId: w.campusA2.id, hospitalId: w.hospitalA.hospital.id });
    // the campus is 6 miles north: the ALS agency is 1 mile away, the wheelchair van 14
    expect(trip.offeredAgencies.map((a) => [a.name, a.distanceMiles])).toEqual([['Allegheny ALS', 1]]);
  });

  it('keeps every clinical field and can store nobody when no agency is in range', async () => {
    const clinical = {
      patientWeight: 82.4,
      insuranceCompany: 'Medicare',
      diagnosis: 'Sepsis',
      mobilityLevel: 'Stretcher',
      oxygenRequired: true,
      monitoringRequired: true,
      specialNeeds: 'Hard of hearing',
      notes: 'Call ahead',
      fromLocation: 'General Hospital, Ward 4B',
    };
    const trip = await createdTrip(
      w.nurse,
      wizardBody(w, { ...clinical, transportLevel: 'CCT', notificationRadius: 10, scheduledTime: '2026-07-04T09:15:00Z' }),
    );
    expect(trip).toMatchObject({ ...clinical, scheduledTime: '2026-07-04T09:15:00.000Z', offeredAgencies: [] });
  });
});

describe("the specification's client: the destination by name, no destination id", () => {
  const rehabPoint = () => ({ lat: w.rehab.latitude!, lng: w.rehab.longitude! });
  const generalPoint = () => ({ lat: w.hospitalA.hospital.latitude!, lng: w.hospitalA.hospital.longitude! });

  it('offers the trip to the one agency chosen and links a name from the facilities list to that place, priced', async () => {
    const trip = await createdTrip(w.nurse, specClientBody(w));
    const miles = loadedMilesBetween(generalPoint(), rehabPoint());
    expect(trip).toMatchObject({
      toLocation: 'Riverside Rehab',
      destinationFacilityId: w.rehab.id,
      toLatitude: w.rehab.latitude,
      toLongitude: w.rehab.longitude,
      loadedMiles: miles,
      estimatedMinutes: estimatedMinutesFor(miles),
      revenue: tripRevenue('BLS', 'MEDIUM', miles),
    });
    expect(miles).toBeGreaterThan(0);
    expect(trip.offeredAgencies.map((a) => a.id)).toEqual([w.a.blsMid.id]);
    expect((await storedOffers(w.t.db, trip.id)).map((o) => [o.agency_id, o.response])).toEqual([[w.a.blsMid.id, 'OFFERED']]);
  });

  it('matches the name whatever its surrounding spaces and case, and keeps the place’s own spelling', async () => {
    const trip = await createdTrip(w.nurse, specClientBody(w, { toLocation: '  riverside REHAB ' }));
    expect(trip).toMatchObject({ toLocation: 'Riverside Rehab', destinationFacilityId: w.rehab.id, toLatitude: w.rehab.latitude });
  });

  it('links a hospital by the name of its directory entry, as its id would', async () => {
    const trip = await createdTrip(w.nurse, specClientBody(w, { toLocation: 'St. Clair Hospital' }));
    expect(trip).toMatchObject({ destinationFacilityId: w.hospitalB.entry.id, toLatitude: w.hospitalB.entry.latitude });
  });

  it('keeps a name that matches no active place, or several, as a typed destination, still offered to the one chosen', async () => {
    await insertPlace(w.t.db, 'Twin Oaks Clinic', 15);
    await insertPlace(w.t.db, 'twin oaks clinic ', 16);
    // a registered hospital without a directory entry is not a destination by id either
    await w.t.db.insert(hospitals).values({ name: 'Unlisted Hospital', type: 'Hospital', latitude: 40.5, longitude: -80, isActive: true, requiresReview: false });
    for (const toLocation of ['12 Oak Lane, Mt. Lebanon', 'Riverside', 'Twin Oaks Clinic', 'Closed Clinic', 'Unlisted Hospital']) {
      const trip = await createdTrip(w.nurse, specClientBody(w, { toLocation }));
      expect(trip, toLocation).toMatchObject({ toLocation, destinationFacilityId: null, toLatitude: null, toLongitude: null, loadedMiles: null, revenue: null });
      expect((await storedOffers(w.t.db, trip.id)).map((o) => o.agency_id)).toEqual([w.a.blsMid.id]);
    }
  });

  it('broadcasts a typed destination to every eligible agency when none is chosen', async () => {
    const trip = await createdTrip(w.nurse, specClientBody(w, { toLocation: '12 Oak Lane', selectedAgencies: [] }));
    expect(trip.destinationFacilityId).toBeNull();
    expect((await storedOffers(w.t.db, trip.id)).map((o) => o.agency_id)).toEqual(await reviewList(w.nurse, 'BLS'));
  });

  it.each([
    ['inactive', 'Closed EMS', 'BLS', 100],
    ['awaiting review', 'New EMS', 'BLS', 100],
    ['unable to carry the level', 'Mon Valley BLS', 'ALS', 100],
    ['out of the radius', 'Erie ALS', 'BLS', 100],
  ] as const)('refuses a chosen agency %s with 400 naming it, for a listed or typed destination, writing nothing', async (_why, name, level, radius) => {
    const agency = Object.values(w.a).find((a) => a.name === name)!;
    for (const toLocation of ['Riverside Rehab', '12 Oak Lane']) {
      const body = specClientBody(w, { toLocation, selectedAgencies: [agency.id], transportLevel: level, notificationRadius: radius });
      await expectRefused(w.nurse, body, 400, TRIP_ERRORS.agencyNotEligible(name, level, radius));
    }
  });
});

describe('QR code', () => {
  it('is drawn on the server from the trip number alone when asked for', async () => {
    const trip = await createdTrip(w.nurse, wizardBody(w, { generateQRCode: true }));
    expect(trip.qrCode).toBe(await tripQrCode(trip.tripNumber));
    expect(Buffer.from(trip.qrCode!.split(',')[1]!, 'base64').toString()).toMatch(/^<svg/);
    const fetched = await w.call('GET', `/api/trips/${trip.id}`, w.nurse);
    expect(fetched.json().data.qrCode).toBe(trip.qrCode);
  });
});

describe('bad input creates nothing', () => {
  it.each(['patientId', 'toLocation', 'scheduledTime', 'transportLevel', 'urgencyLevel'])('missing %s → 400 naming it', async (field) => {
    await expectRefused(w.nurse, wizardBody(w, { [field]: undefined }), 400, `${field} is required`);
  });

  it.each(['patientId', 'toLocation', 'urgencyLevel'])('blank %s → 400 naming it', async (field) => {
    await expectRefused(w.nurse, wizardBody(w, { [field]: '   ' }), 400, `${field} is required`);
  });

  it.each([5, 500])('notificationRadius %i → 400', async (notificationRadius) => {
    await expectRefused(w.nurse, wizardBody(w, { notificationRadius }), 400, 'notificationRadius: must be between 10 and 200 miles');
  });

  it('patientWeight -1 → 400', async () => {
    await expectRefused(w.nurse, wizardBody(w, { patientWeight: -1 }), 400, 'patientWeight: must be 0 or more (kg)');
  });

  it('an unknown transport level or a time that is not one → 400', async () => {
    await expectRefused(w.nurse, wizardBody(w, { transportLevel: 'XLS' }), 400, 'transportLevel must be one of BLS, ALS, CCT');
    await expectRefused(w.nurse, wizardBody(w, { scheduledTime: '2026-02-30T10:00' }), 400, 'scheduledTime: must be a date and time such as 2026-11-21T14:30 or 2026-11-21T19:30:00Z');
  });

  it('an unknown agency in selectedAgencies → 400 naming it', async () => {
    const ghost = '00000000-0000-4000-8000-00000000beef';
    await expectRefused(w.nurse, wizardBody(w, { selectedAgencies: [w.a.alsNear.id, ghost] }), 400, TRIP_ERRORS.unknownAgency(ghost));
    await expectRefused(w.nurse, wizardBody(w, { selectedAgencies: ['not-an-id'] }), 400, 'selectedAgencies.0: must be an agency id');
  });

  it.each([
    ['inactive', 'Closed EMS', 'BLS', 100],
    ['awaiting review', 'New EMS', 'BLS', 100],
    ['out of the radius', 'Erie ALS', 'BLS', 100],
    ['unable to carry the level', 'Mon Valley BLS', 'ALS', 100],
    ['without a location', 'Nowhere EMS', 'BLS', 200],
  ] as const)('a selected agency %s → 400 naming it', async (_why, name, level, radius) => {
    const agency = Object.values(w.a).find((a) => a.name === name)!;
    await expectRefused(
      w.nurse,
      wizardBody(w, { selectedAgencies: [w.a.cct.id, agency.id], transportLevel: level, notificationRadius: radius }),
      400,
      TRIP_ERRORS.agencyNotEligible(name, level, radius),
    );
  });

  it("a facility user creating a trip from another facility's place → 403", async () => {
    await expectRefused(w.nurse, wizardBody(w, { fromFacilityId: w.hospitalB.entry.id }), 403, TRIP_ERRORS.originNotYours);
    await expectRefused(w.nurse, wizardBody(w, { fromFacilityId: w.rehab.id }), 403, TRIP_ERRORS.originNotYours);
  });

  it('an inactive or unknown listed destination → 400', async () => {
    await expectRefused(w.nurse, wizardBody(w, { toFacilityId: w.closedPlace.id }), 400, TRIP_ERRORS.destinationUnknown);
    await expectRefused(w.nurse, wizardBody(w, { toFacilityId: '00000000-0000-4000-8000-000000000000' }), 400, TRIP_ERRORS.destinationUnknown);
  });

  it('an origin without coordinates → 400 saying so', async () => {
    const [row] = await rawRows<{ id: string }>(
      w.t.db,
      sql`insert into facilities (name, type, hospital_id) values ('General Annex', 'Clinic', ${w.hospitalA.hospital.id}) returning id`,
    );
    await expectRefused(w.nurse, wizardBody(w, { fromFacilityId: row!.id }), 400, TRIP_ERRORS.originWithoutCoordinates);
  });

  it('a body that is not an object → 400', async () => {
    await expectRefused(w.nurse, [], 400, 'Request body must be a JSON object');
  });

  it('a line break or a tab in a patient ID or a place → 400 naming the field', async () => {
    await expectRefused(w.nurse, wizardBody(w, { patientId: 'PAB12\r\nCD34' }), 400, HTTP_MESSAGES.lineBreaks('patientId'));
    await expectRefused(w.nurse, wizardBody(w, { toLocation: 'Riverside\nRehab' }), 400, HTTP_MESSAGES.lineBreaks('toLocation'));
    await expectRefused(w.nurse, wizardBody(w, { fromLocation: 'General\tHospital' }), 400, HTTP_MESSAGES.lineBreaks('fromLocation'));
  });

  it('the text areas keep their line breaks and tabs', async () => {
    const trip = await createdTrip(w.nurse, wizardBody(w, { notes: 'Call ahead.\r\nSide door\tafter 6 pm', specialNeeds: 'Hoyer lift\nTwo-person carry' }));
    expect(trip.notes).toBe('Call ahead.\r\nSide door\tafter 6 pm');
    expect(trip.specialNeeds).toBe('Hoyer lift\nTwo-person carry');
  });
});

describe('POST /api/trips (the admin form)', () => {
  const form = (over: Record<string, unknown> = {}) => ({
    patientId: freshPatientId(),
    originFacilityId: w.hospitalA.entry.id,
    destinationFacilityId: w.rehab.id,
    readyStart: '2026-12-01T08:00',
    readyEnd: '2026-12-01T09:30',
    ...over,
  });

  it('lets an administrator create one with the defaults, offered to every eligible agency within 100 miles', async () => {
    const res = await w.call('POST', '/api/trips', w.admin, form({ transportLevel: 'ALS', priority: 'HIGH', isolation: true, specialRequirements: 'Contact isolation' }));
    expect(res.statusCode, res.body).toBe(201);
    const trip = res.json().data as TripDetails;
    expect(trip).toMatchObject({
      fromLocation: 'General Hospital',
      toLocation: 'Riverside Rehab',
      hospitalId: w.hospitalA.hospital.id,
      transportLevel: 'ALS',
      priority: 'HIGH',
      urgencyLevel: 'Urgent',
      isolation: true,
      bariatric: false,
      specialRequirements: 'Contact isolation',
      scheduledTime: '2026-12-01T13:00:00.000Z',
      readyStart: '2026-12-01T13:00:00.000Z',
      readyEnd: '2026-12-01T14:30:00.000Z',
      notificationRadius: 100,
    });
    expect(trip.offeredAgencies.map((a) => a.id)).toEqual(await reviewList(w.admin, 'ALS'));
    const plain = await w.call('POST', '/api/trips', w.admin, form());
    expect(plain.json().data).toMatchObject({ transportLevel: 'BLS', priority: 'MEDIUM', isolation: false, bariatric: false });
  });

  it('lets a facility user create one from its own places only', async () => {
    const own = await w.call('POST', '/api/trips', w.nurse, form({ originFacilityId: w.campusA2.id }));
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json().data).toMatchObject({ hospitalId: w.hospitalA.hospital.id, fromLocation: 'General Hospital North Campus' });
    await expectRefused(w.nurse, form({ originFacilityId: w.hospitalB.entry.id }), 403, TRIP_ERRORS.originNotYours, '/api/trips');
  });

  it.each(['USER', 'EMS', 'none'] as const)('refuses %s', async (role) => {
    const r = refusedCaller(w, role);
    await expectRefused(r.who, form(), r.status, r.error, '/api/trips');
  });

  it("answers the spec's texts for missing fields and a missing ready window", async () => {
    for (const field of ['patientId', 'originFacilityId', 'destinationFacilityId']) {
      await expectRefused(w.admin, form({ [field]: undefined }), 400, 'Please fill in all required fields', '/api/trips');
      await expectRefused(w.admin, form({ [field]: ' ' }), 400, 'Please fill in all required fields', '/api/trips');
    }
    for (const field of ['readyStart', 'readyEnd']) {
      await expectRefused(w.admin, form({ [field]: undefined }), 400, 'Please select ready time window', '/api/trips');
    }
  });

  it('refuses a ready window that ends before or when it starts, and a trip from a place to itself', async () => {
    for (const readyEnd of ['2026-12-01T07:59', '2026-12-01T08:00']) {
      await expectRefused(w.admin, form({ readyEnd }), 400, ADMIN_TRIP_MESSAGES.readyWindowOrder, '/api/trips');
    }
    await expectRefused(w.admin, form({ destinationFacilityId: w.hospitalA.entry.id }), 400, ADMIN_TRIP_MESSAGES.samePlace, '/api/trips');
  });

  it('prices the trip from its two ends with the fee schedule', async () => {
    const res = await w.call('POST', '/api/trips', w.admin, form({ transportLevel: 'ALS', priority: 'CRITICAL' }));
    const miles = loadedMilesBetween(
      { lat: w.hospitalA.entry.latitude!, lng: w.hospitalA.entry.longitude! },
      { lat: w.rehab.latitude!, lng: w.rehab.longitude! },
    );
    expect(res.json().data).toMatchObject({ loadedMiles: miles, estimatedMinutes: estimatedMinutesFor(miles), revenue: tripRevenue('ALS', 'CRITICAL', miles) });
  });

  it('refuses places that are unknown or closed', async () => {
    await expectRefused(w.admin, form({ originFacilityId: w.closedPlace.id }), 400, TRIP_ERRORS.originFacilityUnknown, '/api/trips');
    await expectRefused(w.admin, form({ destinationFacilityId: w.closedPlace.id }), 400, TRIP_ERRORS.destinationFacilityUnknown, '/api/trips');
  });

  it('records who created each trip in the first history row', async () => {
    const res = await w.call('POST', '/api/trips', w.admin, form());
    const rows = await w.t.db.select().from(tripHistory).where(eq(tripHistory.tripId, res.json().data.id));
    expect(rows).toEqual([expect.objectContaining({ actorUserId: w.userIds.admin, fromStatus: null, toStatus: 'PENDING' })]);
  });
});
