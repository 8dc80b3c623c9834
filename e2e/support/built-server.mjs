// The server one browser-test worker runs against (e2e/support/worker-server.ts starts it and sets its environment):
// the compiled server, as `npm start` runs it, so that starting compiles no TypeScript. Plain JavaScript for the same
// reason.
import { pathToFileURL } from 'node:url';
import { SERVER_BUNDLE } from '../../scripts/server-build.mjs';

// the worker holds this process's stdin open: when the worker ends, however it ends, the server shuts down with it
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();

try {
  const { main } = await import(pathToFileURL(SERVER_BUNDLE).href);
  await main();
} catch (err) {
  console.error(err);
  process.exit(1);
}
