import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { mailOutbox } from '../../db/schema';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** What became of a mail: delivered over SMTP, written to the log (no SMTP set), or refused (with the reason). */
export type Delivery = { status: 'SENT' } | { status: 'LOGGED' } | { status: 'FAILED'; error: string };

export interface Mailer {
  /** Whether an SMTP server is configured at all. */
  readonly configured: boolean;
  /** Connects and authenticates to the SMTP server; throws with its reason if that fails (or none is configured). */
  verify(): Promise<void>;
  /** Records the mail in the outbox, then delivers it (SMTP) or writes it to the log when no SMTP is set. */
  send(mail: OutgoingMail): Promise<Delivery>;
}

export function createMailer(opts: { db: Db; smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    configured: transport !== null,
    async verify() {
      if (!transport) throw new Error('no SMTP server is configured');
      await transport.verify();
    },
    async send(mail) {
      const [row] = await opts.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      const id = row!.id;
      if (!transport) {
        opts.log.info({ mail: { id, ...mail } }, 'mail written to outbox (no SMTP_URL set)');
        await opts.db.update(mailOutbox).set({ status: 'LOGGED' }).where(eq(mailOutbox.id, id));
        return { status: 'LOGGED' };
      }
      try {
        await transport.sendMail({ from: opts.from, ...mail });
        await opts.db.update(mailOutbox).set({ status: 'SENT', sentAt: new Date() }).where(eq(mailOutbox.id, id));
        return { status: 'SENT' };
      } catch (err) {
        // the account is created either way; the outbox keeps the failure for a resend
        opts.log.error({ err, mailId: id }, 'mail delivery failed');
        const error = err instanceof Error ? err.message : String(err);
        await opts.db.update(mailOutbox).set({ status: 'FAILED', error }).where(eq(mailOutbox.id, id));
        return { status: 'FAILED', error };
      }
    },
  };
}
