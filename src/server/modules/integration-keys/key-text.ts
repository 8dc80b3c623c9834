// A key's text is made once and handed out once: only its hash and its first characters are kept.
import { randomBytes } from 'node:crypto';
import { KEY_PREFIX_LENGTH, KEY_TEXT_START } from '@/domain/integrations/integration-keys';
import { tokenHash } from '../secrets';

/** The hash a key's text is stored and looked up by (SHA-256, as the e-mailed links' tokens). */
export const keyHash = tokenHash;

/** A fresh key: `tcc_` and 32 random bytes in base64url, its hash and the prefix shown to recognise it. */
export function newKeyText(): { text: string; hash: string; prefix: string } {
  const text = `${KEY_TEXT_START}${randomBytes(32).toString('base64url')}`;
  return { text, hash: keyHash(text), prefix: text.slice(0, KEY_PREFIX_LENGTH) };
}
