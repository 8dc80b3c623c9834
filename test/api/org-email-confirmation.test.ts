import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CONFIRMATION, IDENTITY_REVIEW_MESSAGES } from '@/domain/organisations/identity-review';
import { hospitals, notifications } from '@/server/db/schema';
import { signedIn } from './fixtures';
import { startTestApp, type TestApp } from './harness';
import { confirmationToken, confirmNewEmail } from './org-fixtures';

// A facility's or agency's new e-mail address is offered for review only once the link sent to it was opened.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedIn(t.app, t.db, 'ADMIN');
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'PUT' | 'POST', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const askFor = (nurse: { auth: Headers }, email: string) => call('PUT', '/api/auth/healthcare/facility/update', nurse.auth, { email });
const confirm = (token: string) => call('POST', '/api/auth/confirm-email', {}, { token });
const approve = (hospitalId: string) => call('PUT', `/api/tcc/hospitals/${hospitalId}/approve-change`, admin.auth);
const hospitalOf = async (id: string) => (await t.db.select().from(hospitals).where(eq(hospitals.id, id)))[0]!;
const noticesAbout = async (email: string) =>
  (await t.db.select().from(notifications).where(eq(notifications.userId, admin.user.id))).filter((n) => n.message.includes(email));
const linksTo = async (email: string) => (await t.mailbox()).filter((m) => m.to.includes(email) && m.text.includes('/confirm-email?token='));
const sentLongAgo = (id: string, minutes: number) =>
  t.db.update(hospitals).set({ pendingEmailSentAt: new Date(Date.now() - minutes * 60_000) }).where(eq(hospitals.id, id));

describe("a facility's new e-mail address", () => {
  it('gets a link; the change reaches the control center, and can be approved, only once the link is opened, and once', async () => {
    const nurse = await signedIn(t.app, t.db, 'HEALTHCARE');
    const id = nurse.user.hospitalId!;
    const email = 'intake@lakeside.example.org';
    const asked = await askFor(nurse, email);
    expect(asked.json()).toMatchObject({ data: { pendingEmail: email, emailAwaitsConfirmation: true }, message: IDENTITY_REVIEW_MESSAGES.awaitingConfirmation(email) });
    const [mail] = await linksTo(email);
    expect(mail!.text).toContain('Subject: Confirm your new TCC e-mail address');
    expect(mail!.text).toContain(`http://tcc.test/confirm-email?token=`);
    expect(await noticesAbout(email)).toEqual([]);
    const early = await approve(id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ success: false, error: IDENTITY_REVIEW_MESSAGES.emailNotConfirmed(email) });
    expect((await hospitalOf(id)).email).not.toBe(email);

    const token = await confirmationToken(t, email);
    for (let k = 0; k < 2; k++) {
      const res = await confirm(token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, data: { message: IDENTITY_REVIEW_MESSAGES.emailConfirmed } });
    }
    expect(await noticesAbout(email)).toHaveLength(1);
    const settings = await call('PUT', '/api/auth/healthcare/facility/update', nurse.auth, {});
    expect(settings.json()).toMatchObject({ data: { emailAwaitsConfirmation: false }, message: IDENTITY_REVIEW_MESSAGES.awaitingReview });
    const approved = await approve(id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ email, pendingEmail: null, emailAwaitsConfirmation: false });
    // the decided change's link is spent
    expect((await confirm(token)).json()).toEqual({ success: false, error: IDENTITY_REVIEW_MESSAGES.confirmationInvalid });
  });

  it('an unknown link, one past its hours, or one a newer request replaced → 400, and nothing changes', async () => {
    expect((await confirm('not-a-token')).json()).toEqual({ success: false, error: IDENTITY_REVIEW_MESSAGES.confirmationInvalid });
    const nurse = await signedIn(t.app, t.db, 'HEALTHCARE');
    const id = nurse.user.hospitalId!;
    await askFor(nurse, 'first@harbor.example.org');
    const replaced = await confirmationToken(t, 'first@harbor.example.org');
    await askFor(nurse, 'second@harbor.example.org');
    const replacedAnswer = await confirm(replaced);
    expect(replacedAnswer.statusCode).toBe(400);
    expect(replacedAnswer.json()).toEqual({ success: false, error: IDENTITY_REVIEW_MESSAGES.confirmationInvalid });

    const stale = await confirmationToken(t, 'second@harbor.example.org');
    await sentLongAgo(id, EMAIL_CONFIRMATION.validHours * 60 + 1);
    const before = await hospitalOf(id);
    expect((await confirm(stale)).json()).toEqual({ success: false, error: IDENTITY_REVIEW_MESSAGES.confirmationInvalid });
    expect(await hospitalOf(id)).toEqual(before);
    expect(await noticesAbout('harbor.example.org')).toEqual([]);
  });

  it('saving the same address again sends another link only once the last is some minutes old; the older link then stops working', async () => {
    const nurse = await signedIn(t.app, t.db, 'HEALTHCARE');
    const id = nurse.user.hospitalId!;
    const email = 'desk@northside.example.org';
    await askFor(nurse, email);
    const first = await confirmationToken(t, email);
    await askFor(nurse, email);
    expect(await linksTo(email)).toHaveLength(1);
    await sentLongAgo(id, EMAIL_CONFIRMATION.resendAfterMinutes + 1);
    await askFor(nurse, email);
    expect(await linksTo(email)).toHaveLength(2);
    expect((await confirm(first)).statusCode).toBe(400);
    const tokens = (await linksTo(email)).map((m) => decodeURIComponent(m.text.match(/token=([\w%-]+)/)![1]!));
    const fresh = tokens.find((token) => token !== first)!;
    expect((await confirm(fresh)).statusCode).toBe(200);
  });

  it('an address merely asked for holds nothing: another may take it, and the first link then answers 409', async () => {
    const [squatter, owner] = await Promise.all([signedIn(t.app, t.db, 'HEALTHCARE'), signedIn(t.app, t.db, 'HEALTHCARE')]);
    const email = 'transfers@valley.example.org';
    expect((await askFor(squatter, email)).statusCode).toBe(200);
    expect((await askFor(owner, email)).statusCode).toBe(200);
    const tokens = (await linksTo(email)).map((m) => decodeURIComponent(m.text.match(/token=([\w%-]+)/)![1]!));
    expect(tokens).toHaveLength(2);
    const answers = [];
    for (const token of tokens) answers.push(await confirm(token));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 409]);
    expect(answers[1]!.json()).toEqual({ success: false, error: IDENTITY_REVIEW_MESSAGES.emailTaken });
    // once confirmed, the address is taken for everyone else's new requests too
    const third = await signedIn(t.app, t.db, 'HEALTHCARE');
    expect((await askFor(third, email)).statusCode).toBe(409);
  });

  it('confirming an agency address works the same way', async () => {
    const dispatcher = await signedIn(t.app, t.db, 'EMS');
    const email = 'ops@ridgeline.example.org';
    const res = await call('PUT', '/api/auth/ems/agency/update', dispatcher.auth, { agencyName: 'Ridgeline Ambulance', contactName: 'Lee Park', email });
    expect(res.json().data).toMatchObject({ pendingEmail: email, emailAwaitsConfirmation: true });
    await confirmNewEmail(t, email);
    const approved = await call('PUT', `/api/tcc/agencies/${dispatcher.user.agencyId}/approve-change`, admin.auth);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.contactInfo.email).toBe(email);
  });

  it('a body without a token → 400', async () => {
    expect((await call('POST', '/api/auth/confirm-email', {}, {})).statusCode).toBe(400);
  });
});
