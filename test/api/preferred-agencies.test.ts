// A facility's preferred agencies: read and replaced by its own staff alone, only active agencies, in its order.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { KEY_MESSAGES } from '@/domain/integrations/integration-keys';
import { PREFERRED_AGENCIES_MAX, PREFERRED_AGENCY_MESSAGES } from '@/domain/organisations/preferred-agencies';
import type { PreferredAgency } from '@/domain/organisations/preferred-agency-answers';
import { rawRows } from '@/server/db/raw-query';
import { agencies } from '@/server/db/schema';
import { newKey } from './integration-key-fixtures';
import { refusedCaller, useTripWorld, type Headers } from './trip-fixtures';

const w = useTripWorld();
const URL = '/api/auth/healthcare/facility/preferred-agencies';
const save = (who: Headers, agencyIds: string[]) => w.call('PUT', URL, who, { agencyIds });
const listOf = async (who: Headers) => {
  const res = await w.call('GET', URL, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PreferredAgency[];
};
const saved = async (who: Headers, agencyIds: string[]) => {
  const res = await save(who, agencyIds);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PreferredAgency[];
};
/** Every stored row, by facility and position: a refused save must leave them all as they were. */
const storedRows = () =>
  rawRows<{ hospital_id: string; agency_id: string; position: number }>(w.t.db, sql`select * from preferred_agencies order by hospital_id, position`);

describe('GET and PUT /api/auth/healthcare/facility/preferred-agencies', () => {
  it("keeps the facility's own list in its order, a repeated agency once, and answers the same to the same save", async () => {
    expect(await listOf(w.nurse)).toEqual([]);
    const { cct, alsNear, alsFar } = w.a;
    const list = await saved(w.nurse, [cct.id, alsNear.id, cct.id.toUpperCase()]);
    expect(list).toEqual([
      { id: cct.id, name: 'Critical Care Air' },
      { id: alsNear.id, name: 'Allegheny ALS' },
    ]);
    expect(await listOf(w.nurse)).toEqual(list);
    const rows = await storedRows();
    expect(await saved(w.nurse, [cct.id, alsNear.id])).toEqual(list);
    expect(await storedRows()).toEqual(rows);
    // reordered and changed as a whole; the other facility's list is its own
    expect((await saved(w.nurse, [alsFar.id, cct.id])).map((a) => a.name)).toEqual(['Erie ALS', 'Critical Care Air']);
    expect(await listOf(w.nurseB)).toEqual([]);
    expect((await saved(w.nurseB, [alsNear.id])).map((a) => a.name)).toEqual(['Allegheny ALS']);
    expect((await listOf(w.nurse)).map((a) => a.name)).toEqual(['Erie ALS', 'Critical Care Air']);
    expect(await saved(w.nurse, [])).toEqual([]);
    expect((await listOf(w.nurseB)).map((a) => a.name)).toEqual(['Allegheny ALS']);
  });

  it('leaves out an agency switched off since, and shows it again once it is open again', async () => {
    const { blsMid, wheelchair } = w.a;
    await saved(w.nurse, [blsMid.id, wheelchair.id]);
    await w.t.db.update(agencies).set({ isActive: false }).where(eq(agencies.id, blsMid.id));
    expect((await listOf(w.nurse)).map((a) => a.name)).toEqual(['Easy Van']);
    await w.t.db.update(agencies).set({ isActive: true }).where(eq(agencies.id, blsMid.id));
    expect((await listOf(w.nurse)).map((a) => a.name)).toEqual(['Mon Valley BLS', 'Easy Van']);
  });

  const UNKNOWN = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['an unknown agency', () => [w.a.alsNear.id, UNKNOWN], () => PREFERRED_AGENCY_MESSAGES.notOpen([UNKNOWN])],
    ['inactive agencies, named in order', () => [w.a.inReview.id, w.a.alsNear.id, w.a.inactive.id], () => PREFERRED_AGENCY_MESSAGES.notOpen([w.a.inReview.id, w.a.inactive.id])],
    ['a text that is no id', () => [w.a.alsNear.id, 'Allegheny ALS'], () => `agencyIds.1: ${PREFERRED_AGENCY_MESSAGES.agencyId}`],
    ['too many agencies', () => Array.from({ length: PREFERRED_AGENCIES_MAX + 1 }, () => randomUUID()), () => `agencyIds: ${PREFERRED_AGENCY_MESSAGES.tooMany}`],
  ])('refuses %s with 400 naming what is wrong, and changes nothing', async (_case, ids, error) => {
    await saved(w.nurse, [w.a.cct.id]);
    const before = await storedRows();
    const res = await save(w.nurse, ids());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ success: false, error: error() });
    expect(await storedRows()).toEqual(before);
  });

  it(`takes ${PREFERRED_AGENCIES_MAX} agencies once repeats are counted once, and refuses a body of another shape`, async () => {
    const many = [w.a.alsNear.id, w.a.cct.id, ...Array.from({ length: PREFERRED_AGENCIES_MAX }, () => w.a.alsNear.id)];
    expect((await saved(w.nurse, many)).map((a) => a.id)).toEqual([w.a.alsNear.id, w.a.cct.id]);
    expect((await w.call('PUT', URL, w.nurse, { agencyIds: [], extra: 1 })).statusCode).toBe(400);
    expect((await w.call('PUT', URL, w.nurse, {})).json().error).toBe('agencyIds is required');
  });

  it.each(['ADMIN', 'USER', 'EMS', 'none'] as const)('refuses %s, reading and saving, and changes nothing', async (role) => {
    const r = refusedCaller(w, role);
    const before = await storedRows();
    for (const res of [await w.call('GET', URL, r.who), await save(r.who, [w.a.alsNear.id])]) {
      expect(res.statusCode).toBe(r.status);
      expect(res.json()).toEqual({ success: false, error: r.error });
    }
    expect(await storedRows()).toEqual(before);
  });

  it("refuses the facility's integration keys, whatever their scopes", async () => {
    const key = await newKey(w, w.nurse, ['requests:write', 'trips:read', 'webhooks:manage']);
    for (const res of [await w.call('GET', URL, key.auth), await save(key.auth, [])]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(KEY_MESSAGES.notForKeys);
    }
  });
});
