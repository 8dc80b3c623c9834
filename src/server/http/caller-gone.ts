import type { FastifyReply } from 'fastify';

/**
 * Aborts when the caller closes its connection before its answer is sent, so that work done only for that answer
 * (a plan on a planner thread) can stop.
 */
export function callerGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  const closed = () => {
    if (!response.writableFinished) controller.abort();
  };
  if (response.destroyed) closed();
  else response.once('close', closed);
  return controller.signal;
}
