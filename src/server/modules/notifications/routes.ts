import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { idParams } from '../../http/ids';
import { callerOf, requireRole } from '../../plugins/auth';
import { listNotifications, markAllRead, markRead, unreadCount } from './notification-inbox';

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
