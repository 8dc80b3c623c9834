import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HTTP_MESSAGES } from '../../domain/messages';

/** Serves the built web app, precompressed; any other GET outside the API and the built files falls back to index.html so client routes load directly. */
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
    // a missing built file is missing: answering it with the app's HTML would hand a script tag a web page
    const isPage = request.method === 'GET' && !/^\/(api|assets)(\/|$|\?)/.test(request.url);
    if (hasBuild && isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ success: false, error: HTTP_MESSAGES.notFound });
  });
}
