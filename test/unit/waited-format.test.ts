import { describe, expect, it } from 'vitest';
import { formatWaited } from '@/web/lib/format';

describe('how the screens tell a wait', () => {
  it('a wait reads in its two largest units', () => {
    expect([0, 42, 60, 185, 1440, 1500, 3000].map(formatWaited)).toEqual(['0 min', '42 min', '1 h', '3 h 5 min', '1 d', '1 d 1 h', '2 d 2 h']);
  });
});
