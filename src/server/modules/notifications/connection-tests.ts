// Test Email Connection and Test SMS Connection: the configured mail server or SMS provider is checked, then a test
// message goes to the caller's own address or number. A missing configuration answers 503, a server or provider that
// refuses 502: an administrator is told the setting or the reason, so it can be fixed; anyone else whom to tell.
import { eq } from 'drizzle-orm';
import { CONNECTION_TEST_MESSAGES as M, type ConnectionTestAnswer } from '../../../domain/notification-settings';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { readNotificationSettings } from './notification-settings';

const unavailable = (message: string) => new HttpError(503, message);
const upstreamFailed = (message: string) => new HttpError(502, message);
const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Who asks for a test: an administrator reads the configuration's names and the server's reasons. */
export interface Tester {
  id: string;
  isAdmin: boolean;
}

/** Sends a test e-mail to the address in the caller's settings, or their account's address when that is empty. */
export async function testEmailConnection(ctx: AppContext, tester: Tester): Promise<ConnectionTestAnswer> {
  if (!ctx.mailer.configured) throw unavailable(tester.isAdmin ? M.emailNotConfigured : M.emailNotSetUp);
  const to = (await readNotificationSettings(ctx.db, tester.id)).emailAddress || (await accountEmail(ctx, tester.id));
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

/** Sends a test text message to the number in the caller's settings. */
export async function testSmsConnection(ctx: AppContext, tester: Tester): Promise<ConnectionTestAnswer> {
  if (!ctx.sms) throw unavailable(tester.isAdmin ? M.smsNotConfigured : M.smsNotSetUp);
  const to = (await readNotificationSettings(ctx.db, tester.id)).phoneNumber;
  if (!to) throw badRequest(M.noPhoneNumber);
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

async function accountEmail(ctx: AppContext, userId: string): Promise<string> {
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}
