import { describe, expect, it } from 'vitest';
import type { TripStatus } from '@/domain/common/enums';
import { nextStep, STEP_MESSAGES, STEP_OF_MOVE, STEP_RULES, stepRefusal, TRIP_STEPS } from '@/domain/trips/trip-steps';

describe('the crew steps table', () => {
  it('has one line per step, in the order they happen', () => {
    expect(STEP_RULES.map((r) => r.step)).toEqual([...TRIP_STEPS]);
  });

  it('moves the status only at Patient loaded (started) and Handed over (completed), matching the dispatcher moves', () => {
    expect(STEP_RULES.filter((r) => r.moves).map((r) => [r.step, r.moves])).toEqual([
      ['PATIENT_LOADED', 'IN_PROGRESS'],
      ['HANDED_OVER', 'COMPLETED'],
    ]);
    expect(STEP_OF_MOVE).toEqual({ IN_PROGRESS: 'PATIENT_LOADED', COMPLETED: 'HANDED_OVER' });
  });

  it('walks an accepted trip through every step, one button at a time', () => {
    let status: TripStatus = 'ACCEPTED';
    let latest: (typeof TRIP_STEPS)[number] | null = null;
    const walked = [];
    for (let step = nextStep(status, latest); step !== null; step = nextStep(status, latest)) {
      expect(stepRefusal(step, status, latest)).toBeNull();
      walked.push(step);
      status = STEP_RULES.find((r) => r.step === step)!.moves ?? status;
      latest = step;
    }
    expect(walked).toEqual([...TRIP_STEPS]);
    expect(status).toBe('COMPLETED');
  });

  it('refuses a step backwards or repeated, naming both', () => {
    expect(stepRefusal('EN_ROUTE', 'ACCEPTED', 'AT_PICKUP')).toBe(STEP_MESSAGES.outOfOrder('EN_ROUTE', 'AT_PICKUP'));
    expect(stepRefusal('AT_PICKUP', 'ACCEPTED', 'AT_PICKUP')).toBe('At pickup cannot follow At pickup: steps go forward only');
  });

  it('lets a forgotten step be skipped, but never a status move', () => {
    expect(stepRefusal('PATIENT_LOADED', 'ACCEPTED', null)).toBeNull();
    expect(stepRefusal('HANDED_OVER', 'ACCEPTED', 'AT_PICKUP')).toBe('Handed over comes after the patient is loaded');
    expect(stepRefusal('AT_DESTINATION', 'ACCEPTED', 'AT_PICKUP')).not.toBeNull();
  });

  it('refuses any step on a trip not yet taken or already over', () => {
    for (const step of TRIP_STEPS) {
      expect(stepRefusal(step, 'PENDING', null)).toBe(STEP_MESSAGES.notTaken);
      expect(stepRefusal(step, 'COMPLETED', 'HANDED_OVER')).toBe(STEP_MESSAGES.over.COMPLETED);
      expect(stepRefusal(step, 'CANCELLED', null)).toBe(STEP_MESSAGES.over.CANCELLED);
    }
    for (const status of ['PENDING', 'COMPLETED', 'CANCELLED'] as const) expect(nextStep(status, null)).toBeNull();
  });

  it('offers Arrived at destination next on a trip the dispatcher started before any crew step', () => {
    expect(nextStep('IN_PROGRESS', null)).toBe('AT_DESTINATION');
    expect(nextStep('IN_PROGRESS', 'PATIENT_LOADED')).toBe('AT_DESTINATION');
  });
});
