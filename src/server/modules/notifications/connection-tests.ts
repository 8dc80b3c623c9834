// Test Email Connection and Test SMS Connection: the configured mail server or SMS provider is checked, then a test
// message goes to the caller's own address or number. A missing configuration answers 503, a server or provider that
// refuses 502, each with the reason, so the screen can say what to fix.
import { eq } from 'drizzle-orm';
import { CONNECTION_TEST_MESSAGES as M, type ConnectionTestAnswer } from '../../../domain/notification-settings';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { readNotificationSettings } from './notification-settings';

const unavailable = (message: string) => new HttpError(503, message);
const upstreamFailed = (message: string) => new HttpError(502, message);
const reasonOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Sends a test e-mail to the address in the caller's settings, or their account's address when that is empty. */
export async function testEmailConnection(ctx: AppContext, userId: string): Promise<ConnectionTestAnswer> {
  if (!ctx.mailer.configured) throw unavailable(M.emailNotConfigured);
  const to = (await readNotificationSettings(ctx.db, userId)).emailAddress || (await accountEmail(ctx, userId));
  try {
    await ctx.mailer.verify();
  } catch (err) {
    throw upstreamFailed(M.emailFailed(reasonOf(err)));
  }
  const delivery = await ctx.outbox.sendNow({ channel: 'EMAIL', to, subject: M.emailSubject, text: M.emailBody });
  if (delivery.status === 'FAILED') throw upstreamFailed(M.emailFailed(delivery.error));
  return { success: true, message: M.emailSent(to) };
}

/** Sends a test text message to the number in the caller's settings. */
export async function testSmsConnection(ctx: AppContext, userId: string): Promise<ConnectionTestAnswer> {
  if (!ctx.sms) throw unavailable(M.smsNotConfigured);
  const to = (await readNotificationSettings(ctx.db, userId)).phoneNumber;
  if (!to) throw badRequest(M.noPhoneNumber);
  try {
    await ctx.sms.verify();
  } catch (err) {
    throw upstreamFailed(M.smsFailed(reasonOf(err)));
  }
  const delivery = await ctx.outbox.sendNow({ channel: 'SMS', to, text: M.smsBody });
  if (delivery.status === 'FAILED') throw upstreamFailed(M.smsFailed(delivery.error));
  return { success: true, message: M.smsSent(to) };
}

async function accountEmail(ctx: AppContext, userId: string): Promise<string> {
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row!.email;
}
