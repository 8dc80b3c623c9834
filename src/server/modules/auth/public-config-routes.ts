import type { FastifyPluginAsync } from 'fastify';
import type { PublicConfig } from '../../../domain/auth';
import { DEMO_ACCOUNTS } from '../../../domain/demo-accounts';

/** What the logged-out screens may show; demo credentials only while demo mode is on. */
export function publicConfigRoutes({ demoMode, mapTileUrl, timeZone }: Omit<PublicConfig, 'demoAccounts'>): FastifyPluginAsync {
  return async (app) => {
    app.get('/config', async () => {
      const data: PublicConfig = { demoMode, demoAccounts: demoMode ? DEMO_ACCOUNTS : [], mapTileUrl, timeZone };
      return { success: true, data };
    });
  };
}
