import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@/domain/common/idempotency';
import { forgetAction, sameAction } from '@/web/lib/idempotency';

describe('one Idempotency-Key per intended action', () => {
  it('gives a repeat within 10 seconds the first call’s key and body, and a later one a new key', () => {
    const first = sameAction('trip 1 accept', () => ({ at: 1 }), 1_000);
    const repeat = sameAction('trip 1 accept', () => ({ at: 2 }), 10_999);
    expect(repeat).toEqual(first);
    expect(first.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    const later = sameAction('trip 1 accept', () => ({ at: 3 }), 11_000);
    expect(later.key).not.toBe(first.key);
    expect(later.value).toEqual({ at: 3 });
  });

  it('keeps different actions apart, and makes a forgotten one new', () => {
    const accept = sameAction('trip 2 accept', () => null, 0);
    expect(sameAction('trip 2 decline', () => null, 0).key).not.toBe(accept.key);
    forgetAction('trip 2 accept');
    expect(sameAction('trip 2 accept', () => null, 1).key).not.toBe(accept.key);
  });
});
