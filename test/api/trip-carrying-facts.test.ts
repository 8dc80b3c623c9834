import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HTTP_MESSAGES } from '@/domain/common/messages';
import { CREW_PATHS, type CrewTrip } from '@/domain/crew/crew-api';
import { carryingFacts } from '@/domain/trips/carrying-facts';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { BUILDING_DETAIL_MAX } from '@/domain/trips/trip-request';
import { hospitals, trips } from '@/server/db/schema';
import { crewMember, newUnit } from './step-fixtures';
import { tripCounts, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

// What changes how the patient is carried and where in each building to go: entered in the wizard, kept on the trip,
// answered with its details and, in words, to the crew of the unit carrying it.
const w = useTripWorld();

const BUILDING = { fromDepartment: 'Radiology', fromFloor: '3', fromRoom: '312', toDepartment: 'Cardiac rehab', toFloor: 'Ground', toRoom: 'B2' };
const PATIENT = { mobilityLevel: 'Stretcher', patientWeight: 120, oxygenRequired: true, specialNeeds: 'bring slide board', notes: 'Use the east elevator' };

const create = (over: Record<string, unknown>) =>
  w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { transportLevel: 'ALS', selectedAgencies: [w.a.alsNear.id], ...over }));
const details = async (who: Headers, id: string) => {
  const res = await w.call('GET', `/api/trips/${id}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TripDetails;
};

beforeAll(async () => {
  await w.t.db.update(hospitals).set({ contactName: 'Dana Whitfield', phone: '+14125550100' }).where(eq(hospitals.id, w.hospitalA.hospital.id));
});

describe('POST /api/trips/enhanced: where in the building at each end', () => {
  it('keeps department, floor and room at both ends and answers them with the trip', async () => {
    const res = await create({ ...BUILDING, fromRoom: '  312 ' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as TripDetails;
    expect(created).toMatchObject(BUILDING);
    const [row] = await w.t.db.select().from(trips).where(eq(trips.id, created.id));
    expect(row).toMatchObject(BUILDING);
    expect(await details(w.ems, created.id)).toMatchObject({ ...BUILDING, facilityContact: { name: 'General Hospital', contactName: 'Dana Whitfield', phone: '+14125550100' } });
  });

  it('leaves them out as the specification does: none is needed, and a blank one is none', async () => {
    const res = await create({ fromFloor: '', toRoom: '   ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ fromDepartment: null, fromFloor: null, fromRoom: null, toDepartment: null, toFloor: null, toRoom: null });
  });

  it('refuses a value too long, not text, or holding a line break or control character, and stores nothing', async () => {
    const before = await tripCounts(w.t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ toRoom: 'x'.repeat(BUILDING_DETAIL_MAX + 1) }, 'toRoom'],
      [{ fromFloor: 3 }, 'fromFloor'],
      [{ fromDepartment: 'ICU\nbed 4' }, 'fromDepartment'],
      [{ toDepartment: 'Ward\u202e7' }, 'toDepartment'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toContain(field);
    }
    expect((await create({ fromDepartment: 'ICU\nbed 4' })).json().error).toBe(HTTP_MESSAGES.lineBreaks('fromDepartment'));
    expect(await tripCounts(w.t.db)).toEqual(before);
  });
});

describe('GET /api/crew/trips: the crew reads how the patient is carried', () => {
  it('answers every fact in words, in the order every screen shows them, to the crew of the unit alone', async () => {
    const unit = await newUnit(w, w.a.alsNear.id);
    const other = await newUnit(w, w.a.alsNear.id);
    const res = await create({ ...PATIENT, ...BUILDING });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json().data as TripDetails).id;
    const accepted = await w.call('PUT', `/api/trips/${id}/status`, w.ems, { status: 'ACCEPTED', assignedUnitId: unit.id });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const crew = await crewMember(w, w.a.alsNear.id, unit.id);
    const answer = await w.call('GET', CREW_PATHS.trips, crew.auth);
    expect(answer.statusCode, answer.body).toBe(200);
    const trip = (answer.json().data.trips as CrewTrip[]).find((t) => t.id === id)!;
    expect(trip).toMatchObject({
      patientWeight: 120,
      specialNeeds: 'bring slide board',
      facilityContact: { name: 'General Hospital', contactName: 'Dana Whitfield', phone: '+14125550100' },
      pickup: { department: 'Radiology', floor: '3', room: '312' },
      destination: { department: 'Cardiac rehab', floor: 'Ground', room: 'B2' },
    });
    expect(trip.facts.map((f) => [f.label, f.value])).toEqual([
      ['Mobility', 'Stretcher'],
      ['Weight', '120 kg / 265 lb'],
      ['Needs', 'Oxygen'],
      ['Special needs', 'bring slide board'],
      ['Notes', 'Use the east elevator'],
      ['Facility contact', 'Dana Whitfield, General Hospital, (412) 555-0100'],
      ['At pickup', 'Department Radiology · Floor 3 · Room 312'],
      ['At destination', 'Department Cardiac rehab · Floor Ground · Room B2'],
    ]);
    expect(trip.facts.find((f) => f.key === 'facilityContact')?.phone).toBe('+14125550100');
    // the dispatcher's and the facility's details read into the same facts
    expect(carryingFacts(await details(w.ems, id))).toEqual(trip.facts);
    expect(carryingFacts(await details(w.nurse, id))).toEqual(trip.facts);

    // a crew on another unit of the same agency does not see the trip
    const elsewhere = await crewMember(w, w.a.alsNear.id, other.id);
    const theirs = await w.call('GET', CREW_PATHS.trips, elsewhere.auth);
    expect((theirs.json().data.trips as CrewTrip[]).map((t) => t.id)).not.toContain(id);
  });
});
