import { eq } from 'drizzle-orm';
import type { Enrolment } from '@/domain/session/two-factor-answers';
import { TWO_FACTOR_MESSAGES } from '@/domain/session/two-factor-texts';
import type { Db } from '@/server/db/connect';
import { twoFactor, twoFactorRecoveryCodes, users } from '@/server/db/schema';
import { badRequest, conflict } from '@/server/http/errors';
import { requireRightCode } from './two-factor-codes';
import { hasSecondFactor } from './two-factor-policy';
import { issueRecoveryCodes } from './two-factor-recovery';
import { newAuthenticator } from './two-factor-totp';

/** A new secret waiting for its first code; asking again replaces it (a QR code scanned on the wrong phone). */
export async function beginEnrolment(db: Db, userId: string): Promise<Enrolment> {
  if (await hasSecondFactor(db, userId)) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const enrolment = await newAuthenticator(user!.email);
  const pending = { secret: enrolment.secret, confirmedAt: null, lastTimeStep: null };
  await db.insert(twoFactor).values({ userId, ...pending }).onConflictDoUpdate({ target: twoFactor.userId, set: pending });
  return enrolment;
}

/** The first right code from the new app turns the second factor on; answers the ten recovery codes, shown once. */
export async function confirmEnrolment(db: Db, userId: string, code: string, from: { ipAddress: string; signedIn: boolean }): Promise<string[]> {
  if (await hasSecondFactor(db, userId)) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  const [pending] = await db.select({ userId: twoFactor.userId }).from(twoFactor).where(eq(twoFactor.userId, userId));
  if (!pending) throw badRequest(TWO_FACTOR_MESSAGES.noEnrolment);
  await requireRightCode(db, userId, code, from.ipAddress, { recovery: false, pending: true, signedIn: from.signedIn });
  return db.transaction(async (tx) => {
    await tx.update(twoFactor).set({ confirmedAt: new Date() }).where(eq(twoFactor.userId, userId));
    return issueRecoveryCodes(tx, userId);
  });
}

/** New recovery codes for a user proving the authenticator; the old ones stop working. */
export async function renewRecoveryCodes(db: Db, userId: string, code: string, ipAddress: string): Promise<string[]> {
  if (!(await hasSecondFactor(db, userId))) throw badRequest(TWO_FACTOR_MESSAGES.notEnabled);
  await requireRightCode(db, userId, code, ipAddress, { recovery: false, signedIn: true });
  return issueRecoveryCodes(db, userId);
}

/** Drops a user's authenticator and recovery codes; they sign in with their password alone again. Takes a transaction too. */
export async function removeSecondFactor(db: Db, userId: string): Promise<void> {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
}

/** The user turns their own second factor off, proven by a code, unless their role's setting requires it. */
export async function turnOffSecondFactor(db: Db, userId: string, code: string, ipAddress: string, required: boolean): Promise<void> {
  if (required) throw conflict(TWO_FACTOR_MESSAGES.requiredCannotTurnOff);
  if (!(await hasSecondFactor(db, userId))) throw badRequest(TWO_FACTOR_MESSAGES.notEnabled);
  await requireRightCode(db, userId, code, ipAddress, { recovery: true, signedIn: true });
  await removeSecondFactor(db, userId);
}
