import { describe, expect, it } from 'vitest';
import { TRIP_ERRORS } from '@/domain/trips/trip-errors';
import {
  awardRefusal,
  deadlineAfterChange,
  neverOpenAgain,
  offerDeadlineOf,
  offerKept,
  offerRefusal,
  offerToAwardAtDeadline,
  PICKUP_OFFER_MESSAGES,
  rankOffers,
  readyWindowOf,
  statusAfterAward,
  type OfferableRequest,
  withdrawalRefusal,
} from '@/domain/trips/pickup-offers';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 14, minutes));
const ZONE = 'America/New_York';
const request: OfferableRequest = {
  status: 'PENDING',
  acceptanceMode: 'COMPARE_OFFERS',
  offerDeadline: at(-30),
  offersClosedAt: null,
  scheduledTime: at(0),
  readyStart: at(0),
  readyEnd: at(60),
};
const now = at(-40);

describe('how a request is taken', () => {
  it('is first to accept without a deadline, compare offers 15 minutes unless told', () => {
    expect(offerDeadlineOf('FIRST_TO_ACCEPT', undefined, now)).toEqual({ deadline: null });
    expect(offerDeadlineOf('FIRST_TO_ACCEPT', 30, now)).toEqual({ refusal: PICKUP_OFFER_MESSAGES.deadlineOnlyWhenComparing });
    expect(offerDeadlineOf('COMPARE_OFFERS', undefined, now)).toEqual({ deadline: at(-25) });
    expect(offerDeadlineOf('COMPARE_OFFERS', 5, now)).toEqual({ deadline: at(-35) });
  });
});

describe('an offer', () => {
  it('is taken within the ready window while offers are open, and refused naming why otherwise', () => {
    expect(offerRefusal(request, at(0), now, ZONE)).toBeNull();
    expect(offerRefusal(request, at(60), now, ZONE)).toBeNull();
    expect(offerRefusal(request, at(61), now, ZONE)).toEqual({ status: 400, message: PICKUP_OFFER_MESSAGES.outsideWindow(at(0), at(60), ZONE) });
    // the window in the reader's zone, as people read it
    expect(PICKUP_OFFER_MESSAGES.outsideWindow(at(0), at(60), ZONE)).toBe("pickupTime must be within the request's ready window, from Nov 21, 2026, 9:00 AM EST to Nov 21, 2026, 10:00 AM EST");
    expect(offerRefusal(request, at(10), at(-30), ZONE)).toEqual({ status: 409, message: PICKUP_OFFER_MESSAGES.pastDeadline(at(-30), ZONE) });
    expect(offerRefusal({ ...request, offersClosedAt: now }, at(10), now, ZONE)?.message).toBe(PICKUP_OFFER_MESSAGES.closed);
    expect(offerRefusal({ ...request, acceptanceMode: 'FIRST_TO_ACCEPT' }, at(10), now, ZONE)?.message).toBe(PICKUP_OFFER_MESSAGES.firstToAccept);
    // a request without its own window end has the wizard's hour
    expect(readyWindowOf({ scheduledTime: at(0), readyStart: null, readyEnd: null })).toEqual({ start: at(0), end: at(60) });
  });

  it('ranks by pickup time, then the better on-time record, then the nearer agency; the deadline takes the best standing one in the window', () => {
    const offers = [
      { id: 'late', pickupAt: at(20), preferredRank: null, onTimeRate: 1, distanceMiles: 1, status: 'OFFERED' as const },
      { id: 'near', pickupAt: at(10), preferredRank: null, onTimeRate: 0.8, distanceMiles: 2, status: 'OFFERED' as const },
      { id: 'reliable', pickupAt: at(10), preferredRank: null, onTimeRate: 0.9, distanceMiles: 9, status: 'OFFERED' as const },
      { id: 'unknown', pickupAt: at(10), preferredRank: null, onTimeRate: null, distanceMiles: 0, status: 'OFFERED' as const },
      { id: 'withdrawn', pickupAt: at(5), preferredRank: null, onTimeRate: 1, distanceMiles: 0, status: 'WITHDRAWN' as const },
    ];
    expect(rankOffers(offers).map((o) => o.id)).toEqual(['withdrawn', 'reliable', 'near', 'unknown', 'late']);
    expect(offerToAwardAtDeadline(offers, request)?.id).toBe('reliable');
    expect(offerToAwardAtDeadline([{ ...offers[0]!, pickupAt: at(61) }], request)).toBeNull();
  });

  it("ranks the facility's preferred agencies first among equal times, in its order, before on-time record and distance; never before an earlier time", () => {
    const offer = (id: string, minutes: number, preferredRank: number | null, onTimeRate: number | null, distanceMiles: number | null) => ({
      id,
      pickupAt: at(minutes),
      preferredRank,
      onTimeRate,
      distanceMiles,
      status: 'OFFERED' as const,
    });
    const offers = [
      offer('best record', 10, null, 1, 1),
      offer('second choice', 10, 1, 0.5, 20),
      offer('earlier', 5, null, 0, 50),
      offer('first choice', 10, 0, null, null),
      offer('later preferred', 20, 0, 1, 1),
      offer('nearer', 10, null, 1, 0.5),
    ];
    expect(rankOffers(offers).map((o) => o.id)).toEqual(['earlier', 'first choice', 'second choice', 'nearer', 'best record', 'later preferred']);
    // at the deadline the same rule: the earliest time wins, a preferred agency breaks a tie
    expect(offerToAwardAtDeadline(offers, request)?.id).toBe('earlier');
    expect(offerToAwardAtDeadline(offers.filter((o) => o.id !== 'earlier'), request)?.id).toBe('first choice');
    expect(offerToAwardAtDeadline([offer('first choice', 61, 0, 1, 0), offer('other', 30, null, 0, 90)], request)?.id).toBe('other');
  });

  it('is kept up to 5 minutes past the committed time, and a change of time leaves 5 minutes to confirm', () => {
    expect(offerKept(at(10), at(15))).toBe(true);
    expect(offerKept(at(10), at(16))).toBe(false);
    expect(deadlineAfterChange(at(0), at(-10))).toEqual(at(0));
    expect(deadlineAfterChange(at(0), at(-2))).toEqual(at(3));
  });
});

describe('an award', () => {
  const open = { ...request, awarded: false };
  const offered = { agencyName: 'Allegheny ALS', status: 'OFFERED' as const };

  it('takes a standing offer of a request still open, and is refused naming why otherwise', () => {
    expect(awardRefusal(open, offered)).toBeNull();
    expect(awardRefusal(open, { ...offered, status: 'WITHDRAWN' })).toBe(PICKUP_OFFER_MESSAGES.withdrawn('Allegheny ALS'));
    expect(awardRefusal(open, { ...offered, status: 'TO_CONFIRM' })).toBe(PICKUP_OFFER_MESSAGES.toConfirm('Allegheny ALS'));
    expect(awardRefusal({ ...open, status: 'ACCEPTED', offersClosedAt: now, awarded: true }, offered)).toBe(PICKUP_OFFER_MESSAGES.alreadyAwarded);
    expect(awardRefusal({ ...open, offersClosedAt: now }, offered)).toBe(PICKUP_OFFER_MESSAGES.closed);
    expect(awardRefusal({ ...open, status: 'CANCELLED' }, offered)).toBe(PICKUP_OFFER_MESSAGES.closed);
  });

  it('closes the other undecided offers, and a request taken or ended is never open again', () => {
    expect(['OFFERED', 'TO_CONFIRM', 'WITHDRAWN'].map((s) => statusAfterAward(s as 'OFFERED', false))).toEqual(['NOT_AWARDED', 'NOT_AWARDED', 'WITHDRAWN']);
    expect(statusAfterAward('OFFERED', true)).toBe('AWARDED');
    expect(['PENDING', 'ACCEPTED', 'IN_PROGRESS', 'CANCELLED'].map((status) => neverOpenAgain({ status: status as 'PENDING' }))).toEqual([false, true, true, true]);
  });
});

describe('a withdrawal', () => {
  it('is refused for a stranger, a decline, an agency without an offer, then for offers closed', () => {
    expect(withdrawalRefusal(request, 'OFFERED', 'OFFERED', now, ZONE)).toBeNull();
    expect(withdrawalRefusal({ ...request, offersClosedAt: now }, null, null, now, ZONE)).toEqual({ status: 404, message: TRIP_ERRORS.notFound });
    expect(withdrawalRefusal(request, 'DECLINED', 'OFFERED', now, ZONE)).toEqual({ status: 409, message: TRIP_ERRORS.declinedByYou });
    expect(withdrawalRefusal({ ...request, offersClosedAt: now }, 'OFFERED', null, now, ZONE)).toEqual({ status: 404, message: PICKUP_OFFER_MESSAGES.noOfferOfYours });
    expect(withdrawalRefusal({ ...request, offersClosedAt: now }, 'OFFERED', 'OFFERED', now, ZONE)).toEqual({ status: 409, message: PICKUP_OFFER_MESSAGES.closed });
    expect(withdrawalRefusal(request, 'OFFERED', 'OFFERED', at(-30), ZONE)?.message).toBe(PICKUP_OFFER_MESSAGES.pastDeadline(at(-30), ZONE));
  });
});
