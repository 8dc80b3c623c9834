import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { formattedRecoveryCode, normalizedCode, RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '@/domain/session/two-factor-rules';
import type { Db } from '@/server/db/connect';
import { twoFactorRecoveryCodes } from '@/server/db/schema';
import { tokenHash } from '../secrets';

// no 0/o or 1/l, so a code copied on paper reads back one way; sixteen of 32 letters are 80 bits, so a plain hash is safe to store
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

const newCode = () => Array.from({ length: RECOVERY_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Replaces the user's recovery codes with ten new ones, stored hashed; answers them as shown, once. Takes a transaction too. */
export async function issueRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.insert(twoFactorRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: tokenHash(code) })));
  return codes.map(formattedRecoveryCode);
}

/** Spends one unused recovery code: true once, and never again for the same code, even two requests at once. */
export async function spendRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const spent = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), eq(twoFactorRecoveryCodes.codeHash, tokenHash(normalizedCode(code))), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return spent.length > 0;
}
