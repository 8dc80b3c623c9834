// Add User by invitation: the administrator chooses no password, the user sets one from the mailed link and signs in.
import type { Page } from '@playwright/test';
import { SCREEN } from '@/domain/common/messages';
import { USERS_SCREEN as U } from '@/domain/portals/control-center-screens';
import { ACCOUNT_PASSWORD_MESSAGES as PM, ACCOUNT_PASSWORD_TEXTS as PT } from '@/domain/session/account-password';
import { USER_FORM_TEXTS as F } from '@/domain/session/user-forms';
import { USER_INVITATION_UI as I } from '@/web/lib/user-invitation-ui-texts';
import { uniqueEmail } from '../support/accounts';
import { horizontalOverflow } from '../support/horizontal-overflow';
import { mailTo } from '../support/mailbox';
import { signInAs, submitLogin } from '../support/session';
import { expect, test } from '../support/test';

const field = (page: Page, label: string) => page.getByRole('dialog', { name: F.addTitle }).getByLabel(label, { exact: true });

for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 375, height: 812 }]] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('an administrator adds a user by invitation; the mailed link sets the password and the user signs in', async ({ page, mailbox }) => {
      // two people's screens and a mail, on a machine that may be busy
      test.setTimeout(120_000);
      await signInAs(page, 'admin');
      await page.goto('/dashboard/settings');
      const email = uniqueEmail(`invited-${device}`);

      await page.getByRole('button', { name: F.addButton }).click();
      await field(page, U.form.name).fill('Avery Lindqvist');
      await field(page, U.form.email).fill(email);
      // the spec's password field stays; choosing the invitation sets it aside
      await expect(field(page, U.form.password)).toBeEnabled();
      await field(page, I.invite).check();
      await expect(field(page, U.form.password)).toBeDisabled();
      await expect(field(page, U.form.password)).toHaveAttribute('placeholder', I.passwordByLink);
      expect(await horizontalOverflow(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/user-invitation-${device}-form.png` });
      await page.getByRole('dialog', { name: F.addTitle }).getByRole('button', { name: F.create }).click();
      await expect(page.getByRole('dialog', { name: F.addTitle })).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: I.sent(email) })).toBeVisible();
      await expect(page.getByRole('table', { name: U.tableLabel }).getByRole('row').filter({ hasText: email })).toContainText('Avery Lindqvist');
      await page.screenshot({ path: `/tmp/user-invitation-${device}-sent.png` });

      const mail = await mailTo(mailbox, email, '?reset=');
      expect(mail).toContain('/login');
      const link = /https?:\/\/\S+\?reset=[\w%-]+/.exec(mail)![0];
      await page.evaluate(() => localStorage.clear());
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PT.resetTitle);
      await page.getByLabel(PT.newPassword, { exact: true }).fill('harbor-lantern-64');
      await page.getByLabel(PT.confirmNewPassword, { exact: true }).fill('harbor-lantern-64');
      await page.getByRole('button', { name: PT.resetButton, exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(PM.resetDone);

      await page.goto('/login');
      await submitLogin(page, email, 'harbor-lantern-64', SCREEN.adminSignIn);
      await expect(page).toHaveURL('/dashboard');
      // the link worked once
      await page.evaluate(() => localStorage.clear());
      await page.goto(link);
      await page.getByLabel(PT.newPassword, { exact: true }).fill('second-try-lantern-65');
      await page.getByLabel(PT.confirmNewPassword, { exact: true }).fill('second-try-lantern-65');
      await page.getByRole('button', { name: PT.resetButton, exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText(PM.resetLinkInvalid);
    });
  });
}
