import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with its schema, so a check can walk all of them (bad input on every write route). */
    routeList: RouteOptions[];
  }
}

export function registerRouteList(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.decorate('routeList', routes);
  app.addHook('onRoute', (route) => void routes.push(route));
}
