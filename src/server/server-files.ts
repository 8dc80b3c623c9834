// Files the server reads or runs beside its own code. This module sits two folders below the project, as the compiled
// server (dist/server/main.js) does, so the same paths hold whether the server runs from its sources or compiled.
import { fileURLToPath } from 'node:url';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url));
export const PLANNER_THREAD = new URL('../../src/server/modules/optimize/planner-thread.mjs', import.meta.url);
/** Read by the planner's thread for its paths (`@/…`). */
export const TSCONFIG = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url));
/** Its version is the published API's. */
export const PACKAGE_JSON = fileURLToPath(new URL('../../package.json', import.meta.url));
