// Add User by invitation: the administrator chooses no password, the user sets one from the mailed link and signs in.
import type { Page } from '@playwright/test';
import { SCREEN } from '@/domain/common/messages';
import { USERS_SCREEN } from '@/domain/portals/control-center-screens';
import { ACCOUNT_PASSWORD_MESSAGES, ACCOUNT_PASSWORD_TEXTS } from '@/domain/session/account-password';
import { USER_FORM_TEXTS } from '@/domain/session/user-forms';
import { USER_INVITATION_UI } from '@/web/features/users/user-invitation-ui-texts';
import { uniqueEmail } from '../support/accounts';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { mailTo } from '../support/mailbox';
import { signInAs, submitLogin } from '../support/session';
import { expect, test } from '../support/test';

const field = (page: Page, label: string) => page.getByRole('dialog', { name: USER_FORM_TEXTS.addTitle }).getByLabel(label, { exact: true });

for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 375, height: 812 }]] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('an administrator adds a user by invitation; the mailed link sets the password and the user signs in', async ({ page, mailbox }) => {
      // two people's screens and a mail, on a machine that may be busy
      test.setTimeout(120_000);
      await signInAs(page, 'admin');
      await page.goto('/dashboard/settings');
      const email = uniqueEmail(`invited-${device}`);

      await page.getByRole('button', { name: USER_FORM_TEXTS.addButton }).click();
      await field(page, USERS_SCREEN.form.name).fill('Avery Lindqvist');
      await field(page, USERS_SCREEN.form.email).fill(email);
      // the spec's password field stays; choosing the invitation sets it aside
      await expect(field(page, USERS_SCREEN.form.password)).toBeEnabled();
      await field(page, USER_INVITATION_UI.invite).check();
      await expect(field(page, USERS_SCREEN.form.password)).toBeDisabled();
      await expect(field(page, USERS_SCREEN.form.password)).toHaveAttribute('placeholder', USER_INVITATION_UI.passwordByLink);
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.getByRole('dialog', { name: USER_FORM_TEXTS.addTitle }).getByRole('button', { name: USER_FORM_TEXTS.create }).click();
      await expect(page.getByRole('dialog', { name: USER_FORM_TEXTS.addTitle })).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: USER_INVITATION_UI.sent(email) })).toBeVisible();
      await expect(page.getByRole('table', { name: USERS_SCREEN.tableLabel }).getByRole('row').filter({ hasText: email })).toContainText('Avery Lindqvist');

      const mail = await mailTo(mailbox, email, '?reset=');
      expect(mail).toContain('/login');
      const link = /https?:\/\/\S+\?reset=[\w%-]+/.exec(mail)![0];
      await page.evaluate(() => localStorage.clear());
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ACCOUNT_PASSWORD_TEXTS.resetTitle);
      await page.getByLabel(ACCOUNT_PASSWORD_TEXTS.newPassword, { exact: true }).fill('harbor-lantern-64');
      await page.getByLabel(ACCOUNT_PASSWORD_TEXTS.confirmNewPassword, { exact: true }).fill('harbor-lantern-64');
      await page.getByRole('button', { name: ACCOUNT_PASSWORD_TEXTS.resetButton, exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(ACCOUNT_PASSWORD_MESSAGES.resetDone);

      await page.goto('/login');
      await submitLogin(page, email, 'harbor-lantern-64', SCREEN.adminSignIn);
      await expect(page).toHaveURL('/dashboard');
      // the link worked once
      await page.evaluate(() => localStorage.clear());
      await page.goto(link);
      await page.getByLabel(ACCOUNT_PASSWORD_TEXTS.newPassword, { exact: true }).fill('second-try-lantern-65');
      await page.getByLabel(ACCOUNT_PASSWORD_TEXTS.confirmNewPassword, { exact: true }).fill('second-try-lantern-65');
      await page.getByRole('button', { name: ACCOUNT_PASSWORD_TEXTS.resetButton, exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(ACCOUNT_PASSWORD_MESSAGES.resetLinkInvalid);
    });
  });
}
