import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataAnswer } from '@/domain/common/answers';
import { type PublicConfig, publicConfigSchema } from '@/domain/session/session-answers';
import { DEMO_ACCOUNTS } from '@/domain/session/demo-accounts';
import { answers } from '@/server/http/answer-contract';

/** What the logged-out screens may show; demo credentials only while demo mode is on. */
export function publicConfigRoutes({ demoMode, mapTileUrl }: { demoMode: boolean; mapTileUrl: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/config',
      {
        schema: {
          description: 'What the logged-out screens may show: whether demo mode is on (with its sign-ins) and the map tiles. Anyone may call it.',
          response: answers({ 200: dataAnswer(publicConfigSchema) }),
        },
      },
      async () => {
        const data: PublicConfig = { demoMode, demoAccounts: demoMode ? DEMO_ACCOUNTS : [], mapTileUrl };
        return { success: true as const, data };
      },
    );
  };
}
