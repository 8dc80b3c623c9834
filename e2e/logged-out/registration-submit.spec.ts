import { REGISTRATION_REDIRECT_MS } from '@/domain/common/limits';
import { AUTH_MESSAGES, SCREEN } from '@/domain/common/messages';
import { REGISTRATION_LABELS, UI } from '@/web/lib/ui-texts';
import { mailTo, verificationLink } from '../support/mailbox';
import { fillRegistration, openRegistration, submitRegistration, validRegistration } from '../support/registration';
import { submitLogin } from '../support/session';
import { holdRoute } from '../support/hold-route';
import { expect, test } from '../support/test';

test.describe('registration: submitting, verifying the e-mail address, and failures', () => {
  for (const kind of ['healthcare', 'ems'] as const) {
    test(`${kind}: a valid sign-up shows 'Registration Submitted!' and returns to the selection after 2 s`, async ({ page }) => {
      await page.clock.install();
      const input = validRegistration(kind, { operatingStart: kind === 'ems' ? '07:00' : '', operatingEnd: kind === 'ems' ? '19:00' : '' });
      await openRegistration(page, kind);
      await fillRegistration(page, kind, input);
      const answer = page.waitForResponse((r) => r.url().endsWith(`/api/auth/${kind}/register`));
      await submitRegistration(page);
      expect((await answer).status()).toBe(201);

      const notice = page.getByRole('status').filter({ has: page.getByRole('heading', { name: SCREEN.registrationSubmitted }) });
      await expect(notice).toContainText(UI.registrationMailSent(input.email));
      await expect(notice).toContainText(UI.registrationClickLink);
      await expect(notice).toContainText(UI.registrationApproval);

      await page.clock.fastForward(REGISTRATION_REDIRECT_MS);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.welcomeTitle);
    });
  }

  test('a reload keeps what was typed except the passwords; once sent, the form opens empty again', async ({ page }) => {
    const input = validRegistration('ems', { operatingStart: '06:30' });
    await openRegistration(page, 'ems');
    await fillRegistration(page, 'ems', input);
    // the logged-out screens are one view kept in state: a reload opens the selection, and the form again holds the typing
    await page.reload();
    await openRegistration(page, 'ems');
    const field = (name: string) => page.getByLabel(name, { exact: true });
    await expect(field(REGISTRATION_LABELS.agencyName)).toHaveValue(input.organisationName);
    await expect(field(REGISTRATION_LABELS.email)).toHaveValue(input.email);
    await expect(field(REGISTRATION_LABELS.phone)).toHaveValue(input.phone);
    await expect(field(REGISTRATION_LABELS.city)).toHaveValue(input.city);
    await expect(field(REGISTRATION_LABELS.operatingStart)).toHaveValue('06:30');
    for (const capability of input.capabilities) await expect(field(capability)).toBeChecked();
    await expect(field(REGISTRATION_LABELS.password)).toHaveValue('');
    await expect(field(REGISTRATION_LABELS.confirmPassword)).toHaveValue('');
    expect(JSON.stringify(await page.evaluate(() => ({ ...sessionStorage, ...localStorage })))).not.toContain(input.password);

    await field(REGISTRATION_LABELS.password).fill(input.password);
    await field(REGISTRATION_LABELS.confirmPassword).fill(input.confirmPassword);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/ems/register'));
    await submitRegistration(page);
    expect((await answer).status()).toBe(201);
    await expect(page.getByRole('heading', { name: SCREEN.registrationSubmitted })).toBeVisible();
    await openRegistration(page, 'ems');
    await expect(field(REGISTRATION_LABELS.agencyName)).toHaveValue('');
    await expect(field(REGISTRATION_LABELS.email)).toHaveValue('');
  });

  test('the e-mailed link verifies the address once; the account then waits for approval', async ({ page, mailbox }) => {
    const input = validRegistration('healthcare');
    await openRegistration(page, 'healthcare');
    await fillRegistration(page, 'healthcare', input);
    await submitRegistration(page);
    await expect(page.getByRole('heading', { name: SCREEN.registrationSubmitted })).toBeVisible();

    // before verification the login says so
    await page.goto('/');
    await page.getByRole('button', { name: SCREEN.healthcareLogin, exact: true }).click();
    await submitLogin(page, input.email, input.password, SCREEN.signIn);
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.awaitingVerification);

    const link = verificationLink(await mailTo(mailbox, input.email));
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SCREEN.welcomeTitle);
    await expect(page.getByRole('status').filter({ hasText: AUTH_MESSAGES.emailVerified })).toBeVisible();
    await expect(page).toHaveURL('/'); // the spent token leaves the address bar

    await page.getByRole('button', { name: SCREEN.healthcareLogin, exact: true }).click();
    await submitLogin(page, input.email, input.password, SCREEN.signIn);
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.awaitingApproval);

    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.verificationInvalid);
  });

  test('an address that is already registered is answered like a new one, and its owner is told by e-mail', async ({ page, mailbox }) => {
    const first = validRegistration('ems');
    await openRegistration(page, 'ems');
    await fillRegistration(page, 'ems', first);
    await submitRegistration(page);
    await expect(page.getByRole('heading', { name: SCREEN.registrationSubmitted })).toBeVisible();

    await openRegistration(page, 'ems');
    await fillRegistration(page, 'ems', validRegistration('ems', { email: first.email, organisationName: 'Second Agency' }));
    await submitRegistration(page);
    await expect(page.getByRole('heading', { name: SCREEN.registrationSubmitted })).toBeVisible();
    expect(await mailTo(mailbox, first.email, 'already has an account')).toContain('tried to register Second Agency with TCC');
  });

  test('while submitting the button is busy; a lost connection shows the network error', async ({ page }) => {
    const release = await holdRoute(page, '**/api/auth/healthcare/register', (route) => route.abort('connectionreset'));
    await openRegistration(page, 'healthcare');
    await fillRegistration(page, 'healthcare', validRegistration('healthcare'));
    await submitRegistration(page);
    await expect(page.getByRole('button', { name: UI.registrationSubmitting })).toBeDisabled();
    release();
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.networkError);
    await expect(page.getByRole('button', { name: UI.registrationSubmitLabel, exact: true })).toBeEnabled();
  });

  test('a failure without a server message shows the registration fallback', async ({ page }) => {
    await page.route('**/api/auth/ems/register', (route) => route.fulfill({ status: 500, body: 'upstream broke' }));
    await openRegistration(page, 'ems');
    await fillRegistration(page, 'ems', validRegistration('ems'));
    await submitRegistration(page);
    await expect(page.getByRole('alert')).toHaveText(AUTH_MESSAGES.registrationFailed);
  });
});
