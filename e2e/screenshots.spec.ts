// Screenshots of every screen for a visual review, desktop and phone width:
// npm run shots -- e2e/screenshots.spec.ts
import type { Page } from '@playwright/test';
import { SCREEN } from '../src/domain/common/messages';
import { UI } from '../src/web/lib/ui-texts';
import { fillRegistration, openRegistration, submitRegistration, validRegistration } from './support/registration';
import { signInAs } from './support/session';
import { expect, test } from './support/test';

const dir = process.env.TCC_SHOTS_DIR;
test.skip(!dir, 'set TCC_SHOTS_DIR to take screenshots');

const widths = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 375, height: 740 }],
] as const;

for (const [device, viewport] of widths) {
  test.describe(device, () => {
    test.use({ viewport });
    const shot = (page: Page, name: string) => page.screenshot({ path: `${dir}/${device}-${name}.png`, fullPage: true });

    test('logged out', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByText(SCREEN.welcomePrompt)).toBeVisible();
      await shot(page, '01-role-selection');
      await page.getByRole('button', { name: SCREEN.healthcareLogin, exact: true }).click();
      await expect(page.getByText(UI.demoCredentials)).toBeVisible();
      await shot(page, '02-healthcare-login');
      await page.getByRole('button', { name: SCREEN.backToSelection }).click();
      await page.getByRole('button', { name: SCREEN.emsLogin, exact: true }).click();
      await page.getByRole('button', { name: SCREEN.signIn }).click();
      await shot(page, '03-ems-login');
      await page.goto('/login');
      await expect(page.getByText(UI.demoCredentials)).toBeVisible();
      await shot(page, '04-admin-login');
      await page.goto('/?verify=not-a-real-token');
      await expect(page.getByRole('alert')).toBeVisible();
      await shot(page, '05-verify-failed');
    });

    test('registration', async ({ page }) => {
      await openRegistration(page, 'healthcare');
      await shot(page, '10-healthcare-register');
      await openRegistration(page, 'ems');
      await fillRegistration(page, 'ems', validRegistration('ems', { latitude: '', longitude: '' }));
      await page.getByRole('button', { name: SCREEN.lookupCoordinates }).click();
      await expect(page.getByRole('status').filter({ hasText: UI.lookupZipCentroid })).toBeVisible();
      await page.getByLabel('Latitude', { exact: true }).fill('95');
      await submitRegistration(page);
      await expect(page.getByRole('alert')).toBeVisible();
      await shot(page, '11-ems-register-error');
      await page.getByLabel('Latitude', { exact: true }).fill('40.44');
      await submitRegistration(page);
      await expect(page.getByRole('heading', { name: SCREEN.registrationSubmitted })).toBeVisible();
      await shot(page, '12-registration-submitted');
    });

    test('signed in', async ({ page }) => {
      await signInAs(page, 'admin');
      await expect(page).toHaveURL('/dashboard');
      await shot(page, '20-admin-dashboard');
      await page.goto('/dashboard/financial');
      await expect(page.getByText(SCREEN.financialTitle)).toBeVisible();
      await shot(page, '21-financial');
      if (device === 'phone') {
        await page.getByRole('button', { name: UI.openMenu }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.screenshot({ path: `${dir}/${device}-22-drawer.png` });
        await page.keyboard.press('Escape');
      }
      await page.evaluate(() => localStorage.clear());
      await signInAs(page, 'healthcare');
      await expect(page.getByRole('tab').first()).toBeVisible();
      await shot(page, '30-healthcare-portal');
      await page.goto('/');
      await page.evaluate(() => localStorage.clear());
      await signInAs(page, 'ems');
      await expect(page.getByRole('tab').first()).toBeVisible();
      await shot(page, '40-ems-dashboard');
    });
  });
}
