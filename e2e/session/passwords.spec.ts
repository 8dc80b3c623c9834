import { ACCOUNT_PASSWORD_MESSAGES as M, ACCOUNT_PASSWORD_TEXTS as T } from '@/domain/session/account-password';
import { SCREEN } from '@/domain/common/messages';
import { PASSWORD_MESSAGES as P } from '@/domain/session/password-rules';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { canSignIn, createUserViaApi } from '../support/control-center-api';
import { approvedHospitalAccount } from '../support/healthcare-portal';
import { mailTo } from '../support/mailbox';
import { uniqueName } from '../support/org-api';
import { signInAs, submitLogin } from '../support/session';
import { expect, test } from '../support/test';

/** The password dialog's fields, filled in one go. */
async function fillPasswordChange(page: import('@playwright/test').Page, current: string, next: string) {
  const dialog = page.getByRole('dialog', { name: T.changePassword });
  await dialog.getByLabel(T.currentPassword, { exact: true }).fill(current);
  await dialog.getByLabel(T.newPassword, { exact: true }).fill(next);
  await dialog.getByLabel(T.confirmNewPassword, { exact: true }).fill(next);
  await dialog.getByRole('button', { name: T.save, exact: true }).click();
  return dialog;
}

test.describe('passwords: a forgotten one reset by mail, and a change from every shell', () => {
  test('a facility user resets a forgotten password by the mailed link, then changes it from the portal header', async ({ page, mailbox }) => {
    const account = await approvedHospitalAccount(page.request, mailbox, uniqueName('Cedar Point Clinic'));
    await page.goto('/');
    await page.getByRole('button', { name: SCREEN.healthcareLogin, exact: true }).click();
    await page.getByRole('button', { name: T.forgotPassword, exact: true }).click();
    const ask = page.getByRole('dialog', { name: T.forgotTitle });
    await ask.getByLabel(T.email, { exact: true }).fill(account.email);
    await ask.getByRole('button', { name: T.sendLink, exact: true }).click();
    await expect(ask.getByRole('status')).toHaveText(M.resetRequested);
    await ask.getByRole('button', { name: T.done, exact: true }).click();

    const link = /https?:\/\/\S+\?reset=[\w%-]+/.exec(await mailTo(mailbox, account.email, '?reset='))![0];
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.resetTitle);
    await expect(page).toHaveURL('/'); // the token leaves the address bar
    // a weak choice is refused with the reason, and the link still works afterwards
    await page.getByLabel(T.newPassword, { exact: true }).fill('iloveyou1');
    await page.getByLabel(T.confirmNewPassword, { exact: true }).fill('iloveyou1');
    await page.getByRole('button', { name: T.resetButton, exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(P.tooCommon);
    await page.getByLabel(T.newPassword, { exact: true }).fill('lantern-quarry-58');
    await page.getByLabel(T.confirmNewPassword, { exact: true }).fill('lantern-quarry-58');
    await page.getByRole('button', { name: T.resetButton, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(M.resetDone);

    await page.getByRole('button', { name: T.backToSignIn, exact: true }).click();
    await page.getByRole('button', { name: SCREEN.healthcareLogin, exact: true }).click();
    await submitLogin(page, account.email, 'lantern-quarry-58', SCREEN.signIn);

    await page.getByRole('button', { name: T.changePassword, exact: true }).click();
    let dialog = await fillPasswordChange(page, 'not-my-password', 'orchard-signal-31');
    await expect(dialog.getByRole('alert')).toHaveText(M.currentIncorrect);
    dialog = await fillPasswordChange(page, 'lantern-quarry-58', 'orchard-signal-31');
    await expect(dialog.getByRole('status')).toHaveText(M.changed);
    await dialog.getByRole('button', { name: T.done, exact: true }).click();
    // still signed in here; only the new password opens the account
    await expect(page.getByRole('button', { name: T.changePassword, exact: true })).toBeVisible();
    const login = (password: string) => page.request.post('/api/auth/healthcare/login', { data: { email: account.email, password } });
    expect((await login('lantern-quarry-58')).status()).toBe(401);
    expect((await login('orchard-signal-31')).status()).toBe(200);
  });

  test('a control-center user changes their password from the sidebar; a weak one is refused first', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page.getByRole('button', { name: T.changePassword, exact: true })).toBeVisible();
    const staff = await createUserViaApi(page, 'USER', 'Jordan Ellis');
    await page.goto('/login');
    await submitLogin(page, staff.email, staff.password, SCREEN.adminSignIn);
    await page.getByRole('button', { name: T.changePassword, exact: true }).click();
    let dialog = await fillPasswordChange(page, staff.password, staff.email.split('@')[0]! + '!');
    await expect(dialog.getByRole('alert')).toHaveText(P.containsEmail);
    dialog = await fillPasswordChange(page, staff.password, 'copper-meadow-72');
    await expect(dialog.getByRole('status')).toHaveText(M.changed);
    expect(await canSignIn(page, staff.email, 'copper-meadow-72')).toBe(true);
    expect(await canSignIn(page, staff.email, staff.password)).toBe(false);
  });

  test("the dialog's code is fetched only when wanted, and a click no pointer rested on first still opens it", async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (/change-password-dialog/.test(r.url())) fetched.push(r.url());
    });
    await signInAs(page, 'admin');
    const button = page.getByRole('button', { name: T.changePassword, exact: true });
    await expect(button).toBeVisible();
    expect(fetched).toEqual([]);
    // a click event alone: no pointer rests on the button first, so the dialog is shown as its code arrives
    await button.dispatchEvent('click');
    await expect(page.getByRole('dialog', { name: T.changePassword })).toBeVisible();
    expect(fetched).toHaveLength(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DASHBOARD_SECTIONS.overview);
  });
});
