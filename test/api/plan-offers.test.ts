// The control center turns a unit's part of its dispatch plan into offers to the unit's agency, the unit suggested.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { PLAN_OFFER_MESSAGES, PLAN_OFFERS_PATH } from '@/domain/planning/plan-offers';
import type { PlanOffersAnswer } from '@/domain/planning/dispatch-plan-answers';
import type { TripDetails, TripListItem } from '@/domain/trips/trip-answers';
import { UNIT_ASSIGNMENT_MESSAGES } from '@/domain/units/unit-assignment';
import { units } from '@/server/db/schema';
import { moveTrip, tripCounts, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();
let serial = 0;
const unitOf = async (agencyId: string, over: Partial<typeof units.$inferInsert> = {}) =>
  (await w.t.db.insert(units).values({ agencyId, unitNumber: `PO-${++serial}`, capabilities: ['ALS', 'STRETCHER'], ...over }).returning())[0]!;
/** A request of hospital A offered to the near ALS agency only. */
const request = async (over: Record<string, unknown> = {}) => {
  const res = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { selectedAgencies: [w.a.alsNear.id], ...over }));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as TripDetails).id;
};
const offer = (unitId: string, requestIds: string[], who: Headers = w.admin) => w.call('POST', PLAN_OFFERS_PATH, who, { unitId, requestIds });
const available = async (who: Headers) => (await w.call('GET', '/api/trips?status=PENDING', who)).json().data as TripListItem[];

describe('offering a unit’s part of the plan', () => {
  it('offers each request to the unit’s agency with the unit suggested; its Accept with that unit commits it', async () => {
    const unit = await unitOf(w.a.alsFar.id);
    const id = await request();
    expect((await available(w.emsFar)).map((t) => t.id)).not.toContain(id);
    const res = await offer(unit.id, [id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ agencyName: 'Erie ALS', unitNumber: unit.unitNumber, offered: [{ requestId: id, tripNumber: expect.any(String), action: 'ACCEPT' }], skipped: [] });
    const row = (await available(w.emsFar)).find((t) => t.id === id);
    expect(row).toMatchObject({ suggestedUnitId: unit.id });
    // the agency first asked keeps its offer, without a suggestion
    expect((await available(w.ems)).find((t) => t.id === id)).toMatchObject({ suggestedUnitId: null });
    const details = (await w.call('GET', `/api/trips/${id}`, w.admin)).json().data as TripDetails;
    expect(details.history.at(-1)!.note).toBe(PLAN_OFFER_MESSAGES.historyNote('Erie ALS', unit.unitNumber));
    const accepted = await w.call('PUT', `/api/trips/${id}/status`, w.emsFar, { status: 'ACCEPTED', assignedUnitId: unit.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await w.t.db.select().from(units).where(eq(units.id, unit.id)))[0]!.currentStatus).toBe('COMMITTED');
  });

  it('offers again to an agency that had declined, and skips what cannot be offered, saying why', async () => {
    const unit = await unitOf(w.a.alsNear.id);
    const cancelled = await request();
    await moveTrip(w, w.nurse, cancelled, 'CANCELLED');
    const open = await request({ transportLevel: 'CCT', selectedAgencies: [w.a.cct.id], notificationRadius: 200 });
    const again = await request({ selectedAgencies: [w.a.alsNear.id, w.a.alsFar.id], notificationRadius: 200 });
    await moveTrip(w, w.ems, again, 'CANCELLED');
    expect((await available(w.ems)).map((t) => t.id)).not.toContain(again);
    const res = await offer(unit.id, [again, cancelled, open, '00000000-0000-4000-8000-000000000000']);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data as PlanOffersAnswer;
    expect(answer.offered.map((o) => o.requestId)).toEqual([again]);
    expect(answer.skipped.map((s) => [s.requestId, s.reason])).toEqual([
      [cancelled, PLAN_OFFER_MESSAGES.requestGone],
      [open, UNIT_ASSIGNMENT_MESSAGES.cannotCarry(unit.unitNumber, 'CCT')],
      ['00000000-0000-4000-8000-000000000000', PLAN_OFFER_MESSAGES.requestUnknown],
    ]);
    expect((await available(w.ems)).find((t) => t.id === again)).toMatchObject({ suggestedUnitId: unit.id });
  });

  it('never offers a wheelchair van a BLS trip', async () => {
    const van = await unitOf(w.a.wheelchair.id, { type: 'WHEELCHAIR_VAN', capabilities: ['WHEELCHAIR'] });
    const id = await request({ mobilityLevel: 'Wheelchair' });
    const answer = (await offer(van.id, [id])).json().data as PlanOffersAnswer;
    expect(answer.offered).toEqual([]);
    expect(answer.skipped[0]!.reason).toBe(UNIT_ASSIGNMENT_MESSAGES.cannotCarry(van.unitNumber, 'BLS'));
  });

  it('is the administrators’ alone; an unknown or inactive unit is 404 and nothing changes', async () => {
    const unit = await unitOf(w.a.alsFar.id);
    const parked = await unitOf(w.a.alsFar.id, { isActive: false });
    const id = await request();
    const before = await tripCounts(w.t.db);
    for (const who of [w.user, w.ems, w.nurse]) {
      const res = await offer(unit.id, [id], who);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(AUTH_MESSAGES.forbidden);
    }
    for (const unitId of [parked.id, 'not-a-unit']) {
      const res = await offer(unitId, [id]);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(PLAN_OFFER_MESSAGES.unitNotFound);
    }
    expect((await offer(unit.id, [])).statusCode).toBe(400);
    expect(await tripCounts(w.t.db)).toEqual(before);
  });
});
