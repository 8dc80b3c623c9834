import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** The SMTP side of e-mail; messages reach it only through the outbox (src/server/modules/outbox). */
export interface Mailer {
  /** Whether an SMTP server is configured at all. */
  readonly configured: boolean;
  /** Connects and authenticates to the SMTP server; throws with its reason if that fails (or none is configured). */
  verify(): Promise<void>;
  /**
   * Hands one message to the SMTP server; throws with its reason if refused. The Message-ID is the outbox row's, so
   * a message sent again after a crash reads as the same message to the receiving side.
   */
  deliver(mail: OutgoingMail, messageId: string): Promise<void>;
}

// a server that stops answering is given up on well inside the outbox's claim, so no other instance sends it meanwhile
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createMailer(opts: { smtpUrl: string | undefined; from: string }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport({ url: opts.smtpUrl, ...TIMEOUTS }) : null;
  return {
    configured: transport !== null,
    async verify() {
      if (!transport) throw new Error('no SMTP server is configured');
      await transport.verify();
    },
    async deliver(mail, messageId) {
      if (!transport) throw new Error('no SMTP server is configured');
      await transport.sendMail({ from: opts.from, messageId, ...mail });
    },
  };
}
