import { defineConfig } from 'vitest/config';
import { databaseTestFiles } from './apps/server/src/test/database-test-files';

// PEIL_TEST_DB=postgres (`npm run test:postgres`) runs only the server files that use the test
// database; the PGlite stage runs every file.
const onPostgres = process.env.PEIL_TEST_DB === 'postgres';

export default defineConfig({
  test: {
    include: onPostgres
      ? databaseTestFiles('apps/server/src')
      : [
          'packages/*/src/**/*.test.ts',
          'apps/*/src/**/*.test.{ts,tsx}',
          'apps/web/build/*.test.ts',
          'lint-rules/*.test.ts',
        ],
    exclude: ['**/node_modules/**', 'e2e/**'],
    // One migrated database per run; every server test file starts from a copy of it.
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    setupFiles: ['vitest.setup.ts'],
    // Limits for a hung test, not expectations of speed: a busy two-core machine needs minutes.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Two cores: integration files each hold a database; more workers only add contention.
    maxWorkers: 2,
  },
});
