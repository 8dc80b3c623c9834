import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataAnswer, doneAnswer } from '@/domain/common/answers';
import { ACCOUNT_PASSWORD_MESSAGES, changePasswordBody, forgotPasswordBody, resetPasswordBody } from '@/domain/session/account-password';
import { adminRegisterBody, LOGIN_PATH_USER_TYPES, loginBody } from '@/domain/session/auth';
import { INVITATION_DAYS } from '@/domain/common/limits';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { emsRegisterBody, healthcareRegisterBody } from '@/domain/organisations/registration-bodies';
import { emailVerifiedSchema, messageSchema, sessionAnswer, userAnswer, userListAnswer } from '@/domain/session/session-answers';
import { passwordLoginAnswer } from '@/domain/session/two-factor-answers';
import { userListQuery, userUpdateBody } from '@/domain/session/user-forms';
import type { AppContext } from '@/server/context';
import { databaseErrorSummary } from '@/server/db/errors';
import { answers } from '@/server/http/answer-contract';
import { idParams } from '@/server/http/ids';
import { confirmEmailChange } from '../organisations';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { createControlCenterUser, inviteControlCenterUser, listControlCenterUsers } from './admin-users';
import { login, revokeSession } from './login';
import { changeOwnPassword } from './password-change';
import { requestPasswordReset, resetPassword } from './password-reset';
import { registerEms, registerHealthcare, verifyEmail } from './registration';
import { deleteControlCenterUser, updateControlCenterUser } from './user-management';

/** The token an e-mailed link carries. */
const linkTokenBody = z.strictObject({ token: z.string().min(1).max(200) });

// The auth answers keep the spec's top-level fields (success, user, token, users) rather than `data`.
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const registrationLimit = { rateLimit: { max: ctx.config.publicRateLimit, timeWindow: '1 minute' } };

    for (const [path, allowed] of Object.entries(LOGIN_PATH_USER_TYPES)) {
      const door = allowed.join(' or ');
      app.post(
        path.replace('/api/auth', ''),
        {
          schema: {
            description: `Signs in a ${door} account with its e-mail and password and opens a session: the user and its bearer token. An account with a second factor, or one that must set one up, gets instead a challenge (secondFactor) for POST /api/auth/two-factor/login or the enrolment. Anyone may call it; repeated failures from one address or for one account are refused for a while.`,
            body: loginBody,
            response: answers({ 200: passwordLoginAnswer }, 400, 401, 403, 429),
          },
        },
        async (request) => {
          const result = await login(ctx.db, ctx.tokens, request.body, allowed, {
            ipAddress: request.ip,
            userAgent: request.headers['user-agent'],
            centerZone: ctx.center.timeZone,
          }, ctx.config.requireTwoFactorForAdmins);
          return { success: true as const, ...result };
        },
      );
    }

    // Always succeeds: a client that signs out must end up signed out, whatever its token.
    app.post(
      '/logout',
      { schema: { description: "Ends the caller's session, if its token names one; anyone may call it.", response: answers({ 200: doneAnswer }) } },
      async (request) => {
        if (request.caller) await revokeSession(ctx.db, request.caller.sessionId);
        return { success: true };
      },
    );

    app.get(
      '/verify',
      {
        onRequest: requireRole(),
        schema: { description: 'The signed-in user behind the bearer token; any signed-in caller.', response: answers({ 200: sessionAnswer }, 401) },
      },
      async (request) => {
        const { sessionId: _sessionId, ...user } = callerOf(request);
        return { success: true, user };
      },
    );

    app.post(
      '/register',
      {
        onRequest: requireRole('ADMIN'),
        schema: {
          description:
            `Creates a control-center account (USER or ADMIN), active at once; administrators only. With password the account signs in with it; with sendInvitation true instead (password left out or blank) the user is e-mailed a one-time link, good for ${INVITATION_DAYS} days, to choose their own password.`,
          body: adminRegisterBody,
          response: answers({ 201: userAnswer }, 400, 401, 403, 409),
        },
      },
      async (request, reply) => {
        const { sendInvitation, password, ...account } = request.body;
        // the body's own check guarantees a password whenever no invitation is asked for
        const user = sendInvitation ? await inviteControlCenterUser(ctx, account) : await createControlCenterUser(ctx.db, { ...account, password: password! });
        return reply.code(201).send({ success: true, user });
      },
    );

    // the role is checked on arrival, so only an administrator learns whether the paging was valid
    app.get(
      '/users',
      {
        onRequest: requireRole('ADMIN'),
        schema: {
          description: "The control center's own accounts, searched and sorted; a page with its total when limit or offset is given. Administrators only.",
          querystring: userListQuery,
          response: answers({ 200: userListAnswer }, 400, 401, 403),
        },
      },
      async (request) => {
        const { data, total } = await listControlCenterUsers(ctx.db, request.query);
        return { success: true, users: data, ...(total === undefined ? {} : { total }) };
      },
    );

    app.put(
      '/users/:id',
      {
        onRequest: requireRole('ADMIN'),
        schema: {
          description: "Changes a control-center account (name, e-mail, password, role, whether active); administrators only, and never so that no active administrator remains.",
          params: idParams,
          body: userUpdateBody,
          response: answers({ 200: userAnswer }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => ({
        success: true,
        user: await updateControlCenterUser(ctx.db, callerOf(request), request.params.id, request.body),
      }),
    );

    app.delete(
      '/users/:id',
      {
        onRequest: requireRole('ADMIN'),
        schema: {
          description: "Deletes a control-center account other than the caller's own, keeping an active administrator; administrators only. Answers the account as it was.",
          params: idParams,
          response: answers({ 200: userAnswer }, 400, 401, 403, 404, 409),
        },
      },
      async (request) => ({
        success: true,
        user: await deleteControlCenterUser(ctx.db, callerOf(request), request.params.id),
      }),
    );

    app.post(
      '/healthcare/register',
      {
        schema: {
          description: 'Registers a healthcare facility and its first user, who must verify the e-mail address; the facility then awaits review. Anyone may call it.',
          body: healthcareRegisterBody,
          response: answers({ 201: doneAnswer }, 400, 409, 429),
        },
        config: registrationLimit,
      },
      async (request, reply) => {
        await registerHealthcare(ctx, request.body);
        return reply.code(201).send({ success: true });
      },
    );

    app.post(
      '/ems/register',
      {
        schema: {
          description: 'Registers an EMS agency and its first user, who must verify the e-mail address; the agency then awaits review. Anyone may call it.',
          body: emsRegisterBody,
          response: answers({ 201: doneAnswer }, 400, 409, 429),
        },
        config: registrationLimit,
      },
      async (request, reply) => {
        await registerEms(ctx, request.body);
        return reply.code(201).send({ success: true });
      },
    );

    app.post(
      '/change-password',
      {
        onRequest: requireRole(),
        schema: {
          description: "Changes the caller's own password, proven by the current one, and signs out the caller's other sessions; any signed-in caller.",
          body: changePasswordBody,
          response: answers({ 200: dataAnswer(messageSchema) }, 400, 401),
        },
      },
      async (request) => {
        await changeOwnPassword(ctx, callerOf(request), request.body, request.ip);
        return { success: true, data: { message: ACCOUNT_PASSWORD_MESSAGES.changed } };
      },
    );

    app.post(
      '/forgot-password',
      {
        schema: {
          description: 'Mails a password reset link to the address if it has an account, answering alike either way; anyone may call it.',
          body: forgotPasswordBody,
          response: answers({ 200: dataAnswer(messageSchema) }, 400, 429),
        },
        config: registrationLimit,
      },
      async (request, reply) => {
        // answered before the link is made and mailed, so the time taken does not tell whether the address has an account
        await reply.send({ success: true, data: { message: ACCOUNT_PASSWORD_MESSAGES.resetRequested } });
        try {
          await requestPasswordReset(ctx, request.body.email);
        } catch (err) {
          // the query's values (a token's hash) stay out of the log, as in the error handler
          const database = databaseErrorSummary(err);
          request.log.error(database ? { database } : { err }, 'password reset link not sent');
        }
        return reply;
      },
    );

    app.post(
      '/reset-password',
      {
        schema: {
          description: "Sets a new password with the token of an e-mailed reset link, ending the account's sessions; anyone holding the link.",
          body: resetPasswordBody,
          response: answers({ 200: dataAnswer(messageSchema) }, 400, 429),
        },
        config: registrationLimit,
      },
      async (request) => {
        await resetPassword(ctx, request.body);
        return { success: true, data: { message: ACCOUNT_PASSWORD_MESSAGES.resetDone } };
      },
    );

    // a facility's or agency's new e-mail address, confirmed by the link sent to it: the change then awaits review
    app.post(
      '/confirm-email',
      {
        schema: {
          description: "Confirms an organisation's new e-mail address with the token of the link sent to it, offering the change for review; anyone holding the link.",
          body: linkTokenBody,
          response: answers({ 200: dataAnswer(messageSchema) }, 400, 409, 429),
        },
        config: registrationLimit,
      },
      async (request) => ({
        success: true,
        data: await confirmEmailChange(ctx.db, request.body.token),
      }),
    );

    app.post(
      '/verify-email',
      {
        schema: {
          description: "Confirms a new account's e-mail address with the token of the link sent to it: the account is active, or awaits its organisation's approval. Anyone holding the link.",
          body: linkTokenBody,
          response: answers({ 200: dataAnswer(emailVerifiedSchema) }, 400, 429),
        },
        config: registrationLimit,
      },
      async (request) => {
        const { status } = await verifyEmail(ctx.db, request.body.token);
        return { success: true, data: { status, message: AUTH_MESSAGES.emailVerified } };
      },
    );
  };
}
