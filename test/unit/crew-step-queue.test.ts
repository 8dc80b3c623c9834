import { describe, expect, it } from 'vitest';
import type { CrewTrip } from '@/domain/crew/crew-api';
import { nextStep } from '@/domain/trips/trip-steps';
import { newPhoneId } from '@/web/features/crew/queue/phone-id';
import { keepsBatch, nextBatch, refuseBatch, settleOutcomes, stepsOf, wireStep, withQueuedSteps, type PendingStep } from '@/web/features/crew/queue/step-queue-rules';

const step = (seq: number, over: Partial<PendingStep> = {}): PendingStep => ({
  seq,
  by: 'medic',
  id: `00000000-0000-4000-8000-00000000000${seq}`,
  tripId: 't1',
  step: 'EN_ROUTE',
  at: `2026-11-28T10:0${seq}:00.000Z`,
  ...over,
});

const place = { name: 'Riverside', address: null, latitude: null, longitude: null, department: null, floor: null, room: null };
const trip = (over: Partial<CrewTrip> = {}): CrewTrip => ({
  id: 't1',
  tripNumber: 'TRP-20261128-0001',
  patientId: 'P-1',
  status: 'ACCEPTED',
  transportLevel: 'BLS',
  priority: 'ROUTINE',
  scheduledTime: '2026-11-28T10:00:00.000Z',
  committedPickupAt: null,
  pickup: place,
  destination: place,
  mobilityLevel: 'STRETCHER',
  patientWeight: null,
  oxygenRequired: false,
  monitoringRequired: false,
  isolation: false,
  bariatric: false,
  notes: null,
  specialNeeds: null,
  facilityContact: null,
  facts: [],
  steps: [],
  ...over,
});

describe('the order the phone sends its queued steps in', () => {
  it('sends the oldest taps first, whatever order the store read them in', () => {
    expect(nextBatch([step(3), step(1), step(2)]).map((s) => s.seq)).toEqual([1, 2, 3]);
  });

  it("sends only the signed-in crew member's own taps: another's wait on the phone for them", () => {
    const queue = [step(2, { by: 'emt' }), step(3), step(1)];
    expect(stepsOf(queue, 'medic').map((s) => s.seq)).toEqual([1, 3]);
    expect(stepsOf(queue, 'emt').map((s) => s.seq)).toEqual([2]);
  });

  it('sends no more than one batch may carry, the rest after', () => {
    expect(nextBatch([step(3), step(1), step(2)], 2).map((s) => s.seq)).toEqual([1, 2]);
  });

  it('sends signed hand-overs a few at a time, so that a body stays under the server’s limit, and one even when it alone is large', () => {
    const signed = (seq: number, kb: number) =>
      step(seq, { step: 'HANDED_OVER', handover: { receiverName: 'Jane Doe', signature: `data:image/png;base64,${'A'.repeat(kb * 1000)}` } });
    const queue = [1, 2, 3, 4, 5, 6, 7, 8].map((seq) => signed(seq, 136));
    expect(nextBatch(queue).map((s) => s.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(nextBatch([signed(1, 800), step(2)]).map((s) => s.seq)).toEqual([1]);
    expect(wireStep(signed(1, 1)).handover).toEqual(signed(1, 1).handover);
  });

  it('sends the step without the phone’s own bookkeeping, and its position only when there is one', () => {
    expect(wireStep(step(1))).toEqual({ id: step(1).id, tripId: 't1', step: 'EN_ROUTE', at: step(1).at });
    const position = { latitude: 40.4, longitude: -79.9, accuracyMeters: 12 };
    expect(wireStep(step(1, { position })).position).toEqual(position);
  });
});

describe('what the server’s answer does to the queue', () => {
  it('settles recorded, already recorded and refused steps, and keeps the reason of a refused one', () => {
    const sent = [step(1), step(2, { step: 'AT_PICKUP' }), step(3, { step: 'PATIENT_LOADED' })];
    const result = settleOutcomes(sent, [
      { id: sent[0]!.id, outcome: 'RECORDED', reason: null, occurredAt: sent[0]!.at },
      { id: sent[1]!.id, outcome: 'ALREADY_RECORDED', reason: null, occurredAt: sent[1]!.at },
      { id: sent[2]!.id, outcome: 'REFUSED', reason: 'Cancelled by the facility at 14:02', occurredAt: null },
    ]);
    expect(result.settled).toEqual(sent.map((s) => s.id));
    expect(result.refusals).toEqual([{ id: sent[2]!.id, tripId: 't1', step: 'PATIENT_LOADED', reason: 'Cancelled by the facility at 14:02' }]);
  });

  it('keeps a step the answer does not name', () => {
    const sent = [step(1), step(2)];
    expect(settleOutcomes(sent, [{ id: sent[0]!.id, outcome: 'RECORDED', reason: null, occurredAt: null }]).settled).toEqual([sent[0]!.id]);
  });

  it('keeps a batch that got no answer or a passing failure, and gives up one the server refused as a whole', () => {
    for (const status of [null, 401, 408, 429, 500, 503]) expect(keepsBatch(status)).toBe(true);
    for (const status of [400, 403, 404, 409, 413]) expect(keepsBatch(status)).toBe(false);
    expect(refuseBatch([step(1)], 'Sign on to a unit first')).toEqual([{ id: step(1).id, tripId: 't1', step: 'EN_ROUTE', reason: 'Sign on to a unit first' }]);
  });
});

describe('a trip as the crew sees it before the server has its steps', () => {
  it('shows the queued steps after the recorded ones, marked waiting, with the status they move the trip to', () => {
    const recorded = { id: 'r1', step: 'EN_ROUTE' as const, occurredAt: '2026-11-28T09:50:00.000Z', receivedAt: '2026-11-28T09:50:01.000Z', recordedBy: 'Crew', position: null };
    const view = withQueuedSteps(trip({ steps: [recorded] }), [
      step(2, { step: 'PATIENT_LOADED' }),
      step(1, { step: 'AT_PICKUP' }),
      step(3, { tripId: 'other', step: 'EN_ROUTE' }),
    ]);
    expect(view.history.map((s) => [s.step, s.waiting])).toEqual([
      ['EN_ROUTE', false],
      ['AT_PICKUP', true],
      ['PATIENT_LOADED', true],
    ]);
    expect(view.status).toBe('IN_PROGRESS');
    expect(nextStep(view.status, view.latest)).toBe('AT_DESTINATION');
  });

  it('does not show twice a step the server has recorded while it is still queued', () => {
    const queued = step(1);
    const view = withQueuedSteps(trip({ steps: [{ id: queued.id, step: 'EN_ROUTE', occurredAt: queued.at, receivedAt: queued.at, recordedBy: 'Crew', position: null }] }), [queued]);
    expect(view.history).toHaveLength(1);
    expect(view.history[0]!.waiting).toBe(false);
  });
});

describe('a step id made on the phone', () => {
  it('is a random version 4 UUID', () => {
    const id = newPhoneId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newPhoneId()).not.toBe(id);
  });
});
