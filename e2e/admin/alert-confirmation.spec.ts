import { ALERT_CONFIRMATION_MESSAGES, ALERT_CONFIRMATION_SCREEN, CONFIRMATION_CODE } from '@/domain/notifications/alert-confirmation';
import { CONNECTION_TEST_MESSAGES, NOTIFICATION_SETTINGS_SCREEN } from '@/domain/notifications/notification-settings';
import { SCREEN } from '@/domain/common/messages';
import { uniqueEmail } from '../support/accounts';
import { createUserViaApi } from '../support/control-center-api';
import { mailTo } from '../support/mailbox';
import { signInAs, submitLogin } from '../support/session';
import { expect, test } from '../support/test';

test.describe('Notification Settings: confirming an alert address', () => {
  test('a new address gets its code and nothing else; the code typed survives a reload, confirms it, and the test e-mail then arrives', async ({ page, mailbox }) => {
    // an account of the test's own, so no other test's settings show up here
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    const own = await createUserViaApi(page, 'USER', 'Robin Alerts');
    await page.goto('/login');
    await submitLogin(page, own.email, own.password, SCREEN.adminSignIn);
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/dashboard/notifications');

    const address = uniqueEmail('alerts');
    await page.getByLabel(NOTIFICATION_SETTINGS_SCREEN.emailAddress).fill(address);
    await page.getByRole('button', { name: NOTIFICATION_SETTINGS_SCREEN.save }).click();
    await expect(page.getByRole('status').filter({ hasText: NOTIFICATION_SETTINGS_SCREEN.saved })).toBeVisible();
    await expect(page.getByText(ALERT_CONFIRMATION_SCREEN.pending(address))).toBeVisible();
    await expect(page.getByText(ALERT_CONFIRMATION_SCREEN.untilThen.emailAddress)).toBeVisible();

    // the test message waits for the code, and says so
    await page.getByRole('button', { name: NOTIFICATION_SETTINGS_SCREEN.testEmail }).click();
    await expect(page.getByRole('alert')).toHaveText(ALERT_CONFIRMATION_MESSAGES.emailNotConfirmed(address));

    const code = /TCC confirmation code: (\d{6})/.exec(await mailTo(mailbox, address, 'TCC confirmation code'))![1]!;
    const codeField = page.getByLabel(ALERT_CONFIRMATION_SCREEN.codeLabel.emailAddress);
    const wrong = String((Number(code) + 1) % 10 ** CONFIRMATION_CODE.digits).padStart(CONFIRMATION_CODE.digits, '0');
    await codeField.fill(wrong);
    await page.getByRole('button', { name: ALERT_CONFIRMATION_SCREEN.confirm }).click();
    await expect(page.getByRole('alert')).toHaveText(ALERT_CONFIRMATION_MESSAGES.wrongCode(CONFIRMATION_CODE.tries - 1));

    await codeField.fill(code);
    await page.reload();
    await expect(page.getByLabel(ALERT_CONFIRMATION_SCREEN.codeLabel.emailAddress)).toHaveValue(code);
    await page.getByRole('button', { name: ALERT_CONFIRMATION_SCREEN.confirm }).click();
    await expect(page.getByRole('status').filter({ hasText: ALERT_CONFIRMATION_MESSAGES.confirmed(address) })).toBeVisible();
    await expect(page.getByText(ALERT_CONFIRMATION_SCREEN.confirmed)).toBeVisible();
    await expect(page.getByLabel(ALERT_CONFIRMATION_SCREEN.codeLabel.emailAddress)).toBeHidden();

    await page.getByRole('button', { name: NOTIFICATION_SETTINGS_SCREEN.testEmail }).click();
    await expect(page.getByRole('button', { name: NOTIFICATION_SETTINGS_SCREEN.states.connected })).toBeVisible();
    await mailTo(mailbox, address, CONNECTION_TEST_MESSAGES.emailBody.slice(0, 30));
  });
});
