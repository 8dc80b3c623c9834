import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthDownSchema, healthUpSchema } from '@/domain/common/health-answers';
import type { Db } from '@/server/db/connect';

const DB_CHECK_TIMEOUT_MS = 2000;

/** 200 while the database answers; 503 while starting or when the database is gone (load balancers read the status). */
export function healthRoutes(db: Db, state: { ready: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = {
      description: '200 while the server is ready and its database answers; 503 while it starts or when the database is gone. No sign-in.',
      response: { 200: healthUpSchema, 503: healthDownSchema },
    };
    app.get('/health', { schema }, async (_request, reply) => {
      if (!state.ready) return reply.code(503).send({ success: false, error: 'starting', status: 'starting' });
      try {
        await Promise.race([
          db.execute(sql`select 1`),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), DB_CHECK_TIMEOUT_MS).unref()),
        ]);
        return { success: true as const, status: 'ok' as const, database: 'up' as const };
      } catch {
        return reply.code(503).send({ success: false, error: 'database unavailable', status: 'unavailable', database: 'down' });
      }
    });
  };
}
