// What the two-factor calls answer; the password step of a user with a second factor answers a challenge, not a session.
import { z } from 'zod';
import { instant } from '../common/answers';
import { loginAnswer } from './session-answers';

/** What a right password earns when a second step must follow: a challenge for the code, or for the enrolment first. */
export const secondFactorSchema = z
  .object({
    challenge: z.string().describe('Send it back with the code (or, for step enrol, to ask for the secret); it expires'),
    step: z.enum(['code', 'enrol']).describe('code: the account has an authenticator; enrol: the account must set one up first'),
    expiresAt: instant,
  })
  .meta({ id: 'SecondFactorChallenge' });
export type SecondFactorChallenge = z.output<typeof secondFactorSchema>;

export const secondFactorAnswer = z.object({ success: z.literal(true), secondFactor: secondFactorSchema });

/**
 * The login paths: the spec's user and token, or, for an account with a second factor, the challenge of the next
 * step (a client that knows only e-mail and password meets it only where an account uses one).
 */
export const passwordLoginAnswer = z.union([loginAnswer, secondFactorAnswer]);

/** A new authenticator to add: the secret as a QR code and as text to type, and the otpauth address both hold. */
export const enrolmentSchema = z
  .object({
    secret: z.string().describe('Base32 secret, for typing into the app by hand'),
    otpauthUri: z.string(),
    qrCode: z.string().describe('The otpauth address as an SVG data URL'),
  })
  .meta({ id: 'TwoFactorEnrolment' });
export type Enrolment = z.output<typeof enrolmentSchema>;

/** The ten recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** The enrolment that completes a sign-in: the session and the recovery codes. */
export const enrolledLoginAnswer = loginAnswer.extend({ recoveryCodes: z.array(z.string()) });

/** GET /api/auth/two-factor: the caller's own second factor. */
export const twoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    required: z.boolean(),
    recoveryCodesLeft: z.number().int(),
    canRequireForOrganisation: z
      .boolean()
      .describe("A facility's or agency's user, who may set whether their organisation requires it, or an administrator, who may set whether the control center requires it of its administrators"),
    organisationRequires: z.boolean(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.output<typeof twoFactorStatusSchema>;
