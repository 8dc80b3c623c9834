import { describe, expect, it } from 'vitest';
import { OUTBOX_MAX_ATTEMPTS, retryDelaySeconds } from '@/domain/notifications/outbox-retry';

describe('retryDelaySeconds', () => {
  it('waits 30 s after the first failure, doubles each time, caps at an hour and stops after the last attempt', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(retryDelaySeconds)).toEqual([30, 60, 120, 240, 480, 960, 1920]);
    expect(retryDelaySeconds(OUTBOX_MAX_ATTEMPTS)).toBeNull();
  });
});
