import { describe, expect, it } from 'vitest';
import { TRIP_STATUSES, type TripStatus } from '@/domain/common/enums';
import {
  everyAgencyDeclined,
  findTransition,
  neverAllowedAgain,
  transitionRefusal,
  type TripActor,
  undoStillOpen,
} from '@/domain/trips/trip-transitions';

// every pair of statuses, for each actor: the moves the table must allow, written out once more by hand
const ALLOWED: Record<TripActor, string[]> = {
  agency: ['PENDING→ACCEPTED', 'PENDING→CANCELLED', 'ACCEPTED→IN_PROGRESS', 'IN_PROGRESS→COMPLETED', 'ACCEPTED→PENDING'],
  hospital: ['PENDING→CANCELLED', 'ACCEPTED→CANCELLED'],
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
    expect(findTransition('ACCEPTED', 'CANCELLED', 'hospital')).toMatchObject({ needs: 'requester' });
    expect(findTransition('PENDING', 'CANCELLED', 'hospital')?.decline).toBeUndefined();
    expect(findTransition('ACCEPTED', 'PENDING', 'agency')).toMatchObject({ needs: 'assigned', undo: true });
  });

  it('refuses in words a person reads, never with a status name', () => {
    expect(transitionRefusal('IN_PROGRESS', 'IN_PROGRESS', 'agency')).toBe('This trip has already started');
    expect(transitionRefusal('COMPLETED', 'CANCELLED', 'hospital')).toBe('This trip has already been completed');
    expect(transitionRefusal('CANCELLED', 'ACCEPTED', 'agency')).toBe('This trip has been cancelled');
    expect(transitionRefusal('IN_PROGRESS', 'CANCELLED', 'hospital')).toBe('This trip has already started and can no longer be cancelled');
    expect(transitionRefusal('PENDING', 'ACCEPTED', 'hospital')).toBe('Only an EMS agency can accept a trip');
    expect(transitionRefusal('ACCEPTED', 'IN_PROGRESS', 'admin')).toBe('Only the agency carrying a trip can start or complete it');
    expect(transitionRefusal('PENDING', 'IN_PROGRESS', 'agency')).toBe('This trip must be accepted before it can start');
    expect(transitionRefusal('ACCEPTED', 'COMPLETED', 'agency')).toBe('This trip must be started before it can be completed');
    expect(transitionRefusal('ACCEPTED', 'PENDING', 'hospital')).toBe('Only the agency that accepted a trip can undo it, within seconds of accepting');
    for (const [from, to] of pairs) {
      for (const actor of Object.keys(ALLOWED) as TripActor[]) expect(transitionRefusal(from, to, actor)).not.toMatch(/PENDING|ACCEPTED|IN_PROGRESS|COMPLETED|CANCELLED/);
    }
  });

  it('keeps an acceptance undoable for the seconds the web app offers Undo, and a little more for the network', () => {
    const acceptedAt = new Date('2026-11-27T10:00:00Z');
    expect(undoStillOpen(acceptedAt, new Date('2026-11-27T10:00:10Z'))).toBe(true);
    expect(undoStillOpen(acceptedAt, new Date('2026-11-27T10:00:15Z'))).toBe(true);
    expect(undoStillOpen(acceptedAt, new Date('2026-11-27T10:00:16Z'))).toBe(false);
    expect(undoStillOpen(null, acceptedAt)).toBe(false);
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
        for (const actor of ['agency', 'hospital', 'admin'] as const) expect(neverAllowedAgain(ended, to, actor)).toBe(true);
      }
    }
    // still to come: the move may be allowed once the trip gets there
    expect(neverAllowedAgain('PENDING', 'ACCEPTED', 'agency')).toBe(false);
    expect(neverAllowedAgain('PENDING', 'IN_PROGRESS', 'agency')).toBe(false);
    expect(neverAllowedAgain('PENDING', 'COMPLETED', 'agency')).toBe(false);
    expect(neverAllowedAgain('ACCEPTED', 'CANCELLED', 'hospital')).toBe(false);
    expect(neverAllowedAgain('IN_PROGRESS', 'CANCELLED', 'hospital')).toBe(true);
  });
});
