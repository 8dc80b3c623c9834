import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HTTP_MESSAGES } from '@/domain/common/messages';

/**
 * Serves the built web app, precompressed; any other GET of a page (outside the API, not a file name) falls back to
 * index.html so client routes load directly.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string): Promise<void> {
  const hasBuild = existsSync(webRoot);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // the build writes .br and .gz beside each file; the client's Accept-Encoding picks one (with Vary set)
      preCompressed: true,
      setHeaders(reply, path) {
        // hashed asset names never change content; index.html must always be fetched fresh
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // a missing built file is missing (an /assets/ file, or any name with an extension such as /favicon.ico):
    // answering it with the app's HTML would hand a script tag or a browser's icon request a web page
    const path = request.url.split('?')[0]!;
    const isPage = request.method === 'GET' && !/^\/(api|assets)(\/|$)/.test(path) && !/\.[A-Za-z0-9]+$/.test(path);
    if (hasBuild && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ success: false, error: HTTP_MESSAGES.notFound });
  });
}
