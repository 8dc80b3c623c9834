import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS as T } from '@/domain/portals/control-center-screens';

describe("the bell's badge and name", () => {
  it('shows the count up to 99, then "99+", and the name holds the text the badge shows', () => {
    expect([T.unreadBadge(1), T.unreadBadge(99), T.unreadBadge(100), T.unreadBadge(220)]).toEqual(['1', '99', '99+', '99+']);
    expect(T.bellWithCount(7)).toBe('Notifications, 7 unread');
    expect(T.bellWithCount(220)).toBe('Notifications, 99+ unread');
  });
});
