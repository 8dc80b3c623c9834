import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DROPDOWN_CATEGORY_VALUES } from '@/domain/common/enums';
import { DEFAULT_DROPDOWN_OPTIONS, DROPDOWN_MESSAGES } from '@/domain/trips/trip-options';
import type { DropdownOption } from '@/domain/trips/dropdown-option-answers';
import { dropdownOptions } from '@/server/db/schema';
import { refusedCaller, tripCounts, useTripWorld, type Headers } from './trip-fixtures';

const w = useTripWorld();
const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Headers, payload?: object) =>
  w.call(method, `/api/dropdown-options${url}`, who, payload);
const options = async (who: Headers, category: string) => {
  const res = await api('GET', `/${category}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DropdownOption[];
};
const wizardChoices = async (who: Headers, path: string) => {
  const res = await w.call('GET', `/api/trips/options/${path}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as string[];
};
const rowsOf = (hospitalId: string | null) =>
  w.t.db.select().from(dropdownOptions).where(hospitalId === null ? isNull(dropdownOptions.hospitalId) : eq(dropdownOptions.hospitalId, hospitalId));
const DEFAULT_COUNT = Object.values(DEFAULT_DROPDOWN_OPTIONS).flat().length;

/** A refused write answers this status and text, and no row anywhere changes. */
async function expectRefused(method: 'POST' | 'PUT' | 'DELETE', url: string, who: Headers, payload: object | undefined, status: number, error: string) {
  const before = { counts: await tripCounts(w.t.db), rows: await w.t.db.select().from(dropdownOptions) };
  const res = await api(method, url, who, payload);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ success: false, error });
  expect({ counts: await tripCounts(w.t.db), rows: await w.t.db.select().from(dropdownOptions) }).toEqual(before);
}

describe('reading', () => {
  it('gives the wizard the defaults until the facility has lists of its own, and copies nothing for it', async () => {
    expect(await wizardChoices(w.nurse, 'urgency')).toEqual(['Routine', 'Urgent', 'Emergent']);
    expect(await wizardChoices(w.nurse, 'transport-level')).toEqual(['BLS', 'ALS', 'CCT']);
    expect(await wizardChoices(w.nurse, 'transportLevel')).toEqual(['BLS', 'ALS', 'CCT']);
    expect(await wizardChoices(w.user, 'mobility')).toEqual(DEFAULT_DROPDOWN_OPTIONS.mobility);
    expect(await wizardChoices(w.admin, 'insurance')).toEqual(DEFAULT_DROPDOWN_OPTIONS.insurance);
    expect(await wizardChoices(w.nurse, 'diagnosis')).toEqual(DEFAULT_DROPDOWN_OPTIONS.diagnosis);
    expect(await rowsOf(w.hospitalA.hospital.id)).toEqual([]);
    expect(await rowsOf(null)).toHaveLength(DEFAULT_COUNT);
  });

  it('lists the five categories for facilities and the control center', async () => {
    for (const who of [w.admin, w.user, w.nurse]) {
      const res = await api('GET', '/', who);
      expect(res.json()).toEqual({ success: true, data: [...DROPDOWN_CATEGORY_VALUES] });
    }
  });

  it("copies every default list to the facility the first time it opens one, once, even when opened twice at once", async () => {
    const [first, again] = await Promise.all([options(w.nurse, 'urgency'), options(w.nurse, 'urgency')]);
    expect(first.map((o) => o.value)).toEqual(['Routine', 'Urgent', 'Emergent']);
    expect(again).toEqual(first);
    const defaults = await options(w.admin, 'urgency');
    expect(first.map((o) => o.id)).not.toEqual(expect.arrayContaining(defaults.map((o) => o.id)));
    expect(await rowsOf(w.hospitalA.hospital.id)).toHaveLength(DEFAULT_COUNT);
    await options(w.nurse, 'insurance');
    expect(await rowsOf(w.hospitalA.hospital.id)).toHaveLength(DEFAULT_COUNT);
  });

  it('answers 404 for an unknown category, and refuses EMS and a call without a token', async () => {
    expect((await api('GET', '/colors', w.nurse)).json()).toEqual({ success: false, error: DROPDOWN_MESSAGES.unknownCategory });
    expect((await w.call('GET', '/api/trips/options/colors', w.nurse)).statusCode).toBe(404);
    for (const url of ['/', '/urgency']) {
      expect((await api('GET', url, w.ems)).statusCode).toBe(403);
      expect((await api('GET', url, {})).statusCode).toBe(401);
    }
    expect((await w.call('GET', '/api/trips/options/urgency', w.ems)).statusCode).toBe(403);
    expect((await w.call('GET', '/api/trips/options/urgency', {})).statusCode).toBe(401);
  });
});

describe("a facility's own lists", () => {
  it('adds an option that the wizard offers at once, to this facility only', async () => {
    const res = await api('POST', '', w.nurse, { category: 'urgency', value: '  Scheduled  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ category: 'urgency', value: 'Scheduled' });
    expect(await wizardChoices(w.nurse, 'urgency')).toEqual(['Routine', 'Urgent', 'Emergent', 'Scheduled']);
    expect(await wizardChoices(w.nurseB, 'urgency')).toEqual(['Routine', 'Urgent', 'Emergent']);
    expect((await options(w.admin, 'urgency')).map((o) => o.value)).toEqual(['Routine', 'Urgent', 'Emergent']);
  });

  it("keeps the defaults when a facility's first act is to add an option", async () => {
    const res = await api('POST', '', w.nurseB, { category: 'mobility', value: 'Stair chair' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await wizardChoices(w.nurseB, 'mobility')).toEqual([...DEFAULT_DROPDOWN_OPTIONS.mobility, 'Stair chair']);
    expect(await wizardChoices(w.nurseB, 'urgency')).toEqual(['Routine', 'Urgent', 'Emergent']);
  });

  it('renames and deletes its own options, seen by the wizard at once', async () => {
    const [routine] = await options(w.nurse, 'urgency');
    const renamed = await api('PUT', `/${routine!.id}`, w.nurse, { value: 'Routine (same day)' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toEqual({ id: routine!.id, category: 'urgency', value: 'Routine (same day)' });
    expect(await wizardChoices(w.nurse, 'urgency')).toContain('Routine (same day)');
    const deleted = await api('DELETE', `/${routine!.id}`, w.nurse);
    expect(deleted.statusCode).toBe(200);
    expect(await wizardChoices(w.nurse, 'urgency')).toEqual(['Urgent', 'Emergent', 'Scheduled']);
  });

  it("keeps a list the facility emptied empty, instead of copying the defaults again", async () => {
    for (const o of await options(w.nurseB, 'transport-level')) expect((await api('DELETE', `/${o.id}`, w.nurseB)).statusCode).toBe(200);
    expect(await options(w.nurseB, 'transport-level')).toEqual([]);
    expect(await wizardChoices(w.nurseB, 'transport-level')).toEqual([]);
  });

  it("answers 404 for another facility's option and for the defaults", async () => {
    const [theirs] = await options(w.nurseB, 'urgency');
    const [aDefault] = await options(w.admin, 'urgency');
    for (const id of [theirs!.id, aDefault!.id, '00000000-0000-4000-8000-000000000000', 'nope']) {
      await expectRefused('PUT', `/${id}`, w.nurse, { value: 'Hijacked' }, 404, DROPDOWN_MESSAGES.notFound);
      await expectRefused('DELETE', `/${id}`, w.nurse, undefined, 404, DROPDOWN_MESSAGES.notFound);
    }
  });
});

describe('bad input changes nothing', () => {
  it.each(['', '   '])('a blank value %j → 400', async (value) => {
    await expectRefused('POST', '', w.nurse, { category: 'diagnosis', value }, 400, 'value is required');
    const [one] = await options(w.nurse, 'diagnosis');
    await expectRefused('PUT', `/${one!.id}`, w.nurse, { value }, 400, 'value is required');
  });

  it('a duplicate in the same category, in any case → 409', async () => {
    await expectRefused('POST', '', w.nurse, { category: 'urgency', value: 'urgent' }, 409, DROPDOWN_MESSAGES.duplicate);
    const [first, second] = await options(w.nurse, 'urgency');
    await expectRefused('PUT', `/${first!.id}`, w.nurse, { value: ` ${second!.value.toUpperCase()} ` }, 409, DROPDOWN_MESSAGES.duplicate);
    // the same value in another category, or another facility's list, is no duplicate
    expect((await api('POST', '', w.nurse, { category: 'diagnosis', value: 'Urgent' })).statusCode).toBe(201);
  });

  it('an unknown category or a transport level the request cannot carry → 400', async () => {
    await expectRefused('POST', '', w.nurse, { category: 'colors', value: 'Red' }, 400, 'category must be one of insurance, diagnosis, mobility, transport-level, urgency');
    await expectRefused('POST', '', w.nurse, { value: 'Red' }, 400, 'category is required');
    await expectRefused('POST', '', w.nurse, { category: 'transport-level', value: 'Helicopter' }, 400, `value: ${DROPDOWN_MESSAGES.transportLevelValue}`);
    const [level] = await options(w.nurse, 'transport-level');
    await expectRefused('PUT', `/${level!.id}`, w.nurse, { value: 'Helicopter' }, 400, `value: ${DROPDOWN_MESSAGES.transportLevelValue}`);
    expect((await api('POST', '', w.nurse, { category: 'transport-level', value: 'Critical Care' })).statusCode).toBe(201);
  });
});

describe('the defaults and the other roles', () => {
  it('lets an administrator maintain the defaults, which facilities that copied keep apart from', async () => {
    const added = await api('POST', '', w.admin, { category: 'insurance', value: 'Geisinger Health Plan' });
    expect(added.statusCode, added.body).toBe(201);
    const [row] = await w.t.db.select().from(dropdownOptions).where(eq(dropdownOptions.id, added.json().data.id));
    expect(row!.hospitalId).toBeNull();
    expect(await wizardChoices(w.user, 'insurance')).toContain('Geisinger Health Plan');
    expect(await wizardChoices(w.nurse, 'insurance')).not.toContain('Geisinger Health Plan');
    const renamed = await api('PUT', `/${added.json().data.id}`, w.admin, { value: 'Geisinger' });
    expect(renamed.json().data.value).toBe('Geisinger');
    expect((await api('DELETE', `/${added.json().data.id}`, w.admin)).statusCode).toBe(200);
    const [hospitalOwn] = await options(w.nurse, 'insurance');
    await expectRefused('DELETE', `/${hospitalOwn!.id}`, w.admin, undefined, 404, DROPDOWN_MESSAGES.notFound);
  });

  it.each(['USER', 'EMS', 'none'] as const)('refuses every write of %s', async (role) => {
    const { who, status, error } = refusedCaller(w, role);
    const [one] = await w.t.db.select().from(dropdownOptions).where(and(isNull(dropdownOptions.hospitalId), eq(dropdownOptions.category, 'urgency')));
    await expectRefused('POST', '', who, { category: 'urgency', value: 'Later' }, status, error);
    await expectRefused('PUT', `/${one!.id}`, who, { value: 'Later' }, status, error);
    await expectRefused('DELETE', `/${one!.id}`, who, undefined, status, error);
  });
});
