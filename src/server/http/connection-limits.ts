// No single client address can hold the server's connections, and a health check always finds a slot: past the
// cap for everyone, a few connections more are let in that answer only GET /health. Trusted proxies carry many
// people's connections, so they are held to the overall cap alone.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { compile } from '@fastify/proxy-addr';
import { HTTP_MESSAGES } from '@/domain/common/messages';

/** Connections beyond the cap that serve only the health check. */
export const HEALTH_RESERVE = 8;
const HEALTH_PATH = '/health';

export interface ConnectionCaps {
  max: number;
  perAddress: number;
  trustProxy: string[];
}

const reserveOnly = new WeakSet<Socket>();

function refuseConnection(socket: Socket): void {
  const body = JSON.stringify({ success: false, error: HTTP_MESSAGES.tooManyConnections });
  socket.end(
    `HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Retry-After: 5\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
  );
  socket.destroySoon();
}

/** Counts each address's connections on `server`, turning away one past its share and marking those past the cap. */
export function capConnections(server: Server, caps: ConnectionCaps): void {
  const trusted = caps.trustProxy.length > 0 ? compile(caps.trustProxy) : () => false;
  const byAddress = new Map<string, number>();
  let open = 0;
  server.maxConnections = caps.max + HEALTH_RESERVE;
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    open += 1;
    socket.once('close', () => {
      open -= 1;
      const left = (byAddress.get(address) ?? 1) - 1;
      if (left > 0) byAddress.set(address, left);
      else byAddress.delete(address);
    });
    const held = (byAddress.get(address) ?? 0) + 1;
    byAddress.set(address, held);
    if (held > caps.perAddress && !trusted(address, 0)) return refuseConnection(socket);
    if (open > caps.max) reserveOnly.add(socket);
  });
}

/** Answers 503 to any request but the health check on a connection let in past the cap; true when it did. */
export function answeredFromReserve(request: IncomingMessage, response: ServerResponse): boolean {
  if (!reserveOnly.has(request.socket)) return false;
  const path = (request.url ?? '').split('?')[0];
  if ((request.method === 'GET' || request.method === 'HEAD') && path === HEALTH_PATH) return false;
  const body = JSON.stringify({ success: false, error: HTTP_MESSAGES.serverBusy });
  response.shouldKeepAlive = false;
  response.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'retry-after': '5',
    'x-content-type-options': 'nosniff',
    connection: 'close',
  });
  response.end(body);
  return true;
}
