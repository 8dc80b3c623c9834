import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { dataAnswer, doneAnswer } from '@/domain/common/answers';
import { loginAnswer } from '@/domain/session/session-answers';
import { enrolledLoginAnswer, enrolmentSchema, recoveryCodesSchema, twoFactorStatusSchema } from '@/domain/session/two-factor-answers';
import { twoFactorChallengeBody, twoFactorCodeBody, twoFactorLoginBody, twoFactorOrganisationBody } from '@/domain/session/two-factor-forms';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { idParams } from '@/server/http/ids';
import { callerOf, requireRole } from '@/server/plugins/auth';
import type { LoginContext } from './login';
import { resetSecondFactor, setOrganisationRequirement } from './two-factor-admin';
import { beginEnrolment, confirmEnrolment, renewRecoveryCodes, turnOffSecondFactor } from './two-factor-enrolment';
import { beginLoginEnrolment, confirmLoginEnrolment, loginWithCode } from './two-factor-login';
import { twoFactorStatus } from './two-factor-policy';

// Under /api/auth/two-factor: the sign-in's second step, the caller's own authenticator, and the settings that require one.
export function twoFactorRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const loginContext = (request: FastifyRequest): LoginContext => ({
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'],
      centerZone: ctx.center.timeZone,
    });
    const statusOf = (userId: string) => twoFactorStatus(ctx.db, userId, ctx.config.requireTwoFactorForAdmins);

    app.post(
      '/login',
      {
        schema: {
          description:
            "The sign-in's second step: the challenge a login path answered and the authenticator's current code (or an unused recovery code) open the session. Codes count against the login limits; anyone holding a challenge may call it.",
          body: twoFactorLoginBody,
          response: answers({ 200: loginAnswer }, 400, 401, 429),
        },
      },
      async (request) => ({
        success: true as const,
        ...(await loginWithCode(ctx.db, ctx.tokens, request.body.challenge, request.body.code, loginContext(request))),
      }),
    );

    app.post(
      '/login/enrolment',
      {
        schema: {
          description: 'For an account that must set up a second factor before signing in: a new secret for the challenge its password earned (step enrol). Asking again replaces it.',
          body: twoFactorChallengeBody,
          response: answers({ 200: dataAnswer(enrolmentSchema) }, 400, 401, 409),
        },
      },
      async (request) => ({ success: true as const, data: await beginLoginEnrolment(ctx.db, request.body.challenge) }),
    );

    app.post(
      '/login/enrolment/confirm',
      {
        schema: {
          description: "The new authenticator's first code turns the second factor on and opens the session: the user, the token and the ten recovery codes, shown once. Codes count against the login limits.",
          body: twoFactorLoginBody,
          response: answers({ 200: enrolledLoginAnswer }, 400, 401, 409, 429),
        },
      },
      async (request) => ({
        success: true as const,
        ...(await confirmLoginEnrolment(ctx.db, ctx.tokens, request.body.challenge, request.body.code, loginContext(request))),
      }),
    );

    app.get(
      '/',
      {
        onRequest: requireRole(),
        schema: { description: "The caller's own second factor: whether it is on, whether it is required, how many recovery codes are left. Any signed-in caller.", response: answers({ 200: dataAnswer(twoFactorStatusSchema) }, 401) },
      },
      async (request) => ({ success: true as const, data: await statusOf(callerOf(request).id) }),
    );

    app.post(
      '/enrolment',
      {
        onRequest: requireRole(),
        schema: { description: 'Starts setting up a second factor for the caller: a new secret, as a QR code and as text. Any signed-in caller without one.', response: answers({ 200: dataAnswer(enrolmentSchema) }, 401, 409) },
      },
      async (request) => ({ success: true as const, data: await beginEnrolment(ctx.db, callerOf(request).id) }),
    );

    app.post(
      '/enrolment/confirm',
      {
        onRequest: requireRole(),
        schema: {
          description: "The new authenticator's first code turns the caller's second factor on: the ten recovery codes, shown once. Codes count against the login limits.",
          body: twoFactorCodeBody,
          response: answers({ 200: dataAnswer(recoveryCodesSchema) }, 400, 401, 409, 429),
        },
      },
      async (request) => ({ success: true as const, data: { recoveryCodes: await confirmEnrolment(ctx.db, callerOf(request).id, request.body.code, { ipAddress: request.ip, signedIn: true }) } }),
    );

    app.post(
      '/recovery-codes',
      {
        onRequest: requireRole(),
        schema: {
          description: "Ten new recovery codes for the caller, proven by the authenticator's current code; the old ones stop working.",
          body: twoFactorCodeBody,
          response: answers({ 200: dataAnswer(recoveryCodesSchema) }, 400, 401, 429),
        },
      },
      async (request) => ({ success: true as const, data: { recoveryCodes: await renewRecoveryCodes(ctx.db, callerOf(request).id, request.body.code, request.ip) } }),
    );

    app.post(
      '/disable',
      {
        onRequest: requireRole(),
        schema: {
          description: "Turns the caller's second factor off, proven by a code or a recovery code; refused where the caller's role or organisation requires it.",
          body: twoFactorCodeBody,
          response: answers({ 200: doneAnswer }, 400, 401, 409, 429),
        },
      },
      async (request) => {
        const { id } = callerOf(request);
        await turnOffSecondFactor(ctx.db, id, request.body.code, request.ip, (await statusOf(id)).required);
        return { success: true as const };
      },
    );

    app.put(
      '/organisation',
      {
        onRequest: requireRole('HEALTHCARE', 'EMS', 'ADMIN'),
        schema: {
          description:
            "Whether the caller's facility or agency requires its staff to sign in with a second factor (its own users only), or, for an administrator, whether the control center requires it of its administrators.",
          body: twoFactorOrganisationBody,
          response: answers({ 200: dataAnswer(twoFactorStatusSchema) }, 400, 401, 403),
        },
      },
      async (request) => {
        const caller = callerOf(request);
        await setOrganisationRequirement(ctx.db, caller, request.body.required);
        return { success: true as const, data: await statusOf(caller.id) };
      },
    );

    app.post(
      '/users/:id/reset',
      {
        onRequest: requireRole('ADMIN'),
        schema: {
          description: "Clears another user's second factor and recovery codes (a lost phone), recorded with who did it and when; administrators only.",
          params: idParams,
          response: answers({ 200: doneAnswer }, 400, 401, 403, 404),
        },
      },
      async (request) => {
        await resetSecondFactor(ctx.db, callerOf(request), request.params.id);
        return { success: true as const };
      },
    );
  };
}
