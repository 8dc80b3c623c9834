// What became of a planned trip since the plan, read from the trip alone.
import { describe, expect, it } from 'vitest';
import {
  declinedBy,
  heldUnitOf,
  planInvitationNote,
  planMayOffer,
  plannedTripActionOf,
  plannedTripOutcome,
  planOfferNote,
  standingPlanOffer,
  type PlannedTripAnswer,
  type PlannedTripFacts,
} from '@/domain/planning/planned-trip';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 2, 14, minute));
const answer = (over: Partial<PlannedTripAnswer> = {}): PlannedTripAnswer => ({
  agencyId: 'metro',
  agencyName: 'Metro EMS',
  response: 'OFFERED',
  respondedAt: null,
  createdAt: at(0),
  suggestedUnitId: null,
  suggestedUnitNumber: null,
  ...over,
});
const planned = (over: Partial<PlannedTripAnswer> = {}) => answer({ suggestedUnitId: 'm-1', suggestedUnitNumber: 'M-1', ...over });
const facts = (over: Partial<PlannedTripFacts> = {}): PlannedTripFacts => ({
  status: 'PENDING',
  acceptanceMode: 'FIRST_TO_ACCEPT',
  assigned: null,
  answers: [answer()],
  planOfferRows: [],
  ...over,
});

describe('what became of a planned trip', () => {
  it('is nothing yet while no plan offered it and nobody took it', () => {
    expect(plannedTripOutcome(facts())).toEqual({ kind: 'NOT_YET' });
    expect(heldUnitOf(facts())).toBeNull();
  });

  it('is offered to the agency, at the time of the plan offer’s history row, with the unit suggested', () => {
    const f = facts({
      answers: [answer({ agencyId: 'other', agencyName: 'Other EMS' }), planned()],
      planOfferRows: [
        { note: planOfferNote('Other EMS', 'O-1'), at: at(3) },
        { note: planOfferNote('Metro EMS', 'M-1'), at: at(14) },
      ],
    });
    expect(plannedTripOutcome(f)).toEqual({ kind: 'OFFERED', agencyId: 'metro', agencyName: 'Metro EMS', unitId: 'm-1', unitNumber: 'M-1', at: at(14).toISOString() });
    expect(standingPlanOffer(f, 'metro')).toEqual({ at: at(14), unitNumber: 'M-1' });
    expect(standingPlanOffer(f, 'other')).toBeNull();
    expect(heldUnitOf(f)).toBe('m-1');
    expect(planMayOffer(plannedTripOutcome(f), 'metro')).toBe(false);
    expect(planMayOffer(plannedTripOutcome(f), 'other')).toBe(true);
  });

  it('reads an invitation to offer on a compare-offers request as its offer; without a history row, the answer’s own time', () => {
    const invited = facts({ acceptanceMode: 'COMPARE_OFFERS', answers: [planned()], planOfferRows: [{ note: planInvitationNote('Metro EMS', 'M-1'), at: at(9) }] });
    expect(plannedTripOutcome(invited)).toMatchObject({ kind: 'OFFERED', at: at(9).toISOString() });
    expect(plannedTripActionOf(invited.acceptanceMode)).toBe('INVITE_OFFER');
    expect(plannedTripActionOf('FIRST_TO_ACCEPT')).toBe('ACCEPT');
    expect(plannedTripOutcome(facts({ answers: [planned({ createdAt: at(5) })] }))).toMatchObject({ kind: 'OFFERED', at: at(5).toISOString() });
  });

  it('is declined by the agency when it answered the plan’s offer so; the trip is free and that agency’s units are out', () => {
    const f = facts({ answers: [planned({ response: 'DECLINED', respondedAt: at(20) }), answer({ agencyId: 'other', agencyName: 'Other EMS' })] });
    expect(plannedTripOutcome(f)).toEqual({ kind: 'DECLINED', agencyId: 'metro', agencyName: 'Metro EMS', at: at(20).toISOString() });
    expect(heldUnitOf(f)).toBeNull();
    expect(declinedBy(f)).toEqual(['metro']);
    expect(standingPlanOffer(f, 'metro')).toBeNull();
    expect(planMayOffer(plannedTripOutcome(f), 'metro')).toBe(false);
    expect(planMayOffer(plannedTripOutcome(f), 'other')).toBe(true);
  });

  it('is accepted by the agency offered, on its unit, which holds it in the next plan', () => {
    const f = facts({
      status: 'ACCEPTED',
      assigned: { agencyId: 'metro', agencyName: 'Metro EMS', unitId: 'm-1', unitNumber: 'M-1' },
      answers: [planned({ response: 'ACCEPTED', respondedAt: at(20) })],
    });
    expect(plannedTripOutcome(f)).toEqual({ kind: 'ACCEPTED', agencyId: 'metro', agencyName: 'Metro EMS', unitId: 'm-1', unitNumber: 'M-1' });
    expect(heldUnitOf(f)).toBe('m-1');
    expect(planMayOffer(plannedTripOutcome(f), 'metro')).toBe(false);
    // an accept nobody planned is an accept too; underway, the trip is no plan's to hold
    expect(plannedTripOutcome(facts({ ...f, answers: [answer({ response: 'ACCEPTED' })] }))).toMatchObject({ kind: 'ACCEPTED' });
    expect(heldUnitOf({ ...f, status: 'IN_PROGRESS' })).toBeNull();
  });

  it('is taken by another agency when one the plan did not offer it to accepted it', () => {
    const f = facts({
      status: 'ACCEPTED',
      assigned: { agencyId: 'other', agencyName: 'Other EMS', unitId: 'o-1', unitNumber: 'O-1' },
      answers: [planned(), answer({ agencyId: 'other', agencyName: 'Other EMS', response: 'ACCEPTED' })],
    });
    expect(plannedTripOutcome(f)).toEqual({ kind: 'TAKEN_BY_OTHER', agencyId: 'other', agencyName: 'Other EMS' });
    expect(planMayOffer(plannedTripOutcome(f), 'metro')).toBe(false);
  });

  it('is cancelled once cancelled, whatever was offered', () => {
    const f = facts({ status: 'CANCELLED', answers: [planned()] });
    expect(plannedTripOutcome(f)).toEqual({ kind: 'CANCELLED' });
    expect(heldUnitOf(f)).toBeNull();
    expect(standingPlanOffer(f, 'metro')).toBeNull();
  });
});
