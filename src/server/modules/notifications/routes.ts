import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TEST_MESSAGES_PER_HOUR } from '@/domain/common/limits';
import { confirmAlertAddressBody, sendConfirmationCodeBody } from '@/domain/notifications/alert-confirmation';
import { notificationSettingsBody } from '@/domain/notifications/notification-settings';
import type { AppContext } from '@/server/context';
import { idParams } from '@/server/http/ids';
import { callerOf, requireRole } from '@/server/plugins/auth';
import { confirmAlertAddress, sendConfirmationCode } from './alert-confirmation';
import { listNotifications, markAllRead, markRead, unreadCount } from './notification-inbox';
import { testEmailConnection, testSmsConnection } from './connection-tests';
import { readNotificationSettings, saveNotificationSettings } from './notification-settings';

/** The notification bell: every signed-in user reads and marks only their own notifications. */
export function notificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireRole());

    // data stays the list the spec names; unreadCount rides beside it for the badge
    app.get('/', async (request) => {
      const { items, unreadCount } = await listNotifications(ctx.db, callerOf(request).id);
      return { success: true, data: items, unreadCount };
    });

    app.put('/read-all', async (request) => {
      const userId = callerOf(request).id;
      const updated = await markAllRead(ctx.db, userId);
      return { success: true, data: { updated }, unreadCount: await unreadCount(ctx.db, userId) };
    });

    app.put('/:id/read', { schema: { params: idParams } }, async (request) => {
      const userId = callerOf(request).id;
      const notification = await markRead(ctx.db, userId, request.params.id);
      return { success: true, data: notification, unreadCount: await unreadCount(ctx.db, userId) };
    });
  };
}

/** /api/trips/notifications/settings (the spec's path): every signed-in user reads, saves and confirms their own. */
export function notificationSettingsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireRole());

    // data stays the six fields the spec names; where the address and number stand rides beside it
    app.get('/', async (request) => ({ success: true, ...(await readNotificationSettings(ctx.db, callerOf(request).id)) }));

    app.put('/', { schema: { body: notificationSettingsBody } }, async (request) => ({
      success: true,
      ...(await saveNotificationSettings(ctx.db, callerOf(request).id, request.body)),
    }));

    // codes sent and tries spent are limited per account and field by the rules in src/domain/notifications/alert-confirmation.ts
    app.post('/send-code', { schema: { body: sendConfirmationCodeBody } }, async (request) => sendConfirmationCode(ctx.db, callerOf(request).id, request.body));
    app.post('/confirm', { schema: { body: confirmAlertAddressBody } }, async (request) => confirmAlertAddress(ctx.db, callerOf(request).id, request.body));
  };
}

/**
 * POST /api/trips/test-email and /api/trips/test-sms (no body): every signed-in user tests the channels to their own
 * address and number; limited per address, since each call sends a real message.
 */
export function connectionTestRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const test = {
      preHandler: requireRole(),
      // the spec's calls carry no body: an empty one (or {}) is taken, anything else refused rather than ignored
      schema: { body: z.strictObject({}).optional() },
      // counted per account once it is known (after the role check), whatever addresses its calls come from
      config: {
        rateLimit: { max: TEST_MESSAGES_PER_HOUR, timeWindow: '1 hour', hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => callerOf(request).id },
      },
    };
    const tester = (request: FastifyRequest) => ({ id: callerOf(request).id, isAdmin: callerOf(request).userType === 'ADMIN' });
    app.post('/test-email', test, async (request) => testEmailConnection(ctx, tester(request)));
    app.post('/test-sms', test, async (request) => testSmsConnection(ctx, tester(request)));
  };
}
