import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_MAX_ATTEMPTS } from '@/domain/notifications/outbox-retry';
import { rawRows } from '@/server/db/raw-query';
import { outbox } from '@/server/db/schema';
import { createMailer } from '@/server/modules/mail/mailer';
import { twilioSmsProvider } from '@/server/modules/sms/sms-provider';
import { createOutboxWorker } from '@/server/modules/outbox/outbox-worker';
import { queueMail, queueMessages } from '@/server/modules/outbox/queue';
import { startFakeSmsProvider } from '../support/fake-sms-provider';
import { startTestApp, type TestApp } from './harness';

// The outbox's delivery rules against a real SMTP server, a closed port and a local stand-in for the SMS provider.
let t: TestApp;
let provider: Awaited<ReturnType<typeof startFakeSmsProvider>>;
const SMS = { accountSid: 'AC0001', authToken: 'not-a-real-token', from: '+14125550000' };
beforeAll(async () => {
  provider = await startFakeSmsProvider();
  t = await startTestApp({ sms: { apiUrl: provider.url, ...SMS } });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const row = async (id: string) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
/** Seconds from now until the message is due again. */
const dueIn = async (id: string) =>
  (await rawRows<{ s: number }>(t.db, sql`select extract(epoch from next_attempt_at - now())::float as s from outbox where id = ${id}`))[0]!.s;
const makeDue = (id: string) => t.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));
/** The provider's calls sending a text to the number, in the order they reached it. */
const textsTo = (phone: string) => provider.calls.filter((c) => c.method === 'POST' && c.form.To === phone);

describe('the outbox', () => {
  it('records a message before sending it and marks it sent once the server took it, with its Message-ID', async () => {
    const id = await queueMail(t.db, { to: 'records@example.org', subject: 'Recorded first', text: 'Hello' });
    expect(await row(id)).toMatchObject({ channel: 'EMAIL', status: 'PENDING', attempts: 0, sentAt: null });
    const mail = (await t.mailbox()).find((m) => m.to.includes('records@example.org'))!;
    expect(mail.raw).toContain(`Message-ID: <${id}@outbox.tcc>`);
    const sent = await row(id);
    expect(sent).toMatchObject({ status: 'SENT', attempts: 1, error: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
  });

  it('retries a refused text message after 30 s, then twice as long, and marks it sent with the provider id', async () => {
    provider.state.refuse = true;
    const [id] = await queueMessages(t.db, [{ channel: 'SMS', to: '+14125550177', text: 'Retry me' }]);
    await t.app.outbox.drain();
    expect(await row(id!)).toMatchObject({ status: 'PENDING', attempts: 1, error: 'Authenticate' });
    expect(await dueIn(id!)).toBeGreaterThan(25);
    expect(await dueIn(id!)).toBeLessThanOrEqual(30);
    // not due yet: a pass leaves it alone
    await t.app.outbox.drain();
    expect((await row(id!)).attempts).toBe(1);
    await makeDue(id!);
    await t.app.outbox.drain();
    expect(await row(id!)).toMatchObject({ status: 'PENDING', attempts: 2 });
    expect(await dueIn(id!)).toBeGreaterThan(55);
    provider.state.refuse = false;
    await makeDue(id!);
    await t.app.outbox.drain();
    expect(await row(id!)).toMatchObject({ status: 'SENT', attempts: 3, providerId: 'SM0001', error: null });
    expect(provider.calls.filter((c) => c.form.Body === 'Retry me')).toHaveLength(3);
  });

  it('records each message of one batch as it went: sent, sent with the provider id, refused and due again', async () => {
    provider.state.refuseTo = new Set(['+14125550166']);
    try {
      const ids = await queueMessages(t.db, [
        { channel: 'EMAIL', to: 'batch@example.org', subject: 'In a batch', text: 'Hello' },
        { channel: 'SMS', to: '+14125550155', text: 'Taken' },
        { channel: 'SMS', to: '+14125550166', text: 'Refused' },
      ]);
      await t.app.outbox.drain();
      const [mail, taken, refused] = await Promise.all(ids.map(row));
      expect(mail).toMatchObject({ status: 'SENT', attempts: 1, error: null, providerId: null });
      expect(mail!.sentAt).toBeInstanceOf(Date);
      expect(taken).toMatchObject({ status: 'SENT', attempts: 1, error: null, providerId: 'SM0001' });
      expect(refused).toMatchObject({ status: 'PENDING', attempts: 1, error: 'Authenticate', sentAt: null });
      expect(await dueIn(ids[2]!)).toBeGreaterThan(25);
    } finally {
      provider.state.refuseTo = new Set();
    }
  });

  it('sends the texts to one number one after the other, in the order they were queued', async () => {
    const phone = '+14125550181';
    provider.state.answerAfterMs = 100;
    try {
      const ids = await queueMessages(t.db, [
        { channel: 'SMS', to: phone, text: 'Booked' },
        { channel: 'SMS', to: phone, text: 'Cancelled' },
        { channel: 'SMS', to: phone, text: 'Booked again' },
      ]);
      await t.app.outbox.drain();
      // each one reached the provider after it had answered the one before
      expect(textsTo(phone).map((c) => [c.form.Body, c.unansweredBefore])).toEqual([
        ['Booked', 0],
        ['Cancelled', 0],
        ['Booked again', 0],
      ]);
      expect((await Promise.all(ids.map(row))).map((r) => r.status)).toEqual(['SENT', 'SENT', 'SENT']);
    } finally {
      provider.state.answerAfterMs = 0;
    }
  });

  it("holds a number's later texts while an earlier one waits for its retry, and sends them in the pass that sends it", async () => {
    const phone = '+14125550182';
    provider.state.refuseOnceTo = new Set([phone]);
    const [booked, cancelled, other, mail] = await queueMessages(t.db, [
      { channel: 'SMS', to: phone, text: 'Booked, refused once' },
      { channel: 'SMS', to: phone, text: 'Cancelled after it' },
      { channel: 'SMS', to: '+14125550183', text: 'Another number' },
      { channel: 'EMAIL', to: 'not-held@example.org', subject: 'Not held', text: 'Hello' },
    ]);
    await t.app.outbox.drain();
    expect(await row(booked!)).toMatchObject({ status: 'PENDING', attempts: 1, error: 'Authenticate' });
    expect(await row(cancelled!)).toMatchObject({ status: 'PENDING', attempts: 0 });
    // only that number waits
    expect(await row(other!)).toMatchObject({ status: 'SENT' });
    expect(await row(mail!)).toMatchObject({ status: 'SENT' });
    await t.app.outbox.drain();
    expect(textsTo(phone).map((c) => c.form.Body)).toEqual(['Booked, refused once']);

    await makeDue(booked!);
    await t.app.outbox.drain();
    expect(textsTo(phone).map((c) => c.form.Body)).toEqual(['Booked, refused once', 'Booked, refused once', 'Cancelled after it']);
    expect(await row(booked!)).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(await row(cancelled!)).toMatchObject({ status: 'SENT', attempts: 1 });
  });

  it(`gives up after ${OUTBOX_MAX_ATTEMPTS} attempts and keeps the reason`, async () => {
    const broken = await startTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const id = await queueMail(broken.db, { to: 'never@example.org', subject: 'Unreachable', text: 'Hello' });
      for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
        await broken.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));
        await broken.app.outbox.drain();
      }
      const [failed] = await broken.db.select().from(outbox).where(eq(outbox.id, id));
      expect(failed).toMatchObject({ status: 'FAILED', attempts: OUTBOX_MAX_ATTEMPTS });
      expect(failed!.error).toMatch(/ECONNREFUSED/);
      await broken.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));
      await broken.app.outbox.drain();
      expect((await broken.db.select().from(outbox).where(eq(outbox.id, id)))[0]!.attempts).toBe(OUTBOX_MAX_ATTEMPTS);
    } finally {
      await broken.close();
    }
  });

  it('writes messages to the log when nothing is configured to send them', async () => {
    const bare = await startTestApp({ smtpUrl: undefined });
    try {
      const ids = await queueMessages(bare.db, [
        { channel: 'EMAIL', to: 'log@example.org', subject: 'Logged', text: 'Hello' },
        { channel: 'SMS', to: '+14125550199', text: 'Logged' },
      ]);
      await bare.app.outbox.drain();
      const rows = await bare.db.select({ id: outbox.id, status: outbox.status }).from(outbox);
      expect(rows.filter((r) => ids.includes(r.id)).map((r) => r.status)).toEqual(['LOGGED', 'LOGGED']);
    } finally {
      await bare.close();
    }
  });

  it('sends each message once when several workers drain the same outbox at the same time', async () => {
    const before = (await t.mailbox()).length;
    const ids = await queueMessages(
      t.db,
      Array.from({ length: 60 }, (_, i) => ({ channel: 'EMAIL' as const, to: `crowd${i}@example.org`, subject: `Crowd ${i}`, text: 'Hello' })),
    );
    // three instances' workers over the same database (on PostgreSQL each claim runs on its own connection)
    const workers = [1, 2, 3].map(() =>
      createOutboxWorker({
        database: t.database,
        mailer: createMailer({ smtpUrl: t.config.smtpUrl, from: t.config.mailFrom }),
        sms: twilioSmsProvider({ apiUrl: provider.url, ...SMS }),
        log: t.app.log,
        leaseSeconds: 120,
        webhooks: t.config.webhooks,
      }),
    );
    await Promise.all(workers.map((w) => w.drain()));
    const mails = (await t.mailbox()).slice(before);
    expect(mails).toHaveLength(60);
    expect(new Set(mails.map((m) => m.to[0])).size).toBe(60);
    const rows = await t.db.select({ id: outbox.id, attempts: outbox.attempts, status: outbox.status }).from(outbox);
    expect(rows.filter((r) => ids.includes(r.id)).every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
  });
});
