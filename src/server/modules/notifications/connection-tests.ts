// Test Email Connection and Test SMS Connection: the configured mail server or SMS provider is checked, then a test
// message goes to the caller's own confirmed address or number (409 while it awaits its code). A missing configuration
// answers 503, a server or provider that refuses 502: an administrator is told the setting or the reason, so it can be
// fixed; anyone else whom to tell.
import { ALERT_CONFIRMATION_MESSAGES, alertEmailInForce, alertPhoneInForce, confirmationStatus } from '@/domain/notifications/alert-confirmation';
import type { ConnectionTestAnswer } from '@/domain/notifications/notification-answers';
import { CONNECTION_TEST_MESSAGES } from '@/domain/notifications/notification-settings';
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
  if (!ctx.mailer.configured) throw unavailable(tester.isAdmin ? CONNECTION_TEST_MESSAGES.emailNotConfigured : CONNECTION_TEST_MESSAGES.emailNotSetUp);
  const { stored, accountEmail } = await settingsOf(ctx.db, tester.id);
  // the address typed is the one a user expects the test to reach: while unconfirmed, they are told so rather than
  // have the test land unseen in the account's mailbox
  if (confirmationStatus(stored, 'emailAddress', accountEmail) === 'PENDING') throw conflict(ALERT_CONFIRMATION_MESSAGES.emailNotConfirmed(stored.emailAddress));
  const to = alertEmailInForce(stored, accountEmail);
  const failed = (reason: string) => upstreamFailed(tester.isAdmin ? CONNECTION_TEST_MESSAGES.emailFailed(reason) : CONNECTION_TEST_MESSAGES.emailUnreachable);
  try {
    await ctx.mailer.verify();
  } catch (err) {
    throw failed(reasonOf(err));
  }
  const delivery = await ctx.outbox.sendNow({ channel: 'EMAIL', to, subject: CONNECTION_TEST_MESSAGES.emailSubject, text: CONNECTION_TEST_MESSAGES.emailBody });
  if (delivery.status === 'FAILED') throw failed(delivery.error);
  return { success: true, message: CONNECTION_TEST_MESSAGES.emailSent(to) };
}

/** Sends a test text message to the confirmed number in the caller's settings. */
export async function testSmsConnection(ctx: AppContext, tester: Tester): Promise<ConnectionTestAnswer> {
  if (!ctx.sms) throw unavailable(tester.isAdmin ? CONNECTION_TEST_MESSAGES.smsNotConfigured : CONNECTION_TEST_MESSAGES.smsNotSetUp);
  const { stored } = await settingsOf(ctx.db, tester.id);
  if (!stored.phoneNumber) throw badRequest(CONNECTION_TEST_MESSAGES.noPhoneNumber);
  const to = alertPhoneInForce(stored);
  if (!to) throw conflict(ALERT_CONFIRMATION_MESSAGES.phoneNotConfirmed(stored.phoneNumber));
  const failed = (reason: string) => upstreamFailed(tester.isAdmin ? CONNECTION_TEST_MESSAGES.smsFailed(reason) : CONNECTION_TEST_MESSAGES.smsUnreachable);
  try {
    await ctx.sms.verify();
  } catch (err) {
    throw failed(reasonOf(err));
  }
  const delivery = await ctx.outbox.sendNow({ channel: 'SMS', to, text: CONNECTION_TEST_MESSAGES.smsBody });
  if (delivery.status === 'FAILED') throw failed(delivery.error);
  return { success: true, message: CONNECTION_TEST_MESSAGES.smsSent(to) };
}
