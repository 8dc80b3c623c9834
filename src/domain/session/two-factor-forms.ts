// The bodies of the two-factor calls: the sign-in's second step, the account's set-up, the organisation's setting.
import { z } from 'zod';

/** A code as typed: the authenticator's six digits or a recovery code, with spaces or a dash allowed. */
export const twoFactorCode = z.string().trim().min(1).max(40);

/** The token a right password earned, for the step that follows it. */
const challenge = z.string().min(1).max(200);

/** POST /api/auth/two-factor/login: the sign-in's second step. */
export const twoFactorLoginBody = z.strictObject({ challenge, code: twoFactorCode });

/** POST /api/auth/two-factor/login/enrolment: a user who must enrol before signing in asks for a secret. */
export const twoFactorChallengeBody = z.strictObject({ challenge });

/** A code proving the caller holds the authenticator (confirming a set-up, new recovery codes, turning it off). */
export const twoFactorCodeBody = z.strictObject({ code: twoFactorCode });

/** PUT /api/auth/two-factor/organisation: whether the caller's facility or agency requires it of its staff. */
export const twoFactorOrganisationBody = z.strictObject({ required: z.boolean() });
