import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** What the worker's SMTP sink writes for each mail (e2e/support/worker-server.ts): its record, text already decoded. */
interface StoredMail {
  to: string[];
  text: string;
}

/**
 * The text of the first mail the worker's server sent to `address`, holding `containing` when given (waits for it to
 * arrive); `mailbox` is the folder its SMTP sink writes to (the `mailbox` fixture).
 */
export async function mailTo(mailbox: string, address: string, containing = ''): Promise<string> {
  let text = '';
  await expect
    .poll(() => {
      for (const file of readdirSync(mailbox).filter((name) => name.endsWith('.json'))) {
        const mail = JSON.parse(readFileSync(join(mailbox, file), 'utf8')) as StoredMail;
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
