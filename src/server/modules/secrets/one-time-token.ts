import { createHash, randomBytes } from 'node:crypto';

// The tokens of e-mailed links (address verification, password reset): only their hash is stored, so a copy of
// the database opens no account.

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh token for a link, its stored hash and when it stops working. */
export function newOneTimeToken(validForMs: number): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token), expiresAt: new Date(Date.now() + validForMs) };
}
