import { ACCOUNT_PASSWORD_MESSAGES, ACCOUNT_PASSWORD_TEXTS } from '@/domain/session/account-password';
import { SCREEN } from '@/domain/common/messages';
import { PASSWORD_MESSAGES } from '@/domain/session/password-rules';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { canSignIn, createUserViaApi } from '../support/control-center-api';
import { approvedHospitalAccount } from '../support/healthcare-portal';
import { mailTo } from '../support/mailbox';
import { uniqueName } from '../support/org-api';
import { signInAs, submitLogin } from '../support/session';
import { expect, test } from '../support/test';

/** The password dialog's fields, filled in one go. */
async function fillPasswordChange(page: import('@playwright/test').Page, current: string, next: string) {
  const dialog = page.getByRole('dialog', { name: ACCOUNT_PASSWORD_TEXTS.changePassword });
  await dialog.getByLabel(ACCOUNT_PASSWORD_TEXTS.currentPassword, { exact: true }).fill(current);
  await dialog.getByLabel(ACCOUNT_PASSWORD_TEXTS.newPassword, { exact: true }).fill(next);
  await dialog.getByLabel(ACCOUNT_PASSWORD_TEXTS.confirmNewPassword, { exact: true }).fill(next);
  await dialog.getByRole('button', { name: ACCOUNT_PASSWORD_TEXTS.save, exact: true }).click();
  return dialog;
}

test.describe('passwords: a forgotten one reset by mail, and a change from every shell', () => {
  test('a facility user resets a forgotten password by the mailed link, then changes it from the portal header', async ({ page, mailbox }) => {
    const account = await approvedHospitalAccount(page.request, mailbox, uniqueName('Cedar Point Clinic'));
    await page.goto('/');
    await page.getByRole('button', { name: SCREEN.healthcareLogin, exact: true }).click();
    await page.getByRole('button', { name: ACCOUNT_PASSWORD_TEXTS.forgotPassword, exact: true }).click();
    const ask = page.getByRole('dialog', { name: ACCOUNT_PASSWORD_TEXTS.forgotTitle });
    await ask.getByLabel(ACCOUNT_PASSWORD_TEXTS.email, { exact: true }).fill(account.email);
    await ask.getByRole('button', { name: ACCOUNT_PASSWORD_TEXTS.sendLink, exact: true }).click();
    await expect(ask.getByRole('status')).toHaveText(ACCOUNT_PASSWORD_MESSAGES.resetRequested);
    await ask.getByRole('button', { name: ACCOUNT_PASSWORD_TEXTS.done, exact: true }).click();

    const link = /https?:\/\/\S+\?reset=[\w%-]+/.exec(await mailTo(mailbox, account.email, '?reset='))![0];
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ACCOUNT_PASSWORD_TEXTS.resetTitle);
    await expect(page).toHaveURL('/'); // the token leaves the address bar
    // a weak choice is refused with the reason, and the link still works afterwards
    await page.getByLabel(ACCOUNT_PASSWORD_TEXTS.newPassword, { exact: true }).fill('iloveyou1');
    await page.getByLabel(ACCOUNT_PASSWORD_TEXTS.confirmNewPassword, { exact: true }).fill('iloveyou1');
    await page.getByRole('button', { name: ACCOUNT_PASSWORD_TEXTS.resetButton, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(PASSWORD_MESSAGES.tooCommon);
    await page.getByLabel(ACCOUNT_PASSWORD_TEXTS.newPassword, { exact: true }).fill('lantern-quarry-58');
    await page.getByLabel(ACCOUNT_PASSWORD_TEXTS.confirmNewPassword, { exact: true }).fill('lantern-quarry-58');
    await page.getByRole('button', { name: ACCOUNT_PASSWORD_TEXTS.resetButton, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(ACCOUNT_PASSWORD_MESSAGES.resetDone);

    await page.getByRole('button', { name: ACCOUNT_PASSWORD_TEXTS.backToSignIn, exact: true }).click();
    await page.getByRole('button', { name: SCREEN.healthcareLogin, exact: true }).click();
    await submitLogin(page, account.email, 'lantern-quarry-58', SCREEN.signIn);

    await page.getByRole('button', { name: ACCOUNT_PASSWORD_TEXTS.changePassword, exact: true }).click();
    let dialog = await fillPasswordChange(page, 'not-my-password', 'orchard-signal-31');
    await expect(dialog.getByRole('alert')).toHaveText(ACCOUNT_PASSWORD_MESSAGES.currentIncorrect);
    dialog = await fillPasswordChange(page, 'lantern-quarry-58', 'orchard-signal-31');
    await expect(dialog.getByRole('status')).toHaveText(ACCOUNT_PASSWORD_MESSAGES.changed);
    await dialog.getByRole('button', { name: ACCOUNT_PASSWORD_TEXTS.done, exact: true }).click();
    // still signed in here; only the new password opens the account
    await expect(page.getByRole('button', { name: ACCOUNT_PASSWORD_TEXTS.changePassword, exact: true })).toBeVisible();
    const login = (password: string) => page.request.post('/api/auth/healthcare/login', { data: { email: account.email, password } });
    expect((await login('lantern-quarry-58')).status()).toBe(401);
    expect((await login('orchard-signal-31')).status()).toBe(200);
  });

  test('a control-center user changes their password from the sidebar; a weak one is refused first', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page.getByRole('button', { name: ACCOUNT_PASSWORD_TEXTS.changePassword, exact: true })).toBeVisible();
    const staff = await createUserViaApi(page, 'USER', 'Jordan Ellis');
    await page.goto('/login');
    await submitLogin(page, staff.email, staff.password, SCREEN.adminSignIn);
    await page.getByRole('button', { name: ACCOUNT_PASSWORD_TEXTS.changePassword, exact: true }).click();
    let dialog = await fillPasswordChange(page, staff.password, staff.email.split('@')[0]! + '!');
    await expect(dialog.getByRole('alert')).toHaveText(PASSWORD_MESSAGES.containsEmail);
    dialog = await fillPasswordChange(page, staff.password, 'copper-meadow-72');
    await expect(dialog.getByRole('status')).toHaveText(ACCOUNT_PASSWORD_MESSAGES.changed);
    expect(await canSignIn(page, staff.email, 'copper-meadow-72')).toBe(true);
    expect(await canSignIn(page, staff.email, staff.password)).toBe(false);
  });

  test("the dialog's code is fetched only when wanted, and a click no pointer rested on first still opens it", async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (/change-password-dialog/.test(r.url())) fetched.push(r.url());
    });
    await signInAs(page, 'admin');
    const button = page.getByRole('button', { name: ACCOUNT_PASSWORD_TEXTS.changePassword, exact: true });
    await expect(button).toBeVisible();
    expect(fetched).toEqual([]);
    // a click event alone: no pointer rests on the button first, so the dialog is shown as its code arrives
    await button.dispatchEvent('click');
    await expect(page.getByRole('dialog', { name: ACCOUNT_PASSWORD_TEXTS.changePassword })).toBeVisible();
    expect(fetched).toHaveLength(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DASHBOARD_SECTIONS.overview);
  });
});
