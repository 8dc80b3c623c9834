import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@/server/db/connect';

const DB_CHECK_TIMEOUT_MS = 2000;

/** 200 while the database answers; 503 while starting or when the database is gone (load balancers read the status). */
export function healthRoutes(db: Db, state: { ready: boolean }): FastifyPluginAsync {
  return async (app) => {
    app.get('/health', async (_request, reply) => {
      if (!state.ready) return reply.code(503).send({ success: false, error: 'starting', status: 'starting' });
      try {
        await Promise.race([
          db.execute(sql`select 1`),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), DB_CHECK_TIMEOUT_MS).unref()),
        ]);
        return { success: true, status: 'ok', database: 'up' };
      } catch {
        return reply.code(503).send({ success: false, error: 'database unavailable', status: 'unavailable', database: 'down' });
      }
    });
  };
}
