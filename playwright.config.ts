import { generateKeyPairSync } from 'node:crypto';
import { defineConfig, devices } from '@playwright/test';
import { brands } from './brands/registry';
import { CLOSED_MARKET_NOW, CLOSED_MARKET_PORT, E2E_PORT, OPEN_MARKET_NOW } from './tests/e2e/support/closed-market';
import { seededSnapshotEnv } from './tests/e2e/support/seeded-snapshot';

const PORT = E2E_PORT;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags this machine's closed network needs (see docs/decisions/0004-e2e-in-debian-chromium.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A Google ID-token key pair for this run: the server verifies with the public half (so it offers
 * Google sign-in where a brand has a client id), tests sign with the private half
 * (tests/e2e/support/google.ts). Made once in the runner; its workers inherit the environment.
 */
/**
 * Every server of the run starts from the seeded snapshot when `npm run e2e:snapshot` made a fresh one
 * (decision 0293): the suite's two, and those a test starts itself (scripts/support/server.ts passes
 * this environment on).
 */
Object.assign(process.env, seededSnapshotEnv());

if (!process.env.E2E_GOOGLE_PRIVATE_KEY) {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  process.env.E2E_GOOGLE_PUBLIC_KEY = pair.publicKey;
  process.env.E2E_GOOGLE_PRIVATE_KEY = pair.privateKey;
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording a trace costs every test its snapshots and screencast (about a tenth of the suite's
    // CPU, decision 0099): CI records the retry of a test that failed; a local run keeps the failures'.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // No service worker unless a test is about it (`test.use({ serviceWorkers: 'allow' })`: offline,
    // push, the worker in control): installing it precaches every asset of the build in every new
    // context, a quarter of a typical test's time (decision 0223).
    serviceWorkers: 'block',
  },
  // One project per brand host: http://<brand>.localhost:<port>
  projects: brands.map((b) => ({
    name: b.id,
    use: { ...devices['Desktop Chrome'], baseURL: `http://${b.hosts[0]}:${PORT}`, channel: undefined },
  })),
  // Two servers, started together: the main one with the clock inside the order window, and one on
  // the next port with the clock on a Sunday for the closed-market spec (tests/e2e/trading-window.spec.ts).
  webServer: [server(PORT, OPEN_MARKET_NOW), server(CLOSED_MARKET_PORT, CLOSED_MARKET_NOW)],
});

/** The reference server on `port`, its market clock fixed at `marketNow`, with a fresh in-memory database. */
function server(port: number, marketNow: string) {
  return {
    command: `tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/starfolio/api/health/`,
    env: {
      PORT: String(port),
      PGLITE_DIR: 'memory',
      ...seededSnapshotEnv(),
      LOG_LEVEL: 'warn',
      HOST: '::',
      ENABLE_TEST_HOOKS: '1',
      MARKET_NOW: marketNow,
      // Every browser of the suite comes from one loopback address: the hourly OTP limit per address
      // (20 in production, docs/security.md) would make the journeys that send codes depend on order.
      OTP_CODES_PER_CLIENT_HOUR: '1000',
      // Password hashes at the test cost (decision 0283): hundreds of sign-ins, sign-ups and password
      // changes share two cores with the browsers.
      SCRYPT_LOG_N: '10',
      GOOGLE_ID_TOKEN_PUBLIC_KEY: process.env.E2E_GOOGLE_PUBLIC_KEY!,
    },
    reuseExistingServer: false,
    // A start migrates and seeds an in-memory database: about 10 s on idle cores, over a minute on busy ones.
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}
