import type { FastifyPluginAsync } from 'fastify';
import type { PublicConfig } from '@/domain/session/auth';
import { DEMO_ACCOUNTS } from '@/domain/session/demo-accounts';

/** What the logged-out screens may show; demo credentials only while demo mode is on. */
export function publicConfigRoutes({ demoMode, mapTileUrl }: { demoMode: boolean; mapTileUrl: string }): FastifyPluginAsync {
  return async (app) => {
    app.get('/config', async () => {
      const data: PublicConfig = { demoMode, demoAccounts: demoMode ? DEMO_ACCOUNTS : [], mapTileUrl };
      return { success: true, data };
    });
  };
}
