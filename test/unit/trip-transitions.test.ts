import { describe, expect, it } from 'vitest';
import { TRIP_STATUSES, type TripStatus } from '../../src/domain/enums';
import { everyAgencyDeclined, findTransition, neverAllowedAgain, transitionRefusal, type TripActor } from '../../src/domain/trip-transitions';

// every pair of statuses, for each actor: the moves the table must allow, written out once more by hand
const ALLOWED: Record<TripActor, string[]> = {
  agency: ['PENDING→ACCEPTED', 'PENDING→CANCELLED', 'ACCEPTED→IN_PROGRESS', 'IN_PROGRESS→COMPLETED'],
  facility: ['PENDING→CANCELLED', 'ACCEPTED→CANCELLED'],
  admin: ['PENDING→CANCELLED', 'ACCEPTED→CANCELLED'],
};
const pairs = TRIP_STATUSES.flatMap((from) => TRIP_STATUSES.map((to) => [from, to] as [TripStatus, TripStatus]));

describe('the transition table', () => {
  for (const actor of Object.keys(ALLOWED) as TripActor[]) {
    it.each(pairs)(`${actor}: %s → %s is allowed exactly when the lifecycle says so`, (from, to) => {
      expect(findTransition(from, to, actor) !== undefined).toBe(ALLOWED[actor].includes(`${from}→${to}`));
    });
  }

  it('ties each move to the right party: offered agencies accept and decline, the assigned agency starts and completes', () => {
    expect(findTransition('PENDING', 'ACCEPTED', 'agency')).toMatchObject({ needs: 'offered' });
    expect(findTransition('PENDING', 'CANCELLED', 'agency')).toMatchObject({ needs: 'offered', decline: true });
    expect(findTransition('ACCEPTED', 'IN_PROGRESS', 'agency')).toMatchObject({ needs: 'assigned' });
    expect(findTransition('IN_PROGRESS', 'COMPLETED', 'agency')).toMatchObject({ needs: 'assigned' });
    expect(findTransition('ACCEPTED', 'CANCELLED', 'facility')).toMatchObject({ needs: 'requester' });
    expect(findTransition('PENDING', 'CANCELLED', 'facility')?.decline).toBeUndefined();
  });

  it('names both states when it refuses', () => {
    expect(transitionRefusal('COMPLETED', 'CANCELLED')).toBe('Cannot change a trip from COMPLETED to CANCELLED');
  });
});

describe('the decline rule', () => {
  it('cancels only when no offered agency is still considering the trip', () => {
    expect(everyAgencyDeclined(0)).toBe(true);
    expect(everyAgencyDeclined(1)).toBe(false);
    expect(everyAgencyDeclined(5)).toBe(false);
  });
});

describe('moves that can never be allowed again', () => {
  it('are those whose starting status the trip can no longer come back to', () => {
    // a taken trip never returns to PENDING: a late accept is refused whatever happened since
    expect(neverAllowedAgain('ACCEPTED', 'ACCEPTED', 'agency')).toBe(true);
    expect(neverAllowedAgain('IN_PROGRESS', 'ACCEPTED', 'agency')).toBe(true);
    expect(neverAllowedAgain('CANCELLED', 'CANCELLED', 'admin')).toBe(true);
    // an ended trip allows nothing more, to anyone
    for (const ended of ['COMPLETED', 'CANCELLED'] as const) {
      for (const to of TRIP_STATUSES) {
        for (const actor of ['agency', 'facility', 'admin'] as const) expect(neverAllowedAgain(ended, to, actor)).toBe(true);
      }
    }
    // still to come: the move may be allowed once the trip gets there
    expect(neverAllowedAgain('PENDING', 'ACCEPTED', 'agency')).toBe(false);
    expect(neverAllowedAgain('PENDING', 'IN_PROGRESS', 'agency')).toBe(false);
    expect(neverAllowedAgain('PENDING', 'COMPLETED', 'agency')).toBe(false);
    expect(neverAllowedAgain('ACCEPTED', 'CANCELLED', 'facility')).toBe(false);
    expect(neverAllowedAgain('IN_PROGRESS', 'CANCELLED', 'facility')).toBe(true);
  });
});
