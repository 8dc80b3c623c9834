import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes), the OWASP-recommended floor.
export const hashPassword = (password: string) => hash(password);

// Verified against when the e-mail is unknown, so both failures take the same time.
const decoyHash = hash('decoy-password-never-matches');

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  try {
    return await verify(storedHash ?? (await decoyHash), password);
  } catch {
    return false;
  }
}
