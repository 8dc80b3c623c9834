import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '@/server/context';
import { crewTripRoutes } from './crew-trip-routes';
import { crewPositionRoutes } from './position-routes';
import { shiftRoutes } from './shift-routes';

/** /api/crew: the crew app's calls, each for CREW callers alone (docs/crew.md). */
export function crewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(shiftRoutes(ctx));
    await app.register(crewTripRoutes(ctx));
    await app.register(crewPositionRoutes(ctx));
  };
}
