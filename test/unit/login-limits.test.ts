import { describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT, loginDelayMs } from '@/domain/common/limits';

describe('the pause before an often-failed e-mail is checked', () => {
  it('is none up to the limit, then doubles from 250 ms up to its cap', () => {
    expect(loginDelayMs(0)).toBe(0);
    expect(loginDelayMs(LOGIN_FAILURE_LIMIT.slowAfterPerEmail - 1)).toBe(0);
    expect(loginDelayMs(LOGIN_FAILURE_LIMIT.slowAfterPerEmail)).toBe(250);
    expect(loginDelayMs(LOGIN_FAILURE_LIMIT.slowAfterPerEmail + 1)).toBe(500);
    expect(loginDelayMs(LOGIN_FAILURE_LIMIT.slowAfterPerEmail + 2)).toBe(1_000);
    expect(loginDelayMs(1_000)).toBe(LOGIN_FAILURE_LIMIT.maxDelayMs);
  });
});
