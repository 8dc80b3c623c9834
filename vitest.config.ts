import { defineConfig } from 'vitest/config';

// API tests run once on embedded PGlite and, when TEST_DATABASE_URL is set, again on PostgreSQL.
const apiProject = (kind: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${kind}`,
    include: ['test/api/**/*.test.ts'],
    globalSetup: [`test/support/global-setup-${kind}.ts`],
    env: { TEST_DB_KIND: kind },
    pool: 'forks' as const,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  // `@/…` is src/, as tsconfig.json's paths say; every project extends this config to read them
  resolve: { tsconfigPaths: true },
  test: {
    reporters: ['default', ['json', { outputFile: '.test-reports/vitest.json' }]],
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'process', include: ['test/process/**/*.test.ts'], testTimeout: 60_000 } },
      // the web app's logic (hooks and screens) in a simulated browser, with the server answered by a stub of fetch
      {
        extends: true,
        test: {
          name: 'web',
          include: ['test/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/web/support/setup.ts'],
          testTimeout: 15_000,
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
