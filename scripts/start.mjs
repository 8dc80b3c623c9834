// `npm start`: builds the web app and the server when missing or older than their sources, then starts TCC from the
// compiled server. Plain JavaScript, so that starting compiles no TypeScript.
import { pathToFileURL } from 'node:url';
import { buildServerIfStale, SERVER_BUNDLE } from './server-build.mjs';
import { buildWebIfStale } from './web-build.mjs';

try {
  buildWebIfStale();
  await buildServerIfStale();
  const { main } = await import(pathToFileURL(SERVER_BUNDLE).href);
  await main();
} catch (err) {
  // a refusal to start (a bad setting, a data folder in use) is one readable line, not a stack trace
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
