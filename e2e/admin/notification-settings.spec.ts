import { refusalInWords } from '@/domain/common/field-words';
import { CONNECTION_TEST_MESSAGES, NOTIFICATION_SETTINGS_MESSAGES, NOTIFICATION_SETTINGS_SCREEN } from '@/domain/notifications/notification-settings';
import { ESCALATION_MESSAGES, ESCALATION_MINUTES, ESCALATION_SCREEN } from '@/domain/trips/escalation';
import { SCREEN } from '@/domain/common/messages';
import { EMS_DASHBOARD } from '@/domain/portals/portal-texts';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

test.describe('Notification Settings', () => {
  test('toggles show and enable their fields, a bad number is refused, a good one saved and kept, and the tests report', async ({ page }) => {
    await signInAs(page, 'user');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/dashboard/notifications');
    await expect(page.getByRole('heading', { name: NOTIFICATION_SETTINGS_SCREEN.title })).toBeVisible();
    const email = page.getByRole('switch', { name: NOTIFICATION_SETTINGS_SCREEN.toggles.emailNotifications });
    const sms = page.getByRole('switch', { name: NOTIFICATION_SETTINGS_SCREEN.toggles.smsNotifications });
    const alerts = [page.getByRole('switch', { name: NOTIFICATION_SETTINGS_SCREEN.toggles.newTripAlerts }), page.getByRole('switch', { name: NOTIFICATION_SETTINGS_SCREEN.toggles.statusUpdates })];
    const address = page.getByLabel(NOTIFICATION_SETTINGS_SCREEN.emailAddress);
    const phone = page.getByLabel(NOTIFICATION_SETTINGS_SCREEN.phoneNumber);

    // the demo user has e-mail on and SMS off: the address shows, the number does not
    await expect(email).toBeChecked();
    await expect(address).toBeVisible();
    await expect(phone).toBeHidden();
    // without e-mail, the alert kinds cannot be chosen and the address goes
    await email.uncheck();
    await expect(address).toBeHidden();
    for (const a of alerts) await expect(a).toBeDisabled();
    await email.check();
    for (const a of alerts) await expect(a).toBeEnabled();

    await sms.check();
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('placeholder', NOTIFICATION_SETTINGS_SCREEN.phonePlaceholder);
    // seven digits lack the area code
    await phone.fill('555-0100');
    await page.getByRole('button', { name: NOTIFICATION_SETTINGS_SCREEN.save }).click();
    await expect(page.getByRole('alert')).toHaveText(NOTIFICATION_SETTINGS_MESSAGES.phoneNumber);
    await expect(page.getByRole('button', { name: NOTIFICATION_SETTINGS_SCREEN.states.error })).toBeVisible();

    await phone.fill('412-555-0111');
    await alerts[0]!.uncheck();
    await page.getByRole('button', { name: NOTIFICATION_SETTINGS_SCREEN.states.error }).click();
    await expect(page.getByRole('status').filter({ hasText: NOTIFICATION_SETTINGS_SCREEN.saved })).toBeVisible();
    await expect(page.getByRole('button', { name: NOTIFICATION_SETTINGS_SCREEN.states.saved })).toBeVisible();
    // the success message and the button's state clear after 3 s (well within the expect timeout)
    await expect(page.getByText(NOTIFICATION_SETTINGS_SCREEN.saved)).toBeHidden();
    await expect(page.getByRole('button', { name: NOTIFICATION_SETTINGS_SCREEN.save })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel(NOTIFICATION_SETTINGS_SCREEN.phoneNumber)).toHaveValue('(412) 555-0111');
    await expect(page.getByRole('switch', { name: NOTIFICATION_SETTINGS_SCREEN.toggles.newTripAlerts })).not.toBeChecked();

    // the browser tests' server has a mail server and no SMS provider
    await page.getByRole('button', { name: NOTIFICATION_SETTINGS_SCREEN.testEmail }).click();
    await expect(page.getByRole('button', { name: NOTIFICATION_SETTINGS_SCREEN.states.connected })).toBeVisible();
    await expect(page.getByText(NOTIFICATION_SETTINGS_SCREEN.emailConnected)).toBeVisible();
    await page.getByRole('button', { name: NOTIFICATION_SETTINGS_SCREEN.testSms }).click();
    await expect(page.getByRole('button', { name: NOTIFICATION_SETTINGS_SCREEN.states.notConnected })).toBeVisible();
    // only an administrator is told which server setting is missing
    await expect(page.getByText(CONNECTION_TEST_MESSAGES.smsNotSetUp)).toBeVisible();
  });

  test('the EMS dispatcher reaches the same settings from the agency dashboard', async ({ page }) => {
    await signInAs(page, 'ems');
    await page.getByRole('tab', { name: EMS_DASHBOARD.tabs.settings, exact: true }).click();
    await expect(page.getByRole('heading', { name: NOTIFICATION_SETTINGS_SCREEN.title })).toBeVisible();
    await expect(page.getByRole('switch', { name: NOTIFICATION_SETTINGS_SCREEN.toggles.smsNotifications })).toBeChecked();
    // the number as people write it is kept in one form and shown back as it is read here
    await page.getByLabel(NOTIFICATION_SETTINGS_SCREEN.phoneNumber).fill('+1 412.555.0193');
    await page.getByRole('button', { name: NOTIFICATION_SETTINGS_SCREEN.save }).click();
    await expect(page.getByRole('status').filter({ hasText: NOTIFICATION_SETTINGS_SCREEN.saved })).toBeVisible();
    await expect(page.getByLabel(NOTIFICATION_SETTINGS_SCREEN.phoneNumber)).toHaveValue('(412) 555-0193');
    await page.reload();
    await expect(page.getByLabel(NOTIFICATION_SETTINGS_SCREEN.phoneNumber)).toHaveValue('(412) 555-0193');
  });

  test('an administrator sets the escalation delay; the read-only control center sees it and cannot change it', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/dashboard/notifications');
    const panel = page.getByRole('region', { name: ESCALATION_SCREEN.title });
    const minutes = panel.getByLabel(ESCALATION_SCREEN.minutesLabel);
    await expect(panel).toContainText(ESCALATION_SCREEN.description);
    await expect(minutes).toHaveValue(String(ESCALATION_MINUTES.default));
    await minutes.fill('20');
    await panel.getByRole('button', { name: ESCALATION_SCREEN.save }).click();
    await expect(panel.getByRole('button', { name: ESCALATION_SCREEN.saved })).toBeVisible();
    await page.reload();
    await expect(minutes).toHaveValue('20');
    // the server's range is the rule: a delay past a day is refused with its message
    await minutes.fill('2000');
    await minutes.evaluate((el) => el.removeAttribute('max'));
    await panel.getByRole('button', { name: ESCALATION_SCREEN.save }).click();
    await expect(panel.getByRole('alert')).toContainText(refusalInWords(ESCALATION_MESSAGES.minutes));
    await minutes.fill(String(ESCALATION_MINUTES.default));
    await panel.getByRole('button', { name: ESCALATION_SCREEN.error }).click();
    await expect(panel.getByRole('button', { name: ESCALATION_SCREEN.saved })).toBeVisible();

    await page.getByRole('button', { name: SCREEN.signOut }).click();
    await signInAs(page, 'user');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/dashboard/notifications');
    const readOnly = page.getByRole('region', { name: ESCALATION_SCREEN.title });
    await expect(readOnly.getByLabel(ESCALATION_SCREEN.minutesLabel)).toBeDisabled();
    await expect(readOnly.getByLabel(ESCALATION_SCREEN.minutesLabel)).toHaveValue(String(ESCALATION_MINUTES.default));
    await expect(readOnly).toContainText(ESCALATION_SCREEN.readOnly);
    await expect(readOnly.getByRole('button')).toHaveCount(0);
  });
});
