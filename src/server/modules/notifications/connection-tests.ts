// Test Email Connection and Test SMS Connection: the configured mail server or SMS provider is checked, then a test
// message goes to the caller's own confirmed address or number (409 while it awaits its code). A missing configuration
// answers 503, a server or provider that refuses 502: an administrator is told the setting or the reason, so it can be
// fixed; anyone else whom to tell.
import { ALERT_CONFIRMATION_MESSAGES as C, alertEmailInForce, alertPhoneInForce, confirmationStatus } from '@/domain/notifications/alert-confirmation';
import type { ConnectionTestAnswer } from '@/domain/notifications/notification-answers';
import { CONNECTION_TEST_MESSAGES as M } from '@/domain/notifications/notification-settings';
import type { AppContext } from '@/server/context';
import { badRequest, conflict, HttpError } from '@/server/http/errors';
import { settingsOf } from './notification-settings';

const unavailable = (message: string) => new HttpError(503, message);
const upstreamFailed = (message: string) => new HttpError(502, message);
const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Who asks for a test: an administrator reads the configuration's names and the server's reasons. */
export interface Tester {
  id: string;
  isAdmin: boolean;
}

/** Sends a test e-mail to the confirmed address in the caller's settings, or their account's address when that is empty. */
export async function testEmailConnection(ctx: AppContext, tester: Tester): Promise<ConnectionTestAnswer> {
  if (!ctx.mailer.configured) throw unavailable(tester.isAdmin ? M.emailNotConfigured : M.emailNotSetUp);
  const { stored, accountEmail } = await settingsOf(ctx.db, tester.id);
  // the address typed is the one a user expects the test to reach: while unconfirmed, they are told so rather than
  // have the test land unseen in the account's mailbox
  if (confirmationStatus(stored, 'emailAddress', accountEmail) === 'PENDING') throw conflict(C.emailNotConfirmed(stored.emailAddress));
  const to = alertEmailInForce(stored, accountEmail);
  const failed = (reason: string) => upstreamFailed(tester.isAdmin ? M.emailFailed(reason) : M.emailUnreachable);
  try {
    await ctx.mailer.verify();
  } catch (err) {
    throw failed(reasonOf(err));
  }
  const delivery = await ctx.outbox.sendNow({ channel: 'EMAIL', to, subject: M.emailSubject, text: M.emailBody });
  if (delivery.status === 'FAILED') throw failed(delivery.error);
  return { success: true, message: M.emailSent(to) };
}

/** Sends a test text message to the confirmed number in the caller's settings. */
export async function testSmsConnection(ctx: AppContext, tester: Tester): Promise<ConnectionTestAnswer> {
  if (!ctx.sms) throw unavailable(tester.isAdmin ? M.smsNotConfigured : M.smsNotSetUp);
  const { stored } = await settingsOf(ctx.db, tester.id);
  if (!stored.phoneNumber) throw badRequest(M.noPhoneNumber);
  const to = alertPhoneInForce(stored);
  if (!to) throw conflict(C.phoneNotConfirmed(stored.phoneNumber));
  const failed = (reason: string) => upstreamFailed(tester.isAdmin ? M.smsFailed(reason) : M.smsUnreachable);
  try {
    await ctx.sms.verify();
  } catch (err) {
    throw failed(reasonOf(err));
  }
  const delivery = await ctx.outbox.sendNow({ channel: 'SMS', to, text: M.smsBody });
  if (delivery.status === 'FAILED') throw failed(delivery.error);
  return { success: true, message: M.smsSent(to) };
}
