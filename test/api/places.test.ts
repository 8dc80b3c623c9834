import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '@/domain/common/messages';
import { PLACE_MESSAGES } from '@/domain/organisations/org-messages';
import { facilities, hospitals } from '@/server/db/schema';
import {
  expectBadInput,
  expectNothingChanged,
  expectWritesRefused,
  expectUnknownIds404,
  insertTrip,
  ROLES,
  UNKNOWN_ID,
  type Role,
  useOrgApi,
} from './org-fixtures';

const api = useOrgApi('/api/tcc/facilities');
const { call } = api;

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Shadyside Nursing Home',
  type: 'Nursing Home',
  address: '5200 Centre Ave',
  city: 'Pittsburgh',
  state: 'PA',
  zipCode: '15232',
  ...overrides,
});

const place = async (values: Partial<typeof facilities.$inferInsert> = {}) =>
  (await api.t.db.insert(facilities).values({ name: 'Brookline Rehab', type: 'Rehabilitation Facility', ...values }).returning())[0]!;
const row = async (id: string) => (await api.t.db.select().from(facilities).where(eq(facilities.id, id)))[0];
const ids = (res: { json(): { data: { id: string }[] } }) => res.json().data.map((f) => f.id);

describe('who may call what', () => {
  // The control center reads; ADMIN writes; facility staff read active places for the request wizard; EMS has no use.
  const readStatus: Record<Role, number> = { ADMIN: 200, USER: 200, HEALTHCARE: 200, EMS: 403, none: 401 };
  it.each(ROLES)('reads as %s', async (role) => {
    const f = await place();
    for (const url of ['', '/search?q=brookline', `/${f.id}`]) {
      expect((await call('GET', url, api.as[role])).statusCode, url).toBe(readStatus[role]);
    }
  });

  it.each(['USER', 'HEALTHCARE', 'EMS', 'none'] as const)('every write as %s is refused and changes nothing', async (role) => {
    const f = await place();
    await expectWritesRefused(api.t, role, () => row(f.id), [
      () => call('POST', '', api.as[role], form()),
      () => call('PUT', `/${f.id}`, api.as[role], form()),
      () => call('DELETE', `/${f.id}`, api.as[role]),
    ]);
  });

  it('facility staff see only active places, wherever they look', async () => {
    const open = await place({ name: 'Open Door Clinic', type: 'Clinic' });
    const closed = await place({ name: 'Closed Door Clinic', type: 'Clinic', isActive: false });
    expect(ids(await call('GET', '', api.as.HEALTHCARE))).toContain(open.id);
    expect(ids(await call('GET', '', api.as.HEALTHCARE))).not.toContain(closed.id);
    expect(ids(await call('GET', '/search?q=door clinic', api.as.HEALTHCARE))).toEqual([open.id]);
    expect((await call('GET', `/${closed.id}`, api.as.HEALTHCARE)).statusCode).toBe(404);
    // the control center sees both, and may ask for the active ones
    expect(ids(await call('GET', '/search?q=door clinic', api.as.USER)).sort()).toEqual([open.id, closed.id].sort());
    expect(ids(await call('GET', '?active=true', api.as.ADMIN))).not.toContain(closed.id);
    expect(ids(await call('GET', '', api.as.ADMIN))).toContain(closed.id);
  });
});

describe('reading the directory', () => {
  it('lists places by name with the spec fields', async () => {
    await place({ name: 'aardvark Assisted Living', type: 'Assisted Living' });
    const res = await call('GET', '', api.as.ADMIN);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Record<string, unknown>[];
    expect(list[0]!.name).toBe('aardvark Assisted Living');
    expect(Object.keys(list[0]!).sort()).toEqual(
      ['id', 'name', 'type', 'address', 'city', 'state', 'zipCode', 'phone', 'email', 'region', 'latitude', 'longitude', 'hospitalId', 'isActive'].sort(),
    );
  });

  it('searches name, city and street regardless of case, at most 50 answers', async () => {
    const f = await place({ name: 'Mount Lebanon Dialysis', type: 'Dialysis Center', city: 'Mt. Lebanon', address: '77 Washington Rd' });
    for (const q of ['MOUNT LEB', 'mt. lebanon', 'washington rd']) {
      expect(ids(await call('GET', `/search?q=${encodeURIComponent(q)}`, api.as.ADMIN)), q).toEqual([f.id]);
    }
    await api.t.db.insert(facilities).values(Array.from({ length: 55 }, (_, i) => ({ name: `Bulk Place ${i}`, type: 'Other' })));
    expect((await call('GET', '/search?q=bulk place', api.as.ADMIN)).json().data).toHaveLength(50);
  });

  it('every /{id} call with an unknown or malformed id is 404 and changes nothing', async () => {
    await expectUnknownIds404(api.t, PLACE_MESSAGES.notFound, [
      (id) => call('GET', `/${id}`, api.as.ADMIN),
      (id) => call('GET', `/${id}`, api.as.HEALTHCARE),
      (id) => call('PUT', `/${id}`, api.as.ADMIN, form()),
      (id) => call('DELETE', `/${id}`, api.as.ADMIN),
    ]);
  });
});

describe('POST and PUT', () => {
  it('creates a place from the six required fields (201), active by default', async () => {
    const res = await call('POST', '', api.as.ADMIN, form());
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    expect(created).toMatchObject({ ...form(), isActive: true, hospitalId: null, phone: null, region: '', latitude: null });
    expect(await row(created.id)).toMatchObject(form());
  });

  it('creates a place with every optional field, linked to a hospital', async () => {
    const [h] = await api.t.db.insert(hospitals).values({ name: 'Linked Hospital', type: 'Hospital' }).returning();
    const body = form({ phone: '(412) 555-0170', email: 'front@shadyside-nh.org', region: 'East End', latitude: 40.455, longitude: -79.935, hospitalId: h!.id, isActive: false });
    const res = await call('POST', '', api.as.ADMIN, body);
    expect(res.statusCode).toBe(201);
    // the number as written is kept in E.164
    expect(res.json().data).toMatchObject({ ...body, phone: '+14125550170' });
  });

  it('updates a place; fields left out keep their value', async () => {
    const f = await place({ phone: '+14125550111', region: 'South Hills' });
    const res = await call('PUT', `/${f.id}`, api.as.ADMIN, form({ name: 'Brookline Rehabilitation Center' }));
    expect(res.statusCode).toBe(200);
    expect(await row(f.id)).toMatchObject({ name: 'Brookline Rehabilitation Center', phone: '+14125550111', region: 'South Hills' });
    await call('PUT', `/${f.id}`, api.as.ADMIN, form({ isActive: false }));
    expect(await row(f.id)).toMatchObject({ isActive: false });
  });

  it.each([
    [{ email: 'front-desk' }, 'email must be a valid email address'],
    [{ latitude: 91, longitude: -80 }, REGISTRATION_MESSAGES.latitudeRange],
    [{ latitude: 40, longitude: 200 }, REGISTRATION_MESSAGES.longitudeRange],
    [{ name: '' }, 'name is required'],
    [{ address: undefined }, 'address is required'],
    [{ type: 'Castle' }, 'type must be one of the listed choices'],
    [{ hospitalId: 'abc' }, 'hospitalId: must be a hospital id'],
    [{ hospitalId: UNKNOWN_ID }, PLACE_MESSAGES.unknownHospital],
  ])('%o → 400 %s on create and update, nothing changes', async (overrides, error) => {
    const f = await place();
    await expectNothingChanged(api.t, () => row(f.id), async () => {
      expectBadInput(await call('POST', '', api.as.ADMIN, form(overrides)), error);
      expectBadInput(await call('PUT', `/${f.id}`, api.as.ADMIN, form(overrides)), error);
    });
  });
});

describe('DELETE', () => {
  it.each(['originFacilityId', 'destinationFacilityId'] as const)('refuses with 409 while a trip uses the place as %s', async (column) => {
    const f = await place();
    await insertTrip(api.t.db, { [column]: f.id });
    await expectNothingChanged(api.t, () => row(f.id), async () => {
      const res = await call('DELETE', `/${f.id}`, api.as.ADMIN);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ success: false, error: PLACE_MESSAGES.hasTrips });
    });
  });

  it('removes an unused place', async () => {
    const f = await place();
    const res = await call('DELETE', `/${f.id}`, api.as.ADMIN);
    expect(res.statusCode).toBe(200);
    expect(await row(f.id)).toBeUndefined();
    expect((await call('DELETE', `/${f.id}`, api.as.ADMIN)).statusCode).toBe(404);
  });
});
