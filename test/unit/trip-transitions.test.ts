import { describe, expect, it } from 'vitest';
import { TRIP_STATUSES, type TripStatus } from '../../src/domain/enums';
import { everyAgencyDeclined, findTransition, transitionRefusal, type TripActor } from '../../src/domain/trip-transitions';

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
