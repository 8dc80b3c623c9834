import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** What scripts/e2e-server.ts writes for each mail: the SMTP sink's record, text already decoded. */
interface StoredMail {
  to: string[];
  text: string;
}

/** The text of the first mail the e2e server's SMTP sink received for `address`, holding `containing` when given (waits for it to arrive). */
export async function mailTo(address: string, containing = ''): Promise<string> {
  const dir = process.env.TCC_E2E_MAILBOX;
  if (!dir) throw new Error('TCC_E2E_MAILBOX is not set (playwright.config.ts sets it)');
  let text = '';
  await expect
    .poll(() => {
      for (const file of readdirSync(dir)) {
        const mail = JSON.parse(readFileSync(join(dir, file), 'utf8')) as StoredMail;
        if (mail.to.includes(address) && mail.text.includes(containing)) {
          text = mail.text;
          return true;
        }
      }
      return false;
    }, { message: `a mail to ${address}` })
    .toBe(true);
  return text;
}

/** The e-mail verification link in a mail's text. */
export function verificationLink(text: string): string {
  const link = /https?:\/\/\S+\?verify=[\w%-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no verification link in:\n${text}`);
  return link;
}

/** The link that confirms an organisation's new e-mail address, in a mail's text. */
export function confirmationLink(text: string): string {
  const link = /https?:\/\/\S+\/confirm-email\?token=[\w%-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no confirmation link in:\n${text}`);
  return link;
}
