import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HTTP_MESSAGES } from '../../domain/messages';

/** Serves the built web app; any non-API GET falls back to index.html so client routes load directly. */
export async function registerSpa(app: FastifyInstance, webRoot: string): Promise<void> {
  const hasBuild = existsSync(webRoot);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        // hashed asset names never change content; index.html must always be fetched fresh
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (hasBuild && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ success: false, error: HTTP_MESSAGES.notFound });
  });
}
