import './scripts/node20-polyfills';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  resolve: { alias: { '#src': resolve(import.meta.dirname, 'src') } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{src,server,brands,scripts,sw,contract}/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit-setup.ts'],
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
