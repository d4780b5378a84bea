import './scripts/node20-polyfills';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { serverTestsOn, type ServerTestEngine } from './scripts/server-test-engines';

/**
 * The server test files of a worker run one after another in one module graph (`isolate: false`,
 * docs/decisions/0222-server-tests-share-a-module-graph.md): importing the app once per worker instead
 * of once per file was half of the server projects' time. What a file changes beyond its own test
 * server (environment variables, globals, mocks, fake timers) is undone when it ends
 * (tests/server-file-reset.ts), and every test server still has a database of its own.
 */
const SERVER_FILES_SHARE_A_WORKER: {
  environment: 'node';
  isolate: false;
  setupFiles: string[];
  hookTimeout: number;
  testTimeout: number;
} = {
  environment: 'node',
  isolate: false,
  setupFiles: ['tests/unit-setup.ts', 'tests/server-file-reset.ts'],
  // Server tests start a real (in-memory) Postgres, migrate and seed it: give that room on 2 cores.
  hookTimeout: 60_000,
  testTimeout: 30_000,
};

/**
 * Password hashes at scrypt's 2^10 instead of 2^15 (decision 0283): the suite signs in thousands of
 * times, and at the production cost each took 50 ms on an idle core and up to 450 ms on a busy one.
 * server/auth/passwords.test.ts checks the production cost itself.
 */
const CHEAP_PASSWORD_HASHES = { SCRYPT_LOG_N: '10' } as const;

/**
 * The server test files a project runs: every one, unless `npm test` asks for its split across the two
 * engines (SERVER_TEST_ENGINES=split; scripts/server-test-engines.ts, decision 0287).
 */
const serverTestsFor = (engine: ServerTestEngine): string[] =>
  process.env.SERVER_TEST_ENGINES === 'split' ? serverTestsOn(import.meta.dirname, engine) : ['server/**/*.test.ts'];

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
          include: ['{src,brands,scripts,sw,contract}/**/*.test.{ts,tsx}'],
          // Worker threads rather than child processes: each file still has a module graph of its own,
          // and a thread starts faster than a process (117 s → 102 s for the project on 2 cores).
          pool: 'threads',
          environment: 'node',
          setupFiles: ['tests/unit-setup.ts'],
          env: { LOG_LEVEL: 'warn' },
          testTimeout: 30_000,
        },
      },
      {
        // The server tests on in-memory PGlite (`npm run test:unit` runs them with the unit project).
        extends: true,
        test: {
          name: 'unit-server',
          include: serverTestsFor('pglite'),
          ...SERVER_FILES_SHARE_A_WORKER,
          // A folder for the run's PGlite dumps (server/test-support-pglite.ts).
          globalSetup: ['tests/unit-global-setup.ts'],
          env: { LOG_LEVEL: 'warn', ...CHEAP_PASSWORD_HASHES },
        },
      },
      {
        // The same server tests on a real Postgres server (tests/server-pg, docs/postgres-tests.md).
        extends: true,
        test: {
          name: 'server-pg',
          include: serverTestsFor('postgres'),
          ...SERVER_FILES_SHARE_A_WORKER,
          globalSetup: ['tests/server-pg/global-setup.ts'],
          env: { LOG_LEVEL: 'warn', TEST_DATABASE: 'postgres', ...CHEAP_PASSWORD_HASHES },
        },
      },
      {
        // Tests of the Postgres test harness and of two server processes: each in a fresh module graph.
        extends: true,
        test: {
          name: 'server-pg-harness',
          include: ['tests/server-pg/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/unit-setup.ts'],
          globalSetup: ['tests/server-pg/global-setup.ts'],
          env: { LOG_LEVEL: 'warn', TEST_DATABASE: 'postgres', ...CHEAP_PASSWORD_HASHES },
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
