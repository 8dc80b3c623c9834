import { generate } from 'otplib';
import { SCREEN } from '@/domain/common/messages';
import { TWO_FACTOR_TEXTS } from '@/domain/session/two-factor-texts';
import { RECOVERY_CODE_COUNT } from '@/domain/session/two-factor-rules';
import { UI } from '@/web/lib/ui-texts';
import { createUserViaApi } from '../support/control-center-api';
import { signInAs, submitLogin } from '../support/session';
import { expect, test } from '../support/test';

/** The authenticator's code for now, or for a number of 30-second steps later: the test is the phone. */
const codeFor = (secret: string, stepsLater = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsLater * 30 });

test.describe('two-factor sign-in on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('an administrator enrols two-factor, keeps the recovery codes, and then signs in with a code', async ({ page }) => {
    // an administrator of their own, so the demo administrator keeps signing in with the password alone
    await signInAs(page, 'admin');
    const admin = await createUserViaApi(page, 'ADMIN', 'Robin Ortiz');
    await page.goto('/login');
    await submitLogin(page, admin.email, admin.password, SCREEN.adminSignIn);
    await page.waitForFunction(() => localStorage.getItem('token') !== null);

    await page.getByRole('button', { name: UI.openMenu }).click();
    await page.getByRole('dialog', { name: UI.mainNavigation }).getByRole('button', { name: TWO_FACTOR_TEXTS.title }).click();
    const dialog = page.getByRole('dialog', { name: TWO_FACTOR_TEXTS.title });
    await expect(dialog.getByText(TWO_FACTOR_TEXTS.statusOff)).toBeVisible();
    await dialog.getByRole('button', { name: TWO_FACTOR_TEXTS.start }).click();

    await expect(dialog.getByRole('img', { name: TWO_FACTOR_TEXTS.qrAlt })).toBeVisible();
    const secret = (await dialog.getByTestId('two-factor-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // the dialog fits the phone: nothing scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);

    await dialog.getByLabel(TWO_FACTOR_TEXTS.codeLabel).fill('000000' === (await codeFor(secret)) ? '111111' : '000000');
    await dialog.getByRole('button', { name: TWO_FACTOR_TEXTS.confirm }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/That code is not right/);

    await dialog.getByLabel(TWO_FACTOR_TEXTS.codeLabel).fill(await codeFor(secret));
    await dialog.getByRole('button', { name: TWO_FACTOR_TEXTS.confirm }).click();
    const codes = dialog.getByRole('list', { name: TWO_FACTOR_TEXTS.recoveryTitle }).getByRole('listitem');
    await expect(codes).toHaveCount(RECOVERY_CODE_COUNT);
    await dialog.getByRole('button', { name: TWO_FACTOR_TEXTS.recoveryDone }).click();
    await expect(dialog.getByText(TWO_FACTOR_TEXTS.statusOn)).toBeVisible();
    await expect(dialog.getByText(TWO_FACTOR_TEXTS.recoveryLeft(RECOVERY_CODE_COUNT))).toBeVisible();

    // the next sign-in asks for a code after the password, and no session is kept before it
    await page.goto('/login');
    await submitLogin(page, admin.email, admin.password, SCREEN.adminSignIn);
    await expect(page.getByRole('heading', { name: TWO_FACTOR_TEXTS.loginCodeTitle })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // the enrolment spent this step's code: the phone's next one signs in
    await page.getByLabel(TWO_FACTOR_TEXTS.codeOrRecoveryLabel).fill(await codeFor(secret, 1));
    await page.getByRole('button', { name: TWO_FACTOR_TEXTS.verify, exact: true }).click();
    await page.waitForFunction(() => localStorage.getItem('token') !== null);
    await expect(page).toHaveURL(/\/dashboard/);
  });
});
