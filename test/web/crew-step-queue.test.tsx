// The crew app's queue of steps (useStepQueue): kept on the phone and shown at once, sent in the order tapped, kept
// through a failure and sent again then, never twice, and one send at a time.
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueuedStep, StepOutcome } from '@/domain/crew/crew-api';
import { CREW_PATHS } from '@/domain/crew/crew-paths';
import type { SessionUser } from '@/domain/session/session-answers';
import { useStepQueue } from '@/web/features/crew/queue/use-step-queue';
import { callsTo, fakeServer, heldAnswer, json, type Answer } from './support/fake-server';
import { forgetCrewDb } from './support/memory-crew-db';
import { dispatcher, signedIn } from './support/signed-in';

vi.mock('@/web/features/crew/queue/crew-db', () => import('./support/memory-crew-db'));

const crew: SessionUser = { ...dispatcher, id: 'user-crew', userType: 'CREW', name: 'Cal Crew' };

beforeEach(forgetCrewDb);

/**
 * A server that records each step once (a resend of one it has is ALREADY_RECORDED); `before` may answer a batch
 * itself first (a failure), or wait.
 */
function stepServer(before: (batch: number) => Promise<Answer | undefined> | Answer | undefined = () => undefined) {
  const recorded: string[] = [];
  let batches = 0;
  const calls = fakeServer({
    [`POST ${CREW_PATHS.steps}`]: async ({ body }) => {
      const own = await before(batches++);
      if (own) return own;
      const steps = (body as { steps: QueuedStep[] }).steps;
      const data: StepOutcome[] = steps.map(({ id }) => {
        const again = recorded.includes(id);
        if (!again) recorded.push(id);
        return { id, outcome: again ? 'ALREADY_RECORDED' : 'RECORDED', reason: null, occurredAt: new Date().toISOString() };
      });
      return { success: true, data };
    },
  });
  const sent = () => callsTo(calls, 'POST', CREW_PATHS.steps).map((c) => (c.body as { steps: QueuedStep[] }).steps.map((s) => s.id));
  return { recorded, sent };
}

const openQueue = () => renderHook(() => useStepQueue(), { wrapper: signedIn(crew).wrapper });
const backOnline = () => act(() => void window.dispatchEvent(new Event('online')));

describe('the crew step queue', () => {
  it('keeps the steps tapped without signal in their order, and sends them in that order once it is back', async () => {
    let offline = true;
    const server = stepServer(() => (offline ? Promise.reject(new TypeError('Failed to fetch')) : undefined));
    const { result } = openQueue();

    let ids: string[] = [];
    await act(async () => {
      ids = [await result.current.tap('trip-1', 'EN_ROUTE'), await result.current.tap('trip-1', 'AT_PICKUP')];
    });
    expect(result.current.pending.map((s) => [s.id, s.step])).toEqual([
      [ids[0], 'EN_ROUTE'],
      [ids[1], 'AT_PICKUP'],
    ]);
    expect(server.recorded).toEqual([]);

    offline = false;
    backOnline();
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(server.recorded).toEqual(ids);
  });

  it('keeps a batch the server failed, and sends its steps again, never once the server has them', async () => {
    let failing = true;
    const server = stepServer(() => (failing ? json({ success: false, error: 'Service unavailable' }, 503) : undefined));
    const { result } = openQueue();

    let id = '';
    await act(async () => void (id = await result.current.tap('trip-1', 'EN_ROUTE')));
    await waitFor(() => expect(server.sent()).toContainEqual([id]));
    expect(result.current.pending.map((s) => s.id)).toEqual([id]);

    failing = false;
    backOnline();
    await waitFor(() => expect(result.current.pending).toEqual([]));
    const sendsToRecord = server.sent().length;
    // once more online, then a new tap: only the new step leaves the phone
    backOnline();
    let next = '';
    await act(async () => void (next = await result.current.tap('trip-1', 'AT_PICKUP')));
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(server.sent().slice(sendsToRecord)).toEqual([[next]]);
    expect(server.recorded).toEqual([id, next]);
    expect(result.current.refusals).toEqual([]);
  });

  it('sends a step tapped during a send after it, alone', async () => {
    const held = heldAnswer();
    const server = stepServer((batch) => (batch === 0 ? held.answer().then(() => undefined) : undefined));
    const { result } = openQueue();

    let first = '';
    let second = '';
    await act(async () => void (first = await result.current.tap('trip-1', 'EN_ROUTE')));
    await waitFor(() => expect(server.sent()).toHaveLength(1));
    await act(async () => void (second = await result.current.tap('trip-1', 'AT_PICKUP')));
    expect(server.sent()).toHaveLength(1);

    held.release({});
    await waitFor(() => expect(result.current.pending).toEqual([]));
    expect(server.sent()).toEqual([[first], [second]]);
    expect(server.recorded).toEqual([first, second]);
  });

  it("takes a refused step out of the queue and shows the server's reason", async () => {
    const reason = 'Cancelled by the facility at 14:02';
    fakeServer({
      [`POST ${CREW_PATHS.steps}`]: ({ body }) => ({
        success: true,
        data: (body as { steps: QueuedStep[] }).steps.map(({ id }) => ({ id, outcome: 'REFUSED', reason, occurredAt: null })),
      }),
    });
    const { result } = openQueue();

    let id = '';
    await act(async () => void (id = await result.current.tap('trip-1', 'AT_PICKUP')));
    await waitFor(() => expect(result.current.refusals).toEqual([{ id, tripId: 'trip-1', step: 'AT_PICKUP', reason }]));
    expect(result.current.pending).toEqual([]);
  });

  it('keeps the steps through a reload, and sends them as the app opens again', async () => {
    let offline = true;
    const server = stepServer(() => (offline ? Promise.reject(new TypeError('Failed to fetch')) : undefined));
    const before = openQueue();
    let id = '';
    await act(async () => void (id = await before.result.current.tap('trip-1', 'EN_ROUTE')));
    before.unmount();

    offline = false;
    const after = openQueue();
    await waitFor(() => expect(server.recorded).toEqual([id]));
    await waitFor(() => expect(after.result.current.pending).toEqual([]));
  });
});
