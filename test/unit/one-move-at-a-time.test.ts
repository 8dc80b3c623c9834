import { describe, expect, it } from 'vitest';
import { oneMoveAtATime } from '../../src/server/modules/trips/one-move-at-a-time';

describe('moves of one trip on one instance', () => {
  it('run one after the other, in the order asked, a failure not holding up the next; other trips run alongside', async () => {
    const log: string[] = [];
    const step = (name: string, fail = false) => async () => {
      log.push(`${name} starts`);
      await Promise.resolve();
      log.push(`${name} ends`);
      if (fail) throw new Error(name);
      return name;
    };
    const answers = Promise.allSettled([
      oneMoveAtATime('trip-a', step('a1', true)),
      oneMoveAtATime('trip-a', step('a2')),
      oneMoveAtATime('trip-b', step('b1')),
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
});
