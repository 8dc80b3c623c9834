import { expect, type Page } from '@playwright/test';
import type { DemoAccount } from '@/domain/session/session-answers';
import { SCREEN } from '@/domain/common/messages';
import { UI } from '@/web/lib/ui-texts';
import { demoAccount } from './accounts';

const LOGIN_BUTTON = { healthcare: SCREEN.healthcareLogin, ems: SCREEN.emsLogin } as const;

/** Fills and submits the e-mail and password of the login on screen. */
export async function submitLogin(page: Page, email: string, password: string, button: string) {
  await page.getByLabel(UI.emailLabel, { exact: true }).fill(email);
  await page.getByLabel(UI.passwordLabel, { exact: true }).fill(password);
  await page.getByRole('button', { name: button, exact: true }).click();
}

/**
 * Signs a demo account in through its own door, as a user would, and returns once the session is stored: a test that
 * goes straight on to another address must not race the sign-in's answer.
 */
export async function signInAs(page: Page, role: Exclude<DemoAccount['role'], 'crew'>) {
  const account = demoAccount(role);
  if (role === 'admin' || role === 'user') {
    await page.goto('/login');
    await submitLogin(page, account.email, account.password, SCREEN.adminSignIn);
  } else {
    await page.goto('/');
    await page.getByRole('button', { name: LOGIN_BUTTON[role], exact: true }).click();
    await submitLogin(page, account.email, account.password, SCREEN.signIn);
  }
  await page.waitForFunction(() => localStorage.getItem('token') !== null);
}

/** What the browser keeps under the spec's storage keys. */
export const storedSession = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));

/** The user comes back to the tab: the app re-checks the session. */
export const returnToTab = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

/**
 * The session ends on the server while the page is open (signed out elsewhere), and the app finds out on its next
 * call: the user coming back to the tab makes one. Resolves once the signed-in screen has given way to `leftFor`.
 */
export async function expireSession(page: Page, leftFor: () => Promise<void>) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const revoked = await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  if (!revoked.ok()) throw new Error(`could not end the session: ${revoked.status()}`);
  await expect(async () => {
    await returnToTab(page);
    await leftFor();
  }).toPass();
}
