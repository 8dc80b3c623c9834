import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataAnswer } from '@/domain/common/answers';
import { messageSchema, loginAnswer } from '@/domain/session/session-answers';
import { SSO_ATTEMPT_MINUTES, SSO_MESSAGES, SSO_PATHS } from '@/domain/session/single-sign-on-texts';
import { ssoCallbackQuery, ssoExchangeBody, ssoFindBody, ssoFoundSchema, ssoReviewBody, ssoReviewItemSchema, ssoReviewListSchema, ssoSettingsBody, ssoSettingsSchema, ssoStartBody, ssoStartedSchema } from '@/domain/session/single-sign-on';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { idParams } from '@/server/http/ids';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { listConnections, reviewConnection } from './center-review';
import { approveMember, readSettings, saveSettings } from './organisation-settings';
import { exchangeCode, finishSignIn, findConnection, startSignIn } from './sign-in-flow';

// the state of the browser that started a sign-in, so the callback finishes it only in that browser
const STATE_COOKIE = 'tcc_sso_state';
const redirectAnswer = { 302: z.null().describe("Sends the browser on to the web app's /sso page (Location)") };

function stateCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${STATE_COOKIE}=${value}; Path=${SSO_PATHS.base}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  const pair = header?.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name}=`));
  return pair?.slice(name.length + 1);
}

/** /api/auth/sso: a single sign-on through the organisation's own provider, from the login screen to a session. */
export function singleSignOnRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const limit = { rateLimit: { max: ctx.config.publicRateLimit, timeWindow: '1 minute' } };
    const secure = ctx.config.production;

    app.post(
      '/find',
      {
        config: limit,
        schema: {
          description: "The organisation whose own sign-in serves an e-mail address, by its domain (null when none does); anyone may call it, for the login screen's button.",
          body: ssoFindBody,
          response: answers({ 200: dataAnswer(ssoFoundSchema) }, 400, 429),
        },
      },
      async (request) => ({ success: true as const, data: await findConnection(ctx, request.body.email) }),
    );

    app.post(
      '/start',
      {
        config: limit,
        schema: {
          description: "Starts a single sign-on at the organisation's provider (authorization code with PKCE): the address to send the browser to, and a cookie binding the sign-in to this browser. Anyone may call it.",
          body: ssoStartBody,
          response: answers({ 200: dataAnswer(ssoStartedSchema) }, 400, 404, 429, 502),
        },
      },
      async (request, reply) => {
        const { url, state } = await startSignIn(ctx, request.body.connectionId);
        reply.header('set-cookie', stateCookie(state, SSO_ATTEMPT_MINUTES * 60, secure));
        return { success: true as const, data: { url } };
      },
    );

    app.get(
      '/callback',
      {
        config: limit,
        schema: {
          description: "Where the organisation's provider sends the browser back: checks its answer and sends the browser to the web app's /sso page with a one-time code (in the fragment) or the failure.",
          querystring: ssoCallbackQuery,
          response: answers(redirectAnswer as never, 400, 429),
          answerHeaders: { 302: ['location'] },
        },
      },
      async (request, reply) => {
        const bound = cookieValue(request.headers.cookie, STATE_COOKIE);
        const location = await finishSignIn(ctx, request.query, bound, (err) => request.log.warn({ err }, 'single sign-on refused'));
        reply.header('set-cookie', stateCookie('', 0, secure));
        return reply.redirect(location, 302);
      },
    );

    app.post(
      '/exchange',
      {
        config: limit,
        schema: {
          description: "Trades the one-time code of a finished single sign-on for a session: the user and its bearer token, as a login answers. The code works once, for a minute. Anyone holding it.",
          body: ssoExchangeBody,
          response: answers({ 200: loginAnswer }, 400, 401, 403, 429),
        },
      },
      async (request) => {
        const result = await exchangeCode(ctx, request.body.code, {
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'],
          centerZone: ctx.center.timeZone,
        });
        return { success: true as const, ...result };
      },
    );
  };
}

/** /api/single-sign-on: a facility's or agency's staff keep their organisation's provider and approve newcomers. */
export function singleSignOnSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const staff = { onRequest: requireRole('HEALTHCARE', 'EMS') };

    app.get(
      '/',
      {
        ...staff,
        schema: {
          description: "The caller's organisation's single sign-on (never its client secret) and the newcomers awaiting approval. Healthcare and EMS users only.",
          response: answers({ 200: dataAnswer(ssoSettingsSchema) }, 401, 403),
        },
      },
      async (request) => ({ success: true as const, data: await readSettings(ctx, callerOf(request)) }),
    );

    app.put(
      '/',
      {
        ...staff,
        schema: {
          description: "Saves the caller's organisation's provider after reading its discovery document; an empty client secret keeps the saved one, a domain another organisation holds is refused (409). Healthcare and EMS users only.",
          body: ssoSettingsBody,
          response: answers({ 200: dataAnswer(ssoSettingsSchema) }, 400, 401, 403, 409),
        },
      },
      async (request) => ({ success: true as const, data: await saveSettings(ctx, callerOf(request), request.body) }),
    );

    app.post(
      '/pending/:id/approve',
      {
        ...staff,
        schema: {
          description: "Approves a newcomer of the caller's organisation who joined through its provider. Healthcare and EMS users only.",
          params: idParams,
          response: answers({ 200: dataAnswer(messageSchema) }, 401, 403, 404),
        },
      },
      async (request) => {
        await approveMember(ctx.db, callerOf(request), request.params.id);
        return { success: true as const, data: { message: SSO_MESSAGES.approved } };
      },
    );
  };
}

/** /api/tcc/single-sign-on: the control center verifies organisations' e-mail domains and can turn password sign-in back on. */
export function singleSignOnReviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = { onRequest: requireRole('ADMIN') };

    app.get(
      '/',
      {
        ...admin,
        schema: { description: "Every organisation's single sign-on with its e-mail domains; administrators only.", response: answers({ 200: dataAnswer(ssoReviewListSchema) }, 401, 403) },
      },
      async () => ({ success: true as const, data: await listConnections(ctx.db) }),
    );

    app.put(
      '/:id',
      {
        ...admin,
        schema: {
          description: "Marks exactly the named e-mail domains of an organisation verified (its newcomers from them may join at once, if it chose so) and sets whether its staff may sign in with a password; administrators only.",
          params: idParams,
          body: ssoReviewBody,
          response: answers({ 200: dataAnswer(ssoReviewItemSchema) }, 400, 401, 403, 404),
        },
      },
      async (request) => ({ success: true as const, data: await reviewConnection(ctx.db, request.params.id, request.body) }),
    );
  };
}
