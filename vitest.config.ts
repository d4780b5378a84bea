import './scripts/node20-polyfills';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { '#src': resolve(import.meta.dirname, 'src') } },
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two, which left a core
    // idle while the main process waited (docs/decisions/0159-suite-time.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{src,server,brands,scripts,sw,contract}/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit-setup.ts'],
          // A folder for the run's PGlite dumps (server/test-support-pglite.ts).
          globalSetup: ['tests/unit-global-setup.ts'],
          env: { LOG_LEVEL: 'warn' },
          // Server tests start a real (in-memory) Postgres, migrate and seed it: give that room on 2 cores.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        // The same server tests on a real Postgres server (tests/server-pg, docs/postgres-tests.md).
        extends: true,
        test: {
          name: 'server-pg',
          include: ['server/**/*.test.ts', 'tests/server-pg/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/unit-setup.ts'],
          globalSetup: ['tests/server-pg/global-setup.ts'],
          env: { LOG_LEVEL: 'warn', TEST_DATABASE: 'postgres' },
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});
