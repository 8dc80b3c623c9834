// Compare-offers requests: agencies offer the pickup time they commit to, the facility awards one (or the deadline
// does), exactly one wins however many awards and withdrawals race, and a refused call changes nothing.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PickupOffersAnswer, PickupOfferView } from '@/domain/trips/pickup-offer-answers';
import {
  automaticAwardNote,
  awardNote,
  noOfferNote,
  OFFER_DEADLINE_MINUTES,
  PICKUP_OFFER_MESSAGES,
  REOFFER_MINUTES,
} from '@/domain/trips/pickup-offers';
import { requestChangedNote } from '@/domain/trips/request-changes';
import { TRIP_REQUEST_RULE_MESSAGES } from '@/domain/trips/trip-request-rules';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import type { ListedTrip, TripDetails, TripListItem } from '@/domain/trips/trip-answers';
import { rawRows } from '@/server/db/raw-query';
import { users } from '@/server/db/schema';
import { awardDueRequests } from '@/server/modules/pickup-offers/award-at-deadline';
import { TEST_NOW } from './harness';
import { asMoved, moveTrip, notificationTitles, tripCounts, useTripWorld, wizardBody, type Headers } from './trip-fixtures';

const w = useTripWorld();
// the wizard's 2026-11-21T14:30 in New York: the ready window runs from here to an hour later
const READY_START = new Date('2026-11-21T19:30:00Z');
// the agencies of the test world read times in New York's
const AGENCY_ZONE = 'America/New_York';
const at = (minutesAfterStart: number) => new Date(READY_START.getTime() + minutesAfterStart * 60_000).toISOString();

async function compareRequest(over: Record<string, unknown> = {}): Promise<TripDetails> {
  const body = wizardBody(w, { selectedAgencies: [w.a.alsNear.id, w.a.alsFar.id], notificationRadius: 200, acceptanceMode: 'COMPARE_OFFERS', ...over });
  const res = await w.call('POST', '/api/trips/enhanced', w.nurse, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as TripDetails;
}
const offer = (who: Headers, id: string, body: object) => w.call('PUT', `/api/trips/${id}/offers/mine`, who, body);
const withdraw = (who: Headers, id: string) => w.call('DELETE', `/api/trips/${id}/offers/mine`, who);
const award = (who: Headers, id: string, offerId: string) => w.call('POST', `/api/trips/${id}/offers/${offerId}/award`, who);
const offers = async (who: Headers, id: string) => {
  const res = await w.call('GET', `/api/trips/${id}/offers`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PickupOffersAnswer;
};
const offered = async (who: Headers, id: string, pickupTime: string) => {
  const res = await offer(who, id, { pickupTime });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PickupOfferView;
};
const details = async (who: Headers, id: string) => (await w.call('GET', `/api/trips/${id}`, who)).json().data as TripDetails;
const available = async (who: Headers) => ((await w.call('GET', '/api/trips?status=PENDING', who)).json().data as TripListItem[]).map((t) => t.id);

async function refused(res: Promise<{ statusCode: number; body: string; json(): { error: string } }>, status: number, error: string) {
  const before = await tripCounts(w.t.db);
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.json().error).toBe(error);
  expect(await tripCounts(w.t.db)).toEqual(before);
}

describe('choosing how a request is taken', () => {
  it('is first to accept unless the request says otherwise; compare offers closes 15 minutes after the request by default', async () => {
    const plain = await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w));
    expect(plain.json().data).toMatchObject({ acceptanceMode: 'FIRST_TO_ACCEPT', offerDeadline: null });
    const compare = await compareRequest();
    expect(compare).toMatchObject({ acceptanceMode: 'COMPARE_OFFERS', offersClosedAt: null, committedPickupAt: null });
    expect(compare.offerDeadline).toBe(new Date(TEST_NOW.getTime() + OFFER_DEADLINE_MINUTES.default * 60_000).toISOString());
    expect((await compareRequest({ offerDeadlineMinutes: 120 })).offerDeadline).toBe(new Date(TEST_NOW.getTime() + 120 * 60_000).toISOString());
  });

  it('refuses a deadline outside 5–120 minutes, or one without compare offers, naming it; nothing is stored', async () => {
    for (const minutes of [4, 121, 7.5]) {
      const body = wizardBody(w, { acceptanceMode: 'COMPARE_OFFERS', offerDeadlineMinutes: minutes });
      await refused(w.call('POST', '/api/trips/enhanced', w.nurse, body), 400, `offerDeadlineMinutes: ${PICKUP_OFFER_MESSAGES.deadlineRange}`);
    }
    await refused(w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { offerDeadlineMinutes: 30 })), 400, PICKUP_OFFER_MESSAGES.deadlineOnlyWhenComparing);
  });
});

describe('offers through to the award', () => {
  it('ranks offers by pickup time, lets agencies change and withdraw them, and the award ends as the winner’s accept', async () => {
    const trip = await compareRequest();
    await refused(w.call('PUT', `/api/trips/${trip.id}/status`, w.ems, { status: 'ACCEPTED' }), 409, PICKUP_OFFER_MESSAGES.offerInstead);
    const near = await offered(w.ems, trip.id, at(10));
    const far = await offered(w.emsFar, trip.id, at(5));
    expect((await offers(w.nurse, trip.id)).offers.map((o) => o.agencyName)).toEqual(['Erie ALS', 'Allegheny ALS']);
    // an agency sees its own offer alone
    expect((await offers(w.ems, trip.id)).offers.map((o) => o.id)).toEqual([near.id]);
    // the near agency betters its time: the same offer, now first
    expect((await offered(w.ems, trip.id, at(2))).id).toBe(near.id);
    expect((await offers(w.nurse, trip.id)).offers.map((o) => [o.agencyName, o.pickupTime])).toEqual([
      ['Allegheny ALS', at(2)],
      ['Erie ALS', at(5)],
    ]);
    expect((await withdraw(w.emsFar, trip.id)).json().data.status).toBe('WITHDRAWN');
    await refused(award(w.nurse, trip.id, far.id), 409, PICKUP_OFFER_MESSAGES.withdrawn('Erie ALS'));
    await refused(award(w.ems, trip.id, near.id), 403, AUTH_MESSAGES.forbidden);
    await refused(award(w.nurseB, trip.id, near.id), 404, TRIP_ERRORS.notFound);
    const res = await award(w.nurse, trip.id, near.id);
    expect(res.statusCode, res.body).toBe(200);
    const after = await details(w.nurse, trip.id);
    // the answer is the request as the facility reads it right after
    expect(res.json().data).toEqual(asMoved(after));
    expect(res.json().data).toMatchObject({ status: 'ACCEPTED', assignedAgencyId: w.a.alsNear.id });
    expect(after).toMatchObject({ status: 'ACCEPTED', assignedAgencyId: w.a.alsNear.id, committedPickupAt: at(2) });
    expect(after.offersClosedAt).not.toBeNull();
    // the winner's My Trips shows the time it committed to
    const mine = (await w.call('GET', '/api/trips?status=ACCEPTED', w.ems)).json().data as TripListItem[];
    expect(mine.find((t) => t.id === trip.id)?.committedPickupAt).toBe(at(2));
    const last = after.history.at(-1)!;
    // the history names the nurse who awarded, of the facility, and the agency awarded
    const [nurse] = await w.t.db.select({ name: users.name }).from(users).where(eq(users.id, w.userIds.nurse));
    const awarder = { name: nurse!.name, organisation: 'General Hospital' };
    expect(last).toMatchObject({
      fromStatus: 'PENDING',
      toStatus: 'ACCEPTED',
      actorName: nurse!.name,
      actorRole: 'HEALTHCARE',
      actorOrganisation: 'General Hospital',
      onBehalfOf: null,
      note: `Accepted: ${awardNote(awarder, 'Allegheny ALS', new Date(at(2)))}`,
    });
    expect(last.note).toContain(`Awarded by ${nurse!.name}, General Hospital to Allegheny ALS`);
    expect((await offers(w.nurse, trip.id)).offers.map((o) => o.status)).toEqual(['AWARDED', 'WITHDRAWN']);
    expect(after.offeredAgencies.find((o) => o.id === w.a.alsNear.id)?.response).toBe('ACCEPTED');
    // the winner is told, the loser sees the trip leave its list, and the award is the facility's news too
    expect((await notificationTitles(w.t.db, w.userIds.ems)).map((n) => n.title)).toContain('Pickup offer awarded');
    expect(await available(w.emsFar)).not.toContain(trip.id);
    // nothing more once awarded: no offer, no second award, no undo of the award
    await refused(offer(w.emsFar, trip.id, { pickupTime: at(1) }), 409, PICKUP_OFFER_MESSAGES.closed);
    await refused(award(w.nurse, trip.id, near.id), 409, PICKUP_OFFER_MESSAGES.alreadyAwarded);
    await refused(w.call('PUT', `/api/trips/${trip.id}/status`, w.ems, { status: 'PENDING' }), 409, PICKUP_OFFER_MESSAGES.noUndoOfAward);
    await moveTrip(w, w.ems, trip.id, 'IN_PROGRESS');
    // offers kept: picked up days after the committed time, then (the commitment moved) on it
    const window = `from=${new Date(Date.now() - 3_600_000).toISOString()}&to=${new Date(Date.now() + 3_600_000).toISOString()}`;
    const kept = async () => (await w.call('GET', `/api/optimize/performance?${window}`, w.ems)).json().data;
    expect(await kept()).toMatchObject({ awardedOffers: 1, offersKept: 0, offersKeptRate: 0 });
    await w.t.db.execute(sql`update trips set committed_pickup_at = pickup_timestamp - interval '4 minutes' where id = ${trip.id}`);
    expect(await kept()).toMatchObject({ awardedOffers: 1, offersKept: 1, offersKeptRate: 1 });
  });

  it("counts the standing offers on the facility's and the center's list rows, never on an agency's", async () => {
    const trip = await compareRequest();
    const plain = (await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w))).json().data as TripDetails;
    const countOn = async (who: Headers, id: string) => {
      const res = await w.call('GET', '/api/trips?limit=100', who);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as ListedTrip[]).find((t) => t.id === id)?.offerCount;
    };
    expect(await countOn(w.nurse, trip.id)).toBe(0);
    await offered(w.ems, trip.id, at(10));
    await offered(w.emsFar, trip.id, at(5));
    expect(await countOn(w.nurse, trip.id)).toBe(2);
    expect(await countOn(w.admin, trip.id)).toBe(2);
    // an agency knows of its own offer only, and a first-to-accept request has none to count
    expect(await countOn(w.ems, trip.id)).toBeNull();
    expect(await countOn(w.nurse, plain.id)).toBeNull();
    await withdraw(w.emsFar, trip.id);
    expect(await countOn(w.nurse, trip.id)).toBe(1);
  });

  it('refuses an offer outside the ready window, on a first-to-accept request, from a stranger or after the deadline', async () => {
    const trip = await compareRequest();
    await refused(offer(w.ems, trip.id, { pickupTime: at(61) }), 400, PICKUP_OFFER_MESSAGES.outsideWindow(READY_START, new Date(at(60)), AGENCY_ZONE));
    await refused(offer(w.ems, trip.id, { pickupTime: at(-1) }), 400, PICKUP_OFFER_MESSAGES.outsideWindow(READY_START, new Date(at(60)), AGENCY_ZONE));
    await refused(offer(w.ems, trip.id, { pickupTime: 'soon' }), 400, 'pickupTime: must be an ISO 8601 date and time with its zone, such as 2026-11-21T14:30:00Z');
    await refused(offer(w.nurse, trip.id, { pickupTime: at(1) }), 403, AUTH_MESSAGES.forbidden);
    const plain = (await w.call('POST', '/api/trips/enhanced', w.nurse, wizardBody(w, { selectedAgencies: [w.a.alsNear.id], notificationRadius: 200 }))).json().data as TripDetails;
    await refused(offer(w.ems, plain.id, { pickupTime: at(1) }), 409, PICKUP_OFFER_MESSAGES.firstToAccept);
    await refused(offer(w.emsFar, plain.id, { pickupTime: at(1) }), 404, TRIP_ERRORS.notFound);
    // never offered to it: every call about the request answers as its details do, not found
    const onlyNear = await compareRequest({ selectedAgencies: [w.a.alsNear.id] });
    for (const call of [offer(w.emsFar, onlyNear.id, { pickupTime: at(1) }), withdraw(w.emsFar, onlyNear.id), w.call('GET', `/api/trips/${onlyNear.id}/offers`, w.emsFar), w.call('GET', `/api/trips/${onlyNear.id}`, w.emsFar)]) {
      await refused(call, 404, TRIP_ERRORS.notFound);
    }
    await w.t.db.execute(sql`update trips set offer_deadline = ${TEST_NOW} where id = ${trip.id}`);
    await refused(offer(w.ems, trip.id, { pickupTime: at(1) }), 409, PICKUP_OFFER_MESSAGES.pastDeadline(TEST_NOW, AGENCY_ZONE));
    // a first-to-accept request is taken as it always was
    await moveTrip(w, w.ems, plain.id, 'ACCEPTED');
  });
});

describe('awards racing withdrawals', () => {
  it('ends with exactly one winner, the trip assigned to the winning offer’s agency, whatever the order', async () => {
    for (let round = 0; round < 4; round++) {
      const trip = await compareRequest();
      const near = await offered(w.ems, trip.id, at(3));
      const far = await offered(w.emsFar, trip.id, at(4));
      // the far agency's offer is withdrawn among the awards; the near one stands until an award, so one always wins
      const calls = Array.from({ length: 50 }, (_, k) =>
        k % 5 === 4 ? withdraw(w.emsFar, trip.id) : award(w.nurse, trip.id, k % 2 ? far.id : near.id),
      );
      const answers = await Promise.all(calls);
      const awards = answers.filter((_, k) => k % 5 !== 4);
      expect(awards.filter((a) => a.statusCode === 200)).toHaveLength(1);
      for (const a of answers) expect([200, 409]).toContain(a.statusCode);
      const after = await details(w.nurse, trip.id);
      expect(after.status).toBe('ACCEPTED');
      const won = (await offers(w.nurse, trip.id)).offers.filter((o) => o.status === 'AWARDED');
      expect(won).toHaveLength(1);
      expect(after.assignedAgencyId).toBe(won[0]!.agencyId);
      expect(after.history.filter((h) => h.toStatus === 'ACCEPTED')).toHaveLength(1);
    }
  });
});

describe('an award overtaken by another change between its read and its write (PostgreSQL: another connection holds the row)', () => {
  /** The facility's award of `offerId`, sent while `change` holds the request's row and answered once the change commits. */
  async function awardOvertakenBy(tripId: string, offerId: string, change: (tx: Parameters<Parameters<typeof w.t.db.transaction>[0]>[0]) => Promise<unknown>) {
    let answer: ReturnType<typeof award> | undefined;
    await w.t.db.transaction(async (tx) => {
      await change(tx);
      answer = award(w.nurse, tripId, offerId);
      // the award has read the request as it was and waits to write it
      for (let polls = 0; ; polls++) {
        const [waiting] = await rawRows<{ n: number }>(w.t.db, sql`select count(*)::int as n from pg_locks where not granted and locktype = 'transactionid'`);
        if (waiting!.n > 0) break;
        if (polls > 5_000) throw new Error('the award never reached the row');
      }
    });
    return answer!;
  }
  const bump = (tripId: string) => sql`update trips set version = version + 1 where id = ${tripId}`;

  it('is judged again on the request as it now is: made once, or refused when its offer was withdrawn meanwhile', async (ctx) => {
    if (w.t.database.kind !== 'postgres') ctx.skip();
    const trip = await compareRequest();
    const near = await offered(w.ems, trip.id, at(3));
    const far = await offered(w.emsFar, trip.id, at(4));
    const withdrawn = await awardOvertakenBy(trip.id, far.id, async (tx) => {
      await tx.execute(sql`update pickup_offers set status = 'WITHDRAWN' where id = ${far.id}`);
      await tx.execute(bump(trip.id));
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(409);
    expect(withdrawn.json().error).toBe(PICKUP_OFFER_MESSAGES.withdrawn('Erie ALS'));
    expect((await details(w.nurse, trip.id)).status).toBe('PENDING');
    const won = await awardOvertakenBy(trip.id, near.id, (tx) => tx.execute(bump(trip.id)));
    expect(won.statusCode, won.body).toBe(200);
    const after = await details(w.nurse, trip.id);
    expect(won.json().data).toEqual(asMoved(after));
    expect(after.history.filter((h) => h.toStatus === 'ACCEPTED')).toHaveLength(1);
    expect((await offers(w.nurse, trip.id)).offers.map((o) => o.status)).toEqual(['AWARDED', 'WITHDRAWN']);
    const told = await notificationTitles(w.t.db, w.userIds.ems);
    expect(told.filter((n) => n.title === 'Pickup offer awarded' && n.message.includes(trip.tripNumber))).toHaveLength(1);
  });
});

describe('the offer deadline', () => {
  it('awards the earliest offer meeting the ready window when the clock passes the deadline, once', async () => {
    const trip = await compareRequest({ offerDeadlineMinutes: 5 });
    await offered(w.ems, trip.id, at(20));
    await offered(w.emsFar, trip.id, at(8));
    await awardDueRequests(w.t.db, w.t.config, new Date(TEST_NOW.getTime() + 4 * 60_000));
    expect((await details(w.nurse, trip.id)).status).toBe('PENDING');
    const deadline = new Date(TEST_NOW.getTime() + 5 * 60_000);
    expect(await awardDueRequests(w.t.db, w.t.config, deadline)).toBeGreaterThanOrEqual(1);
    const after = await details(w.nurse, trip.id);
    expect(after).toMatchObject({ status: 'ACCEPTED', assignedAgencyId: w.a.alsFar.id, committedPickupAt: at(8) });
    expect(after.history.at(-1)!.note).toBe(`Accepted: ${automaticAwardNote(new Date(at(8)), 'Erie ALS')}`);
    expect(await awardDueRequests(w.t.db, w.t.config, deadline)).toBe(0);
  });

  it('with no offer in time alerts the facility, and the request goes to the first agency to accept', async () => {
    const trip = await compareRequest({ offerDeadlineMinutes: 5 });
    await awardDueRequests(w.t.db, w.t.config, new Date(TEST_NOW.getTime() + 6 * 60_000));
    const after = await details(w.nurse, trip.id);
    expect(after).toMatchObject({ status: 'PENDING', acceptanceMode: 'FIRST_TO_ACCEPT' });
    expect(after.offersClosedAt).not.toBeNull();
    expect(after.history.at(-1)!.note).toBe(noOfferNote);
    expect((await notificationTitles(w.t.db, w.userIds.nurse)).map((n) => n.title)).toContain('No pickup offer in time');
    await moveTrip(w, w.emsFar, trip.id, 'ACCEPTED');
    const [row] = await rawRows<{ n: number }>(w.t.db, sql`select count(*)::int as n from pickup_offers where trip_id = ${trip.id}`);
    expect(row!.n).toBe(0);
  });
});

describe("the facility's preferred agencies", () => {
  const prefer = async (who: Headers, agencyIds: string[]) => {
    const res = await w.call('PUT', '/api/auth/healthcare/facility/preferred-agencies', who, { agencyIds });
    expect(res.statusCode, res.body).toBe(200);
  };
  const ranked = async (who: Headers, id: string) => (await offers(who, id)).offers.map((o) => [o.agencyName, o.preferred]);

  it('rank first among offers of the same pickup time, in its order, marked as preferred; never before an earlier time', async () => {
    const trip = await compareRequest();
    await offered(w.ems, trip.id, at(10));
    await offered(w.emsFar, trip.id, at(10));
    expect(await ranked(w.nurse, trip.id)).toEqual([
      ['Allegheny ALS', false],
      ['Erie ALS', false],
    ]);
    await prefer(w.nurse, [w.a.cct.id, w.a.alsFar.id]);
    const preferringFar = [
      ['Erie ALS', true],
      ['Allegheny ALS', false],
    ];
    expect(await ranked(w.nurse, trip.id)).toEqual(preferringFar);
    // the control center sees the facility's ranking; an agency is not told whom the facility prefers
    expect(await ranked(w.admin, trip.id)).toEqual(preferringFar);
    expect(await ranked(w.emsFar, trip.id)).toEqual([['Erie ALS', null]]);
    // another facility's preferences weigh nothing on this request
    await prefer(w.nurseB, [w.a.alsNear.id]);
    expect(await ranked(w.nurse, trip.id)).toEqual(preferringFar);
    await prefer(w.nurse, [w.a.alsNear.id, w.a.alsFar.id]);
    expect(await ranked(w.nurse, trip.id)).toEqual([
      ['Allegheny ALS', true],
      ['Erie ALS', true],
    ]);
    await prefer(w.nurse, [w.a.alsFar.id]);
    await offered(w.ems, trip.id, at(9));
    expect(await ranked(w.nurse, trip.id)).toEqual([
      ['Allegheny ALS', false],
      ['Erie ALS', true],
    ]);
    await prefer(w.nurse, []);
    await prefer(w.nurseB, []);
  });

  it('decide the award at the deadline between offers of the same time; without a preference the award follows the list', async () => {
    const deadline = new Date(TEST_NOW.getTime() + 5 * 60_000);
    const tied = async () => {
      const trip = await compareRequest({ offerDeadlineMinutes: 5 });
      await offered(w.ems, trip.id, at(8));
      await offered(w.emsFar, trip.id, at(8));
      return trip.id;
    };
    const preferred = await tied();
    await prefer(w.nurse, [w.a.alsFar.id]);
    expect((await ranked(w.nurse, preferred))[0]).toEqual(['Erie ALS', true]);
    await awardDueRequests(w.t.db, w.t.config, deadline);
    expect(await details(w.nurse, preferred)).toMatchObject({ status: 'ACCEPTED', assignedAgencyId: w.a.alsFar.id, committedPickupAt: at(8) });
    await prefer(w.nurse, []);
    const plain = await tied();
    const first = (await offers(w.nurse, plain)).offers[0]!.agencyId;
    await awardDueRequests(w.t.db, w.t.config, deadline);
    expect(await details(w.nurse, plain)).toMatchObject({ status: 'ACCEPTED', assignedAgencyId: first });
  });
});

describe('a change of time after offers came', () => {
  it('asks every offering agency to confirm or offer again within 5 minutes; an offer to confirm cannot win', async () => {
    const trip = await compareRequest();
    const near = await offered(w.ems, trip.id, at(10));
    const res = await w.call('PUT', `/api/trips/${trip.id}/schedule`, w.nurse, { scheduledTime: '2026-11-21T15:30' });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json().data as TripDetails;
    expect(moved).toMatchObject({ scheduledTime: at(60), readyStart: at(60), readyEnd: at(120), offerDeadline: trip.offerDeadline });
    expect(moved.history.at(-1)!.note).toBe(requestChangedNote({ time: { from: READY_START, to: new Date(at(60)) } }, 1));
    expect((await offers(w.nurse, trip.id)).offers.map((o) => o.status)).toEqual(['TO_CONFIRM']);
    expect((await notificationTitles(w.t.db, w.userIds.ems)).map((n) => n.title)).toContain('Pickup offer to confirm');
    await refused(award(w.nurse, trip.id, near.id), 409, PICKUP_OFFER_MESSAGES.toConfirm('Allegheny ALS'));
    // the old time is outside the moved window; a time inside it confirms the offer
    await refused(offer(w.ems, trip.id, { pickupTime: at(10) }), 400, PICKUP_OFFER_MESSAGES.outsideWindow(new Date(at(60)), new Date(at(120)), AGENCY_ZONE));
    expect((await offered(w.ems, trip.id, at(65))).status).toBe('OFFERED');
    expect((await award(w.nurse, trip.id, near.id)).statusCode).toBe(200);
  });

  it('keeps offers open at least 5 minutes after the change, and is refused once the request is taken or by an agency', async () => {
    const trip = await compareRequest({ offerDeadlineMinutes: 5 });
    await offered(w.ems, trip.id, at(10));
    await w.t.db.execute(sql`update trips set offer_deadline = ${new Date(TEST_NOW.getTime() + 60_000)} where id = ${trip.id}`);
    const moved = (await w.call('PUT', `/api/trips/${trip.id}/schedule`, w.nurse, { scheduledTime: '2026-11-21T14:40' })).json().data as TripDetails;
    expect(moved.offerDeadline).toBe(new Date(TEST_NOW.getTime() + REOFFER_MINUTES * 60_000).toISOString());
    await refused(w.call('PUT', `/api/trips/${trip.id}/schedule`, w.ems, { scheduledTime: '2026-11-21T14:50' }), 403, AUTH_MESSAGES.forbidden);
    await refused(w.call('PUT', `/api/trips/${trip.id}/schedule`, w.nurse, { scheduledTime: '2026-05-01T10:00' }), 400, TRIP_REQUEST_RULE_MESSAGES.longPast);
    await refused(w.call('PUT', `/api/trips/${trip.id}/schedule`, w.nurseB, { scheduledTime: '2026-11-21T14:50' }), 404, TRIP_ERRORS.notFound);
    await moveTrip(w, w.nurse, trip.id, 'CANCELLED');
    await refused(w.call('PUT', `/api/trips/${trip.id}/schedule`, w.nurse, { scheduledTime: '2026-11-21T14:50' }), 409, PICKUP_OFFER_MESSAGES.onlyWaiting);
  });
});
