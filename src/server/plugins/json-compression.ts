import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

// below this a compressed answer saves less than its own headers cost (the build's rule for its files, vite.config.ts)
const MIN_BYTES = 1024;
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);
// fast levels: an answer is compressed once per request, unlike the built files, which are compressed once per build
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: constants.Z_BEST_SPEED };

/** The encoding to send: brotli, else gzip, when the client's Accept-Encoding takes it (a `q=0` refuses it). */
export function acceptedEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const taken = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const refused = params.some((p) => /^q=0(\.0*)?$/.test(p));
    if (name && !refused) taken.add(name);
  }
  if (taken.has('br')) return 'br';
  if (taken.has('gzip') || taken.has('*')) return 'gzip';
  return null;
}

const isJson = (reply: FastifyReply) => /^application\/json\b/.test(String(reply.getHeader('content-type') ?? ''));

/** Adds Accept-Encoding to the reply's Vary, keeping what is there. */
function varyOnEncoding(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * JSON answers over 1 KB are sent compressed to a client that takes it, always with `Vary: Accept-Encoding`. Only whole
 * JSON bodies: a stream (the live updates at GET /api/events are text/event-stream) is never held back to be compressed.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isJson(reply) || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    varyOnEncoding(reply);
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (encoding === null || Buffer.byteLength(payload) < MIN_BYTES) return payload;
    const body = Buffer.from(payload);
    const compressed = encoding === 'br' ? await toBrotli(body, BROTLI_OPTIONS) : await toGzip(body, GZIP_OPTIONS);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return compressed;
  });
}
