import { USER_TYPE_LABELS } from '@/domain/common/code-labels';
import type { Page } from '@playwright/test';
import { COMMON_TEXTS, USERS_SCREEN } from '@/domain/portals/control-center-screens';
import { AUTH_MESSAGES, REGISTRATION_MESSAGES } from '@/domain/common/messages';
import { DASHBOARD_SECTIONS } from '@/domain/portals/portal-texts';
import { USER_FORM_TEXTS, USER_MANAGEMENT_MESSAGES } from '@/domain/session/user-forms';
import { demoAccount, uniqueEmail } from '../support/accounts';
import { canSignIn, createUserViaApi } from '../support/control-center-api';
import { signInAs } from '../support/session';
import { expect, test } from '../support/test';

const USER_LIST_CALL = /\/api\/auth\/users(\?|$)/;
const SETTINGS = '/dashboard/settings';
const table = (page: Page) => page.getByRole('table', { name: USERS_SCREEN.tableLabel });
const row = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });
const rowButton = (page: Page, text: string, label: string) =>
  row(page, text).getByRole('button', { name: new RegExp(`^${label}\\b`) });
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const field = (page: Page, title: string, label: string) => dialog(page, title).getByLabel(label, { exact: true });

async function openSettings(page: Page) {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: DASHBOARD_SECTIONS.settings }).click();
  await expect(page).toHaveURL(SETTINGS);
  await expect(table(page).getByRole('row').nth(1)).toBeVisible();
}

test.describe('control center: User Management', () => {
  test('lists the accounts with role, status and creation time', async ({ page }) => {
    await openSettings(page);
    await expect(table(page).getByRole('columnheader')).toHaveText(Object.values(USERS_SCREEN.columns));
    const admin = row(page, demoAccount('admin').email);
    await expect(admin).toContainText(USER_TYPE_LABELS.ADMIN);
    await expect(admin).toContainText(COMMON_TEXTS.active);
    await expect(admin.getByRole('time')).toHaveText(/\d{4}.*\d{1,2}:\d{2}/);
    await expect(row(page, demoAccount('user').email)).toContainText(USER_TYPE_LABELS.USER);
  });

  test('create, edit with a blank password (the old one still works), then delete a user', async ({ page }) => {
    await openSettings(page);
    const email = uniqueEmail('new-user');
    const password = 'first-password-1';

    await page.getByRole('button', { name: USER_FORM_TEXTS.addButton }).click();
    await expect(dialog(page, USER_FORM_TEXTS.addTitle)).toBeVisible();
    await expect(field(page, USER_FORM_TEXTS.addTitle, USERS_SCREEN.form.userType).getByRole('option')).toHaveText(['User (Standard Access)', 'Admin (Full Access)']);
    await field(page, USER_FORM_TEXTS.addTitle, USERS_SCREEN.form.name).fill('Riley Brooks');
    await field(page, USER_FORM_TEXTS.addTitle, USERS_SCREEN.form.email).fill(email);
    await field(page, USER_FORM_TEXTS.addTitle, USERS_SCREEN.form.password).fill(password);
    await dialog(page, USER_FORM_TEXTS.addTitle).getByRole('button', { name: USER_FORM_TEXTS.create }).click();
    await expect(dialog(page, USER_FORM_TEXTS.addTitle)).toBeHidden();
    await expect(row(page, email)).toContainText('Riley Brooks');
    await expect(row(page, email)).toContainText(USER_TYPE_LABELS.USER);
    await expect(row(page, email)).toContainText(COMMON_TEXTS.active);

    await rowButton(page, email, COMMON_TEXTS.edit).click();
    await expect(field(page, USER_FORM_TEXTS.editTitle, USERS_SCREEN.form.name)).toHaveValue('Riley Brooks');
    await expect(field(page, USER_FORM_TEXTS.editTitle, USERS_SCREEN.form.password)).toHaveAttribute('placeholder', USER_FORM_TEXTS.keepPasswordPlaceholder);
    await expect(field(page, USER_FORM_TEXTS.editTitle, USERS_SCREEN.form.password)).toHaveValue('');
    await field(page, USER_FORM_TEXTS.editTitle, USERS_SCREEN.form.name).fill('Riley Brooks-Hale');
    await field(page, USER_FORM_TEXTS.editTitle, USERS_SCREEN.form.userType).selectOption('ADMIN');
    await dialog(page, USER_FORM_TEXTS.editTitle).getByRole('button', { name: USER_FORM_TEXTS.update }).click();
    await expect(dialog(page, USER_FORM_TEXTS.editTitle)).toBeHidden();
    await expect(row(page, email)).toContainText('Riley Brooks-Hale');
    await expect(row(page, email)).toContainText(USER_TYPE_LABELS.ADMIN);
    expect(await canSignIn(page, email, password)).toBe(true);

    page.once('dialog', (d) => {
      expect(d.message()).toBe(USER_FORM_TEXTS.deleteConfirm);
      void d.accept();
    });
    await rowButton(page, email, COMMON_TEXTS.delete).click();
    await expect(row(page, email)).toHaveCount(0);
    expect(await canSignIn(page, email, password)).toBe(false);
  });

  test('switching a user off keeps them out; a new password replaces the old one', async ({ page }) => {
    await openSettings(page);
    const { email, password } = await createUserViaApi(page, 'USER', 'Morgan Ellis');
    await page.reload();
    await rowButton(page, email, COMMON_TEXTS.edit).click();
    await field(page, USER_FORM_TEXTS.editTitle, COMMON_TEXTS.active).uncheck();
    await field(page, USER_FORM_TEXTS.editTitle, USERS_SCREEN.form.password).fill('second-password-2');
    await dialog(page, USER_FORM_TEXTS.editTitle).getByRole('button', { name: USER_FORM_TEXTS.update }).click();
    await expect(row(page, email)).toContainText(COMMON_TEXTS.inactive);
    expect(await canSignIn(page, email, 'second-password-2')).toBe(false);

    await rowButton(page, email, COMMON_TEXTS.edit).click();
    await field(page, USER_FORM_TEXTS.editTitle, COMMON_TEXTS.active).check();
    await dialog(page, USER_FORM_TEXTS.editTitle).getByRole('button', { name: USER_FORM_TEXTS.update }).click();
    await expect(row(page, email)).toContainText(COMMON_TEXTS.active);
    expect(await canSignIn(page, email, 'second-password-2')).toBe(true);
    expect(await canSignIn(page, email, password)).toBe(false);
  });

  test('the form checks its fields; the server’s refusals are shown as they come', async ({ page }) => {
    await openSettings(page);
    await page.getByRole('button', { name: USER_FORM_TEXTS.addButton }).click();
    const add = dialog(page, USER_FORM_TEXTS.addTitle);
    await add.getByRole('button', { name: USER_FORM_TEXTS.create }).click();
    await expect(add.getByText(USERS_SCREEN.form.nameRequired)).toBeVisible();
    await expect(add.getByText(USERS_SCREEN.form.emailRequired)).toBeVisible();
    await expect(add.getByText(USERS_SCREEN.form.passwordRequired)).toBeVisible();
    await field(page, USER_FORM_TEXTS.addTitle, USERS_SCREEN.form.name).fill('Sam Doe');
    await field(page, USER_FORM_TEXTS.addTitle, USERS_SCREEN.form.email).fill('not-an-email');
    await field(page, USER_FORM_TEXTS.addTitle, USERS_SCREEN.form.password).fill('short');
    await add.getByRole('button', { name: USER_FORM_TEXTS.create }).click();
    await expect(add.getByText(USERS_SCREEN.form.emailInvalid)).toBeVisible();
    await expect(add.getByText(REGISTRATION_MESSAGES.passwordTooShort)).toBeVisible();

    await field(page, USER_FORM_TEXTS.addTitle, USERS_SCREEN.form.email).fill(demoAccount('user').email);
    await field(page, USER_FORM_TEXTS.addTitle, USERS_SCREEN.form.password).fill('long-enough-9');
    await add.getByRole('button', { name: USER_FORM_TEXTS.create }).click();
    await expect(add.getByRole('alert')).toHaveText(AUTH_MESSAGES.emailTaken);

    await page.route('**/api/auth/register', (route) => route.fulfill({ status: 500, body: '' }));
    await add.getByRole('button', { name: USER_FORM_TEXTS.create }).click();
    await expect(add.getByRole('alert')).toHaveText(USER_MANAGEMENT_MESSAGES.createFailed);
    await add.getByRole('button', { name: USER_FORM_TEXTS.cancel }).click();
    await expect(add).toBeHidden();
  });

  test('your own account: deleting or switching it off is refused with the server’s reason', async ({ page }) => {
    await openSettings(page);
    const me = demoAccount('admin').email;
    page.once('dialog', (d) => void d.accept());
    await rowButton(page, me, COMMON_TEXTS.delete).click();
    await expect(page.getByRole('alert')).toHaveText(USER_MANAGEMENT_MESSAGES.cannotDeleteSelf);
    await expect(row(page, me)).toBeVisible();

    await rowButton(page, me, COMMON_TEXTS.edit).click();
    await field(page, USER_FORM_TEXTS.editTitle, COMMON_TEXTS.active).uncheck();
    await dialog(page, USER_FORM_TEXTS.editTitle).getByRole('button', { name: USER_FORM_TEXTS.update }).click();
    await expect(dialog(page, USER_FORM_TEXTS.editTitle).getByRole('alert')).toHaveText(USER_MANAGEMENT_MESSAGES.cannotDisableSelf);
    await page.route('**/api/auth/users/*', (route) => route.fulfill({ status: 502, body: '' }));
    await dialog(page, USER_FORM_TEXTS.editTitle).getByRole('button', { name: USER_FORM_TEXTS.update }).click();
    await expect(dialog(page, USER_FORM_TEXTS.editTitle).getByRole('alert')).toHaveText(USER_MANAGEMENT_MESSAGES.saveFailed);
  });

  test('a failed load says Failed to load users; Retry loads them', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL('/dashboard');
    await page.route(USER_LIST_CALL, (route) => route.fulfill({ status: 500, json: { success: false, error: 'x' } }));
    await page.goto(SETTINGS);
    await expect(page.getByRole('alert')).toHaveText(USER_MANAGEMENT_MESSAGES.loadFailed, { timeout: 15_000 });
    await page.unroute(USER_LIST_CALL);
    await page.getByRole('button', { name: COMMON_TEXTS.retry }).click();
    await expect(row(page, demoAccount('admin').email)).toBeVisible();
  });
});
