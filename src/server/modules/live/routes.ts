// GET /api/events: the live updates stream (Server-Sent Events). Authorised by the usual bearer header, so the token
// never appears in a URL or a log; refused with the usual JSON error before any stream starts.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { answers } from '@/server/http/answer-contract';
import { callerOf, requireRole } from '@/server/plugins/auth';
import type { LiveHub } from './live-hub';

export function liveRoutes(hub: LiveHub): FastifyPluginAsync {
  return async (app) => {
    const schema = {
      description: "The live updates stream (Server-Sent Events) for any signed-in caller: which of the trips it may see changed and when its notifications did.",
      response: {
        200: { description: 'A stream of events, one frame each', content: { 'text/event-stream': { schema: z.string() } } },
        ...answers({}, 401, 429, 503),
      },
    };
    app.get('/', { onRequest: requireRole(), schema }, async (request, reply) => {
      const stream = await hub.open(callerOf(request));
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          // no cache and no proxy may hold the stream back or rewrite it (nginx buffers unless told not to)
          .header('cache-control', 'no-cache, no-transform')
          .header('x-accel-buffering', 'no')
          .send(stream.body)
      );
    });
  };
}
