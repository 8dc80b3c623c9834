import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS } from '@/domain/portals/control-center-screens';

describe("the bell's badge and name", () => {
  it('shows the count up to 99, then "99+", and the name holds the text the badge shows', () => {
    expect([NOTIFICATION_TEXTS.unreadBadge(1), NOTIFICATION_TEXTS.unreadBadge(99), NOTIFICATION_TEXTS.unreadBadge(100), NOTIFICATION_TEXTS.unreadBadge(220)]).toEqual(['1', '99', '99+', '99+']);
    expect(NOTIFICATION_TEXTS.bellWithCount(7)).toBe('Notifications, 7 unread');
    expect(NOTIFICATION_TEXTS.bellWithCount(220)).toBe('Notifications, 99+ unread');
  });
});
