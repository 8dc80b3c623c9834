import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF_USER_TYPES } from '@/domain/common/enums';
import { TEST_MESSAGES_PER_HOUR } from '@/domain/common/limits';
import { confirmAlertAddressBody, sendConfirmationCodeBody } from '@/domain/notifications/alert-confirmation';
import {
  allReadAnswer,
  confirmationAnswer,
  connectionTestAnswer,
  notificationListAnswer,
  notificationSettingsAnswer,
  readAnswer,
} from '@/domain/notifications/notification-answers';
import { notificationSettingsBody } from '@/domain/notifications/notification-settings';
import type { AppContext } from '@/server/context';
import { answers } from '@/server/http/answer-contract';
import { idParams } from '@/server/http/ids';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { confirmAlertAddress, sendConfirmationCode } from './alert-confirmation';
import { listNotifications, markAllRead, markRead, unreadCount } from './notification-inbox';
import { testEmailConnection, testSmsConnection } from './connection-tests';
import { readNotificationSettings, saveNotificationSettings } from './notification-settings';

// every signed-in user, checked on arrival, so a caller without a session never learns whether its input was valid
const signedIn = { onRequest: requireRole() };
// trip alerts and their channels are for the desks: a crew member gets none, so has nothing to set or test
const staff = { onRequest: requireRole(...STAFF_USER_TYPES) };

/** The notification bell: every signed-in user reads and marks only their own notifications. */
export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // data stays the list the spec names; unreadCount rides beside it for the badge
    app.get(
      '/',
      {
        ...signedIn,
        schema: {
          description: "The caller's newest notifications (newest first), and how many of all of them are unread.",
          response: answers({ 200: notificationListAnswer }, 401),
        },
      },
      async (request) => {
        const { items, unreadCount } = await listNotifications(ctx.db, callerOf(request).id);
        return { success: true, data: items, unreadCount };
      },
    );

    app.put(
      '/read-all',
      {
        ...signedIn,
        schema: { description: "Marks every one of the caller's notifications read.", response: answers({ 200: allReadAnswer }, 401) },
      },
      async (request) => {
        const userId = callerOf(request).id;
        const updated = await markAllRead(ctx.db, userId);
        return { success: true, data: { updated }, unreadCount: await unreadCount(ctx.db, userId) };
      },
    );

    app.put(
      '/:id/read',
      {
        ...signedIn,
        schema: {
          description: "Marks one of the caller's notifications read (another user's is as unknown as a made-up id).",
          params: idParams,
          response: answers({ 200: readAnswer }, 401, 404),
        },
      },
      async (request) => {
        const userId = callerOf(request).id;
        const notification = await markRead(ctx.db, userId, request.params.id);
        return { success: true, data: notification, unreadCount: await unreadCount(ctx.db, userId) };
      },
    );
  };
}

/** /api/trips/notifications/settings (the spec's path): every signed-in user reads, saves and confirms their own. */
export function notificationSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // data stays the six fields the spec names; where the address and number stand rides beside it
    app.get(
      '/',
      {
        ...staff,
        schema: {
          description: "The caller's alert settings (the defaults until first saved) and where their alert address and number stand.",
          response: answers({ 200: notificationSettingsAnswer }, 401, 403),
        },
      },
      async (request) => ({ success: true, ...(await readNotificationSettings(ctx.db, callerOf(request).id)) }),
    );

    app.put(
      '/',
      {
        ...staff,
        schema: {
          description: 'Saves the settings given (one left out keeps its value); a new address or number is sent a code and gets no alert until it is entered.',
          body: notificationSettingsBody,
          response: answers({ 200: notificationSettingsAnswer }, 400, 401, 403),
        },
      },
      async (request) => ({ success: true, ...(await saveNotificationSettings(ctx.db, callerOf(request).id, request.body)) }),
    );

    // codes sent and tries spent are limited per account and field by the rules in src/domain/notifications/alert-confirmation.ts
    app.post(
      '/send-code',
      {
        ...staff,
        schema: {
          description: 'Sends a new code to the saved alert address or number that awaits one (codes are spaced and limited per hour).',
          body: sendConfirmationCodeBody,
          response: answers({ 200: confirmationAnswer }, 400, 401, 403, 409, 429),
        },
      },
      async (request) => sendConfirmationCode(ctx.db, callerOf(request).id, request.body),
    );
    app.post(
      '/confirm',
      {
        ...staff,
        schema: {
          description: 'Confirms the saved alert address or number with the code sent to it (a few tries per code).',
          body: confirmAlertAddressBody,
          response: answers({ 200: confirmationAnswer }, 400, 401, 403, 429),
        },
      },
      async (request) => confirmAlertAddress(ctx.db, callerOf(request).id, request.body),
    );
  };
}

/**
 * POST /api/trips/test-email and /api/trips/test-sms (no body): every signed-in desk user tests the channels to their own
 * address and number; limited per address, since each call sends a real message.
 */
export function connectionTestRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const test = (description: string) => ({
      ...staff,
      schema: {
        description,
        // the spec's calls carry no body: an empty one (or {}) is taken, anything else refused rather than ignored
        body: z.strictObject({}).optional(),
        response: answers({ 200: connectionTestAnswer }, 400, 401, 403, 409, 429, 502, 503),
      },
      // counted per account once it is known (after the role check), whatever addresses its calls come from
      config: {
        rateLimit: { max: TEST_MESSAGES_PER_HOUR, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => callerOf(request).id },
      },
    });
    const tester = (request: FastifyRequest) => ({ id: callerOf(request).id, isAdmin: callerOf(request).userType === 'ADMIN' });
    app.post(
      '/test-email',
      test("Sends a test e-mail to the caller's confirmed alert address (or the account's own); 503 when no mail server is set up, 502 when it refuses."),
      async (request) => testEmailConnection(ctx, tester(request)),
    );
    app.post(
      '/test-sms',
      test("Sends a test text message to the caller's confirmed alert number; 503 when no SMS provider is set up, 502 when it refuses."),
      async (request) => testSmsConnection(ctx, tester(request)),
    );
  };
}
