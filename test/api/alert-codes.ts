// Reading the confirmation codes the app sends, as their owner would: from the mail the SMTP sink received or the text
// the stand-in SMS provider was given, and entering them.
import { expect } from 'vitest';
import { CONFIRM_ALERT_ADDRESS_PATH, type AlertField } from '@/domain/notifications/alert-confirmation';
import type { ProviderCall } from '../support/fake-sms-provider';
import type { TestApp } from './harness';

const MAIL_CODE = /Subject: TCC confirmation code: (\d{6})/;
const TEXT_CODE = /^TCC: (\d{6}) is your code to confirm/;

/** The codes sent so far to an address (by mail) or a number (by text), oldest first. */
export async function codesSentTo(t: TestApp, texts: readonly ProviderCall[], to: string): Promise<string[]> {
  const mails = (await t.mailbox()).filter((m) => m.to.includes(to)).map((m) => MAIL_CODE.exec(m.raw)?.[1]);
  const sms = texts.filter((c) => c.method === 'POST' && c.form.To === to).map((c) => TEXT_CODE.exec(c.form.Body ?? '')?.[1]);
  return [...mails, ...sms].filter((code): code is string => code !== undefined);
}

export const confirmCode = (t: TestApp, auth: Record<string, string>, field: AlertField, code: string) =>
  t.app.inject({ method: 'POST', url: CONFIRM_ALERT_ADDRESS_PATH, headers: auth, payload: { field, code } });

/** Enters the last code sent to the saved address or number of `field`, which must confirm it. */
export async function confirmLastCode(t: TestApp, texts: readonly ProviderCall[], auth: Record<string, string>, field: AlertField, to: string) {
  const code = (await codesSentTo(t, texts, to)).at(-1);
  expect(code, `a code sent to ${to}`).toBeDefined();
  const res = await confirmCode(t, auth, field, code!);
  expect(res.statusCode, res.body).toBe(200);
}
