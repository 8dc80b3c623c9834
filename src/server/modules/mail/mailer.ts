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

export interface Mailer {
  /** Records the mail in the outbox, then delivers it (SMTP) or writes it to the log when no SMTP is set. */
  send(mail: OutgoingMail): Promise<void>;
}

export function createMailer(opts: { db: Db; smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await opts.db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      const id = row!.id;
      if (!transport) {
        opts.log.info({ mail: { id, ...mail } }, 'mail written to outbox (no SMTP_URL set)');
        await opts.db.update(mailOutbox).set({ status: 'LOGGED' }).where(eq(mailOutbox.id, id));
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, ...mail });
        await opts.db.update(mailOutbox).set({ status: 'SENT', sentAt: new Date() }).where(eq(mailOutbox.id, id));
      } catch (err) {
        // the account is created either way; the outbox keeps the failure for a resend
        opts.log.error({ err, mailId: id }, 'mail delivery failed');
        await opts.db
          .update(mailOutbox)
          .set({ status: 'FAILED', error: err instanceof Error ? err.message : String(err) })
          .where(eq(mailOutbox.id, id));
      }
    },
  };
}
