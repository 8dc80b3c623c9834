import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_PASSWORD_MESSAGES, changePasswordBody, forgotPasswordBody, resetPasswordBody } from '@/domain/session/account-password';
import { adminRegisterBody, LOGIN_PATH_USER_TYPES, loginBody } from '@/domain/session/auth';
import { AUTH_MESSAGES } from '@/domain/common/messages';
import { emsRegisterBody, healthcareRegisterBody } from '@/domain/organisations/registration-bodies';
import { userListQuery, userUpdateBody } from '@/domain/session/user-forms';
import type { AppContext } from '@/server/context';
import { databaseErrorSummary } from '@/server/db/errors';
import { idParams } from '@/server/http/ids';
import { confirmEmailChange } from '../organisations/email-confirmation';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { createControlCenterUser, listControlCenterUsers } from './admin-users';
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
      app.post(path.replace('/api/auth', ''), { schema: { body: loginBody } }, async (request) => {
        const result = await login(ctx.db, ctx.tokens, request.body, allowed, {
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'],
          centerZone: ctx.config.timeZone,
        });
        return { success: true, ...result };
      });
    }

    // Always succeeds: a client that signs out must end up signed out, whatever its token.
    app.post('/logout', async (request) => {
      if (request.caller) await revokeSession(ctx.db, request.caller.sessionId);
      return { success: true };
    });

    app.get('/verify', { preHandler: requireRole() }, async (request) => {
      const { sessionId: _sessionId, ...user } = callerOf(request);
      return { success: true, user };
    });

    app.post('/register', { preHandler: requireRole('ADMIN'), schema: { body: adminRegisterBody } }, async (request, reply) => {
      const user = await createControlCenterUser(ctx.db, request.body);
      return reply.code(201).send({ success: true, user });
    });

    // the role is checked on arrival, so only an administrator learns whether the paging was valid
    app.get('/users', { onRequest: requireRole('ADMIN'), schema: { querystring: userListQuery } }, async (request) => {
      const { data, total } = await listControlCenterUsers(ctx.db, request.query);
      return { success: true, users: data, ...(total === undefined ? {} : { total }) };
    });

    app.put(
      '/users/:id',
      { preHandler: requireRole('ADMIN'), schema: { params: idParams, body: userUpdateBody } },
      async (request) => ({
        success: true,
        user: await updateControlCenterUser(ctx.db, callerOf(request), request.params.id, request.body),
      }),
    );

    app.delete('/users/:id', { preHandler: requireRole('ADMIN'), schema: { params: idParams } }, async (request) => ({
      success: true,
      user: await deleteControlCenterUser(ctx.db, callerOf(request), request.params.id),
    }));

    app.post(
      '/healthcare/register',
      { schema: { body: healthcareRegisterBody }, config: registrationLimit },
      async (request, reply) => {
        await registerHealthcare(ctx, request.body);
        return reply.code(201).send({ success: true });
      },
    );

    app.post('/ems/register', { schema: { body: emsRegisterBody }, config: registrationLimit }, async (request, reply) => {
      await registerEms(ctx, request.body);
      return reply.code(201).send({ success: true });
    });

    app.post('/change-password', { preHandler: requireRole(), schema: { body: changePasswordBody } }, async (request) => {
      await changeOwnPassword(ctx, callerOf(request), request.body, request.ip);
      return { success: true, data: { message: ACCOUNT_PASSWORD_MESSAGES.changed } };
    });

    app.post('/forgot-password', { schema: { body: forgotPasswordBody }, config: registrationLimit }, async (request, reply) => {
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
    });

    app.post('/reset-password', { schema: { body: resetPasswordBody }, config: registrationLimit }, async (request) => {
      await resetPassword(ctx, request.body);
      return { success: true, data: { message: ACCOUNT_PASSWORD_MESSAGES.resetDone } };
    });

    // a facility's or agency's new e-mail address, confirmed by the link sent to it: the change then awaits review
    app.post('/confirm-email', { schema: { body: linkTokenBody }, config: registrationLimit }, async (request) => ({
      success: true,
      data: await confirmEmailChange(ctx.db, request.body.token),
    }));

    app.post(
      '/verify-email',
      { schema: { body: linkTokenBody }, config: registrationLimit },
      async (request) => {
        const { status } = await verifyEmail(ctx.db, request.body.token);
        return { success: true, data: { status, message: AUTH_MESSAGES.emailVerified } };
      },
    );
  };
}
