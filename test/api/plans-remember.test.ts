// A plan remembers what became of its trips: offered, accepted, declined, taken; it never offers the same trip twice
// to the same agency, keeps accepted trips on their unit and gives a declined trip to other agencies' units.
import { describe, expect, it } from 'vitest';
import { DISPATCH_PLAN_PATH } from '@/domain/planning/dispatch-plan';
import type { DispatchPlan, PlanOffersAnswer } from '@/domain/planning/dispatch-plan-answers';
import { PLAN_OFFER_MESSAGES, PLAN_OFFERS_PATH } from '@/domain/planning/plan-offers';
import type { PlannedTrip } from '@/domain/planning/planned-trip';
import type { RoutePlanAnswer } from '@/domain/planning/route-plan-answers';
import type { TripDetails } from '@/domain/trips/trip-answers';
import { units } from '@/server/db/schema';
import { notificationTitles, tripCounts, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();
let serial = 0;
const unitOf = async (agencyId: string, over: Partial<typeof units.$inferInsert> = {}) =>
  (await w.t.db.insert(units).values({ agencyId, unitNumber: `PR-${++serial}`, capabilities: ['ALS', 'STRETCHER'], ...over }).returning())[0]!;

/** Two hours from the wall clock the planner plans by, as the wizard's local time in New York. */
function soon(): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(Date.now() + 2 * 3_600_000))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
const request = async (over: Record<string, unknown> = {}) => {
  const res = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { selectedAgencies: [w.a.alsNear.id], scheduledTime: soon(), transportLevel: 'ALS', ...over }));
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().data as TripDetails).id;
};
const withKey = (who: Headers, key: string): Headers => ({ ...who, 'idempotency-key': key });
const offer = (unitId: string, requestIds: string[], who: Headers = w.admin) => w.call('POST', PLAN_OFFERS_PATH, who, { unitId, requestIds });
const plan = async (body: { unitIds?: string[]; requestIds?: string[] }, who: Headers = w.admin) => {
  const res = await w.call('POST', DISPATCH_PLAN_PATH, who, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as DispatchPlan;
};
const tripIn = (p: DispatchPlan, id: string): PlannedTrip => p.trips.find((t) => t.requestId === id)!;
const unitCarrying = (p: DispatchPlan, id: string) => p.units.find((u) => u.requestIds.includes(id))?.unitId ?? null;
const history = async (id: string) => ((await w.call('GET', `/api/trips/${id}`, w.admin)).json().data as TripDetails).history;

describe('a plan that remembers', () => {
  it('shows a plan offer in the next plan, on the same unit, and refuses the same offer again with 409, changing nothing', async () => {
    const [first, second] = [await unitOf(w.a.alsNear.id), await unitOf(w.a.alsNear.id)];
    const id = await request();
    expect(tripIn(await plan({ unitIds: [first.id, second.id], requestIds: [id] }), id)).toMatchObject({ action: 'ACCEPT', sincePlanned: { kind: 'NOT_YET' } });

    const sent = await w.call('POST', PLAN_OFFERS_PATH, withKey(w.admin, 'plan-offer-1'), { unitId: second.id, requestIds: [id] });
    expect(sent.statusCode, sent.body).toBe(200);
    // the same key again is the same answer, and acts once
    const counts = await tripCounts(w.t.db);
    const replay = await w.call('POST', PLAN_OFFERS_PATH, withKey(w.admin, 'plan-offer-1'), { unitId: second.id, requestIds: [id] });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(sent.json());
    expect(await tripCounts(w.t.db)).toEqual(counts);

    const offeredAt = (await history(id)).at(-1)!;
    expect(offeredAt.note).toBe(PLAN_OFFER_MESSAGES.historyNote('Allegheny ALS', second.unitNumber));
    const again = await plan({ unitIds: [first.id, second.id], requestIds: [id] });
    expect(tripIn(again, id).sincePlanned).toEqual({
      kind: 'OFFERED',
      agencyId: w.a.alsNear.id,
      agencyName: 'Allegheny ALS',
      unitId: second.id,
      unitNumber: second.unitNumber,
      at: new Date(offeredAt.at).toISOString(),
    });
    expect(unitCarrying(again, id)).toBe(second.id);
    // the agency's route for the unit says so too
    const route = await w.call('POST', '/api/optimize/routes', w.ems, { unitId: second.id, requestIds: [id] });
    expect(route.statusCode, route.body).toBe(200);
    expect((route.json().data as RoutePlanAnswer).trips).toEqual([tripIn(again, id)]);
    // USER reads the same plan
    expect(tripIn(await plan({ unitIds: [first.id, second.id], requestIds: [id] }, w.user), id).sincePlanned.kind).toBe('OFFERED');

    for (const unit of [second, first]) {
      const refused = await offer(unit.id, [id]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatch(/^TRP-\S+ was already offered to Allegheny ALS by the dispatch plan at .+; that offer stands until the agency answers it$/);
    }
    expect(await tripCounts(w.t.db)).toEqual(counts);
  });

  it('keeps a trip accepted for a unit on that unit in a new plan', async () => {
    const [first, second] = [await unitOf(w.a.alsNear.id), await unitOf(w.a.alsNear.id)];
    const id = await request();
    expect((await offer(second.id, [id])).statusCode).toBe(200);
    const accepted = await w.call('PUT', `/api/trips/${id}/status`, w.ems, { status: 'ACCEPTED', assignedUnitId: second.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    for (const who of [w.admin, w.ems]) {
      const next = await plan({ unitIds: [first.id, second.id] }, who);
      expect(unitCarrying(next, id)).toBe(second.id);
      expect(tripIn(next, id).sincePlanned).toEqual({
        kind: 'ACCEPTED',
        agencyId: w.a.alsNear.id,
        agencyName: 'Allegheny ALS',
        unitId: second.id,
        unitNumber: second.unitNumber,
      });
    }
    // nothing is offered of it again
    const res = await offer(first.id, [id]);
    expect((res.json().data as PlanOffersAnswer).skipped.map((s) => s.reason)).toEqual([PLAN_OFFER_MESSAGES.requestGone]);
  });

  it('leaves a declined trip free in a new plan, never on the declining agency’s units', async () => {
    const near = await unitOf(w.a.alsNear.id);
    const critical = await unitOf(w.a.cct.id, { capabilities: ['CCT', 'STRETCHER'] });
    const id = await request({ selectedAgencies: [w.a.alsNear.id, w.a.cct.id], notificationRadius: 200 });
    const before = await plan({ unitIds: [near.id, critical.id], requestIds: [id] });
    expect(unitCarrying(before, id)).toBe(near.id);
    expect((await offer(near.id, [id])).statusCode).toBe(200);
    const declined = await w.call('PUT', `/api/trips/${id}/status`, w.ems, { status: 'CANCELLED', declineReason: 'NO_UNIT' });
    expect(declined.statusCode, declined.body).toBe(200);

    const after = await plan({ unitIds: [near.id, critical.id], requestIds: [id] });
    expect(unitCarrying(after, id)).toBe(critical.id);
    expect(tripIn(after, id).sincePlanned).toMatchObject({ kind: 'DECLINED', agencyId: w.a.alsNear.id, agencyName: 'Allegheny ALS', at: expect.any(String) });
    // the other agency may be offered it
    const res = await offer(critical.id, [id]);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as PlanOffersAnswer).offered.map((o) => o.requestId)).toEqual([id]);
    // with only the declining agency's unit, it is left out, saying why
    const alone = await plan({ unitIds: [near.id], requestIds: [id] });
    expect(unitCarrying(alone, id)).toBeNull();
    expect(alone.unassigned.find((u) => u.requestId === id)?.reason).toBe('The agencies of the units able to carry it declined it');
  });

  it('invites a pickup offer for a compare-offers request rather than an accept: the agency is told, nothing is accepted', async () => {
    const unit = await unitOf(w.a.alsNear.id);
    const id = await request({ acceptanceMode: 'COMPARE_OFFERS', offerDeadlineMinutes: 60 });
    expect(tripIn(await plan({ unitIds: [unit.id], requestIds: [id] }), id)).toMatchObject({ action: 'INVITE_OFFER', sincePlanned: { kind: 'NOT_YET' } });
    const res = await offer(unit.id, [id]);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as PlanOffersAnswer).offered).toEqual([{ requestId: id, tripNumber: expect.any(String), action: 'INVITE_OFFER' }]);
    const told = await notificationTitles(w.t.db, w.userIds.ems);
    expect(told[0]).toMatchObject({ title: 'Pickup offer asked', message: expect.stringContaining(`suggests unit ${unit.unitNumber}`) });
    const details = (await w.call('GET', `/api/trips/${id}`, w.admin)).json().data as TripDetails;
    expect(details).toMatchObject({ status: 'PENDING', assignedAgencyId: null });
    expect(details.history.at(-1)!.note).toBe(PLAN_OFFER_MESSAGES.invitationNote('Allegheny ALS', unit.unitNumber));
    expect(tripIn(await plan({ unitIds: [unit.id], requestIds: [id] }), id).sincePlanned).toMatchObject({ kind: 'OFFERED', agencyName: 'Allegheny ALS' });
    // the agency's answer is a pickup offer, which the plan's invitation made possible
    const made = await w.call('PUT', `/api/trips/${id}/offers/mine`, w.ems, { pickupTime: details.readyStart ?? details.scheduledTime, unitId: unit.id });
    expect(made.statusCode, made.body).toBe(200);
    expect((await offer(unit.id, [id])).statusCode).toBe(409);
  });
});
