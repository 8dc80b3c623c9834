// The yardstick: a bare Fastify app with one JSON route, run as its own process like the TCC server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ok', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
