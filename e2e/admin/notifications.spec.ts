import type { Page } from '@playwright/test';
import { NOTIFICATION_TEXTS } from '@/domain/portals/control-center-screens';
import { SCREEN } from '@/domain/common/messages';
import type { NotificationItem } from '@/domain/notifications/notification-answers';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { createUserViaApi } from '../support/control-center-api';
import { registerHospitalViaApi, uniqueName } from '../support/org-api';
import { signInAs, submitLogin } from '../support/session';
import { expect, test } from '../support/test';

const NOTIFICATIONS_CALL = '**/api/notifications';
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: NOTIFICATION_TEXTS.bell });

/** Signs in as an administrator of the test's own, so no other test's reading or marking shows up here. */
async function signInAsOwnAdmin(page: Page) {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL('/dashboard');
  const admin = await createUserViaApi(page, 'ADMIN', 'Jamie Notified');
  await page.goto('/login');
  return admin;
}

const notification = (i: number, overrides: Partial<NotificationItem> = {}): NotificationItem => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  type: 'info',
  title: `Notice ${i}`,
  message: `Message number ${i} about a transport.`,
  link: null,
  createdAt: new Date(Date.now() - i * 60_000).toISOString(),
  read: true,
  ...overrides,
});

test.describe('control center: notification bell', () => {
  test('the badge counts the unread; opening one marks it read and follows its link; Mark all read clears the count', async ({ page }) => {
    const admin = await signInAsOwnAdmin(page);
    // two registrations: every active administrator, the new one included, is told about each
    const hospitals = [uniqueName('Bell Clinic'), uniqueName('Bell Clinic')];
    for (const name of hospitals) await registerHospitalViaApi(page, name);

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/notifications') && r.ok());
    await submitLogin(page, admin.email, admin.password, SCREEN.adminSignIn);
    const { unreadCount } = (await (await answered).json()) as { unreadCount: number };
    expect(unreadCount).toBeGreaterThanOrEqual(2);
    await expect(bell(page)).toHaveAccessibleName(NOTIFICATION_TEXTS.bellWithCount(unreadCount));
    await expect(bell(page)).toContainText(String(unreadCount));

    await bell(page).click();
    await expect(panel(page)).toBeVisible();
    const item = panel(page).getByRole('button').filter({ hasText: hospitals[0]! });
    await expect(item).toContainText(`${NOTIFICATION_TEXTS.unread}: New healthcare facility registration`);
    await item.click();
    await expect(page).toHaveURL('/dashboard/hospitals');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DASHBOARD_SECTIONS.hospitals);
    await expect(panel(page)).toBeHidden();
    await expect(bell(page)).toHaveAccessibleName(NOTIFICATION_TEXTS.bellWithCount(unreadCount - 1));

    await bell(page).click();
    await expect(panel(page).getByRole('button').filter({ hasText: hospitals[0]! })).not.toContainText(NOTIFICATION_TEXTS.unread);
    await panel(page).getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead }).click();
    await expect(bell(page)).toHaveAccessibleName(NOTIFICATION_TEXTS.bell);
    await expect(bell(page)).not.toContainText(/\d/);
    await expect(panel(page).getByText(`${NOTIFICATION_TEXTS.unread}:`)).toHaveCount(0);
    await expect(panel(page).getByRole('button', { name: NOTIFICATION_TEXTS.markAllRead })).toBeDisabled();
  });

  test('the panel: capped height with scrolling, Refresh, No notifications, close, Escape, and the page stays usable', async ({ page }) => {
    const many = Array.from({ length: 30 }, (_, i) => notification(i, i < 3 ? { read: false } : {}));
    await page.route(NOTIFICATIONS_CALL, (route) => route.fulfill({ json: { success: true, data: many, unreadCount: 3 } }));
    await signInAs(page, 'admin');
    await expect(bell(page)).toHaveAccessibleName(NOTIFICATION_TEXTS.bellWithCount(3));
    await bell(page).click();
    await expect(panel(page).getByRole('button').filter({ hasText: 'Notice 29' })).toBeAttached();
    const list = panel(page).getByRole('list');
    const sizes = await list.evaluate((el) => {
      const box = el.parentElement!;
      return { scroll: box.scrollHeight, client: box.clientHeight, viewport: window.innerHeight };
    });
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.client).toBeLessThan(sizes.viewport);

    await page.route(NOTIFICATIONS_CALL, (route) => route.fulfill({ json: { success: true, data: [], unreadCount: 0 } }));
    await panel(page).getByRole('button', { name: NOTIFICATION_TEXTS.refresh }).click();
    await expect(panel(page).getByText(NOTIFICATION_TEXTS.empty)).toBeVisible();
    await expect(bell(page)).toHaveAccessibleName(NOTIFICATION_TEXTS.bell);

    await panel(page).getByRole('button', { name: NOTIFICATION_TEXTS.close }).click();
    await expect(panel(page)).toBeHidden();
    await expect(bell(page)).toBeFocused();
    await bell(page).click();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();

    // not modal: with the panel open, the rest of the page still answers
    await bell(page).click();
    await page.getByRole('navigation').getByRole('link', { name: DASHBOARD_SECTIONS.units }).click();
    await expect(page).toHaveURL('/dashboard/units');
    await expect(panel(page)).toBeHidden();
  });

  test('load and read failures are only logged; the bell asks again every 30 seconds', async ({ page }) => {
    await page.clock.install();
    const logged: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') logged.push(msg.text());
    });
    let calls = 0;
    const unread = notification(1, { read: false, title: 'Unit A-101 back in service' });
    await page.route(NOTIFICATIONS_CALL, (route) => {
      calls += 1;
      return route.fulfill({ json: { success: true, data: [unread], unreadCount: 1 } });
    });
    await page.route('**/api/notifications/*/read', (route) => route.fulfill({ status: 500, body: '' }));
    await signInAs(page, 'admin');
    await expect(bell(page)).toHaveAccessibleName(NOTIFICATION_TEXTS.bellWithCount(1));
    const before = calls;
    await page.clock.fastForward(31_000);
    await expect.poll(() => calls).toBeGreaterThan(before);

    await bell(page).click();
    await panel(page).getByRole('button').filter({ hasText: unread.title }).click();
    await expect.poll(() => logged.some((t) => t.includes('Failed to mark notification as read'))).toBe(true);

    await page.route(NOTIFICATIONS_CALL, (route) => route.fulfill({ status: 500, body: '' }));
    await panel(page).getByRole('button', { name: NOTIFICATION_TEXTS.refresh }).click();
    await expect.poll(() => logged.some((t) => t.includes('Failed to load notifications'))).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(panel(page).getByRole('button').filter({ hasText: unread.title })).toBeVisible();
  });
});
