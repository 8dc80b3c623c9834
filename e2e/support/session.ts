import type { Page } from '@playwright/test';
import type { DemoAccount } from '../../src/domain/auth';
import { SCREEN } from '../../src/domain/messages';
import { UI } from '../../src/web/lib/ui-texts';
import { demoAccount } from './accounts';

const LOGIN_BUTTON = { healthcare: SCREEN.healthcareLogin, ems: SCREEN.emsLogin } as const;

/** Fills and submits the e-mail and password of the login on screen. */
export async function submitLogin(page: Page, email: string, password: string, button: string) {
  await page.getByLabel(UI.emailLabel, { exact: true }).fill(email);
  await page.getByLabel(UI.passwordLabel, { exact: true }).fill(password);
  await page.getByRole('button', { name: button, exact: true }).click();
}

/** Signs a demo account in through its own door, as a user would. */
export async function signInAs(page: Page, role: DemoAccount['role']) {
  const account = demoAccount(role);
  if (role === 'admin' || role === 'user') {
    await page.goto('/login');
    await submitLogin(page, account.email, account.password, SCREEN.adminSignIn);
    return;
  }
  await page.goto('/');
  await page.getByRole('button', { name: LOGIN_BUTTON[role], exact: true }).click();
  await submitLogin(page, account.email, account.password, SCREEN.signIn);
}

/** What the browser keeps under the spec's storage keys. */
export const storedSession = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));

/** The user comes back to the tab: the app re-checks the session. */
export const returnToTab = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
