import { describe, expect, it } from 'vitest';
import { linesOfMoves, type MoveOutcome, type PreviousMove } from '@/server/modules/trips/one-move-at-a-time';

const oneMoveAtATime = linesOfMoves<string>();

describe('moves of one trip on one instance', () => {
  it('run one after the other, in the order asked, a failure not holding up the next; other trips run alongside', async () => {
    const log: string[] = [];
    const step = (name: string, fail = false) => async (): Promise<MoveOutcome<string, never>> => {
      log.push(`${name} starts`);
      await Promise.resolve();
      log.push(`${name} ends`);
      if (fail) throw new Error(name);
      return { answer: name };
    };
    const answers = Promise.allSettled([
      oneMoveAtATime('trip-a', 0, step('a1', true)),
      oneMoveAtATime('trip-a', 0, step('a2')),
      oneMoveAtATime('trip-b', 0, step('b1')),
    ]);
    const [a1, a2, b1] = await answers;
    expect(a1).toMatchObject({ status: 'rejected' });
    expect([a2, b1]).toEqual([
      { status: 'fulfilled', value: 'a2' },
      { status: 'fulfilled', value: 'b1' },
    ]);
    // a2 starts only once a1 has ended; b1 does not wait for trip-a's moves
    expect(log.indexOf('a2 starts')).toBeGreaterThan(log.indexOf('a1 ends'));
    expect(log.indexOf('b1 starts')).toBeLessThan(log.indexOf('a2 starts'));
  });

  it('of another kind run in lines of their own, handed nothing the other kind left', async () => {
    const otherKind = linesOfMoves<string>();
    const log: string[] = [];
    const step = (name: string) => async (previous: PreviousMove<string> | undefined): Promise<MoveOutcome<string, string>> => {
      log.push(`${name} starts${previous ? ` after ${previous.state}` : ''}`);
      await Promise.resolve();
      log.push(`${name} ends`);
      return { answer: name, passedOn: { state: name, at: 1 } };
    };
    await Promise.all([oneMoveAtATime('trip-e', 0, step('move')), otherKind('trip-e', 0, step('award'))]);
    expect(log.indexOf('award starts')).toBeLessThan(log.indexOf('move ends'));
  });

  it('hand each move what the one before saw or left, saying whether that held after the move was asked for', async () => {
    const handed: (string | undefined)[] = [];
    const step =
      (outcome: MoveOutcome<string, string>) =>
      async (previous: PreviousMove<string> | undefined): Promise<MoveOutcome<string, string>> => {
        handed.push(previous && `${previous.state}${previous.sinceAsked ? '' : ' (from before)'}`);
        await Promise.resolve();
        return outcome;
      };
    const at = (state: string, moment: number) => ({ state, at: moment });
    const refusal = new Error('taken');
    const answers = await Promise.allSettled([
      oneMoveAtATime('trip-c', 10, step({ answer: 'won', passedOn: at('accepted', 20) })),
      // asked before the winner's write: judged on what it left, refused, and passes the same state on
      oneMoveAtATime('trip-c', 11, step({ refused: refusal, passedOn: at('accepted', 20) })),
      oneMoveAtATime('trip-c', 12, step({ answer: 'moved' })),
      // the move before left nothing
      oneMoveAtATime('trip-c', 13, step({ answer: 'read', passedOn: at('read', 30) })),
      // asked after that state was read: handed it as one from before the request
      oneMoveAtATime('trip-c', 31, step({ answer: 'late' })),
    ]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : a.reason))).toEqual(['won', refusal, 'moved', 'read', 'late']);
    expect(handed).toEqual([undefined, 'accepted', 'accepted', undefined, 'read (from before)']);
  });

  it('hand nothing on after a move that failed; a move asked once the line is empty gets what the last one left', async () => {
    const handed: (string | undefined)[] = [];
    const step = (fail: boolean) => async (previous: PreviousMove<string> | undefined): Promise<MoveOutcome<string, string>> => {
      handed.push(previous && `${previous.state}${previous.sinceAsked ? '' : ' (from before)'}`);
      await Promise.resolve();
      if (fail) throw new Error('lost');
      return { answer: 'ok', passedOn: { state: 'seen', at: 100 } };
    };
    await Promise.allSettled([oneMoveAtATime('trip-d', 1, step(false)), oneMoveAtATime('trip-d', 2, step(true)), oneMoveAtATime('trip-d', 3, step(false))]);
    await oneMoveAtATime('trip-d', 4, step(false));
    await oneMoveAtATime('trip-d', 200, step(false));
    expect(handed).toEqual([undefined, 'seen', undefined, 'seen', 'seen (from before)']);
  });
});
